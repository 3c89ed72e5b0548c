// Booking a time from a tutor's hours (issue 39), across roles: the demo tutor's hours are saved (through the API, as
// the tutor), the demo student books a trial slot from the tutor's page and pays in the offline checkout, the tutor
// sees the class, and another student (Priya) no longer sees that time.
import { expect, test, type Page } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { axeViolations, classCard, mockDb, payInTestCheckout, resetMock, saveDemoTutorHours } from './helpers';

const TRIAL_NAME = 'Trial lesson with Asha Rao';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The first open time the panel lists (its button), once the week has loaded. */
async function firstSlot(page: Page) {
  const slot = page.getByRole('button', { name: /^Book .* on .*, 30 min$/ }).first();
  await expect(slot).toBeVisible();
  return slot;
}

test.beforeEach(async () => {
  await resetMock();
  await saveDemoTutorHours();
});

test('a student books a trial slot from the tutor’s page and pays; the tutor sees the class; another student no longer sees the time', async ({ tutor, student, browser }) => {
  // Signed out: the panel offers the trial first; choosing a time asks to sign in, and comes back to the page.
  await student.goto(`/${DEMO.tutor.slug}`);
  const panel = student.getByRole('complementary', { name: 'Book a class' });
  await expect(panel.getByRole('button', { name: 'Trial lesson · 30 min · ₹210' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: '60 min · ₹840' })).toHaveAttribute('aria-pressed', 'false');
  await firstSlot(student);
  expect(await axeViolations(student)).toEqual([]);
  await (await firstSlot(student)).click();
  await expect(student).toHaveURL(/\/login$/);
  await signIn(student, DEMO.student.email, DEMO.student.password);
  await expect(student).toHaveURL(new RegExp(`/${DEMO.tutor.slug}$`));

  // Signed in (the profile's zone): the first open time, which another student (Priya, in a context of their own and
  // the same zone) sees too.
  const slot = await firstSlot(student);
  const slotName = (await slot.getAttribute('aria-label'))!;
  const zones = new Map((await mockDb()).users.map((u) => [u.UserID, u.TimeZone]));
  expect(zones.get('student-priya-shah')).toBe(zones.get(DEMO.student.uid));
  const context = await browser.newContext();
  try {
    const priya = await context.newPage();
    await priya.goto('/login');
    await signIn(priya, 'priya.shah@demo.test', DEMO.seededPassword);
    await expect(priya).toHaveURL(/\/student-dashboard$/);
    await priya.goto(`/${DEMO.tutor.slug}`);
    await expect(priya.getByRole('button', { name: slotName })).toBeVisible();

    // The demo student holds it and pays at the private-class checkout.
    await slot.click();
    await expect(student).toHaveURL(/\/private-class-checkout\/\w+$/);
    await expect(student.getByText(TRIAL_NAME)).toBeVisible();
    await expect(student.getByText(/^Held for you until \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await payInTestCheckout(student);
    await expect(student).toHaveURL(/\/student-private-class\/\w+$/);

    // The tutor sees the class on their dashboard.
    await tutor.goto('/login');
    await signIn(tutor, DEMO.tutor.email, DEMO.tutor.password);
    await expect(tutor).toHaveURL(/\/tutor-dashboard$/);
    await expect(classCard(tutor, TRIAL_NAME)).toBeVisible();

    // The time is gone from the tutor's page for Priya; the other times are still there.
    await priya.reload();
    await firstSlot(priya);
    await expect(priya.getByRole('button', { name: slotName })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
