// The app, started by the entry (src/main.tsx, which configures zod first: the CSP allows no eval). The shell and the
// first page paint at once (or are hydrated, when prerendered); then the services (src/services.ts) load.
import { checkProductionEnv, siteOrigin } from './adapters/composition/production-env.mjs';
import type { StoredSession } from './application/stored-session';
import { loadServices } from './services';
import { showStartFailure } from './ui/app/start-failure';
import type { Root } from 'react-dom/client';
import { startApp } from './ui/app/start-app';

/** `stored`: what this device kept of a signed-in user, read by the entry: their page paints before the services. */
export function start(root: HTMLElement | null, stored: StoredSession): void {
  if (import.meta.env.VITE_PROFILE === 'production') {
    // The build refuses without its configuration; a bundle that still lacks it says so rather than paint nothing.
    const problems = checkProductionEnv(import.meta.env);
    if (problems.length > 0) return showStartFailure(root, { kind: 'configuration', missing: problems.map((p) => p.name) });
  }
  const failed = (error: unknown) => {
    console.error('TutorHub could not start', error);
    showStartFailure(root, { kind: 'error' });
  };
  // Called by the app: after its first paint when the page has something to show without them (their chunks do not
  // compete with the first page's), at once on the shell (app.html) when nobody is kept signed in.
  const services = () =>
    loadServices().catch((error: unknown) => {
      app?.unmount();
      failed(error);
      throw error;
    });
  let app: Root | undefined;
  // Canonical addresses of the head the app writes as it navigates: production's origin, as the served pages' (offline
  // the preview's own, which is the page's).
  const origin = import.meta.env.VITE_PROFILE === 'production' ? siteOrigin(import.meta.env) : undefined;
  startApp(services, root, stored, { siteOrigin: origin }).then((started) => (app = started), failed);
}
