// The pages rendered at request time, on the server: a tutor's public page (/{slug}, /course/{slug}) with the tutor's
// profile in its HTML, so that it paints with its data before any script has run (a page prerendered at build time
// cannot know it). Built for Node by the hosting plugin (scripts/vite-plugin-hosting.mjs: `<outDir>-server/`);
// `vite preview` serves it offline (scripts/page-server.mjs puts it into the built HTML). Every other page, and this one
// whenever the backend does not answer in time, is the shell or a page prerendered at build time.
import { matchRoutes } from 'react-router-dom';
import { createBackendAdapters } from './adapters/backend/backend-adapters';
import { CryptoRandomSource } from './adapters/browser/crypto-random-source';
import { InMemoryStore } from './adapters/fakes/in-memory-store';
import type { TutorPublicProfile } from './contract/records';
import { BackendError } from './domain/backend-error';
import { ROUTES } from './domain/routes';
import { pageDataScript } from './ui/app/page-data';
import { renderRoute } from './ui/app/prerender';
import { appRoutes } from './ui/app/router';
import { tutorProfileKey } from './ui/features/tutor-page/tutor-profile-request';
import { headTags, tutorHead } from './ui/app/seo-head';

export { serveSitemap } from './serve-sitemap';

export interface ServedPage {
  /** The markup of #root. */
  markup: string;
  title: string;
  description: string;
  /** The rest of the head: canonical, Open Graph and Twitter card tags, JSON-LD (src/ui/app/seo-head.ts). */
  head: string;
  /** The answers the page was drawn with (a data block for the body): the browser's first render takes them. */
  data: string;
}

/** How long the backend may take before the page is served without its data (the shell; the browser asks itself). */
export const SERVER_DATA_TIMEOUT_MS = 1500;

export interface ServeOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** The site's origin, for canonical and Open Graph addresses. */
  origin?: string;
}

/** No tutor has this page's address: the backend answered 404 (the caller serves the shell with status 404). */
export interface MissingPage {
  missing: true;
}

/**
 * The page at `pathname` rendered with its data, or null when it is not one rendered at request time, or its data
 * could not be had (no such tutor, the backend down or slow): the caller serves the shell then, and the browser shows
 * what it would have shown (the page's own 'not found' or error state).
 */
export async function servePage(pathname: string, backendUrl: string, options: ServeOptions = {}): Promise<ServedPage | null> {
  const answer = await answerPage(pathname, backendUrl, options);
  return answer && 'markup' in answer ? answer : null;
}

/**
 * As servePage, and tells a tutor nobody has (MissingPage: the backend's 404) from a page whose data could not be had
 * (null): the first is served with status 404, so search engines do not keep an address that shows 'Tutor not found'.
 */
export async function answerPage(pathname: string, backendUrl: string, options: ServeOptions = {}): Promise<ServedPage | MissingPage | null> {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1);
  const path = leaf?.route.path;
  const includeCourses = path === ROUTES.tutorPublicCourses.path;
  if (path !== ROUTES.tutorPublic.path && !includeCourses) return null;
  const slug = leaf?.params.session ?? '';
  const backend = backendUrl.replace(/\/$/, '');
  // One deadline for the request and its retries: past it nothing more is sent (the shell is served by then).
  const deadline = AbortSignal.timeout(SERVER_DATA_TIMEOUT_MS);
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fetchBefore: typeof fetch = (input, init) => (deadline.aborted ? Promise.reject(deadline.reason) : send(input, { ...init, signal: deadline }));
  // Signed out, as a visitor's first request: no token, a device id of the server's own.
  const adapters = createBackendAdapters({ backend, functions: backend }, { local: new InMemoryStore(), random: new CryptoRandomSource(), fetch: fetchBefore });
  const at = (options.now ?? Date.now)();
  let profile: TutorPublicProfile;
  try {
    profile = await beforeDeadline(adapters.tutorDirectory.getPublicProfile(slug, { includeCourses }), deadline);
  } catch (error) {
    return error instanceof BackendError && error.status === 404 ? { missing: true } : null;
  }
  const seeds = { [tutorProfileKey(slug, includeCourses)]: { value: profile, at } };
  let markup: string;
  try {
    markup = await renderRoute(pathname, seeds);
  } catch {
    // A page this render cannot draw (e.g. it would show 'Loading.....'): the browser draws it.
    return null;
  }
  const head = tutorHead(profile, options.origin ?? 'http://localhost', includeCourses);
  return { markup, title: head.title, description: head.description, head: headTags(head), data: pageDataScript(seeds) };
}

/** The answer, or a rejection at the deadline (the retries' backoff may otherwise outlast it). */
function beforeDeadline<T>(promise: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    deadline.addEventListener('abort', () => reject(deadline.reason), { once: true });
    promise.then(resolve, reject);
  });
}
