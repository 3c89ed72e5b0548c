// The production page function's request handler (functions/index.js runs it as a Cloud Function, 2nd gen, behind
// Firebase Hosting): a plain (req, res) handler over the page server of the build (scripts/page-server-runtime.mjs),
// answering what Hosting sends it (firebase.json's rewrites: /sitemap*.xml, /course/:slug, /:slug) as `vite preview`
// answers offline (scripts/vite-plugin-hosting.mjs). Imports no build tool and no firebase-functions, so it is tested
// with node:http (tests/server/page-function.test.ts).
import { missingPageHtml } from './page-html.mjs';
import { visitorAddressOf } from './page-server-runtime.mjs';

/** The function Hosting's rewrites name (firebase.json) and functions/index.js exports. */
export const PAGE_FUNCTION = { functionId: 'pages', region: 'us-central1' };

/**
 * Behind Hosting, how many X-Forwarded-For entries from the right were appended by Google's infrastructure up to and
 * including the visitor's (docs/security.md, "The page server's key and the visitor's address"):
 * `<what the client sent>, <visitor>, <Hosting's edge>`.
 */
export const HOSTING_TRUSTED_HOPS = 2;

const SITEMAP = /^\/sitemap[a-z0-9-]*\.xml$/;

/**
 * @typedef {{ status: 200, html: string } | { status: 404 } | { status: 429, retryAfterSeconds: number } | null} Rendered
 * @typedef {{
 *   render(pathname: string, visitor?: string): Promise<Rendered>;
 *   sitemap(pathname: string, visitor?: string): Promise<{ contentType: string; body: string } | null>;
 * }} PageServer
 */

/**
 * @param {{ pages: PageServer | null; shell: string; trustedHops?: number; log?: (line: string) => void }} options
 * `pages`: loadPageServer's answer (null: the build has no page server; every page is then the shell), `shell`: the
 * built app.html, `trustedHops`: as HOSTING_TRUSTED_HOPS (0: the socket's address, a server reached directly).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createPageHandler({ pages, shell, trustedHops = HOSTING_TRUSTED_HOPS, log = (line) => console.error(line) }) {
  return async (req, res) => {
    const method = req.method ?? 'GET';
    /** @param {number} status @param {string} type @param {string} body @param {Record<string, string>} [headers] */
    const send = (status, type, body, headers = {}) => {
      res.statusCode = status;
      res.setHeader('Content-Type', type);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.end(method === 'HEAD' ? undefined : body);
    };
    if (method !== 'GET' && method !== 'HEAD') return send(405, 'text/plain; charset=utf-8', 'Method not allowed.', { Allow: 'GET, HEAD' });
    const path = new URL(req.url ?? '/', 'http://page-function.invalid').pathname;
    const visitor = visitorAddressOf({ socketAddress: req.socket?.remoteAddress, forwardedFor: req.headers['x-forwarded-for'], trustedHops });
    const html = 'text/html; charset=utf-8';
    const shellPage = () => send(200, html, shell, { 'Cache-Control': 'no-cache' });

    if (SITEMAP.test(path)) {
      if (!pages) return send(404, 'text/plain; charset=utf-8', 'No such sitemap file.');
      try {
        const file = await pages.sitemap(path, visitor);
        if (!file) return send(404, 'text/plain; charset=utf-8', 'No such sitemap file.');
        return send(200, file.contentType, file.body, { 'Cache-Control': 'public, max-age=3600' });
      } catch (error) {
        log(`Sitemap ${path}: ${error instanceof Error ? error.message : String(error)}`);
        return send(503, 'text/plain; charset=utf-8', 'The sitemap is not available right now.', { 'Retry-After': '300' });
      }
    }

    let answer = null;
    try {
      answer = pages ? await pages.render(path, visitor) : null;
    } catch (error) {
      // A page it fails to render (a refused key, a fault): the shell, said in the log.
      log(`Page server: ${error instanceof Error ? error.message : String(error)}; serving the shell.`);
    }
    if (answer === null) return shellPage();
    if (answer.status === 200) return send(200, html, answer.html, { 'Cache-Control': 'no-cache' });
    // A tutor nobody has: the shell with 404, out of indexes. A visitor past the public-read limit: 429 with
    // Retry-After (a crawler comes back and keeps the page indexed), the shell as its body for a person.
    if (answer.status === 404) return send(404, html, missingPageHtml(shell), { 'Cache-Control': 'no-cache' });
    return send(429, html, missingPageHtml(shell), { 'Cache-Control': 'no-cache', 'Retry-After': String(answer.retryAfterSeconds) });
  };
}
