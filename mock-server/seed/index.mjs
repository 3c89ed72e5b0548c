// Which seed a server starts from: the demo seed (default) or the scale seed (benchmarks).
import { buildDemoSeed } from './demo.mjs';
import { buildScaleSeed } from './scale.mjs';

/**
 * @param {'demo' | 'scale' | { tutors: number, classes: number }} seed
 * @returns {(now: Date, keySecret: string, uploadsUrl?: string) => object}
 */
export function seedBuilder(seed = 'demo') {
  if (seed === 'demo') return (now, keySecret, uploadsUrl) => buildDemoSeed({ now, keySecret, uploadsUrl });
  const size = seed === 'scale' ? {} : seed;
  return (now, keySecret) => buildScaleSeed({ now, keySecret, ...size });
}

/** The seed named by MOCK_SEED (demo | scale) and MOCK_SCALE_TUTORS / MOCK_SCALE_CLASSES, or by CLI flags. */
export function seedFromEnv(env = process.env, argv = process.argv.slice(2)) {
  const flag = (name) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const name = flag('seed') ?? env.MOCK_SEED ?? 'demo';
  const tutors = Number(flag('tutors') ?? env.MOCK_SCALE_TUTORS ?? 0);
  const classes = Number(flag('classes') ?? env.MOCK_SCALE_CLASSES ?? 0);
  if (tutors > 0 || classes > 0) return { tutors: tutors || 10_000, classes: classes || 50_000 };
  if (name !== 'demo' && name !== 'scale') throw new Error(`Unknown seed ${name}: use demo or scale.`);
  return name;
}
