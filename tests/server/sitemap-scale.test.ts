// sitemap.xml at scale (issue 40): 10,001 tutors with a public page in the mock backend's store, the sitemap read from
// it over HTTP, signed out, as the page server reads it. Signed-out reads are limited to 120 a minute per client and
// operation (src/domain/public-reads.ts); the whole sitemap must cost a handful of requests, none of them refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM mock seed
import { buildDemoSeed } from '../../mock-server/seed/demo.mjs';
import { serveSitemap, SITEMAP_FILE_SIZE } from '../../src/serve-sitemap';
import { startMock, tempDataFile, type MockServer } from '../mock/support';

const ORIGIN = 'https://tutors.example';
const TUTORS = 10_001;
type User = { UserID: string; Slug?: string; Role: number };
const demoUsers = (buildDemoSeed() as { users: User[] }).users;
/** The demo seed's tutors with a public page; the scale seed adds generated ones (Role 1, each with a slug) to them. */
const demoTutors = demoUsers.filter((user) => user.Role === 1 && user.Slug).length;

const data = tempDataFile();
let mock: MockServer;
beforeAll(async () => {
  mock = await startMock(data.file, true, { seed: { tutors: TUTORS - demoTutors, classes: 0 } });
}, 120_000);
afterAll(async () => {
  await mock?.close();
  data.cleanup();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('the sitemap of 10,001 tutors', () => {
  it('lists 3 tutor files, each answers with its tutors, and the whole sitemap costs at most 6 backend requests, none refused', async () => {
    expect(demoTutors).toBeGreaterThan(0);
    const requests: { path: string; status: number }[] = [];
    const counting: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      requests.push({ path: new URL(input instanceof Request ? input.url : String(input)).pathname, status: response.status });
      return response;
    };
    const get = (path: string) => serveSitemap(path, mock.url, { origin: ORIGIN, fetch: counting });

    const index = await get('/sitemap.xml');
    expect(locs(index!.body)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      ...[1, 2, 3].map((n) => `${ORIGIN}/sitemap-tutors-${n}.xml`),
      ...[1, 2, 3].map((n) => `${ORIGIN}/sitemap-courses-${n}.xml`),
    ]);
    // Every file the index names answers (the page server's 200), as a crawler reads them: one after the other.
    const files = new Map<string, string[]>();
    for (const loc of locs(index!.body)) {
      const file = await get(new URL(loc).pathname);
      expect(file, loc).not.toBeNull();
      expect(file!.contentType).toMatch(/^application\/xml/);
      files.set(new URL(loc).pathname, locs(file!.body));
    }
    const tutorPages = [1, 2, 3].map((n) => files.get(`/sitemap-tutors-${n}.xml`)!);
    expect(tutorPages.map((urls) => urls.length)).toEqual([SITEMAP_FILE_SIZE, SITEMAP_FILE_SIZE, 1]);
    const listed = tutorPages.flat();
    expect(new Set(listed).size).toBe(TUTORS);
    expect(listed).toContain(`${ORIGIN}/demo-tutor`);
    expect(listed.every((url) => /^https:\/\/tutors\.example\/[a-z0-9]+(-[a-z0-9]+)*$/.test(url))).toBe(true);
    // The demo tutor has open courses: their course page is listed; nobody without a tutor page is.
    const courses = [1, 2, 3].flatMap((n) => files.get(`/sitemap-courses-${n}.xml`)!);
    expect(courses).toContain(`${ORIGIN}/course/demo-tutor`);
    expect(courses.every((url) => listed.includes(url.replace('/course/', '/')))).toBe(true);
    expect(await get('/sitemap-tutors-4.xml')).toBeNull();

    // All of it signed out through ListPublicTutors: at most 6 requests (one per page of 5,000 tutors, kept for the
    // other files of the same tutors), none refused by the public-read limit.
    expect(requests.every((request) => request.path === '/ListPublicTutors'), JSON.stringify(requests)).toBe(true);
    expect(requests.every((request) => request.status === 200), JSON.stringify(requests)).toBe(true);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.length).toBeLessThanOrEqual(6);
  }, 60_000);
});
