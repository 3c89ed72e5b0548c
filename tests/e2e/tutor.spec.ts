import { expect, test } from './fixtures';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { fileURLToPath } from 'node:url';
import { axeViolations, mockDb, payments, signInAndOpen, signInAsTutor, toasts } from './helpers';
import { chooseFromMenu } from './tutor-helpers';

const COVER_PNG = fileURLToPath(new URL('../contract/fixtures/pixel.png', import.meta.url));

// A wall-clock time next year, so it is in the future whatever the date today.
const nextYear = new Date().getUTCFullYear() + 1;
const stamp = `${Date.now()}`.slice(-6);

test.beforeEach(async ({ context }) => {
  expect((await adminFetch('/__admin/reset', { method: 'POST' })).ok).toBe(true);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('the tutor creates a private class, copies its link and cancels it; it stays after a reload', async ({ page }) => {
  await signInAsTutor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tutor dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: DEMO.privateClass.className })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const name = `Geometry ${stamp}`;
  const form = page.getByRole('form', { name: 'Create a private class' });
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(form.getByText('Enter a class name.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByLabel('Class name').fill(name);
  await form.getByLabel('Duration (minutes)').fill('45');
  await form.getByLabel('Date and time').fill(`${nextYear}-02-03T17:30`);
  await form.getByLabel('Price').fill('650');
  await form.getByLabel('Currency').selectOption('INR');
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(form.getByRole('status')).toContainText(`“${name}” is scheduled`);

  await page.reload();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(card).toContainText(`${nextYear}, 5:30 PM`);
  await expect(card).toContainText('Scheduled');
  await expect(card).toContainText('Opens at');
  await expect(card).toContainText(`${nextYear}, 5:20 PM`);
  await card.getByRole('button', { name: 'Copy share link' }).click();
  await expect(toasts(page).filter({ hasText: 'Link copied.' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/private-class-checkout\/[A-Za-z0-9]+$/);

  await chooseFromMenu(page, card, name, 'Cancel class');
  await card.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(card.getByText('Cancelled. Nobody had paid, so nothing is refunded.')).toBeFocused();
  await page.reload();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) })).toContainText('Cancelled');
});

test('the tutor creates a course, adds a weekly series, edits and removes sessions; overlaps are refused', async ({ page }) => {
  await signInAsTutor(page);
  await page.getByRole('link', { name: 'Create a group course' }).click();
  await expect(page).toHaveURL(/\/course-class$/);
  await expect(page.getByRole('heading', { level: 3, name: DEMO.course.courseName })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const course = `Chemistry ${stamp}`;
  const form = page.getByRole('form', { name: 'Create a group course' });
  await form.getByLabel('Course name').fill(course);
  await form.getByLabel('Description').fill('Four weeks of school chemistry.');
  await form.getByLabel('Topic').selectOption({ index: 1 });
  await form.getByLabel('Price').fill('1500');
  await form.getByLabel('Capacity (students)').fill('12');
  await form.getByLabel('Cover image').setInputFiles(COVER_PNG);
  await expect(form.getByText('“pixel.png” is uploaded.')).toBeVisible();
  await form.getByRole('button', { name: 'Create course' }).click();
  // The cover went through /FileUpload and is served back by the mock.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: course }) });
  const cover = card.locator('img.course-cover');
  await expect(cover).toHaveAttribute('src', /\/api\/uploads\/[a-z0-9]+\.png$/);
  await cover.scrollIntoViewIfNeeded(); // loading="lazy": fetched once it is near the viewport
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await form.getByRole('link', { name: `Manage sessions of ${course}` }).click();
  await expect(page).toHaveURL(/\/course-class\/managesession\/\d+$/);
  await expect(page.getByText('No sessions yet. Students can enrol once the course has one: add a weekly series below.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const series = page.getByRole('form', { name: 'Add a weekly series of sessions' });
  await series.getByLabel('Session title').fill('Week');
  await series.getByLabel('First session date and time').fill(`${nextYear}-03-01T18:00`);
  await series.getByLabel('Number of weekly sessions').fill('3');
  await series.getByRole('button', { name: 'Add sessions' }).click();
  await expect(series.getByRole('status')).toHaveText('3 sessions added.');

  await page.reload();
  for (const title of ['Week 1', 'Week 2', 'Week 3']) await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Week 2' })).toContainText(`8 Mar ${nextYear}, 6:00 PM`);

  // The same series again overlaps: refused with a clear message, nothing added.
  await series.getByLabel('Session title').fill('Clash');
  await series.getByLabel('First session date and time').fill(`${nextYear}-03-01T18:30`);
  await series.getByLabel('Number of weekly sessions').fill('1');
  await series.getByRole('button', { name: 'Add sessions' }).click();
  await expect(series.getByRole('alert')).toContainText("Session 1: This time overlaps your session 'Week 1'");
  expect(await axeViolations(page)).toEqual([]);

  const week2 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Week 2' }) });
  await chooseFromMenu(page, week2, 'Week 2', 'Edit');
  const edit = week2.getByRole('form', { name: 'Edit Week 2' });
  await edit.getByLabel('Session title').fill('Week 2: acids');
  await edit.getByLabel('Date and time').fill(`${nextYear}-03-09T19:15`);
  await edit.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('“Week 2: acids” is saved.')).toBeVisible();

  const week3 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Week 3' }) });
  await chooseFromMenu(page, week3, 'Week 3', 'Remove');
  await week3.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Week 3' })).toHaveCount(0);

  await page.reload();
  const edited = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Week 2: acids' }) });
  await expect(edited).toContainText(`9 Mar ${nextYear}, 7:15 PM`);
  await expect(page.getByRole('heading', { level: 3, name: 'Week 3' })).toHaveCount(0);
  await page.goto('/course-class');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: course }) })).toContainText('2 sessions');
});

test('the tutor starts an instant class, copies the participant link and enters as the host', async ({ page }) => {
  await signInAsTutor(page);
  const panel = page.getByRole('region', { name: 'Instant class', exact: true });
  await panel.getByLabel('Instant class title').fill(`Doubts ${stamp}`);
  await panel.getByRole('button', { name: 'Start instant class' }).click();
  await panel.getByRole('button', { name: 'Copy the participant link' }).click();
  await expect(toasts(page).filter({ hasText: 'Link copied.' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/instant-classroom\/[A-Za-z0-9]{16}\/2$/);
  expect(await axeViolations(page)).toEqual([]);
  const code = link.split('/').at(-2)!;
  // The class lives on the backend.
  const db = (await (await adminFetch('/__admin/db')).json()) as { instantClasses: { ClassCode: string; Status: string }[] };
  expect(db.instantClasses.find((c) => c.ClassCode === code)?.Status).toBe('Live');
  await panel.getByRole('link', { name: 'Start the class (host)' }).click();
  await expect(page).toHaveURL(new RegExp(`/tutor-instant-class/${code}$`));
  await page.reload();
  await expect(page.getByText('You join as Host.')).toBeVisible();
});

test('the tutor adds a bank account and requests a withdrawal within the balance', async ({ page }) => {
  await signInAsTutor(page);
  await page.getByRole('link', { name: 'Add a bank account' }).click();
  await expect(page).toHaveURL(/\/add-bank$/);
  await expect(page.getByRole('region', { name: 'Your bank accounts' }).getByRole('listitem').first()).toContainText('account ending');
  expect(await axeViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Add a bank account' });
  await form.getByLabel('Account holder name').fill('Asha Rao');
  await form.getByLabel('Account number', { exact: true }).fill('123456789012');
  await form.getByLabel('Account number again').fill('123456789013');
  await form.getByLabel('IFSC code').fill('SBI001234');
  await form.getByLabel('Bank name').fill('State Bank of India');
  await form.getByRole('button', { name: 'Save bank account' }).click();
  await expect(form.getByText('The account numbers do not match.')).toBeVisible();
  await expect(form.getByText(/Enter an IFSC code like SBIN0001234/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByLabel('Account number again').fill('123456789012');
  await form.getByLabel('IFSC code').fill('sbin0001234');
  await form.getByRole('button', { name: 'Save bank account' }).click();
  await expect(form.getByRole('status')).toHaveText('Bank account ending 9012 is saved.');

  await page.reload();
  await expect(page.getByText('account ending 9012 · IFSC SBIN0001234')).toBeVisible();
  await expect(page.getByText('123456789012')).toHaveCount(0);

  await page.getByRole('link', { name: 'Withdraw earnings' }).click();
  await expect(page).toHaveURL(/\/tutor-cash-withdrawal$/);
  const request = page.getByRole('form', { name: 'Request a withdrawal' });
  await expect(request).toBeVisible();
  await request.getByLabel('To bank account').selectOption({ label: 'State Bank of India · account ending 9012 · IFSC SBIN0001234' });
  expect(await axeViolations(page)).toEqual([]);
  const hint = await request.getByText(/A whole number, at most/).textContent();
  // The balance in the app's money format (Intl currency, e.g. '₹2,710'): its symbol, then the grouped whole amount.
  const [, symbol, digits] = /at most (\D+)([\d,]+)\.$/.exec(hint!)!;
  const available = Number(digits!.replaceAll(',', ''));
  const money = (amount: number) => `${symbol}${amount.toLocaleString('en')}`;
  expect(available).toBeGreaterThan(1);
  await request.getByLabel('Amount').fill(String(available + 1));
  await request.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(request.getByText(`You can withdraw at most ${money(available)}.`)).toBeVisible();
  await request.getByLabel('Amount').fill('1.5');
  await request.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(request.getByText('Enter a whole number, 1 or more.')).toBeVisible();
  await request.getByLabel('Amount').fill('1');
  await request.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(request.getByRole('status')).toHaveText(`Withdrawal of ${money(1)} requested.`);

  await page.reload();
  const history = page.getByRole('region', { name: 'Past withdrawals' });
  await expect(history.getByRole('row').filter({ hasText: 'ending 9012' })).toContainText('Requested');
  await expect(page.getByRole('form', { name: 'Request a withdrawal' }).getByText(`at most ${money(available - 1)}.`)).toBeVisible();

  // A 360 px phone: the withdrawals and the dashboard's balances scroll inside their own focusable regions, never the page.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('region', { name: 'Withdrawals with their status (table)' })).toHaveAttribute('tabindex', '0');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/tutor-dashboard');
  await expect(page.getByRole('region', { name: 'Balances per currency (table)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
});

test('a course with no session yet cannot be enrolled in: its page says so, and the checkout gives the reason', async ({ page, browser }) => {
  const course = `Unscheduled ${Date.now()}`.slice(0, 30);
  await signInAsTutor(page);
  await page.goto('/course-class');
  const form = page.getByRole('form', { name: 'Create a group course' });
  await form.getByLabel('Course name').fill(course);
  await form.getByLabel('Topic').selectOption({ index: 1 });
  await form.getByLabel('Price').fill('700');
  await form.getByRole('button', { name: 'Create course' }).click();
  await expect(form.getByRole('link', { name: `Manage sessions of ${course}` })).toBeVisible();
  const code = (await mockDb()).courses.find((record) => record.CourseName === course)!.ClassLink;

  // A student, in another browser.
  const student = await (await browser.newContext()).newPage();
  await signInAndOpen(student, `/course-class-checkout/${code}`);
  await student.getByRole('button', { name: 'Pay Now' }).click();
  await expect(student.getByRole('alert')).toContainText('This course has no sessions scheduled yet; it takes bookings once its tutor adds them.');
  expect(await payments(code)).toEqual([]);
  await student.goto(`/course/${DEMO.tutor.slug}`);
  const card = student.getByRole('listitem').filter({ has: student.getByRole('heading', { level: 3, name: course }) });
  await expect(card).toContainText('Sessions to be announced: you can enrol once the tutor schedules them.');
  await expect(card.getByRole('button', { name: /Enrol/ })).toHaveCount(0);
  expect(await axeViolations(student)).toEqual([]);
  await student.context().close();
});
