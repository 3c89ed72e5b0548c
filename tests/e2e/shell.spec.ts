import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

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
