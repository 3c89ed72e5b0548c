// The tutor's page rendered at request time (src/serve-page.tsx) against the mock backend itself, in process, and put
// into the built shell (scripts/page-server.mjs); the browser side of it is in tests/e2e/shell.spec.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerPage, SERVER_DATA_TIMEOUT_MS, servePage } from '../../src/serve-page';
import { pageDataScript, readPageData } from '../../src/ui/app/page-data';
import { tutorProfileKey } from '../../src/ui/features/tutor-page/tutor-profile-request';
import type { TutorPublicProfile } from '../../src/contract/records';
// @ts-expect-error plain ESM build script
import { servedHtml } from '../../scripts/page-server.mjs';
import { DEMO } from '../../mock-server/demo-data.mjs';
// @ts-expect-error plain ESM mock seed
import { buildDemoSeed } from '../../mock-server/seed/demo.mjs';
import { serveSitemap } from '../../src/serve-sitemap';
import { startMock, tempDataFile, type MockServer } from '../mock/support';

const data = tempDataFile();
let mock: MockServer;
const AT = Date.parse('2026-11-26T08:00:00Z');
/** What the browser's document gives readPageData: the data block's text, as the HTML parser reads it (up to `</script`). */
const parse = (body: string) =>
  ({ getElementById: (id: string) => ({ textContent: new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script`, 'i').exec(body)?.[1] ?? null }) }) as unknown as Document;

beforeAll(async () => {
  mock = await startMock(data.file);
}, 30_000);
afterAll(async () => {
  await mock.close();
  data.cleanup();
});

describe('servePage', () => {
  it('renders /{slug} with the tutor, its title and description, and the answer it was drawn with', async () => {
    const served = await servePage(`/${DEMO.tutor.slug}`, mock.url, { now: () => AT });
    expect(served).not.toBeNull();
    expect(served!.markup).toContain('<h1>Asha Rao</h1>');
    expect(served!.markup).toContain(DEMO.privateClass.className);
    // Drawn before the visitor's zone is known: UTC, and said so; Book waits for the app.
    expect(served!.markup).toContain('Times are shown in UTC.');
    expect(served!.markup).toMatch(/aria-label="Book [^"]+" disabled=""/);
    expect(served!.title).toBe('Asha Rao · TutorHub');
    expect(served!.description).toMatch(/^Live online classes with Asha Rao: /);
    const seeds = readPageData(parse(served!.data));
    const seed = seeds[tutorProfileKey(DEMO.tutor.slug, false)] as { value: TutorPublicProfile; at: number };
    expect(seed.at).toBe(AT);
    expect(seed.value.Tutor.Slug).toBe(DEMO.tutor.slug);
  });

  it('renders /course/{slug} with the group courses', async () => {
    const served = await servePage(`/course/${DEMO.tutor.slug}`, mock.url, { now: () => AT });
    expect(served?.markup).toContain('<h2>Group courses</h2>');
    expect(Object.keys(readPageData(parse(served!.data)))).toEqual([tutorProfileKey(DEMO.tutor.slug, true)]);
  });

  it('leaves every other page to the shell: other routes, a tutor nobody has, a backend that does not answer', async () => {
    for (const path of ['/tutor-search', '/login', '/course-class', '/student-signup/demo-tutor']) expect(await servePage(path, mock.url), path).toBeNull();
    expect(await servePage('/no-such-tutor-here', mock.url)).toBeNull();
    expect(await servePage(`/${DEMO.tutor.slug}`, mock.url, { fetch: () => Promise.reject(new TypeError('fetch failed')) })).toBeNull();
  });

  it('tells a tutor nobody has (served 404) from a backend that does not answer (the shell, 200)', async () => {
    expect(await answerPage('/no-such-tutor-here', mock.url)).toEqual({ missing: true });
    expect(await answerPage(`/course/no-such-tutor-here`, mock.url)).toEqual({ missing: true });
    expect(await answerPage(`/${DEMO.tutor.slug}`, mock.url, { fetch: () => Promise.reject(new TypeError('fetch failed')) })).toBeNull();
    expect(await answerPage('/tutor-search', mock.url)).toBeNull();
  });

  it('gives up on a backend that does not answer within SERVER_DATA_TIMEOUT_MS: the request is cancelled, nothing is sent after it', async () => {
    let sent = 0;
    let cancelled = 0;
    // A backend that never answers: the request ends only when its signal is aborted.
    const silent = (_input: RequestInfo | URL, init?: RequestInit) => {
      sent += 1;
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => {
          cancelled += 1;
          reject(init.signal?.reason);
        }),
      );
    };
    // The retries' backoff runs on setTimeout, held here: the deadline (AbortSignal.timeout, a real timer) alone can
    // end the wait, so the page is given up at the deadline and not after some retry's delay.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const started = Date.now();
      expect(await servePage(`/${DEMO.tutor.slug}`, mock.url, { fetch: silent })).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(SERVER_DATA_TIMEOUT_MS - 50);
      const afterDeadline = sent;
      expect(afterDeadline).toBeGreaterThanOrEqual(1);
      // Every retry still scheduled now runs (and any it schedules): none reaches the network past the deadline.
      await vi.runAllTimersAsync();
      expect(vi.getTimerCount()).toBe(0);
      expect(sent).toBe(afterDeadline);
      expect(cancelled).toBe(sent);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the head of a served page', () => {
  const ORIGIN = 'https://tutors.example';
  const jsonLd = (head: string) => [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

  it('gives /{slug} its canonical address, Open Graph tags and the tutor as a Person with their rating', async () => {
    const served = await servePage(`/${DEMO.tutor.slug}`, mock.url, { now: () => AT, origin: ORIGIN });
    const head = served!.head;
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/${DEMO.tutor.slug}">`);
    expect(head).toContain('<meta property="og:type" content="profile">');
    expect(head).toContain('<meta property="og:title" content="Asha Rao · TutorHub">');
    const [person = {}] = jsonLd(head);
    expect(person).toMatchObject({ '@type': 'Person', name: 'Asha Rao', url: `${ORIGIN}/${DEMO.tutor.slug}` });
    expect((person.knowsAbout as string[]).length).toBeGreaterThan(0);
    // The demo tutor has reviews: the page says how many and their average, as the page shows them.
    const rating = person.aggregateRating as { reviewCount: number };
    expect(rating.reviewCount).toBeGreaterThan(0);
    expect(served!.markup).toContain(`(${rating.reviewCount} review`);
  });

  it('gives /course/{slug} each group course as a Course with its Offer', async () => {
    const served = await servePage(`/course/${DEMO.tutor.slug}`, mock.url, { now: () => AT, origin: ORIGIN });
    expect(served!.head).toContain(`<link rel="canonical" href="${ORIGIN}/course/${DEMO.tutor.slug}">`);
    const courses = jsonLd(served!.head).filter((item) => item['@type'] === 'Course');
    expect(courses.map((c) => c.name)).toContain(DEMO.course.courseName);
    expect(courses.find((c) => c.name === DEMO.course.courseName)).toMatchObject({
      provider: { '@type': 'Person', name: 'Asha Rao' },
      offers: { '@type': 'Offer', price: DEMO.course.price, priceCurrency: DEMO.course.currencyType },
    });
  });

  it('lists every tutor of the demo seed in the sitemap, read from the mock backend', async () => {
    type User = { UserID: string; Slug?: string; Role: number };
    const users = (buildDemoSeed() as { users: User[] }).users;
    const tutorRole = users.find((user) => user.UserID === DEMO.tutor.uid)?.Role;
    const seeded = users.filter((user) => user.Slug && user.Role === tutorRole).map((user) => `${ORIGIN}/${user.Slug}`);
    expect(seeded.length).toBeGreaterThan(1);
    const index = await serveSitemap('/sitemap.xml', mock.url, { origin: ORIGIN });
    // The file's <lastmod> is the newest of its tutors' (the demo seed's registrations: 2026-01-10 09:00 UTC).
    expect(index!.body).toContain(`<loc>${ORIGIN}/sitemap-tutors-1.xml</loc><lastmod>2026-01-10T09:00:00Z</lastmod>`);
    const file = await serveSitemap('/sitemap-tutors-1.xml', mock.url, { origin: ORIGIN });
    const listed = [...file!.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...seeded].sort());
    // Each tutor's page with the time it last changed (ListPublicTutors' UpdatedAt).
    expect(file!.body).toContain(`<url><loc>${ORIGIN}/${DEMO.tutor.slug}</loc><lastmod>2026-01-10T09:00:00Z</lastmod></url>`);
    expect([...file!.body.matchAll(/<lastmod>/g)]).toHaveLength(listed.length);
    // The course page of each tutor with an open course: the demo tutor's among them.
    const courses = await serveSitemap('/sitemap-courses-1.xml', mock.url, { origin: ORIGIN });
    const courseOwners = new Set((buildDemoSeed() as { courses: { TutorID: string; Status: string }[] }).courses.filter((c) => c.Status === 'Open').map((c) => c.TutorID));
    const expected = users.filter((user) => user.Slug && courseOwners.has(user.UserID)).map((user) => `${ORIGIN}/course/${user.Slug}`);
    expect(expected).toContain(`${ORIGIN}/course/${DEMO.tutor.slug}`);
    expect([...courses!.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).sort()).toEqual(expected.sort());
  });
});

describe('the page data block', () => {
  it('cannot be closed by what a tutor writes: the text comes back as written', () => {
    const bio = '</script><script>alert(1)</script> & \u2028 <!--';
    const block = pageDataScript({ key: { value: { bio }, at: 1 } });
    // The HTML parser ends a script's text at the first '</script' (any case); '<!--' would change how it reads it.
    expect(block.match(/<\/script/gi)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    expect(readPageData(parse(block))).toEqual({ key: { value: { bio }, at: 1 } });
  });

  it('is put into the built shell with the page, its title and description', () => {
    const template = '<html><head><meta name="description" content="Default" /><title>TutorHub</title></head><body><div id="root"></div></body></html>';
    const html = servedHtml(template, { markup: '<h1>Asha Rao</h1>', title: 'Asha Rao · TutorHub', description: 'Live & online', head: '<link rel="canonical" href="https://x.example/asha">', data: '<script type="application/json" id="page-data">{}</script>' }) as string;
    expect(html).toContain('<div id="root"><h1>Asha Rao</h1></div>');
    expect(html).toContain('<link rel="canonical" href="https://x.example/asha"></head>');
    expect(html).toContain('<title>Asha Rao · TutorHub</title>');
    expect(html).toContain('content="Live &amp; online"');
    expect(html).toContain('<script type="application/json" id="page-data">{}</script></body>');
  });

  it('keeps a tutor’s `$` as text: no replacement pattern ($`, $\', $&, $$) copies the document into the page', () => {
    const template = '<html><head><meta name="description" content="Default" /><title>TutorHub</title></head><body><div id="root"></div></body></html>';
    const tricky = "$` $' $& $$";
    const data = pageDataScript({ key: { value: { bio: tricky }, at: 1 } });
    const html = servedHtml(template, { markup: `<p>${tricky}</p>`, title: tricky, description: tricky, data }) as string;
    expect(html).toContain(`<title>${tricky.replace('&', '&amp;')}</title>`);
    expect(html).toContain(`<div id="root"><p>${tricky}</p></div>`);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(readPageData(parse(html))).toEqual({ key: { value: { bio: tricky }, at: 1 } });
  });

  it('reads as none when missing or broken (the page then asks for its data)', () => {
    expect(readPageData(parse(''))).toEqual({});
    expect(readPageData(parse('<script type="application/json" id="page-data">{oops</script>'))).toEqual({});
  });
});
