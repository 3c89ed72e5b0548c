// The page server at run time: the built src/serve-page.tsx (`<outDir>-server/serve-page.js`) and the shell it renders
// into, turned into answers for a path. No build tool here: `vite preview` loads it (scripts/vite-plugin-hosting.mjs,
// through scripts/page-server.mjs) and so does the production page function (functions/, scripts/page-function.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { servedHtml } from './page-html.mjs';

export const MODULE = 'serve-page.js';
export const TEMPLATE = 'template.html';

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
