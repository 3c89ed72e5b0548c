// The pages rendered at request time, on the server: a tutor's public page (/{slug}, /course/{slug}) with the tutor's
// profile in its HTML, so that it paints with its data before any script has run (a page prerendered at build time
// cannot know it). Built for Node by the hosting plugin (scripts/vite-plugin-hosting.mjs: `<outDir>-server/`);
// `vite preview` serves it offline (scripts/page-server.mjs puts it into the built HTML). Every other page, and this one
// whenever the backend does not answer in time, is the shell or a page prerendered at build time.
import { matchRoutes } from 'react-router-dom';
import { createBackendAdapters } from './adapters/backend/backend-adapters';
import { pageServerFetch, type PageServerCredential } from './adapters/backend/page-server-fetch';
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
  /**
   * The page server's key and the visitor's address (src/adapters/backend/page-server-fetch.ts): the backend's limit on
   * public reads then counts the visitor, not this server. Without it every render counts as this server's own.
   */
  pageServer?: PageServerCredential;
}

/** No tutor has this page's address: the backend answered 404 (the caller serves the shell with status 404). */
export interface MissingPage {
  missing: true;
}

/**
 * The visitor used up their public reads (the backend's 429): the caller answers 429 with Retry-After, so a crawler
 * comes back later and keeps the page, where an empty shell with 200 would be indexed as the page.
 */
export interface LimitedPage {
  limited: true;
  /** The backend's Retry-After, in whole seconds. */
  retryAfterSeconds: number;
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
 * As servePage, and tells a tutor nobody has (MissingPage: the backend's 404) and a visitor past the public-read limit
 * (LimitedPage: the backend's 429, answered at once, not retried) from a page whose data could not be had (null): the
 * first is served with status 404, so search engines do not keep an address that shows 'Tutor not found'. Rejects with
 * PageServerKeyRefused when the backend refuses `options.pageServer`'s key (401): a configuration fault, for the log.
 */
export async function answerPage(pathname: string, backendUrl: string, options: ServeOptions = {}): Promise<ServedPage | MissingPage | LimitedPage | null> {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1);
  const path = leaf?.route.path;
  const includeCourses = path === ROUTES.tutorPublicCourses.path;
  if (path !== ROUTES.tutorPublic.path && !includeCourses) return null;
  const slug = leaf?.params.session ?? '';
  const backend = backendUrl.replace(/\/$/, '');
  // One deadline for the request and its retries: past it nothing more is sent (the shell is served by then). A 429
  // ends it at once: retrying would only spend more of the visitor's allowance.
  const limited = new AbortController();
  const deadline = AbortSignal.any([AbortSignal.timeout(SERVER_DATA_TIMEOUT_MS), limited.signal]);
  let retryAfterSeconds: number | null = null;
  const send = pageServerFetch(options.fetch ?? ((input, init) => globalThis.fetch(input, init)), options.pageServer);
  const fetchBefore: typeof fetch = async (input, init) => {
    if (deadline.aborted) throw deadline.reason;
    const response = await send(input, { ...init, signal: deadline });
    if (response.status === 429) {
      retryAfterSeconds = retryAfterOf(response);
      limited.abort(new DOMException('The visitor used up their public reads.', 'AbortError'));
    }
    return response;
  };
  // Signed out, as a visitor's first request: no token, a device id of the server's own.
  const adapters = createBackendAdapters({ backend, functions: backend }, { local: new InMemoryStore(), random: new CryptoRandomSource(), fetch: fetchBefore });
  const at = (options.now ?? Date.now)();
  let profile: TutorPublicProfile;
  try {
    profile = await beforeDeadline(adapters.tutorDirectory.getPublicProfile(slug, { includeCourses }), deadline);
  } catch (error) {
    if (retryAfterSeconds !== null) return { limited: true, retryAfterSeconds };
    // The backend refused the page server's key: a configuration fault to say (the caller logs it, serves the shell).
    if (options.pageServer && error instanceof BackendError && error.status === 401) throw new PageServerKeyRefused(error.message);
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

/** The backend answered 401 to the page server's key: it and the backend are configured with different keys. */
export class PageServerKeyRefused extends Error {
  constructor(said: string) {
    super(`The backend refused the page server's key (401${said ? `: ${said}` : ''}); serving the shell. Give both the same key.`);
    this.name = 'PageServerKeyRefused';
  }
}

/** A 429's Retry-After in whole seconds (at least 1; a minute when it gives none, the limit's window). */
function retryAfterOf(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isInteger(seconds) && seconds >= 1 ? seconds : 60;
}

/** The answer, or a rejection at the deadline (the retries' backoff may otherwise outlast it). */
function beforeDeadline<T>(promise: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    deadline.addEventListener('abort', () => reject(deadline.reason), { once: true });
    promise.then(resolve, reject);
  });
}
