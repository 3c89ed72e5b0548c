import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { AUTH_EMULATOR_URL } from '../../scripts/services.mjs';

const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.test`;

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

test('a guarded route sends a visitor to / and, after sign-in, back to the origin', async ({ page }) => {
  await page.goto('/tutor-account?tab=2');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signIn(page, DEMO.tutor.email, DEMO.tutor.password);
  await expect.poll(() => path(page)).toBe('/tutor-account?tab=2');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the demo student signs in with the Auth emulator, and sign-out returns to / and locks the guard again', async ({ page }) => {
  await page.goto('/student-payment-history');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await expect.poll(() => path(page)).toBe('/student-payment-history');
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('TOKEN'), device: localStorage.getItem('platformKeyUser') }));
  expect(stored.token?.split('.')).toHaveLength(3);
  expect(stored.device).toMatch(/^[A-Za-z0-9]{16}$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const after = await page.evaluate(() => ({ token: localStorage.getItem('TOKEN'), device: localStorage.getItem('platformKeyUser') }));
  expect(after).toEqual({ token: null, device: stored.device });
  await page.goto('/student-payment-history');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password is explained in words', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.tutor.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The password is not right. Try again or reset your password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a hostile return path is refused', async ({ page }) => {
  // The origin only ever comes from router state; forge it the way a crafted history entry would.
  await page.goto('/');
  await page.evaluate(() => {
    history.replaceState({ usr: { from: '//evil.example/steal' }, key: 'x', idx: 0 }, '', '/login');
  });
  await page.reload();
  await signIn(page, DEMO.tutor.email, DEMO.tutor.password);
  // Home while the profile backend is not bound (role unknown), the tutor dashboard once it is.
  await expect.poll(() => ['/', '/tutor-dashboard'].includes(path(page))).toBe(true);
  expect(page.url()).not.toContain('evil.example');
  expect(new URL(page.url()).host).toMatch(/^localhost:\d+$/);
});

test('sign-up with a weak password says why; a good one creates the account and opens registration', async ({ page }) => {
  await page.goto('/signup');
  const email = uniqueEmail();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('abc');
  await page.getByRole('radio', { name: 'Teach (tutor account)' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('Use at least 6 characters.');
  await page.getByLabel('Password').fill('Strong#2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/tutor-registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your tutor profile' })).toBeVisible();
  // The new account signs in again after signing out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await signIn(page, email, 'Strong#2026');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the password reset email is sent through the emulator', async ({ page, request }) => {
  await page.goto('/forget-password');
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to reset the password is on its way');
  const emulator = AUTH_EMULATOR_URL as string;
  const { oobCodes } = (await (await request.get(`${emulator}/emulator/v1/projects/demo-tutoring/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string }[];
  };
  expect(oobCodes.some((code) => code.email === DEMO.student.email && code.requestType === 'PASSWORD_RESET')).toBe(true);
});

test('a new user signs in with a phone number and the SMS code the emulator issued, then registers without an email', async ({ page, request }) => {
  const phone = `+1555${`${Date.now()}`.slice(-7)}`;
  await page.goto('/login');
  const phoneForm = page.getByRole('form', { name: 'Phone sign-in' });
  await phoneForm.getByLabel('Phone number').fill(phone);
  await phoneForm.getByRole('button', { name: 'Send code' }).click();
  await expect(phoneForm.getByText(`We sent a 6-digit code by SMS to ${phone}.`)).toBeVisible();
  await expect(phoneForm.getByLabel('Code from the SMS')).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Offline no SMS leaves the machine: the emulator keeps the code it "sent".
  const emulator = AUTH_EMULATOR_URL as string;
  const { verificationCodes } = (await (await request.get(`${emulator}/emulator/v1/projects/demo-tutoring/verificationCodes`)).json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phone).at(-1)?.code;
  expect(code).toMatch(/^[0-9]{6}$/);
  await phoneForm.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
  await phoneForm.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not right.');
  await phoneForm.getByLabel('Code from the SMS').fill(code ?? '');
  await phoneForm.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/student-registration$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // A phone-only account (no email) can register its profile too.
  await page.getByLabel('First name').fill('Kiran');
  await page.getByLabel('Last name').fill('Das');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
});

for (const route of ['/login', '/signup', '/forget-password']) {
  test(`${route} has no axe violations, also with its errors showing`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('button', { name: /Sign in|Create account|Send reset link/ }).first().click();
    await expect(page.getByText('Enter your email.')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
