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
 * The page server of a build, or null when it has none (built before it existed): `render(pathname, visitor)` resolves
 * to the page's whole HTML ({ status: 200, html }), { status: 404 } for a tutor nobody has (the caller serves the shell
 * with that status), { status: 429, retryAfterSeconds } for a visitor past the backend's public-read limit, or null for
 * a page it does not render (the caller serves the shell); `sitemap(pathname, visitor)` to a sitemap file
 * (src/serve-sitemap.ts). `origin` is the site's own, for canonical and sitemap addresses. `pageServerKey` gives the
 * page server's key (read at each request: offline the mock makes a new one at each start); with it, the backend
 * counts each render against `visitor` (the visitor's IP address) rather than this server (src/domain/public-reads.ts).
 * @param {string} serverDir
 * @param {string} backendUrl
 * @param {string} origin
 * @param {() => string | undefined} [pageServerKey]
 */
export async function loadPageServer(serverDir, backendUrl, origin, pageServerKey = () => undefined) {
  const modulePath = join(serverDir, MODULE);
  if (!existsSync(modulePath) || !existsSync(join(serverDir, TEMPLATE))) return null;
  const template = readFileSync(join(serverDir, TEMPLATE), 'utf8');
  const { answerPage, serveSitemap } = await import(`${pathToFileURL(modulePath).href}?t=${Date.now()}`);
  /** The credential for a render for `visitor`; none without a key (every render then counts as this server's). */
  const credential = (visitor) => {
    const key = pageServerKey();
    return key ? { key, ...(visitor ? { visitorAddress: visitor } : {}) } : undefined;
  };
  return {
    /** { status: 200, html }, { status: 404 } for a tutor nobody has, { status: 429, retryAfterSeconds }, else null. */
    async render(pathname, visitor) {
      const answer = await answerPage(pathname, backendUrl, { origin, pageServer: credential(visitor) });
      if (answer === null) return null;
      if ('missing' in answer) return { status: 404 };
      if ('limited' in answer) return { status: 429, retryAfterSeconds: answer.retryAfterSeconds };
      return { status: 200, html: servedHtml(template, answer) };
    },
    /** The sitemap file at pathname ({ contentType, body }), null for none; rejects when the backend fails. */
    sitemap: (pathname, visitor) => serveSitemap(pathname, backendUrl, { origin, pageServer: credential(visitor) }),
  };
}

/**
 * The address of the visitor a request came from, as the page server names it to the backend: offline the socket's
 * (`vite preview` is reached directly); behind Firebase Hosting the entry of X-Forwarded-For that Google's
 * infrastructure appended, `trustedHops` from the right (the entries left of it are whatever the client sent, and a
 * scraper would write a new one each time). Hosting's edge appends the client's address and Google's front end in
 * front of the function appends the edge's: the visitor is the second from the right (docs/security.md, "Tutor pages
 * with their data"). Undefined when there is no such entry or it is not an IP address (the render then counts as the
 * page server's own).
 * @param {{ socketAddress?: string; forwardedFor?: string | string[]; trustedHops?: number }} request
 */
export function visitorAddressOf({ socketAddress, forwardedFor, trustedHops = 0 }) {
  const address = (value) => (value && /^[0-9a-fA-F.:]{2,45}$/.test(value) ? value : undefined);
  if (trustedHops <= 0) return address(socketAddress?.replace(/^::ffff:(?=\d+\.)/, ''));
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  return address(entries.at(-trustedHops));
}

/** A page rendered at request time in the built shell: as a prerendered page, plus the data it was drawn with. */
export function servedHtml(template, served) {
  return pageHtml(template, served, served.markup).replace('</body>', () => `${served.data}</body>`);
}
