// Three build-time rules of the hosting, as one Vite plugin (vite.config.ts):
//  - a production build (VITE_PROFILE=production) refuses to start while a required production variable is missing or
//    malformed, naming each one (the list: src/adapters/composition/production-env.mjs);
//  - `vite preview` sends the headers Firebase Hosting sends (scripts/security-headers.mjs), for the profile it serves,
//    so the end-to-end tests run under the production policy with the offline origins. Paths proxied to the mock
//    backend (its API and the payment provider's stand-in pages, which live on other origins in production, and
//    /__csp-report, where the pages' violation reports go) keep the mock's own headers;
//  - the entry's stylesheet is inlined into index.html (a <style> element), so the first paint waits for no request but
//    the HTML; `vite preview` allows that element by its hash (style-src 'sha256-…'), production by its 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { checkProductionEnv, siteOrigin } from '../src/adapters/composition/production-env.mjs';
import { missingPageHtml } from './page-html.mjs';
import { buildPageServer, loadPageServer, serverDirFor, visitorAddressOf } from './page-server.mjs';
import { prerenderPages } from './prerender.mjs';
import { headerOptions, headerRules, headersForPath, securityHeaders } from './security-headers.mjs';

export { missingPageHtml };

export function missingConfigurationMessage(problems) {
  return [
    'The production build needs its configuration (put the values in .env.production.local; see docs/security.md, "Production configuration"):',
    ...problems.map(({ name, problem, purpose }) => `  ${name}: ${problem} (${purpose})`),
  ].join('\n');
}

/**
 * @typedef {{ authEmulatorUrl: string; backendUrl?: string; siteOrigin?: string; pageServerKey?: () => string | undefined }} OfflineHosting
 */
/**
 * @param {OfflineHosting} offline where the offline services are (the page server asks the mock backend), the offline site's own origin (the preview's:
 * canonical addresses, sitemap, robots.txt) and the page server's key the mock holds (scripts/services.mjs)
 */
export function hostingPlugin(offline) {
  let profile = 'offline';
  let env = {};
  let resolved;
  let bundle = null;
  /** The site's own origin: production's (VITE_SITE_ORIGIN, else the project's web.app domain), offline the preview's. */
  const origin = () => (profile === 'production' ? siteOrigin(env) : offline.siteOrigin) ?? 'http://localhost';
  return {
    name: 'tutorhub-hosting',
    configResolved(config) {
      resolved = config;
      env = config.env;
      profile = env.VITE_PROFILE === 'production' ? 'production' : 'offline';
    },
    buildStart() {
      if (profile !== 'production') return;
      const problems = checkProductionEnv(env);
      if (problems.length > 0) this.error(missingConfigurationMessage(problems));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html; // dev server: Vite injects styles itself
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, fileName) => {
          const asset = context.bundle[fileName];
          if (!asset || asset.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css}</style>`;
        });
      },
    },
    // After the bundle is written: the pages visitors arrive on get their HTML rendered in (scripts/prerender.mjs).
    generateBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      // Also called after a build that failed: nothing was written then.
      if (!bundle || resolved.command !== 'build' || resolved.build.ssr) return;
      const outDir = resolve(resolved.root, resolved.build.outDir);
      // The built shell with its empty #root, before the prerendered landing page takes its place: what the pages
      // rendered at request time are put into.
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      await prerenderPages({ root: resolved.root, outDir, mode: resolved.mode, bundle, origin: origin() });
      // robots.txt (from public/) names the sitemap, which needs the site's absolute address.
      const robots = join(outDir, 'robots.txt');
      if (existsSync(robots)) writeFileSync(robots, robotsTxt(readFileSync(robots, 'utf8'), origin()));
      // Production: one self-contained file, its dependencies bundled in, so the page function (functions/) needs no
      // node_modules of the app's; offline, dependencies stay in node_modules (a faster build).
      await buildPageServer({ root: resolved.root, mode: resolved.mode, serverDir: serverDirFor(outDir), template, selfContained: profile === 'production' });
    },
    configurePreviewServer(server) {
      const styleHashes = inlineStyleHashes(resolve(server.config.root, server.config.build.outDir, 'index.html'));
      const rules = headerRules(securityHeaders({ ...headerOptions(profile, env, offline), styleHashes }));
      const proxied = Object.keys(server.config.preview.proxy ?? {});
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://preview').pathname;
        if (proxied.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return next();
        const headers = headersForPath(rules, path);
        // Set at writeHead, after the static server's own Cache-Control, as Hosting's rules override its defaults.
        const writeHead = res.writeHead;
        res.writeHead = function (...args) {
          for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
          return writeHead.apply(this, args);
        };
        next();
      });
      // As Hosting serves the build (firebase.json): a prerendered page by its address, a tutor's page rendered with its
      // data (scripts/page-server.mjs), any other page the shell.
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const backendUrl = profile === 'production' ? env.VITE_BACKEND_URL : offline.backendUrl;
      // A page server that cannot load, or a page it fails to render, is served the shell (said in the log).
      const fellBack = (error) => {
        server.config.logger.error(`Page server: ${error instanceof Error ? error.message : String(error)}; serving the shell.`);
        return null;
      };
      // Its key, with which the backend counts each render against the visitor (the preview is reached directly: the
      // socket's address), offline only: a production build previewed here has none (every render counts as its own).
      const key = profile === 'production' ? undefined : offline.pageServerKey;
      const pageServer = backendUrl ? loadPageServer(serverDirFor(outDir), backendUrl, origin(), key).catch(fellBack) : Promise.resolve(null);
      const visitorOf = (req) => visitorAddressOf({ socketAddress: req.socket?.remoteAddress });
      // sitemap.xml and its files (src/serve-sitemap.ts), from the backend's tutors: 503 while the backend fails.
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://preview').pathname;
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^\/sitemap[a-z0-9-]*\.xml$/.test(path)) return next();
        pageServer
          .then((pages) => (pages ? pages.sitemap(path, visitorOf(req)) : undefined))
          .then((file) => {
            // No page server (a build without it): as any other file. No such sitemap file: 404, not the app's page.
            if (file === undefined) return next();
            if (file === null) {
              res.statusCode = 404;
              res.setHeader('Content-Type', 'text/plain; charset=utf-8');
              return res.end(req.method === 'HEAD' ? undefined : 'No such sitemap file.');
            }
            res.statusCode = 200;
            res.setHeader('Content-Type', file.contentType);
            res.setHeader('Cache-Control', 'public, max-age=3600');
            sendBody(req, res, file.body);
          })
          .catch((error) => {
            server.config.logger.error(`Sitemap ${path}: ${error instanceof Error ? error.message : String(error)}`);
            res.statusCode = 503;
            res.setHeader('Retry-After', '300');
            res.end('The sitemap is not available right now.');
          });
      });
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        const page = url.pathname;
        const isPage = (req.method === 'GET' || req.method === 'HEAD') && page !== '/' && !/\.[a-z0-9]+$/i.test(page);
        if (!isPage || proxied.some((prefix) => page === prefix || page.startsWith(`${prefix}/`))) return next();
        const prerendered = `${page.replace(/\/$/, '')}.html`;
        if (existsSync(join(outDir, prerendered))) {
          req.url = `${prerendered}${url.search}`;
          return next();
        }
        pageServer
          .then((pages) => pages?.render(page, visitorOf(req)).catch(fellBack) ?? null)
          .then((answer) => {
            if (answer === null) {
              req.url = `/app.html${url.search}`;
              return next();
            }
            // A tutor nobody has: the shell (which shows 'Tutor not found'), with status 404 and kept out of indexes. A
            // visitor past the public-read limit: 429 with Retry-After (a crawler comes back later and keeps what it
            // had indexed; an empty shell with 200 would replace the page), the shell as its body for a person.
            const html = answer.status === 200 ? answer.html : missingPageHtml(readFileSync(join(outDir, 'app.html'), 'utf8'));
            if (answer.status === 429) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
            res.statusCode = answer.status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            sendBody(req, res, html);
          })
          .catch(next);
      });
    },
  };
}

/**
 * A rendered answer, compressed as Hosting compresses what a function answers (brotli or gzip, as the browser accepts):
 * the static server's own compression never sees these (they end before it). A tutor page is about 110 KB of HTML and
 * 20 KB compressed, which is most of its first paint on a phone's network.
 */
export function sendBody(req, res, body) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  const raw = Buffer.from(body);
  const sent = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? gzipSync(raw) : raw;
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}

/** robots.txt with its Sitemap line for the site's origin (any Sitemap line it had replaced). */
export function robotsTxt(robots, origin) {
  const rules = robots.split('\n').filter((line) => !/^sitemap:/i.test(line.trim())).join('\n').trimEnd();
  return `${rules}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

/** CSP hashes ('sha256-…') of the <style> elements of a built index.html. */
export function inlineStyleHashes(indexHtmlPath) {
  const html = readFileSync(indexHtmlPath, 'utf8');
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
}
