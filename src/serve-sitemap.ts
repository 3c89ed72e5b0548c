// sitemap.xml, served at request time beside the tutor pages (src/serve-page.tsx; offline by `vite preview`, through
// scripts/page-server.mjs): a sitemap index, a sitemap of the site's own public pages, and the tutors' pages in files
// of at most SITEMAP_FILE_SIZE addresses (sitemaps.org allows 50,000; smaller files answer sooner): /sitemap-tutors-N
// lists the pages (/{slug}) of the N-th SITEMAP_FILE_SIZE tutors, /sitemap-courses-N the course pages (/course/{slug})
// of those among them with open courses (OpenCourseCount). The tutors come from SearchTutors (every tutor with a
// profile, by name: a stable order), read in its largest pages (PageSize 100).
import { createBackendAdapters } from './adapters/backend/backend-adapters';
import { CryptoRandomSource } from './adapters/browser/crypto-random-source';
import { InMemoryStore } from './adapters/fakes/in-memory-store';
import type { TutorSummary } from './contract/records';
import type { TutorDirectoryApi } from './ports/tutor-directory-api';

/** The most addresses one sitemap file holds. */
export const SITEMAP_FILE_SIZE = 5000;
/** SearchTutors' largest page (PageSizeQuery: 1–100). */
const SEARCH_PAGE_SIZE = 100;
/** How many SearchTutors pages are asked for at once. */
const PARALLEL_REQUESTS = 5;
/** The public pages besides the tutors' (the landing page; sign-in and sign-up are not content to find). */
const SITE_PAGES = ['/'];
/** How long the backend may take for a whole sitemap file. */
export const SITEMAP_TIMEOUT_MS = 10_000;

export interface SitemapFile {
  contentType: string;
  body: string;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const at = (origin: string, path: string) => new URL(path, `${origin.replace(/\/$/, '')}/`).href;
const XML = 'application/xml; charset=utf-8';

/** A sitemap index listing sitemap files by address. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** A sitemap listing pages by address. */
export function sitemapXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<url><loc>${escapeXml(loc)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** How many files the tutors' pages take: at least one (an empty one when there is no tutor yet). */
export const tutorFileCount = (tutors: number, perFile = SITEMAP_FILE_SIZE) => Math.max(1, Math.ceil(tutors / perFile));

/** The addresses the index lists: the site's pages, then the tutors' files, then their course pages' files. */
export function sitemapFiles(origin: string, tutors: number, perFile = SITEMAP_FILE_SIZE): string[] {
  const count = tutorFileCount(tutors, perFile);
  const files = (kind: string) => Array.from({ length: count }, (_, i) => at(origin, `/sitemap-${kind}-${i + 1}.xml`));
  return [at(origin, '/sitemap-pages.xml'), ...files('tutors'), ...files('courses')];
}

/** The tutors of file `n` (from 1): tutors n·perFile−perFile … n·perFile−1 in SearchTutors' order by name. */
export async function tutorsOfFile(directory: TutorDirectoryApi, n: number, perFile = SITEMAP_FILE_SIZE): Promise<TutorSummary[]> {
  if (perFile % SEARCH_PAGE_SIZE !== 0) throw new Error(`A sitemap file holds a whole number of SearchTutors pages (${SEARCH_PAGE_SIZE}).`);
  const pagesPerFile = perFile / SEARCH_PAGE_SIZE;
  const first = (n - 1) * pagesPerFile + 1;
  const tutors: TutorSummary[] = [];
  for (let page = first; page < first + pagesPerFile; page += PARALLEL_REQUESTS) {
    const batch = Array.from({ length: Math.min(PARALLEL_REQUESTS, first + pagesPerFile - page) }, (_, i) => page + i);
    const answers = await Promise.all(batch.map((p) => directory.search({ sort: 'NameAsc', page: p, pageSize: SEARCH_PAGE_SIZE })));
    for (const answer of answers) tutors.push(...answer.Items);
    // The last page was short: there is nothing after it.
    if (answers.some((answer) => answer.Items.length < SEARCH_PAGE_SIZE)) break;
  }
  return tutors;
}

/**
 * The sitemap file at `pathname` (/sitemap.xml, /sitemap-pages.xml, /sitemap-tutors-{n}.xml, /sitemap-courses-{n}.xml),
 * or null for any other path or a file past the last. Rejects when the backend does not answer (the caller answers 503).
 */
export async function serveSitemap(
  pathname: string,
  backendUrl: string,
  options: { origin: string; fetch?: typeof fetch; perFile?: number; directory?: TutorDirectoryApi },
): Promise<SitemapFile | null> {
  const { origin, perFile = SITEMAP_FILE_SIZE } = options;
  if (pathname === '/sitemap-pages.xml') return { contentType: XML, body: sitemapXml(SITE_PAGES.map((path) => at(origin, path))) };
  const tutorsFile = /^\/sitemap-(tutors|courses)-([1-9][0-9]{0,5})\.xml$/.exec(pathname);
  if (pathname !== '/sitemap.xml' && !tutorsFile) return null;
  const directory = options.directory ?? backendDirectory(backendUrl, options.fetch);
  const total = (await directory.search({ sort: 'NameAsc', page: 1, pageSize: 1 })).Total;
  if (!tutorsFile) return { contentType: XML, body: sitemapIndexXml(sitemapFiles(origin, total, perFile)) };
  const n = Number(tutorsFile[2]);
  if (n > tutorFileCount(total, perFile)) return null;
  const tutors = await tutorsOfFile(directory, n, perFile);
  const pages =
    tutorsFile[1] === 'tutors'
      ? tutors.map((tutor) => `/${encodeURIComponent(tutor.Slug)}`)
      : tutors.filter((tutor) => (tutor.OpenCourseCount ?? 0) > 0).map((tutor) => `/course/${encodeURIComponent(tutor.Slug)}`);
  return { contentType: XML, body: sitemapXml(pages.map((path) => at(origin, path))) };
}

/** The backend's tutor directory, signed out, with one deadline for all its requests. */
function backendDirectory(backendUrl: string, send: typeof fetch = (input, init) => globalThis.fetch(input, init)): TutorDirectoryApi {
  const deadline = AbortSignal.timeout(SITEMAP_TIMEOUT_MS);
  const fetchBefore: typeof fetch = (input, init) => (deadline.aborted ? Promise.reject(deadline.reason) : send(input, { ...init, signal: deadline }));
  const backend = backendUrl.replace(/\/$/, '');
  return createBackendAdapters({ backend, functions: backend }, { local: new InMemoryStore(), random: new CryptoRandomSource(), fetch: fetchBefore }).tutorDirectory;
}
