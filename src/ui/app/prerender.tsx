// Build-time only (scripts/prerender.mjs loads it in Node through Vite): the HTML of the pages that are prerendered, as
// the browser's first render of them draws it before any script has run. The services are never loaded here: the
// session is 'unknown' (no sign-in link, no menu), which is what the client's first render shows too, so the browser
// hydrates this markup instead of replacing it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { ContainerProvider, ServiceHost, type Seed } from '../components/container-context';
import { PRERENDERED_PAGES, type PrerenderedPage } from './page-meta';
import { appRoutes } from './router';
import { text } from '../components/text';
import { headTags, publicPageHead } from './seo-head';

export { PRERENDERED_PAGES };

/** The markup of #root in the shell (app.html): what the app shows first on every page it serves. */
export function renderLoading(): string {
  return renderToString(<LoadingScreen />);
}

/** The head of a prerendered page: canonical, Open Graph, Twitter card; the landing page also says what the site is (JSON-LD). */
export function prerenderedHead(page: PrerenderedPage, origin: string): string {
  return headTags(publicPageHead(page, origin));
}

/** The markup of #root for one prerendered page. */
export function renderPage(page: PrerenderedPage): Promise<string> {
  return renderRoute(page.path, {});
}

/**
 * The markup of #root for the page at `path`, drawn as the browser's first render draws it: with the services never
 * there (session 'unknown'), and with the answers the page shows given (`seeds`, by request key: a page rendered at
 * request time, src/serve-page.tsx; none for a page prerendered at build time). Fails when a part of the page would
 * wait for the services or a request: it would paint 'Loading.....'.
 */
export async function renderRoute(path: string, seeds: Readonly<Record<string, Seed<unknown>>>): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Rendering ${path}: the router answered with a redirect (${context.status}).`);
  if (context.statusCode !== 200) throw new Error(`Rendering ${path}: the router answered ${context.statusCode}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A loader that never settles: nothing rendered here may wait for the services.
  const host = new ServiceHost(() => new Promise(() => undefined));
  for (const [key, seed] of Object.entries(seeds)) host.seed(key, seed);
  const markup = renderToString(
    <StrictMode>
      <ContainerProvider container={host}>
        {/* hydrate={false}: no inline script of router data (the CSP allows none; these pages have no loader data). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ContainerProvider>
    </StrictMode>,
  );
  // React's mark of a boundary left to the client: a part of the page suspended (waited for the services or a chunk).
  if (markup.includes('<!--$!-->')) throw new Error(`Rendering ${path}: part of the page waits for the services; it would paint 'Loading.....'.`);
  if (markup.includes('class="loading-screen"') || markup.includes(`role="status">${text.loading}<`)) throw new Error(`Rendering ${path}: the page shows 'Loading.....' (its answer was not given).`);
  return markup;
}
