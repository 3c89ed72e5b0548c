// Issue 40: visitors browse tutors on the landing page before signing up: a subject typed on / shows the tutors who
// teach it there (kept in the URL), each card opens the tutor's public page with no sign-in step, and signing up from a
// search comes back to it.
import { expect, test, type Page } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { axeViolations, layoutShifts, signInAsStudent } from './helpers';

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const results = (page: Page) => page.getByRole('region', { name: /^Tutors for/ });
const TUTOR_NAME = 'Asha Rao';

test('signed out, a subject typed on / shows the tutors who teach it, and a card opens the tutor’s page without signing in', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('What do you want to learn?').fill('Mathematics');
  await page.getByRole('button', { name: 'Find a tutor' }).click();
  await expect.poll(() => path(page)).toBe('/?q=Mathematics');
  await expect(page.getByRole('heading', { level: 2, name: 'Tutors for “Mathematics”' })).toBeVisible();
  await expect(results(page).getByRole('status')).toHaveText(/\d+ tutors? found/);
  const card = results(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: TUTOR_NAME }) });
  await expect(card).toContainText('Mathematics');
  await expect(card).toContainText('/ hour');
  // Nothing on the page asks to sign in first.
  await expect(page.getByRole('status', { name: /^Sign in/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(card).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('link', { name: `View profile: ${TUTOR_NAME}` }).click();
  await expect.poll(() => path(page)).toBe(`/${DEMO.tutor.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(TUTOR_NAME) })).toBeVisible();
  // Back is the search, as it was.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Tutors for “Mathematics”' })).toBeVisible();
  await expect(page.getByLabel('What do you want to learn?')).toHaveValue('Mathematics');
});

test('a visitor who signs up from a search comes back to it once registered', async ({ page }) => {
  await page.goto('/?q=Asha');
  await expect(results(page).getByRole('link', { name: `View profile: ${TUTOR_NAME}` })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Email').fill(`browser-${Date.now()}@demo.test`);
  await page.getByLabel('Password').fill('Learner#2026x');
  await page.getByRole('radio', { name: 'Learn (student account)' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/student-registration$/);
  await page.getByLabel('First name').fill('Mira');
  await page.getByLabel('Last name').fill('Browse');
  await page.getByLabel('Phone number').fill('+919876543210');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect.poll(() => path(page)).toBe('/?q=Asha');
  await expect(results(page).getByRole('link', { name: `View profile: ${TUTOR_NAME}` })).toBeVisible();
});

test('signed in, a popular subject on / opens /tutor-search with it', async ({ page }) => {
  await signInAsStudent(page);
  await page.goto('/');
  const subject = page.getByRole('list', { name: 'Popular subjects' }).getByRole('link').first();
  const name = (await subject.textContent()) ?? '';
  await subject.click();
  await expect.poll(() => path(page)).toBe(`/tutor-search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('searchbox', { name: 'Name or topic' })).toHaveValue(name);
});

test('a shared search link (/?q=) loads without a layout shift at 1280 and 360 px', async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?q=Asha');
    await expect(results(page).getByRole('link', { name: `View profile: ${TUTOR_NAME}` })).toBeVisible();
    const shifts = await layoutShifts(page);
    expect(shifts, `${width} px`).toEqual([]);
  }
});

test('a visitor’s "Find a tutor" (the footer, a missing tutor’s page) is the search on /, its field focused; never the sign-in notice', async ({ page }) => {
  const field = page.getByLabel('What do you want to learn?');
  await page.goto('/no-such-tutor');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutor not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Find a tutor' }).click();
  await expect.poll(() => path(page)).toBe('/');
  await expect(field).toBeFocused();
  await page.keyboard.type('Mathematics');
  await page.keyboard.press('Enter');
  await expect.poll(() => path(page)).toBe('/?q=Mathematics');
  // From the results, the footer's link brings the search field back into view, focused.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Find a tutor' }).click();
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(page.getByRole('status', { name: /^Sign in/ })).toHaveCount(0);
});

test('the head follows in-app navigation: / to a tutor’s page (canonical, og:url, JSON-LD) and Back', async ({ page, baseURL }) => {
  const head = () =>
    page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      canonicals: document.querySelectorAll('link[rel="canonical"]').length,
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; name: string }),
    }));
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/');
  await page.getByLabel('What do you want to learn?').fill('Asha');
  await page.getByRole('button', { name: 'Find a tutor' }).click();
  await results(page).getByRole('link', { name: `View profile: ${TUTOR_NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TUTOR_NAME })).toBeVisible();
  await expect.poll(async () => (await head()).canonical).toBe(`${origin}/${DEMO.tutor.slug}`);
  const tutor = await head();
  expect(tutor.canonicals).toBe(1);
  expect(tutor.ogUrl).toBe(`${origin}/${DEMO.tutor.slug}`);
  expect(tutor.jsonLd.map((data) => [data['@type'], data.name])).toEqual([['Person', TUTOR_NAME]]);
  await expect(page).toHaveTitle(`${TUTOR_NAME} · TutorHub`);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Tutors for “Asha”' })).toBeVisible();
  await expect.poll(async () => (await head()).canonical).toBe(`${origin}/`);
  const landing = await head();
  expect(landing.ogUrl).toBe(`${origin}/`);
  expect(landing.jsonLd.map((data) => data['@type'])).toEqual(['WebSite']);
});
