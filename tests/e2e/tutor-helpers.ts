// Helpers for the tutor's end-to-end specs: sign in as the demo tutor, list what axe finds, reset the mock backend.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from '../../mock-server/demo-data.mjs';

export async function axeViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function signInAsDemoTutor(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.tutor.email);
  await page.getByLabel('Password').fill(DEMO.tutor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tutor-dashboard$/);
}

/** Back to the demo seed, so each test (and the specs after this one) starts from the same data. */
export async function resetMock(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/__admin/reset')).ok()).toBe(true);
}
