// The pages rendered at request time (src/serve-page.tsx: a tutor's public page with its data): built for Node next to
// the build (`<outDir>-server/`, outside what Hosting publishes), and put into the built HTML per request. `vite
// preview` serves them offline (scripts/vite-plugin-hosting.mjs); in production the same module runs in a function
// behind Hosting (docs/security.md, "Tutor pages with their data (not deployed yet)").
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { pageHtml } from './prerender.mjs';

const ENTRY = 'src/serve-page.tsx';
const MODULE = 'serve-page.js';
const TEMPLATE = 'template.html';

/** Where the page server of a build lives: next to it, never inside what is published. */
export const serverDirFor = (outDir) => `${outDir.replace(/\/$/, '')}-server`;

/**
 * Builds src/serve-page.tsx for Node (dependencies left to node_modules) into serverDir, with the built shell it renders
 * into (`template`: the built index.html with its empty #root, before the prerendered landing page replaces it).
 */
export async function buildPageServer({ root, mode, serverDir, template }) {
  await build({
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    publicDir: false,
    build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false, target: 'node20', rollupOptions: { output: { entryFileNames: MODULE, codeSplitting: false } } },
  });
  writeFileSync(join(serverDir, TEMPLATE), template);
}

/**
 * The page server of a build, or null when it has none (built before it existed): `render(pathname)` resolves to the
 * page's whole HTML ({ status: 200, html }), { status: 404 } for a tutor nobody has (the caller serves the shell with
 * that status), or null for a page it does not render (the caller serves the shell); `sitemap(pathname)` to a
 * sitemap file (src/serve-sitemap.ts). `origin` is the site's own, for canonical and sitemap addresses.
 */
export async function loadPageServer(serverDir, backendUrl, origin) {
  const modulePath = join(serverDir, MODULE);
  if (!existsSync(modulePath) || !existsSync(join(serverDir, TEMPLATE))) return null;
  const template = readFileSync(join(serverDir, TEMPLATE), 'utf8');
  const { answerPage, serveSitemap } = await import(`${pathToFileURL(modulePath).href}?t=${Date.now()}`);
  return {
    /** { status: 200, html } for a page rendered with its data, { status: 404 } for a tutor nobody has, else null. */
    async render(pathname) {
      const answer = await answerPage(pathname, backendUrl, { origin });
      if (answer === null) return null;
      return 'missing' in answer ? { status: 404 } : { status: 200, html: servedHtml(template, answer) };
    },
    /** The sitemap file at pathname ({ contentType, body }), null for none; rejects when the backend fails. */
    sitemap: (pathname) => serveSitemap(pathname, backendUrl, { origin }),
  };
}

/** A page rendered at request time in the built shell: as a prerendered page, plus the data it was drawn with. */
export function servedHtml(template, served) {
  return pageHtml(template, served, served.markup).replace('</body>', () => `${served.data}</body>`);
}
