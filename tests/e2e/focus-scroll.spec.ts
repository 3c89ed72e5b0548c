import { expect, test, type Page } from './fixtures';
import { signInAsStudent } from './helpers';

// Arriving on a page moves focus to it (screen readers announce it) without scrolling the header and menu out of view;
// a failed submit of a long form takes the user to its error summary.

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

async function expectArrivedAtTop(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('banner')).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Your areas' })).toBeInViewport();
}

/** Goes to an area from the menu, opening it first where it is behind the Menu button (a phone). */
async function goFromMenu(page: Page, link: string) {
  const menu = page.getByRole('navigation', { name: 'Your areas' });
  const toggle = menu.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  await menu.getByRole('link', { name: link }).click();
}

for (const { name, viewport } of viewports) {
  test.describe(name, () => {
    test.use({ viewport });

    test('each arrival focuses the page and keeps the header and menu in view (scrollY 0)', async ({ page }) => {
      await signInAsStudent(page);
      await expectArrivedAtTop(page, 'Student dashboard');
      await goFromMenu(page, 'My classes');
      await expectArrivedAtTop(page, 'My private classes');
      // From a page scrolled down, the next page still starts at the top.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await goFromMenu(page, 'Payments');
      await expectArrivedAtTop(page, 'Payment history');
    });

    test('an empty tutor registration sent from the bottom focuses the error summary, in view', async ({ page }) => {
      await page.goto('/signup');
      await page.getByLabel('Email').fill(`focus-${name}-${Date.now()}@e2e.test`);
      await page.getByLabel('Password').fill('Strong#2026');
      await page.getByRole('radio', { name: 'Teach (tutor account)' }).check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/tutor-registration$/);
      const save = page.getByRole('button', { name: 'Save and continue' });
      await save.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await save.click();
      const summary = page.getByRole('main').getByRole('alert').first();
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    });
  });
}
