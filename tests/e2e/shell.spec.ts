import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { ENTRY_SCRIPT, holdScript, layoutShifts, signInAsStudent } from './helpers';

/** The demo tutor's name in the mock's seed (mock-server/seed/demo.mjs). */
const DEMO_TUTOR_NAME = 'Asha Rao';

test('a signed-out visitor who opens a guarded route lands on / ', async ({ page }) => {
  await page.goto('/tutor-dashboard');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn live with tutors who fit you');
});

test('the landing page has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('the landing page paints before the services load, and the header offers Sign in once they have', async ({ page }) => {
  // Hold back the container's chunk (src/boot.ts) until the page has painted: the first page does not wait for it.
  const release = await holdScript(page, /\/assets\/boot-[^/]+\.js$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn live with tutors who fit you');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  release();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('/ and /login are in the HTML before any script runs, with their own title and description; other pages are the shell', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn live with tutors who fit you');
  await expect(page.getByRole('searchbox', { name: 'What do you want to learn?' })).toBeVisible();
  await expect(page).toHaveTitle('Learn live with tutors who fit you · TutorHub');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page).toHaveTitle('Sign in · TutorHub');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Sign in to TutorHub/);
  // A tutor's page is rendered by the server with the tutor in it (src/serve-page.tsx).
  await page.goto(`/${DEMO.tutor.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_TUTOR_NAME);
  await expect(page).toHaveTitle(`${DEMO_TUTOR_NAME} · TutorHub`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^Live online classes with ${DEMO_TUTOR_NAME}`));
  await expect(page.getByRole('button', { name: `Book ${DEMO.privateClass.className}` })).toBeDisabled();
  await expect(page.getByText('Times are shown in UTC.')).toBeVisible();
  // Not rendered ahead: the shell, 'Loading.....' (a page that needs the user's data, or a tutor nobody has).
  for (const path of ['/tutor-search', '/no-such-tutor-here']) {
    await page.goto(path);
    await expect(page.locator('#root[data-shell]')).toHaveText('Loading.....');
    await expect(page.getByRole('heading')).toHaveCount(0);
  }
  await context.close();
});

test('a tutor page rendered by the server is hydrated with its data: no second request, the same elements, times in the visitor’s zone', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const profileRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/.*[Pp]ublic/.test(request.url())) profileRequests.push(request.url());
  });
  const release = await holdScript(page, ENTRY_SCRIPT);
  await page.goto(`/${DEMO.tutor.slug}`, { waitUntil: 'commit' });
  const book = page.getByRole('button', { name: `Book ${DEMO.privateClass.className}` });
  await expect(book).toBeDisabled();
  // Drawn by the server in UTC (it cannot know the visitor's zone): 05:00 UTC is 10:30 in Kolkata.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DEMO.privateClass.className }) });
  await expect(card).toContainText('5:00 AM');
  await page.locator('h1').evaluate((h1) => ((h1 as unknown as { served: boolean }).served = true));
  release();
  await expect(page.getByText('Times are shown in your time zone (Asia/Kolkata).')).toBeVisible();
  await expect(card).toContainText('10:30 AM');
  expect(await page.locator('h1').evaluate((h1) => (h1 as unknown as { served?: boolean }).served)).toBe(true);
  await expect(book).toBeEnabled();
  // Signed out: Book keeps the class and asks to sign in first (the guard's notice on /).
  await book.click();
  await expect(page.getByRole('status', { name: /^Sign in/ })).toHaveText(/Sign in to continue/);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(profileRequests).toEqual([]);
  expect(warnings).toEqual([]);
  await context.close();
});

test('a prerendered page is hydrated, not drawn again: the same elements, no warning, and it works', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  for (const [path, heading] of [
    ['/', 'Learn live with tutors who fit you'],
    ['/login', 'Sign in'],
  ] as const) {
    // Hold the entry script back, mark the prerendered heading, then let the app start.
    const release = await holdScript(page, ENTRY_SCRIPT);
    // 'commit': the document's load events wait for its module scripts, which are held.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.locator('h1').evaluate((h1) => ((h1 as unknown as { prerendered: boolean }).prerendered = true));
    release();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(path === '/' ? 1 : 0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await page.locator('h1').evaluate((h1) => (h1 as unknown as { prerendered?: boolean }).prerendered), path).toBe(true);
  }
  expect(warnings).toEqual([]);
});

test('typed into /login before it is hydrated: nothing is sent by the browser, and the app signs in with what was typed', async ({ page }) => {
  const release = await holdScript(page, ENTRY_SCRIPT);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByLabel('Password').fill(DEMO.student.password);
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeDisabled();
  // Enter in a field does not send the form while its submit button is disabled (no password in the address).
  await page.getByLabel('Password').press('Enter');
  expect(new URL(page.url()).search).toBe('');
  release();
  await submit.click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
});

test('a signed-in tab reloaded shows its page before Firebase’s SDK has loaded, with its data', async ({ page }) => {
  await signInAsStudent(page);
  await page.goto('/tutor-search');
  await expect(page.getByRole('link', { name: 'View profile: Asha Rao' })).toBeVisible();
  // Firebase's SDK held back: the session this device kept (its token still valid) lets the page in, its requests go.
  const release = await holdScript(page, /\/assets\/firebase-sdk-[^/]+\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Find a tutor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View profile: Asha Rao' })).toBeVisible();
  release();
  // Once the provider has answered, the same user goes on: sign-out still works.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in page loads without a layout shift: the header keeps its height, the menu bar moves nothing', async ({ page }) => {
  await signInAsStudent(page);
  for (const [path, ready] of [
    ['/tutor-search', page.getByRole('status').filter({ hasText: /tutors? found/ })],
    [`/private-class-checkout/${DEMO.privateClass.code}`, page.getByRole('button', { name: 'Pay Now' })],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Your areas' })).toBeVisible();
    await expect(ready).toBeVisible();
    const shifts = await layoutShifts(page);
    expect(shifts, path).toEqual([]);
  }
});
