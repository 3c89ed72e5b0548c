// Calendar apps (issue 39): a student books a time from the tutor's hours and pays; the booking confirmation offers the
// class's .ics file; the student connects a calendar on the account page, and the copied address, read as a calendar
// app reads it (no sign-in), lists that class; once turned off, the same address answers 404.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { axeViolations, payInTestCheckout, resetMock, saveDemoTutorHours, signInAsStudent, toasts } from './helpers';

/** The class a trial booked with the demo tutor is called, and its event's title in the student's calendar. */
const TRIAL_NAME = 'Trial lesson with Asha Rao';
const TRIAL_SUMMARY = `SUMMARY:${TRIAL_NAME} (Asha Rao)`;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async () => {
  await resetMock();
  await saveDemoTutorHours();
});

test('a class booked from the hours: its .ics from the confirmation, then in the calendar feed until it is turned off', async ({ page, request }) => {
  // Booked from the tutor's hours (held, then paid): the confirmation offers the class's calendar file.
  await signInAsStudent(page);
  await page.goto(`/${DEMO.tutor.slug}`);
  const slot = page.getByRole('button', { name: /^Book .* on .*, 30 min$/ }).first();
  await slot.click();
  await expect(page).toHaveURL(/\/private-class-checkout\/\w+$/);
  await payInTestCheckout(page);
  await expect(page).toHaveURL(/\/student-private-class\/\w+$/);
  const code = new URL(page.url()).pathname.split('/').pop()!;
  const confirmation = page.getByRole('region', { name: 'Your class' });
  await expect(confirmation.getByRole('status')).toHaveText(`Payment received: “${TRIAL_NAME}” is booked and paid. Its time, joining and calendar file are below.`);
  const downloading = page.waitForEvent('download');
  await confirmation.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const file = await readFile(await download.path(), 'utf8');
  expect(file).toContain(`UID:${code}@tutorhub\r\n`);
  expect(file).toContain(`${TRIAL_SUMMARY}\r\n`);

  // The account page: connect a calendar; the address is copied, never shown.
  await page.goto('/student-account');
  const calendar = page.getByRole('region', { name: 'Calendar apps' });
  await calendar.getByRole('button', { name: 'Connect a calendar' }).click();
  const copy = calendar.getByRole('button', { name: 'Copy address' });
  await expect(copy).toBeFocused();
  await copy.click();
  await expect(toasts(page).filter({ hasText: 'Address copied.' })).toBeVisible();
  const address = await page.evaluate(() => navigator.clipboard.readText());
  expect(address).toMatch(/\/CalendarFeed\?Token=[A-Za-z0-9]{32}$/);
  expect(await page.locator('body').innerText()).not.toContain(new URL(address).searchParams.get('Token'));
  expect(await axeViolations(page)).toEqual([]);

  // A calendar app reads it with the address alone: the student's booked class is there.
  const feed = await request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = await feed.text();
  expect(ics).toContain(`UID:${code}@tutorhub\r\n`);
  expect(ics).toContain(`${TRIAL_SUMMARY}\r\n`);

  // Turned off (confirmed in a dialog): the same address answers 404 at once.
  await calendar.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off calendar apps?' });
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(calendar.getByRole('button', { name: 'Connect a calendar' })).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Calendar apps are turned off.' })).toBeVisible();
  expect((await request.get(address)).status()).toBe(404);
});
