// Steps several specs share: signing in, paying in the offline test checkout, reading what the mock stored, axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../../mock-server/demo-data.mjs';
// @ts-expect-error -- plain ESM module without types (as in vite.config.ts)
import { MOCK_URL } from '../../scripts/services.mjs';

export interface StoredPayment {
  PaymentID: string;
  OrderID?: string;
  ClassCode: string;
  ClassName: string;
  Kind: 'PrivateClass' | 'GroupCourse';
  Status: string;
  Amount: number;
  CurrencyType: string;
  PaidAt: string;
  StudentID: string;
  StudentName: string;
  TutorID: string;
}

/** What the mock backend holds (its admin API). */
export async function mockDb(): Promise<{ payments: StoredPayment[]; users: { UserID: string; TimeZone: string }[] }> {
  const response = await fetch(`${MOCK_URL}/__admin/db`);
  return (await response.json()) as Awaited<ReturnType<typeof mockDb>>;
}

/** Every payment the mock backend holds, or only those of one class. */
export async function payments(code?: string): Promise<StoredPayment[]> {
  const all = (await mockDb()).payments;
  return code === undefined ? all : all.filter((payment) => payment.ClassCode === code);
}

export async function axeViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function signInAsTutor(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.tutor.email);
  await page.getByLabel('Password').fill(DEMO.tutor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tutor-dashboard$/);
}

/** Opens a checkout page as the signed-out demo student, signs in from there and lands back on it. */
export async function signInAndOpen(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByLabel('Password').fill(DEMO.student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

/** Pay Now, then 'Pay' in the offline test checkout dialog. */
export async function payInTestCheckout(page: Page) {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** The <dd> after the <dt> whose text is exactly `term` (checkout lines, receipts), inside `scope`. */
export const value = (scope: Page | Locator, term: string) =>
  scope.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
