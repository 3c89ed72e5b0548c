// Builds the app (production mode) and the baseline (scripts/bench/baseline: React + React Router, hello world) in one
// run, and measures what each first page loads before it responds, each file gzipped at level 9: the HTML's entry
// script and its modulepreloads, and for the app also the app itself (src/start.tsx), which the entry of a prerendered
// page requests after the first paint (src/main.tsx).
// Used by scripts/check-bundle.mjs (npm test: the deterministic budgets) and scripts/bench.mjs (npm run bench).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { importClosure } from './chunk-graph.mjs';
import { root } from './services.mjs';

export const BASELINE_ROOT = `${root}scripts/bench/baseline/`;

/** The initial JS of / may be at most this many times the baseline's (npm test and npm run bench). */
export const INITIAL_JS_BUDGET = 1.3;

/** The libraries whose place in the bundle is reported (and kept off the first page). */
export const WATCHED = {
  'agora-rtc-sdk-ng': /node_modules\/agora-rtc-sdk-ng\//,
  firebase: /node_modules\/(firebase|@firebase)\//,
  zod: /node_modules\/zod\//,
  inversify: /node_modules\/(inversify|@inversifyjs|reflect-metadata)\//,
};

// The production build refuses to start without its configuration; the measurement builds with a stand-in one
// (process.env comes before the .env files), unless real values are set.
const standIn = {
  VITE_BACKEND_URL: 'https://backend.bundle-check.invalid',
  VITE_FUNCTIONS_URL: 'https://functions.bundle-check.invalid',
  VITE_FIREBASE_API_KEY: 'bundle-check-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'bundle-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'bundle-check',
  VITE_RAZORPAY_KEY_ID: 'rzp_test_bundlecheck',
};

function chunkReporter(chunks) {
  return {
    name: 'chunk-report',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          facade: (item.facadeModuleId ?? '').replace(root, ''),
          imports: item.imports,
          modules: item.moduleIds.map((id) => id.replace(root, '')),
          code: item.code,
          gzip: gzipSync(item.code, { level: 9 }).length,
        });
      }
    },
  };
}

/** The files the HTML loads before the page runs: its module script and every modulepreload, in order. */
function initialFiles(html) {
  const files = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const src = /\bsrc="\/?([^"]+\.js)"/.exec(tag)?.[1];
    const preload = /\brel="modulepreload"/.test(tag) ? /\bhref="\/?([^"]+\.js)"/.exec(tag)?.[1] : undefined;
    if (match[1] === 'script' && src) files.push(src);
    if (preload) files.push(preload);
  }
  return files;
}

/** The chunk of a module (a path from the root, e.g. src/start.tsx) and every chunk it imports statically. */
export function chunkClosure(chunks, facade) {
  const own = [...chunks.values()].find((chunk) => chunk.facade === facade);
  if (!own) throw new Error(`no chunk of the build is ${facade}`);
  return importClosure((name) => chunks.get(name)?.imports, [own.fileName]).map((name) => chunks.get(name));
}

async function buildAndMeasure({ startModule, ...options }) {
  const chunks = new Map();
  await build({ logLevel: 'warn', ...options, plugins: [...(options.plugins ?? []), chunkReporter(chunks)] });
  const html = readFileSync(`${options.build.outDir}/index.html`, 'utf8');
  const files = initialFiles(html);
  /** What the HTML loads (before the first paint, but at low priority on a prerendered page). */
  const inHtml = files.map((file) => {
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`${file} is in index.html but not in the build`);
    return chunk;
  });
  const initial = [...new Set([...inHtml, ...(startModule ? chunkClosure(chunks, startModule) : [])])];
  return { chunks, html, inHtml, initial, initialGzip: initial.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}

/** Builds both and returns the figures; `outDir` of the app is dist/ (what `vite preview` serves). */
export async function measureBundles({ appMode = 'production', appOutDir = `${root}dist` } = {}) {
  for (const [name, value] of Object.entries(standIn)) process.env[name] ||= value;
  const app = await buildAndMeasure({ root, mode: appMode, startModule: 'src/start.tsx', build: { outDir: appOutDir, emptyOutDir: true } });
  const baseline = await buildAndMeasure({
    root: BASELINE_ROOT,
    configFile: false,
    mode: 'production',
    // Its warnings are React Router's own (module-level "use client"), the app's build says them already.
    logLevel: 'error',
    build: { outDir: `${root}dist-baseline`, emptyOutDir: true },
  });
  const initialNames = new Set(app.initial.map((chunk) => chunk.fileName));
  const placement = Object.fromEntries(
    Object.entries(WATCHED).map(([name, pattern]) => [
      name,
      [...app.chunks.values()]
        .filter((chunk) => chunk.modules.some((id) => pattern.test(id)))
        .map((chunk) => ({ chunk: chunk.fileName, gzipKiB: kib(chunk.gzip), initial: initialNames.has(chunk.fileName) })),
    ]),
  );
  return {
    app,
    baseline,
    placement,
    summary: {
      appInitialKiB: kib(app.initialGzip),
      appInitialChunks: app.initial.length,
      baselineInitialKiB: kib(baseline.initialGzip),
      ratio: Number((app.initialGzip / baseline.initialGzip).toFixed(3)),
    },
  };
}

export const kib = (bytes) => Number((bytes / 1024).toFixed(1));
