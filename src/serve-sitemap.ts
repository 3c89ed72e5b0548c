// sitemap.xml, served at request time beside the tutor pages (src/serve-page.tsx; offline by `vite preview`, through
// scripts/page-server.mjs): a sitemap index, a sitemap of the site's own public pages, and the tutors' pages in files
// of at most SITEMAP_FILE_SIZE addresses (sitemaps.org allows 50,000; smaller files answer sooner): /sitemap-tutors-N
// lists the pages (/{slug}) of the N-th SITEMAP_FILE_SIZE tutors, /sitemap-courses-N the course pages (/course/{slug})
// of those among them with open courses (OpenCourseCount). The tutors come from ListPublicTutors (every tutor with a
// public page, by name: a stable order, only slug, open course count and the time their page last changed, each page's
// <lastmod>), one request per file: file N is page N of PageSize SITEMAP_FILE_SIZE, whose Total also tells the index
// how many files there are. The index gives each file the newest <lastmod> of its pages, so it reads every page. A page
// read from the backend is kept for SITEMAP_CACHE_MS, so the index and the tutors' and courses' files of the same tutors
// share one request: at 10,000 tutors the whole sitemap costs 3 requests (9 without the cache), far under the
// public-read limit (src/domain/public-reads.ts: 120 a minute per client and operation).
import { createBackendAdapters } from './adapters/backend/backend-adapters';
import { pageServerFetch, type PageServerCredential } from './adapters/backend/page-server-fetch';
import { CryptoRandomSource } from './adapters/browser/crypto-random-source';
import { InMemoryStore } from './adapters/fakes/in-memory-store';
import type { Page, PublicTutor } from './contract/records';
import { PUBLIC_TUTOR_PAGE_SIZE, type TutorDirectoryApi } from './ports/tutor-directory-api';

/** The most addresses one sitemap file holds. */
export const SITEMAP_FILE_SIZE = 5000;
/** The public pages besides the tutors' (the landing page; sign-in and sign-up are not content to find). */
const SITE_PAGES = ['/'];
/** How long a page of tutors read from the backend is used again (the files are served with max-age 3600 anyway). */
export const SITEMAP_CACHE_MS = 5 * 60_000;
/** How long the backend may take for a whole sitemap file. */
export const SITEMAP_TIMEOUT_MS = 10_000;

export interface SitemapFile {
  contentType: string;
  body: string;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const at = (origin: string, path: string) => new URL(path, `${origin.replace(/\/$/, '')}/`).href;
const XML = 'application/xml; charset=utf-8';

/** An address in a sitemap, with the time its page last changed (`<lastmod>`) when that is known. */
export type SitemapEntry = { loc: string; lastmod?: string };

const entryOf = (entry: string | SitemapEntry): SitemapEntry => (typeof entry === 'string' ? { loc: entry } : entry);
const entryXml = (entry: string | SitemapEntry) => {
  const { loc, lastmod } = entryOf(entry);
  return `<loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}`;
};

/**
 * A time as a sitemap's `<lastmod>`: W3C Datetime, in UTC to the second (`2026-03-02T10:15:00Z`); undefined for none
 * or a time that is not one.
 */
export function w3cDateTime(value: string | undefined): string | undefined {
  const ms = value === undefined ? NaN : Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The newest of some times (W3C Datetime, UTC: ordered as text), undefined when there is none. */
export function newest(times: readonly (string | undefined)[]): string | undefined {
  return times.reduce<string | undefined>((latest, time) => (time !== undefined && (latest === undefined || time > latest) ? time : latest), undefined);
}

/** A sitemap index listing sitemap files by address, each with the newest `<lastmod>` of its pages when it has one. */
export function sitemapIndexXml(files: readonly (string | SitemapEntry)[]): string {
  const entries = files.map((file) => `<sitemap>${entryXml(file)}</sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** A sitemap listing pages by address, each with its `<lastmod>` when it has one. */
export function sitemapXml(pages: readonly (string | SitemapEntry)[]): string {
  const entries = pages.map((page) => `<url>${entryXml(page)}</url>`).join('\n');
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

/** The pages of one tutors' or courses' file: each tutor's page (/{slug}) or course page (/course/{slug}, only with open courses), with their time of change. */
export function filePages(kind: 'tutors' | 'courses', tutors: readonly PublicTutor[], origin: string): SitemapEntry[] {
  const listed = kind === 'tutors' ? tutors : tutors.filter((tutor) => (tutor.OpenCourseCount ?? 0) > 0);
  const path = (tutor: PublicTutor) => (kind === 'tutors' ? `/${encodeURIComponent(tutor.Slug)}` : `/course/${encodeURIComponent(tutor.Slug)}`);
  return listed.map((tutor) => {
    const lastmod = w3cDateTime(tutor.UpdatedAt);
    return { loc: at(origin, path(tutor)), ...(lastmod ? { lastmod } : {}) };
  });
}

/**
 * The index's entries: the site's pages (no time: the landing page changes with each release, not with data), then the
 * tutors' files and the course pages' files, each with the newest time of its pages (`pages[n - 1]`: file n's tutors).
 */
export function indexEntries(origin: string, pages: readonly (readonly PublicTutor[])[], total: number, perFile = SITEMAP_FILE_SIZE): SitemapEntry[] {
  const [site, ...files] = sitemapFiles(origin, total, perFile);
  const count = tutorFileCount(total, perFile);
  return [
    { loc: site! },
    ...files.map((loc, i) => {
      const kind = i < count ? 'tutors' : 'courses';
      const lastmod = newest(filePages(kind, pages[i % count] ?? [], origin).map((page) => page.lastmod));
      return { loc, ...(lastmod ? { lastmod } : {}) };
    }),
  ];
}

/** Page n of the tutors with a public page, in pages of `perFile` (the tutors of sitemap file n): one request. */
export function tutorsOfFile(directory: TutorDirectoryApi, n: number, perFile = SITEMAP_FILE_SIZE): Promise<Page<PublicTutor>> {
  if (perFile > PUBLIC_TUTOR_PAGE_SIZE) throw new Error(`A sitemap file holds at most one ListPublicTutors page (${PUBLIC_TUTOR_PAGE_SIZE}).`);
  return directory.listPublic({ page: n, pageSize: perFile });
}

/** A number for each fetch function a caller gave (0: the global fetch), so that pages are kept per way of reading. */
const fetchIds = new WeakMap<typeof fetch, number>();
let fetchesSeen = 0;
const fetchId = (send: typeof fetch | undefined) => {
  if (!send) return 0;
  if (!fetchIds.has(send)) fetchIds.set(send, (fetchesSeen += 1));
  return fetchIds.get(send)!;
};

/** Pages read from each backend (by its address and fetch), kept SITEMAP_CACHE_MS; a failed read is not kept. */
const readPages = new Map<string, { until: number; page: Promise<Page<PublicTutor>> }>();
function cachedTutorsOfFile(key: string, read: () => Promise<Page<PublicTutor>>, now: number): Promise<Page<PublicTutor>> {
  for (const [k, entry] of readPages) if (entry.until <= now) readPages.delete(k);
  const kept = readPages.get(key);
  if (kept) return kept.page;
  const page = read();
  readPages.set(key, { until: now + SITEMAP_CACHE_MS, page });
  page.catch(() => {
    if (readPages.get(key)?.page === page) readPages.delete(key);
  });
  return page;
}

/**
 * The sitemap file at `pathname` (/sitemap.xml, /sitemap-pages.xml, /sitemap-tutors-{n}.xml, /sitemap-courses-{n}.xml),
 * or null for any other path or a file past the last. Rejects when the backend does not answer (the caller answers 503).
 */
export async function serveSitemap(
  pathname: string,
  backendUrl: string,
  options: {
    origin: string;
    fetch?: typeof fetch;
    perFile?: number;
    directory?: TutorDirectoryApi;
    /** The page server's key and the visitor's address: ListPublicTutors is counted against the visitor (a crawler). */
    pageServer?: PageServerCredential;
  },
): Promise<SitemapFile | null> {
  const { origin, perFile = SITEMAP_FILE_SIZE } = options;
  if (pathname === '/sitemap-pages.xml') return { contentType: XML, body: sitemapXml(SITE_PAGES.map((path) => at(origin, path))) };
  const tutorsFile = /^\/sitemap-(tutors|courses)-([1-9][0-9]{0,5})\.xml$/.exec(pathname);
  if (pathname !== '/sitemap.xml' && !tutorsFile) return null;
  // A directory given by the caller is read as it is; the backend's pages are kept a while (SITEMAP_CACHE_MS).
  const directory = () => options.directory ?? backendDirectory(backendUrl, options.fetch, options.pageServer);
  const pageOf = (n: number) => {
    const read = () => tutorsOfFile(directory(), n, perFile);
    return options.directory ? read() : cachedTutorsOfFile(`${backendUrl}|${fetchId(options.fetch)}|${perFile}|${n}`, read, Date.now());
  };
  if (!tutorsFile) {
    // Page 1 tells how many files there are; each file's <lastmod> is the newest of its tutors', so the index reads
    // every page (at once; kept SITEMAP_CACHE_MS, so the files served after it cost no more request).
    const first = await pageOf(1);
    const rest = await Promise.all(Array.from({ length: tutorFileCount(first.Total, perFile) - 1 }, (_, i) => pageOf(i + 2)));
    return { contentType: XML, body: sitemapIndexXml(indexEntries(origin, [first, ...rest].map((page) => page.Items), first.Total, perFile)) };
  }
  const n = Number(tutorsFile[2]);
  const { Items: tutors, Total: total } = await pageOf(n);
  if (n > tutorFileCount(total, perFile)) return null;
  return { contentType: XML, body: sitemapXml(filePages(tutorsFile[1] === 'tutors' ? 'tutors' : 'courses', tutors, origin)) };
}

/** The backend's tutor directory, signed out, with one deadline for all its requests. */
function backendDirectory(backendUrl: string, given: typeof fetch = (input, init) => globalThis.fetch(input, init), pageServer?: PageServerCredential): TutorDirectoryApi {
  const send = pageServerFetch(given, pageServer);
  const deadline = AbortSignal.timeout(SITEMAP_TIMEOUT_MS);
  const fetchBefore: typeof fetch = (input, init) => (deadline.aborted ? Promise.reject(deadline.reason) : send(input, { ...init, signal: deadline }));
  const backend = backendUrl.replace(/\/$/, '');
  return createBackendAdapters({ backend, functions: backend }, { local: new InMemoryStore(), random: new CryptoRandomSource(), fetch: fetchBefore }).tutorDirectory;
}
