import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { ENTRY_SCRIPT, holdScript, signInAsStudent } from './helpers';

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
  // Not prerendered: the shell, 'Loading.....' (a page that needs the user's data), never the landing page's markup.
  for (const path of ['/tutor-search', `/${DEMO.tutor.slug}`]) {
    await page.goto(path);
    await expect(page.locator('#root[data-shell]')).toHaveText('Loading.....');
    await expect(page.getByRole('heading')).toHaveCount(0);
  }
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

test('a signed-in page loads without a layout shift: the header keeps its height, the menu bar moves nothing', async ({ page }) => {
  await signInAsStudent(page);
  for (const [path, ready] of [
    ['/tutor-search', page.getByRole('status').filter({ hasText: /tutors? found/ })],
    [`/private-class-checkout/${DEMO.privateClass.code}`, page.getByRole('button', { name: 'Pay Now' })],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Your areas' })).toBeVisible();
    await expect(ready).toBeVisible();
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
              seen.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => s.node?.nodeName).join(',')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          // Buffered entries arrive in the observer's first callback, queued as a task.
          setTimeout(() => resolve(seen), 100);
        }),
    );
    expect(shifts, path).toEqual([]);
  }
});
