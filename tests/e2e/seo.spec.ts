// What a search engine reads from the offline product without running any script: a tutor's page and a course page
// fetched as plain HTTP (no browser), sitemap.xml and robots.txt at the site's root.
import { expect, test } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { formatMoney } from '../../src/domain/money';
// @ts-expect-error plain ESM mock seed
import { buildDemoSeed } from '../../mock-server/seed/demo.mjs';

/** The JSON-LD objects of a page, as a crawler parses them. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test('a tutor page fetched without JavaScript has the tutor, rating, rate, description, canonical and JSON-LD', async ({ request, baseURL }) => {
  const response = await request.get(`/${DEMO.tutor.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const [person] = jsonLd(html).filter((item) => item['@type'] === 'Person');
  expect(person).toMatchObject({ name: 'Asha Rao', url: `${baseURL}/${DEMO.tutor.slug}` });
  const rating = person?.aggregateRating as { ratingValue: number; reviewCount: number };
  const rate = (person?.makesOffer as { priceSpecification: { price: number; priceCurrency: string } }).priceSpecification;
  // The page's own text says the same, in the HTML before any script: name, rating, reviews, hourly rate.
  const root = /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? html;
  expect(root).toContain('<h1>Asha Rao</h1>');
  expect(root).toContain(`<strong>${rating.ratingValue.toFixed(1)}</strong>`);
  expect(root).toContain(`(${rating.reviewCount} review`);
  expect(root).toContain(formatMoney(rate.price, rate.priceCurrency));
  expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toMatch(/^Live online classes with Asha Rao/);
  expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}/${DEMO.tutor.slug}`);
  expect(attribute(html, /<meta property="og:type" content="([^"]*)"/)).toBe('profile');
  expect(html).toContain('<title>Asha Rao · TutorHub</title>');
});

test('a course page fetched without JavaScript lists its courses as Course with an Offer', async ({ request, baseURL }) => {
  const html = await (await request.get(`/course/${DEMO.tutor.slug}`)).text();
  expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}/course/${DEMO.tutor.slug}`);
  const course = jsonLd(html).find((item) => item['@type'] === 'Course' && item.name === DEMO.course.courseName);
  expect(course).toMatchObject({ provider: { name: 'Asha Rao' }, offers: { price: DEMO.course.price, priceCurrency: DEMO.course.currencyType } });
  expect(html).toContain(DEMO.course.courseName);
});

test('sitemap.xml at the root lists every tutor of the demo seed, and robots.txt names it', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const files = [...(await index.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(files).toContain(`${baseURL}/sitemap-pages.xml`);
  const listed: string[] = [];
  for (const file of files) listed.push(...[...(await (await request.get(file)).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? ''));
  expect(listed).toContain(`${baseURL}/`);
  // A tutors' file past the last is not a page of the site.
  expect((await request.get(`/sitemap-tutors-${files.length + 5}.xml`)).status()).toBe(404);
  // Every tutor of the seed (the tutors with a public page), each at their page, and nothing else.
  type User = { UserID: string; Slug?: string; Role: number };
  const users = (buildDemoSeed() as { users: User[] }).users;
  const tutorRole = users.find((user) => user.UserID === DEMO.tutor.uid)?.Role;
  const tutors = users.filter((user) => user.Slug && user.Role === tutorRole).map((user) => `${baseURL}/${user.Slug}`);
  expect(tutors.length).toBeGreaterThan(1);
  expect(listed.filter((url) => url !== `${baseURL}/` && !url.includes('/course/')).sort()).toEqual(tutors.sort());
  // The demo tutor's course page too (they have open courses).
  expect(listed).toContain(`${baseURL}/course/${DEMO.tutor.slug}`);
});

test('an address no tutor has is served with status 404 and noindex (the app still says Tutor not found)', async ({ request, page }) => {
  const response = await request.get('/no-such-tutor-anywhere');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('rel="canonical"');
  await page.goto('/no-such-tutor-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutor not found');
});
