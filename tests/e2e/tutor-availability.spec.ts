// The tutor's bookable hours (issue 39): the demo tutor opens them from the dashboard's shortcuts, publishes Monday
// 09:00–12:00 and a trial, sees them after a reload, and GetOpenSlots then lists Monday's slots in the tutor's zone.
import { expect, test } from './fixtures';
import { axeViolations, mockDb, resetMock, signInAsTutor, toasts } from './helpers';
import { DEMO } from '../../mock-server/demo-data.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { MOCK_URL } from '../../scripts/services.mjs';
import { availabilityText as t } from '../../src/ui/features/tutor/availability/availability-text';

test.beforeEach(resetMock);
test.afterAll(resetMock);

/** The tutor's open slots from now over 15 days (two Mondays at least), as anyone asks for them. */
async function openSlots(query: Record<string, string> = {}): Promise<{ Slots: string[]; Minutes: number; Trial: boolean; TimeZone: string }> {
  const from = new Date();
  const to = new Date(from.getTime() + 15 * 86_400_000);
  const params = new URLSearchParams({ Slug: DEMO.tutor.slug, From: from.toISOString(), To: to.toISOString(), ...query });
  // Signed out, as a visitor of the public page asks: the common headers the web client sends, no Authorization.
  const response = await fetch(new URL(`/GetOpenSlots?${params}`, MOCK_URL as string), { headers: { DeviceID: 'e2eAvailability1', LangID: '1', Environment: 'Dev' } });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { Data: Awaited<ReturnType<typeof openSlots>> }).Data;
}

/** An instant as weekday and 'HH:MM' on the wall clock of `zone`. */
const wallClock = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

test('the demo tutor publishes Monday 09:00–12:00 and a trial; they stay after a reload and students get Monday’s slots', async ({ page }) => {
  expect((await openSlots()).Slots).toEqual([]);
  await signInAsTutor(page);
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page).toHaveURL(/\/tutor-availability$/);
  // Before the first save the page opens on its Hours and prices tab.
  await expect(page.getByRole('tab', { name: t.hoursTab })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: t.formLabel });
  await expect(page.getByRole('note')).toHaveText(t.firstSaveNotice);
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: t.addRange('Monday') }).click();
  await form.getByRole('combobox', { name: t.from('Monday', 1) }).selectOption('09:00');
  await form.getByRole('combobox', { name: t.to('Monday', 1) }).selectOption('12:00');
  await form.getByRole('checkbox', { name: t.offerTrial }).check();
  await form.getByRole('combobox', { name: t.trialLength }).selectOption('30');
  await form.getByRole('button', { name: t.save }).click();
  await expect(toasts(page)).toHaveText(t.saved);
  await expect(page.getByRole('note')).toHaveCount(0);

  // Saved, the page opens on its Calendar: this week's Monday has the hours (the tutor's zone), the other days none.
  await page.reload();
  await expect(page.getByRole('tab', { name: t.calendarTab })).toHaveAttribute('aria-selected', 'true');
  const days = page.getByRole('list', { name: t.daysLabel });
  await expect(days.getByRole('listitem', { name: /^Mon / })).toContainText(t.available('09:00', '12:00'));
  await expect(days.getByText(/^Available/)).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t.nextWeek }).click();
  await expect(page).toHaveURL(/[?&]week=\d{4}-\d{2}-\d{2}/);
  await expect(days.getByRole('listitem', { name: /^Mon / })).toContainText(t.available('09:00', '12:00'));

  await page.getByRole('tab', { name: t.hoursTab }).click();
  await expect(form.getByRole('combobox', { name: t.from('Monday', 1) })).toHaveValue('09:00');
  await expect(form.getByRole('combobox', { name: t.to('Monday', 1) })).toHaveValue('12:00');
  await expect(form.getByRole('checkbox', { name: t.offerTrial })).toBeChecked();
  await expect(form.getByRole('combobox', { name: t.trialLength })).toHaveValue('30');
  await expect(form.getByText(t.unavailable)).toHaveCount(6);
  expect(await axeViolations(page)).toEqual([]);

  const zone = (await mockDb()).users.find((user) => user.UserID === DEMO.tutor.uid)!.TimeZone;
  const lessons = await openSlots();
  expect(lessons.Slots.length).toBeGreaterThanOrEqual(5);
  // A 60-minute lesson starts on the half hour from 09:00 and ends by 12:00, on Mondays in the tutor's zone.
  expect(new Set(lessons.Slots.map((slot) => wallClock(slot, zone)))).toEqual(new Set(['09:00', '09:30', '10:00', '10:30', '11:00'].map((time) => `Monday ${time}`)));
  const trials = await openSlots({ Trial: 'true' });
  expect(trials).toMatchObject({ Trial: true, Minutes: 30 });
  expect(new Set(trials.Slots.map((slot) => wallClock(slot, zone)))).toEqual(new Set(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((time) => `Monday ${time}`)));
});
