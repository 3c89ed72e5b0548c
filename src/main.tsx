// The entry, as small as it can be: the stylesheet (inlined into the HTML by the build) and the start of the app. A
// page prerendered at build time (scripts/prerender.mjs: its markup already in #root) is on screen from its HTML alone,
// so the app's code is requested only after that first paint; the shell (app.html) shows only 'Loading.....' without
// it, and its HTML preloads it. Either way the page's own chunk is requested beside the app's (preloadPage).
import './ui/styles/theme.css';
// Before any module that uses zod, the page's own chunk included (preloadPage): the CSP allows no eval.
import './adapters/browser/zod-without-eval';
import { WebStorageStore } from './adapters/browser/web-storage-store';
import { readStoredSession } from './application/stored-session';
import { loadServices } from './services';
import { showStartFailure } from './ui/app/start-failure';
import { preloadPage } from './ui/app/page-loaders';

const root = document.getElementById('root');
const shell = !root?.hasChildNodes() || root.hasAttribute('data-shell');
// What this device kept of a signed-in user (local storage), read once: their page paints before the services.
const stored = readStoredSession(new WebStorageStore(() => window.localStorage), Date.now());

function load(): void {
  // The page's own chunk in parallel with the app's, not after the app has arrived and its router has matched it.
  preloadPage(window.location.pathname);
  // The shell with nobody kept signed in can show nothing but 'Loading.....' before the services: they come with the
  // app, not after it (a failure is the app's to say when it asks for them).
  if (shell && stored.session.status !== 'signed-in') loadServices().catch(() => undefined);
  import('./start').then(
    (app) => app.start(root, stored),
    (error: unknown) => {
      console.error('TutorHub could not load', error);
      showStartFailure(root, { kind: 'error' });
    },
  );
}

/**
 * After the browser has painted the page (its first contentful paint, as it reports it); where it reports none (a
 * hidden tab paints nothing, an old browser has no paint timing), after a timer. Runs once.
 */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    run();
  };
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0);
      })
    : null;
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(once, 500);
}

// The shell (app.html) holds 'Loading.....' only (data-shell): the app is what it waits for.
if (shell) load();
else afterFirstPaint(load);
