import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { signInAsStudent } from './helpers';

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
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn live with tutors who fit you');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  release();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
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
