// The page function (Cloud Functions, 2nd gen): the tutor pages (/{slug}, /course/{slug}) and sitemap.xml, rendered per
// request with their data behind Firebase Hosting (firebase.json's rewrites name it: `pages`). Everything it runs is
// staged into ./build by scripts/stage-page-function.mjs from the production build (`firebase deploy` runs it first):
// the self-contained page server (serve-page.js, template.html), the shell (app.html), the handler
// (page-function.mjs, tested on node:http in the app's tests) and config.json (the backend and the site's origin, from
// the same VITE_* values as the build). The page server's key is the Secret Manager secret PAGE_SERVER_KEY, the same
// the backend holds (docs/security.md, "The page server's key and the visitor's address").
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineInt, defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { createPageHandler, HOSTING_TRUSTED_HOPS, PAGE_FUNCTION } from './build/page-function.mjs';
import { loadPageServer } from './build/page-server-runtime.mjs';

const build = new URL('./build/', import.meta.url);
const config = JSON.parse(readFileSync(new URL('config.json', build), 'utf8'));
const pageServerKey = defineSecret('PAGE_SERVER_KEY');
// X-Forwarded-For entries from the right up to the visitor's (2: the visitor, then Hosting's edge).
const trustedHops = defineInt('PAGE_SERVER_TRUSTED_HOPS', { default: HOSTING_TRUSTED_HOPS });

let handler;
const handlerOnce = () =>
  (handler ??= loadPageServer(fileURLToPath(build), config.backendUrl, config.origin, () => pageServerKey.value()).then((pages) =>
    createPageHandler({ pages, shell: readFileSync(new URL('app.html', build), 'utf8'), trustedHops: trustedHops.value() }),
  ));

export const pages = onRequest({ region: PAGE_FUNCTION.region, secrets: [pageServerKey], memory: '512MiB', concurrency: 80, timeoutSeconds: 30 }, async (req, res) => {
  await (await handlerOnce())(req, res);
});
