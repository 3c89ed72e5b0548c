// Builds the production bundle and the baseline (React + React Router, hello world) in one run, and checks what each
// page loads. Prints sizes and ratios (figures, not a timed test); writes test-results/bundle-report.json.
//  - the initial JavaScript of / (the HTML's entry and modulepreloads, and the app they start: src/start.tsx, gzip -9) is
//    at most 1.3× the baseline's, and holds the landing page but no firebase, agora, zod, inversify or payment code;
//  - no waterfall: the entry's static imports are preloaded by every page, and the shell (app.html), which has nothing
//    prerendered to show, preloads the app too (not its services: a signed-in user's page paints before them);
//  - a page needs at most FIRST_PAINT_FILES files (entry, app, its chunk and what that imports) before it paints;
//  - no chunk loads a stylesheet (the one stylesheet is inlined into the HTML);
//  - agora-rtc-sdk-ng is only in chunks that a classroom route loads, and no page loads inversify with its chunk;
//  - no offline-profile code or fake is in the production bundle at all;
//  - no Auth emulator code path: the emulator module, its URL and its project are absent from every production chunk.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chunkClosure, INITIAL_JS_BUDGET, kib, measureBundles, WATCHED } from './bundle-measure.mjs';
import { importClosure } from './chunk-graph.mjs';
import { root } from './services.mjs';

const { app, summary, placement } = await measureBundles();
const chunks = app.chunks;

const closure = (start) => importClosure((name) => chunks.get(name)?.imports, start).map((name) => chunks.get(name));
const modulesOf = (list) => list.flatMap((chunk) => chunk.modules);

const problems = [];
const FIRST_PAINT_FILES = 15; // the most: the registration page (its form, the profile rules and their schemas)
const initial = app.initial;
// No waterfall: every chunk the entry imports statically is announced by the HTML (modulepreload), not found later.
const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
for (const chunk of closure([entry.fileName])) if (!app.inHtml.includes(chunk)) problems.push(`${chunk.fileName} is imported by the entry but not preloaded`);
// The shell preloads the app (scripts/prerender.mjs): a page it serves waits for no chain of it. Not the services:
// their chunks would compete with the page's own, which paints before them for a signed-in user.
const shell = readFileSync(`${root}dist/app.html`, 'utf8');
const appChunks = new Set(chunkClosure(chunks, 'src/start.tsx').map((chunk) => chunk.fileName));
for (const file of appChunks) if (!shell.includes(`/${file}"`)) problems.push(`app.html does not preload ${file} (src/start.tsx)`);
for (const module of ['src/boot.ts', 'src/adapters/composition/production-module.ts']) {
  for (const chunk of chunkClosure(chunks, module)) {
    if (!appChunks.has(chunk.fileName) && shell.includes(`/${chunk.fileName}"`)) problems.push(`app.html preloads ${chunk.fileName} (${module}): it competes with the page's own chunk`);
  }
}
// One stylesheet, inlined into the HTML (vite.config.ts, cssCodeSplit: false): no chunk loads a stylesheet of its own,
// which would be the page's style worked out again after it has painted.
// Read from the files written (the preload lists are filled in after the chunk reporter has seen the code).
for (const file of readdirSync(`${root}dist/assets`).filter((name) => name.endsWith('.js'))) {
  const css = /"(assets\/[^"]+\.css)"/.exec(readFileSync(`${root}dist/assets/${file}`, 'utf8'));
  if (css) problems.push(`assets/${file} loads the stylesheet ${css[1]} (the HTML has it inlined)`);
}
if (!modulesOf(initial).some((id) => id.endsWith('src/ui/features/landing/landing-page.tsx'))) problems.push('the landing page is not in the initial JS of /');
const heavy = [...Object.values(WATCHED), /node_modules\/(razorpay|dompurify)\//];
for (const id of modulesOf(initial)) if (heavy.some((pattern) => pattern.test(id))) problems.push(`initial JS of / includes ${id}`);
if (summary.ratio > INITIAL_JS_BUDGET) problems.push(`initial JS of / is ${summary.ratio}× the baseline's (budget ${INITIAL_JS_BUDGET}×)`);

// Page chunks: the modules the route table imports lazily (src/ui/app/router.tsx, guarded-routes.ts), under src/ui.
const pageChunk = /src\/ui\/(routes|features|app)\//;
// Few files before a page paints: the entry, the app and the page's chunk with what it imports. Each is a request
// that a phone on HTTP/1.1 queues behind six others (vite.config.ts, codeSplitting groups).
const firstPaint = [...chunks.values()]
  .filter((chunk) => pageChunk.test(chunk.facade) && chunk.isDynamicEntry)
  .map((chunk) => ({ page: chunk.facade, files: new Set([...closure([entry.fileName]), ...closure([...appChunks]), ...closure([chunk.fileName])]).size }))
  .sort((a, b) => b.files - a.files);
if (firstPaint.length === 0) problems.push('no page chunk found: the first-paint file count would prove nothing');
// BUNDLE_DEBUG=<end of a page's path> (e.g. registration-page.tsx) lists the files that page needs before it paints.
const debugPage = process.env.BUNDLE_DEBUG;
if (debugPage) for (const chunk of chunks.values()) if (chunk.facade?.endsWith(debugPage)) console.log([...new Set([...closure([entry.fileName]), ...closure([...appChunks]), ...closure([chunk.fileName])])].map((file) => file.fileName).join('\n'));
for (const { page, files } of firstPaint) if (files > FIRST_PAINT_FILES) problems.push(`${page} needs ${files} files before it paints (budget ${FIRST_PAINT_FILES})`);
const classroomRoutes = /src\/ui\/(features\/classroom\/pages|app\/pages\/class-room-page)\.tsx$/;
if (![...chunks.values()].some((chunk) => classroomRoutes.test(chunk.facade))) problems.push('no chunk holds the classroom pages: the check below would prove nothing');
for (const chunk of chunks.values()) {
  if (!pageChunk.test(chunk.facade) || classroomRoutes.test(chunk.facade)) continue;
  for (const id of modulesOf(closure([chunk.fileName]))) {
    if (/node_modules\/agora-rtc-sdk-ng\//.test(id)) problems.push(`${chunk.facade} loads ${id}`);
    // The container comes with the services, after the page has painted: a page that imports a use case's class (not
    // its token) loads inversify before it can paint.
    if (WATCHED.inversify.test(id)) problems.push(`${chunk.facade} loads ${id} before it paints`);
  }
}
// The SDK must be in the build (else the checks above prove nothing), only in chunks that nothing loads statically
// except through a dynamic import made when a classroom page needs the video call.
const agoraModule = /node_modules\/agora-rtc-sdk-ng\//;
const agoraChunks = [...chunks.values()].filter((chunk) => chunk.modules.some((id) => agoraModule.test(id)));
if (agoraChunks.length === 0) problems.push('agora-rtc-sdk-ng is in no chunk: the production video adapter is not bound');
const staticallyLoaded = new Set(
  [...chunks.values()]
    .filter((chunk) => chunk.isEntry || (pageChunk.test(chunk.facade) && !classroomRoutes.test(chunk.facade)))
    .flatMap((chunk) => closure([chunk.fileName]).map((c) => c.fileName)),
);
for (const chunk of agoraChunks) {
  if (staticallyLoaded.has(chunk.fileName)) problems.push(`${chunk.fileName} (agora-rtc-sdk-ng) is loaded without a classroom route`);
  if (chunk.modules.some((id) => !agoraModule.test(id) && !id.startsWith('\0'))) {
    problems.push(`${chunk.fileName} mixes agora-rtc-sdk-ng with other modules: ${chunk.modules.filter((id) => !agoraModule.test(id)).join(', ')}`);
  }
}
for (const id of modulesOf([...chunks.values()])) {
  if (/src\/adapters\/(fakes\/|composition\/(offline|test)-module|firebase\/auth-emulator)/.test(id)) problems.push(`production bundle includes ${id}`);
}
const emulatorTraces = [/127\.0\.0\.1:\d+/, /VITE_AUTH_EMULATOR_URL/, /demo-tutoring/, /appVerificationDisabledForTesting\s*=\s*(true|!0)/];
for (const chunk of chunks.values()) {
  for (const trace of emulatorTraces) if (trace.test(chunk.code)) problems.push(`${chunk.fileName} contains an Auth emulator trace (${trace})`);
}
if (!modulesOf([...chunks.values()]).some((id) => /src\/adapters\/firebase\/firebase-auth-gateway/.test(id))) {
  problems.push('the production bundle has no Firebase auth gateway');
}

const allGzip = [...chunks.values()].reduce((sum, chunk) => sum + chunk.gzip, 0);
console.log(`chunks: ${chunks.size}; all JS ${kib(allGzip)} KiB gzipped`);
console.log(`initial JS of /: ${summary.appInitialChunks} files, ${summary.appInitialKiB} KiB gzip -9`);
console.log(`baseline (React + React Router, hello world): ${summary.baselineInitialKiB} KiB gzip -9`);
console.log(`ratio: ${summary.ratio}× (budget ${INITIAL_JS_BUDGET}×)`);
console.log(`files before a page paints: at most ${firstPaint[0]?.files} (${firstPaint[0]?.page}; budget ${FIRST_PAINT_FILES})`);
console.log('where the watched libraries are:');
for (const [name, list] of Object.entries(placement)) {
  const where = list.map((c) => `${c.chunk} (${c.gzipKiB} KiB${c.initial ? ', initial' : ''})`).join(', ') || 'nowhere';
  console.log(`  ${name.padEnd(17)} ${where}`);
}
mkdirSync(`${root}test-results`, { recursive: true });
writeFileSync(`${root}test-results/bundle-report.json`, `${JSON.stringify({ summary, budget: INITIAL_JS_BUDGET, placement, problems }, null, 2)}\n`);

if (problems.length > 0) {
  console.error(`Bundle check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('bundle check: ok');
