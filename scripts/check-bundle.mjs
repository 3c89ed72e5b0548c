// Builds the production bundle and checks what each page loads. Prints sizes (figures, not a timed test).
//  - the initial JavaScript of `/` holds no firebase, agora, zod or payment code;
//  - agora-rtc-sdk-ng is only in chunks that a classroom route loads;
//  - no offline-profile code or fake is in the production bundle at all;
//  - no Auth emulator code path: the emulator module, its URL and its project are absent from every production chunk.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { root } from './services.mjs';

const chunks = new Map();
const reporter = {
  name: 'chunk-report',
  generateBundle(_options, bundle) {
    for (const item of Object.values(bundle)) {
      if (item.type !== 'chunk') continue;
      chunks.set(item.fileName, {
        fileName: item.fileName,
        isEntry: item.isEntry,
        facade: item.facadeModuleId ?? '',
        imports: item.imports,
        modules: item.moduleIds.map((id) => id.replace(root, '')),
        code: item.code,
        gzip: gzipSync(item.code).length,
        raw: item.code.length,
      });
    }
  },
};

// The production build refuses to start without its configuration; the check builds with a stand-in one (process.env
// comes before the .env files), unless real values are set.
const standIn = {
  VITE_BACKEND_URL: 'https://backend.bundle-check.invalid',
  VITE_FUNCTIONS_URL: 'https://functions.bundle-check.invalid',
  VITE_FIREBASE_API_KEY: 'bundle-check-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'bundle-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'bundle-check',
  VITE_RAZORPAY_KEY_ID: 'rzp_test_bundlecheck',
};
for (const [name, value] of Object.entries(standIn)) process.env[name] ||= value;

await build({ root, mode: 'production', logLevel: 'warn', plugins: [reporter], build: { outDir: 'dist' } });

function closure(start) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of chunks.get(name)?.imports ?? []) visit(next);
  };
  start.forEach(visit);
  return [...seen].map((name) => chunks.get(name));
}
const byFacade = (suffix) => [...chunks.values()].find((chunk) => chunk.facade.endsWith(suffix));
const modulesOf = (list) => list.flatMap((chunk) => chunk.modules);

const problems = [];
const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
const profile = byFacade('src/adapters/composition/production-module.ts');
const landing = byFacade('src/ui/features/landing/landing-page.tsx');
// src/main.tsx imports the app (src/boot.ts) dynamically, after configuring zod; it is part of every first load.
const boot = byFacade('src/boot.ts');
if (!entry || !profile || !landing || !boot) throw new Error('The build has no entry, boot, production-module or landing-page chunk.');

const initial = closure([entry.fileName, boot.fileName, profile.fileName, landing.fileName]);
const heavy = /node_modules\/(firebase|@firebase|agora-rtc-sdk-ng|zod|razorpay|dompurify)\//;
for (const id of modulesOf(initial)) if (heavy.test(id)) problems.push(`initial JS of / includes ${id}`);

// Page chunks: the modules the route table imports lazily (src/ui/app/router.tsx, guarded-routes.ts), under src/ui.
const pageChunk = /src\/ui\/(routes|features|app)\//;
const classroomRoutes = /src\/ui\/(features\/classroom\/pages|routes\/class-room-page)\.tsx$/;
if (![...chunks.values()].some((chunk) => classroomRoutes.test(chunk.facade))) problems.push('no chunk holds the classroom pages: the check below would prove nothing');
for (const chunk of chunks.values()) {
  if (!pageChunk.test(chunk.facade) || classroomRoutes.test(chunk.facade)) continue;
  for (const id of modulesOf(closure([chunk.fileName]))) {
    if (/node_modules\/agora-rtc-sdk-ng\//.test(id)) problems.push(`${chunk.facade.replace(root, '')} loads ${id}`);
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const initialGzip = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
const allGzip = [...chunks.values()].reduce((sum, chunk) => sum + chunk.gzip, 0);
console.log(`chunks: ${chunks.size}`);
console.log(`initial JS for /: ${initial.length} chunks, ${kb(initialGzip)} gzipped (${kb(initial.reduce((s, c) => s + c.raw, 0))} raw)`);
console.log(`agora-rtc-sdk-ng: ${agoraChunks.length} on-demand chunk(s), ${kb(agoraChunks.reduce((sum, c) => sum + c.gzip, 0))} gzipped`);
console.log(`all JS: ${kb(allGzip)} gzipped; initial share ${((100 * initialGzip) / allGzip).toFixed(1)}%`);

if (problems.length > 0) {
  console.error(`Bundle check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('bundle check: ok');
