import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { toasts } from './helpers';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { fileURLToPath } from 'node:url';
import { DEMO } from '../../mock-server/demo-data.mjs';

const PNG = fileURLToPath(new URL('../contract/fixtures/pixel.png', import.meta.url));

async function axeViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in means the sign-in flow has gone on (dashboard, or registration for a new account): the Sign out button
  // shows as soon as the provider says so, before the token and profile are stored.
  await expect(page).toHaveURL(/-(dashboard|registration)$/);
}

const storedProfile = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('USER_PROFILE') ?? 'null') as Record<string, unknown> | null);

test.beforeEach(async () => {
  // The demo records come back as seeded (bio, photo, time zone), so other specs see them unchanged.
  expect((await adminFetch('/__admin/reset', { method: 'POST' })).ok).toBe(true);
});

test('the demo tutor edits the bio and uploads a photo; both stay after a reload and the public page shows the bio', async ({ page }) => {
  await signIn(page, DEMO.tutor.email, DEMO.tutor.password);
  await page.goto('/tutor-profile');
  const form = page.getByRole('form', { name: 'My profile' });
  await expect(form.getByLabel('Short bio')).toHaveValue('Maths and English tutor with ten years of classroom experience.');
  await expect(form.getByRole('checkbox', { name: 'Mathematics' })).toBeChecked();
  const publicPage = page.getByRole('region', { name: 'Your public page' });
  await expect(publicPage.getByRole('link', { name: /^http:\/\/localhost:\d+\/course\/demo-tutor$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A file of another type is refused in the browser: nothing goes to /FileUpload.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/FileUpload')) uploads.push(request.url());
  });
  await form.getByLabel('Profile photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(form.getByText('“notes.txt” is not a PNG, JPEG or WebP image. Choose one of those; nothing was uploaded.')).toBeVisible();
  expect(uploads).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  const bio = `Algebra and geometry, one step at a time (${Date.now()}).`;
  await form.getByLabel('Short bio').fill(bio);
  await form.getByLabel('Profile photo').setInputFiles(PNG);
  await expect(form.getByText('“pixel.png” is uploaded.')).toBeVisible();
  expect(uploads).toHaveLength(1);
  await expect(form.getByRole('img', { name: 'Profile photo (new, preview)' })).toBeVisible();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(toasts(page).filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  expect(await storedProfile(page)).toMatchObject({ Bio: bio, PhotoURL: expect.stringMatching(/\/api\/uploads\/[a-z0-9]+\.png$/) });

  await page.reload();
  await expect(form.getByLabel('Short bio')).toHaveValue(bio);
  const photo = form.getByRole('img', { name: 'Profile photo (current)' });
  await expect(photo).toHaveAttribute('src', /\/api\/uploads\/[a-z0-9]+\.png$/);
  // The saved address really serves the uploaded image.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await publicPage.getByRole('link', { name: /^http:\/\/localhost:\d+\/demo-tutor$/ }).click();
  await expect(page).toHaveURL(/\/demo-tutor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
  await expect(page.getByText(bio)).toBeVisible();
});

test('the demo tutor sees the account page, and a student page of the profile leads to their own', async ({ page }) => {
  await signIn(page, DEMO.tutor.email, DEMO.tutor.password);
  await page.goto('/student-profile');
  await expect(page).toHaveURL(/\/tutor-profile$/);
  await page.getByRole('link', { name: 'Account and password' }).click();
  await expect(page).toHaveURL(/\/tutor-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(DEMO.tutor.email)).toBeVisible();
  const more = page.getByRole('navigation', { name: 'More' });
  await expect(more.getByRole('link', { name: 'Bank accounts' })).toHaveAttribute('href', '/add-bank');
  await expect(more.getByRole('link', { name: 'Withdraw earnings' })).toHaveAttribute('href', '/tutor-cash-withdrawal');
  await expect(more.getByRole('link', { name: 'Payment history' })).toHaveAttribute('href', '/tutor-payment-history');
  expect(await axeViolations(page)).toEqual([]);
  const passwordForm = page.getByRole('form', { name: 'Change your password' });
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('Enter your current password.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the demo student changes the time zone; it stays after a reload and in USER_PROFILE', async ({ page }) => {
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await page.goto('/student-profile');
  const form = page.getByRole('form', { name: 'My profile' });
  await expect(form.getByLabel('Time zone')).toHaveValue('Asia/Kolkata');
  await expect(page.getByRole('region', { name: 'Your tutor' }).getByRole('link', { name: 'Asha Rao’s page' })).toHaveAttribute('href', '/demo-tutor');
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Phone number').fill('98');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByLabel('Phone number')).toHaveAccessibleDescription(/Use international format, e\.g\. \+919876543210\.$/);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByLabel('Phone number').fill('+919800000002');
  await form.getByLabel('Time zone').selectOption('America/New_York');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(toasts(page).filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  expect(await storedProfile(page)).toMatchObject({ TimeZone: 'America/New_York', SelectedTutorSlug: 'demo-tutor' });

  await page.reload();
  await expect(form.getByLabel('Time zone')).toHaveValue('America/New_York');
  await expect(page.getByRole('region', { name: 'Your tutor' }).getByRole('link', { name: 'Asha Rao’s page' })).toBeVisible();

  await page.goto('/student-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'Bank accounts' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a new user changes the password; a wrong current one is refused, then only the new one signs in', async ({ page }) => {
  const email = `pw-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@demo.test`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Before#2026');
  await page.getByRole('radio', { name: 'Learn (student account)' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/student-registration$/);

  await page.goto('/student-account');
  await expect(page.getByText(email)).toBeVisible();
  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel('Current password').fill('not-it');
  await form.getByLabel('New password', { exact: true }).fill('After#2026');
  await form.getByLabel('New password again').fill('After#2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('The current password is not right.');
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Current password').fill('Before#2026');
  await form.getByLabel('New password', { exact: true }).fill('abc');
  await form.getByLabel('New password again').fill('abc');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText('Use at least 6 characters.');

  await form.getByLabel('New password', { exact: true }).fill('After#2026');
  await form.getByLabel('New password again').fill('After#2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password is changed. Use the new one the next time you sign in.');

  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Before#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The password is not right.');
  await signIn(page, email, 'After#2026');
  await expect(page).toHaveURL(/\/student-registration$/);
});
