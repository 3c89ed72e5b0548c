import type { Container } from 'inversify';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { StoredSession } from '../../application/stored-session';
import { SESSION_SERVICE } from '../../application/tokens';
import { ContainerProvider, ServiceHost } from '../components/container-context';
import { readPageData } from './page-data';
import { SiteOriginProvider } from './site-origin';
import { createAppRouter } from './router';

/**
 * Paints the shell and the first page at once; `loadServices` (the container) is called after that first paint. A page
 * prerendered at build time (its markup already in #root) is hydrated: the same first render, which the browser has
 * drawn before any script ran. On the shell (app.html), a user this device kept signed in (`stored`, read at start)
 * gets their page drawn before the services: its frame (header, menu, heading, form) needs none, and what it asks waits
 * for them. `siteOrigin`: the site's own origin (production's; the page's own when not given). Resolves to the React root, so a start that fails can be unmounted and said in plain DOM.
 */
export async function startApp(
  loadServices: () => Promise<Container>,
  element: HTMLElement | null,
  stored?: StoredSession,
  options: { siteOrigin?: string } = {},
): Promise<Root> {
  if (!element) throw new Error('The page has no #root element to render into.');
  // Device id, language and the token refresh job follow the provider's session from the moment the services exist,
  // before any screen reads them.
  const host = new ServiceHost(
    () =>
      loadServices().then((container) => {
        container.get(SESSION_SERVICE).start();
        return container;
      }),
    stored,
  );
  // A page the server rendered with its data (src/serve-page.tsx): the first render draws the same data.
  for (const [key, seed] of Object.entries(readPageData(document))) host.seed(key, seed);
  const router = createAppRouter(host);
  const app = (
    <StrictMode>
      <ContainerProvider container={host}>
        {/* The origin of canonical addresses in the head the app writes as it navigates (document-head.ts). */}
        <SiteOriginProvider value={options.siteOrigin}>
          <RouterProvider router={router} />
        </SiteOriginProvider>
      </ContainerProvider>
    </StrictMode>
  );
  if (!element.hasChildNodes() || element.hasAttribute('data-shell')) {
    if (host.stored.session.status === 'signed-in') {
      // The page's own chunk first (its HTML shows 'Loading.....' meanwhile), then the page; the services start after
      // it has painted (ContainerProvider), so that their chunks do not compete with the page's.
      await initialized(router);
    } else {
      // Nobody kept signed in: the page cannot tell who is there before the services; they start at once.
      host.start();
    }
    const root = createRoot(element);
    // A transition: React draws the page in slices, yielding to the browser between them, instead of one long task.
    startTransition(() => root.render(app));
    return root;
  }
  // The page's own chunk (a lazy route) first, or the router's first render would be its fallback, not the page.
  await initialized(router);
  return hydrateRoot(element, app, {
    // A markup that differs (e.g. the page reloaded with router state the build had not) is drawn again by the client;
    // said in the console, not as an uncaught error.
    onRecoverableError: (error) => console.warn('TutorHub: the prerendered page was drawn again', error),
  });
}

function initialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

