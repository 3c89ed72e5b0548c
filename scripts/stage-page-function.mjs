// Stages the page function (functions/) from the production build, before `firebase deploy` uploads it (firebase.json:
// functions.predeploy, after `npm run build`): into functions/build/ the self-contained page server (dist-server/:
// serve-page.js with its dependencies bundled, template.html), the shell (dist/app.html), the handler and its two
// modules (scripts/page-function.mjs, page-server-runtime.mjs, page-html.mjs), and config.json with the backend's URL
// and the site's origin from the production configuration (the VITE_* values the build used). Refuses a page server
// that still imports packages (built offline, or by an older build): the function has no node_modules of the app's.
//   node scripts/stage-page-function.mjs
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { siteOrigin } from '../src/adapters/composition/production-env.mjs';
import { productionEnv } from './hosting-headers.mjs';
import { root } from './services.mjs';

export const STAGE_DIR = join(root, 'functions', 'build');

/** The packages a built module imports (bare specifiers that are not Node's own), from its text. */
export function importedPackages(code) {
  // Comment lines (JSDoc examples in the bundled packages) are not imports.
  const lines = code.split('\n').filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line)).join('\n');
  const specifiers = [...lines.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm)].map((m) => m[1] ?? m[2] ?? m[3]);
  const builtin = new Set(builtinModules);
  return [...new Set(specifiers)].filter((s) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:') && !builtin.has(s) && !s.startsWith('data:') && !s.startsWith('file:'));
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const env = productionEnv();
  const files = [
    [join(root, 'dist-server', 'serve-page.js'), 'serve-page.js'],
    [join(root, 'dist-server', 'template.html'), 'template.html'],
    [join(root, 'dist', 'app.html'), 'app.html'],
    [join(root, 'scripts', 'page-function.mjs'), 'page-function.mjs'],
    [join(root, 'scripts', 'page-server-runtime.mjs'), 'page-server-runtime.mjs'],
    [join(root, 'scripts', 'page-html.mjs'), 'page-html.mjs'],
  ];
  const missing = files.filter(([from]) => !existsSync(from)).map(([from]) => from);
  if (missing.length > 0) {
    console.error(`The page function needs the production build (npm run build) first; missing: ${missing.join(', ')}`);
    process.exit(1);
  }
  const packages = importedPackages(readFileSync(join(root, 'dist-server', 'serve-page.js'), 'utf8'));
  if (packages.length > 0) {
    console.error(`dist-server/serve-page.js imports ${packages.join(', ')}: build it for production (npm run build), which bundles them in.`);
    process.exit(1);
  }
  if (!env.VITE_BACKEND_URL) {
    console.error('VITE_BACKEND_URL is not set (.env.production.local): the page function would not know the backend.');
    process.exit(1);
  }
  rmSync(STAGE_DIR, { recursive: true, force: true });
  mkdirSync(STAGE_DIR, { recursive: true });
  for (const [from, to] of files) copyFileSync(from, join(STAGE_DIR, to));
  writeFileSync(join(STAGE_DIR, 'config.json'), `${JSON.stringify({ backendUrl: env.VITE_BACKEND_URL, origin: siteOrigin(env) }, null, 2)}\n`);
  console.log(`Page function staged in ${STAGE_DIR} (backend ${env.VITE_BACKEND_URL}, site ${siteOrigin(env)}).`);
}
