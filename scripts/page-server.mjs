// The pages rendered at request time (src/serve-page.tsx: a tutor's public page with its data): built for Node next to
// the build (`<outDir>-server/`, outside what Hosting publishes), and put into the built HTML per request. `vite
// preview` serves them offline (scripts/vite-plugin-hosting.mjs); in production the same module runs in a function
// behind Hosting (functions/, scripts/page-function.mjs; docs/security.md, "Tutor pages with their data").
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { MODULE, TEMPLATE } from './page-server-runtime.mjs';

export { loadPageServer, visitorAddressOf } from './page-server-runtime.mjs';
export { servedHtml } from './page-html.mjs';

const ENTRY = 'src/serve-page.tsx';

/** Where the page server of a build lives: next to it, never inside what is published. */
export const serverDirFor = (outDir) => `${outDir.replace(/\/$/, '')}-server`;

/**
 * Builds src/serve-page.tsx for Node into serverDir, with the built shell it renders into (`template`: the built
 * index.html with its empty #root, before the prerendered landing page replaces it). Its dependencies are left to
 * node_modules, or with `selfContained` bundled into the one file (the production page function runs it without them).
 */
export async function buildPageServer({ root, mode, serverDir, template, selfContained = false }) {
  await build({
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    publicDir: false,
    // Self-contained: one file of a few MB, meant for a server (the size warning is for browsers' chunks).
    ...(selfContained ? { ssr: { noExternal: true, target: 'node' } } : {}),
    build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false, target: 'node20', ...(selfContained ? { chunkSizeWarningLimit: 10_000 } : {}), rollupOptions: { output: { entryFileNames: MODULE, codeSplitting: false } } },
  });
  writeFileSync(join(serverDir, TEMPLATE), template);
}
