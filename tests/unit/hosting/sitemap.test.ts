// sitemap.xml (src/serve-sitemap.ts): an index of files of at most 5,000 addresses, the tutors read from ListPublicTutors'
// pages, one per file (here a directory of 10,001 tutors in memory, paged as ListPublicTutors pages).
import { describe, expect, it } from 'vitest';
import type { TutorDirectoryApi } from '../../../src/ports/tutor-directory-api';
import type { PageQuery } from '../../../src/contract/records';
import { serveSitemap, SITEMAP_FILE_SIZE, sitemapXml, w3cDateTime } from '../../../src/serve-sitemap';
import { robotsTxt } from '../../../scripts/vite-plugin-hosting.mjs';
import { siteOrigin } from '../../../src/adapters/composition/production-env.mjs';

const ORIGIN = 'https://tutors.example';

/** When tutor i's page last changed: minute i after 2026-01-01 00:00 UTC, written with the +05:30 offset. */
const updatedAt = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i) + 5.5 * 3600_000).toISOString().replace('.000Z', '+05:30');
/** The same time as <lastmod> writes it: UTC, to the second. */
const lastmodOf = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString().replace('.000Z', 'Z');

function directoryOf(count: number) {
  const slugs = Array.from({ length: count }, (_, i) => `tutor-${String(i).padStart(5, '0')}`);
  const asked: PageQuery[] = [];
  const directory = {
    listPublic: async (query: PageQuery = {}) => {
      asked.push(query);
      const page = query.page ?? 1;
      const size = query.pageSize ?? 5000;
      if (size > 5000) throw new Error('PageSize is at most 5000');
      // Every third tutor has open courses.
      const items = slugs.slice((page - 1) * size, page * size).map((Slug) => ({ Slug, OpenCourseCount: Number(Slug.slice(-5)) % 3 === 0 ? 2 : 0, UpdatedAt: updatedAt(Number(Slug.slice(-5))) }));
      return { Items: items, Page: page, PageSize: size, Total: count };
    },
    search: async () => {
      throw new Error('not used');
    },
    getPublicProfile: async () => {
      throw new Error('not used');
    },
  } as unknown as TutorDirectoryApi;
  return { directory, slugs, asked };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  it('splits 10,001 tutors into an index of the site pages, 3 tutor files of at most 5,000 and their 3 course files', async () => {
    expect(SITEMAP_FILE_SIZE).toBe(5000);
    const { directory, slugs, asked } = directoryOf(10_001);
    const index = await serveSitemap('/sitemap.xml', '', { origin: ORIGIN, directory });
    expect(index?.contentType).toMatch(/^application\/xml/);
    expect(index?.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index!.body)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      ...[1, 2, 3].map((n) => `${ORIGIN}/sitemap-tutors-${n}.xml`),
      ...[1, 2, 3].map((n) => `${ORIGIN}/sitemap-courses-${n}.xml`),
    ]);

    // The index reads every page of 5,000 (each file's <lastmod> is the newest of its tutors'); each file costs one
    // request (this directory is read as it is, not kept: the backend's pages are, see tests/server/sitemap-scale).
    expect(asked).toEqual([1, 2, 3].map((page) => ({ page, pageSize: 5000 })));
    const files = await Promise.all([1, 2, 3].map((n) => serveSitemap(`/sitemap-tutors-${n}.xml`, '', { origin: ORIGIN, directory })));
    const listed = files.map((file) => locs(file!.body));
    expect(listed.map((urls) => urls.length)).toEqual([5000, 5000, 1]);
    // Every tutor once, in order, each at their page's address.
    expect(listed.flat()).toEqual(slugs.map((slug) => `${ORIGIN}/${slug}`));
    expect(asked.slice(3)).toEqual([1, 2, 3].map((page) => ({ page, pageSize: 5000 })));
    expect(await serveSitemap('/sitemap-tutors-4.xml', '', { origin: ORIGIN, directory })).toBeNull();

    // The course pages of the tutors with open courses, file by file as their tutors.
    const courses = await Promise.all([1, 2, 3].map((n) => serveSitemap(`/sitemap-courses-${n}.xml`, '', { origin: ORIGIN, directory })));
    const withCourses = slugs.filter((_, i) => i % 3 === 0).map((slug) => `${ORIGIN}/course/${slug}`);
    expect(courses.flatMap((file) => locs(file!.body))).toEqual(withCourses);
    expect(locs(courses[0]!.body)).toHaveLength(1667);
    expect(await serveSitemap('/sitemap-courses-4.xml', '', { origin: ORIGIN, directory })).toBeNull();
  });

  it('gives each page its <lastmod> (W3C Datetime, UTC) and each file of the index the newest of its pages', async () => {
    const { directory } = directoryOf(10_001);
    const index = (await serveSitemap('/sitemap.xml', '', { origin: ORIGIN, directory }))!.body;
    const entries = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/sitemap>/g)].map((m) => [m[1], m[2]]);
    expect(entries).toEqual([
      // The landing page changes with a release, not with the data: no time.
      [`${ORIGIN}/sitemap-pages.xml`, undefined],
      // Tutor i changed at minute i: file n's newest is its last tutor's (courses: its last tutor with open courses).
      [`${ORIGIN}/sitemap-tutors-1.xml`, lastmodOf(4999)],
      [`${ORIGIN}/sitemap-tutors-2.xml`, lastmodOf(9999)],
      [`${ORIGIN}/sitemap-tutors-3.xml`, lastmodOf(10_000)],
      [`${ORIGIN}/sitemap-courses-1.xml`, lastmodOf(4998)],
      [`${ORIGIN}/sitemap-courses-2.xml`, lastmodOf(9999)],
      // Tutor 10,000, the only one of file 3, has no open courses: an empty file, no time.
      [`${ORIGIN}/sitemap-courses-3.xml`, undefined],
    ]);
    const file = (await serveSitemap('/sitemap-tutors-1.xml', '', { origin: ORIGIN, directory }))!.body;
    expect(file).toContain(`<url><loc>${ORIGIN}/tutor-00000</loc><lastmod>2026-01-01T00:00:00Z</lastmod></url>`);
    expect(file).toContain(`<url><loc>${ORIGIN}/tutor-00061</loc><lastmod>2026-01-01T01:01:00Z</lastmod></url>`);
    expect([...file.matchAll(/<lastmod>/g)]).toHaveLength(5000);
    const courses = (await serveSitemap('/sitemap-courses-1.xml', '', { origin: ORIGIN, directory }))!.body;
    expect(courses).toContain(`<url><loc>${ORIGIN}/course/tutor-00003</loc><lastmod>${lastmodOf(3)}</lastmod></url>`);
  });

  it('writes no <lastmod> for a time that is not one, and none on a file with no page', async () => {
    expect(sitemapXml([{ loc: 'https://x.example/a', lastmod: w3cDateTime('yesterday') }, { loc: 'https://x.example/b', lastmod: w3cDateTime('2026-03-02T10:15:00.250+01:00') }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://x.example/a</loc></url>\n<url><loc>https://x.example/b</loc><lastmod>2026-03-02T09:15:00Z</lastmod></url>\n</urlset>\n',
    );
    // Two tutors, neither with open courses: the courses' file is empty and has no time in the index.
    const index = (await serveSitemap('/sitemap.xml', '', { origin: ORIGIN, directory: directoryOf(3).directory }))!.body;
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemap-tutors-1.xml</loc><lastmod>${lastmodOf(2)}</lastmod></sitemap>`);
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemap-courses-1.xml</loc><lastmod>${lastmodOf(0)}</lastmod></sitemap>`);
    const none = (await serveSitemap('/sitemap.xml', '', { origin: ORIGIN, directory: directoryOf(0).directory }))!.body;
    expect(none).toContain(`<sitemap><loc>${ORIGIN}/sitemap-courses-1.xml</loc></sitemap>`);
  });

  it('has one tutor file at 5,000 tutors, and one (empty) with none yet', async () => {
    expect(locs((await serveSitemap('/sitemap.xml', '', { origin: ORIGIN, directory: directoryOf(5000).directory }))!.body)).toHaveLength(3);
    const none = directoryOf(0).directory;
    expect(locs((await serveSitemap('/sitemap.xml', '', { origin: ORIGIN, directory: none }))!.body)).toHaveLength(3);
    expect(locs((await serveSitemap('/sitemap-tutors-1.xml', '', { origin: ORIGIN, directory: none }))!.body)).toEqual([]);
  });

  it('lists the landing page in sitemap-pages.xml, and leaves other paths alone', async () => {
    const { directory } = directoryOf(3);
    expect(locs((await serveSitemap('/sitemap-pages.xml', '', { origin: ORIGIN, directory }))!.body)).toEqual([`${ORIGIN}/`]);
    for (const path of ['/sitemap-tutors-0.xml', '/sitemap-x.xml', '/robots.txt']) expect(await serveSitemap(path, '', { origin: ORIGIN, directory }), path).toBeNull();
  });

  it('fails (the server answers 503) when the backend does', async () => {
    const failing = { listPublic: () => Promise.reject(new Error('down')) } as unknown as TutorDirectoryApi;
    await expect(serveSitemap('/sitemap.xml', '', { origin: ORIGIN, directory: failing })).rejects.toThrow('down');
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml(['https://x.example/?a=1&b=<2>'])).toContain('<loc>https://x.example/?a=1&amp;b=&lt;2&gt;</loc>');
  });
});

describe('robots.txt', () => {
  it('names the sitemap at the site origin, once, keeping the rules', () => {
    const robots = robotsTxt('User-agent: *\nAllow: /\nSitemap: https://old.example/sitemap.xml\n', 'https://tutors.example');
    expect(robots).toBe('User-agent: *\nAllow: /\n\nSitemap: https://tutors.example/sitemap.xml\n');
  });
});

describe('the site origin in production', () => {
  it('is VITE_SITE_ORIGIN, else the Firebase project’s web.app domain', () => {
    expect(siteOrigin({ VITE_SITE_ORIGIN: 'https://tutors.example/some/path', VITE_FIREBASE_PROJECT_ID: 'p' })).toBe('https://tutors.example');
    expect(siteOrigin({ VITE_SITE_ORIGIN: ' ', VITE_FIREBASE_PROJECT_ID: 'tutorhub-prod' })).toBe('https://tutorhub-prod.web.app');
    expect(siteOrigin({})).toBeUndefined();
  });
});
