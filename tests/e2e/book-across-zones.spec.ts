// Issue 39's journey, in two browser contexts on two continents: the demo tutor (Asia/Kolkata) publishes hours on
// /tutor-availability; a new student signs up in America/New_York, finds the tutor through search, books a trial time
// and then a regular lesson from the tutor's page, and pays for both in the offline checkout. Each side sees the same
// instants on its own wall clock; the booked time is gone for another student; when the clocks reach the trial, the
// tutor starts it and the student joins, both from their dashboards, and they see each other.
// The mock's admin API is only read (what was stored) and used for its test clock, never for a journey step.
import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { mondayOf } from '../../src/domain/calendar-week';
import { calendarDay, formatTimeRange } from '../../src/domain/class-time';
import { availabilityText as hoursText } from '../../src/ui/features/tutor/availability/availability-text';
import { tutorPageText } from '../../src/ui/features/tutor-page/tutor-page-text';
import {
  axeViolations,
  classCard,
  expectBothInTheCall,
  findDemoTutor,
  joinClassroom,
  mockDb,
  moveClocks,
  payInTestCheckout,
  payments,
  resetMock,
  setMockClock,
  signInAsTutor,
  signUpNewStudent,
  studentJoinsFromDashboard,
  toasts,
} from './helpers';

const TUTOR_NAME = 'Asha Rao';
const TUTOR_ZONE = 'Asia/Kolkata';
const STUDENT_ZONE = 'America/New_York';
const TRIAL = `Trial lesson with ${TUTOR_NAME}`;
const REGULAR = `60-minute lesson with ${TUTOR_NAME}`;
const WEEKEND = ['Saturday', 'Sunday'];

test.use({ permissions: ['camera', 'microphone'] });

test.beforeEach(resetMock);

test.afterEach(async () => {
  // Other specs run on real time: always put the mock's clock back, whatever happened.
  await setMockClock(0);
});

/** The browser contexts this test opened, closed after it whatever happened. */
const opened: BrowserContext[] = [];

test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

/** A page of its own, in a browser context whose clock and Intl run in `timezoneId`. */
async function pageIn(browser: Browser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId, permissions: ['camera', 'microphone'] });
  opened.push(context);
  return context.newPage();
}

/** The tutor publishes every hour of every day, no notice (so a time opens within the half hour), and a 30-minute trial at ₹200. */
async function publishHours(tutor: Page): Promise<void> {
  await signInAsTutor(tutor);
  await tutor.getByRole('navigation', { name: 'Your areas' }).getByRole('link', { name: hoursText.title }).click();
  // The form is under the page's second tab (the one it opens on before the first save).
  await tutor.getByRole('tab', { name: hoursText.hoursTab }).click();
  await expect(tutor.getByRole('tab', { name: hoursText.hoursTab })).toHaveAttribute('aria-selected', 'true');
  const form = tutor.getByRole('form', { name: hoursText.formLabel });
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue(TUTOR_ZONE);
  const allDay = async (day: string) => {
    await form.getByRole('button', { name: hoursText.addRange(day) }).click();
    await form.getByRole('combobox', { name: hoursText.from(day, 1) }).selectOption('00:00');
    await form.getByRole('combobox', { name: hoursText.to(day, 1) }).selectOption('24:00');
  };
  await allDay('Monday');
  await form.getByRole('button', { name: hoursText.copyMonday }).click();
  for (const day of WEEKEND) await allDay(day);
  await form.getByRole('combobox', { name: hoursText.notice }).selectOption({ label: hoursText.noNotice });
  await form.getByRole('checkbox', { name: hoursText.offerTrial }).check();
  await form.getByRole('combobox', { name: hoursText.trialLength }).selectOption('30');
  await form.getByRole('spinbutton', { name: hoursText.trialPrice('INR') }).fill('200');
  await form.getByRole('spinbutton', { name: hoursText.trialFees('INR') }).fill('10');
  await form.getByRole('button', { name: hoursText.save }).click();
  await expect(toasts(tutor).filter({ hasText: hoursText.saved })).toHaveCount(1);
}

/** The accessible name of the slot button for `instant` as the picker words it in `zone`. */
const slotName = (instant: string, zone: string, minutes: number) =>
  tutorPageText.slotLabel(tutorPageText.slotTime(instant, zone), calendarDay(instant, zone), minutes);

/**
 * On the tutor's page: the chip `chip` chosen, the first open time of its week, or with `notBefore` the first half-hour
 * start at or after it (the tutor's ranges start at 00:00 Kolkata, on the half hour in UTC too): so a booking made in the
 * last seconds before a slot's start never races the clock. Returns that time's button name.
 */
async function openTime(page: Page, chip: RegExp | string, minutes: number, notBefore?: number): Promise<string> {
  const panel = page.getByRole('complementary', { name: 'Book a class' });
  await panel.getByRole('button', { name: chip }).click();
  await expect(panel.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'true');
  const first = panel.getByRole('button', { name: new RegExp(`^Book .* on .*, ${minutes} min$`) }).first();
  await expect(first).toBeVisible();
  if (notBefore === undefined) return (await first.getAttribute('aria-label'))!;
  const half = 30 * 60_000;
  const name = slotName(new Date(Math.ceil(notBefore / half) * half).toISOString(), STUDENT_ZONE, minutes);
  await expect(panel.getByRole('button', { name })).toBeVisible();
  return name;
}

/** The stored private class named `name` (the mock's admin read), after its payment. */
async function storedClass(name: string): Promise<{ ClassLink: string; DateTime: string; Duration: number }> {
  const db = (await mockDb()) as unknown as { privateClasses: { ClassName: string; ClassLink: string; DateTime: string; Duration: number }[] };
  return db.privateClasses.find((c) => c.ClassName === name)!;
}

test('a tutor in Kolkata publishes hours; a student in New York books a trial and a lesson, pays; the time is gone for others; both meet at the trial', async ({ browser }) => {
  test.setTimeout(240_000);
  const tutor = await pageIn(browser, TUTOR_ZONE);
  const student = await pageIn(browser, STUDENT_ZONE);
  const stamp = `${Date.now()}`.slice(-6);
  const learner = { email: `zones-${stamp}@demo.test`, firstName: 'Maya', lastName: `Ortiz${stamp}` };
  const studentName = `${learner.firstName} ${learner.lastName}`;

  await publishHours(tutor);

  // The student signs up in New York (their profile takes the browser's zone) and finds the tutor through search.
  await signUpNewStudent(student, learner);
  const users = (await mockDb()).users as { UserID: string; TimeZone: string; LastName?: string }[];
  expect(users.find((u) => u.LastName === learner.lastName)?.TimeZone).toBe(STUDENT_ZONE);
  const zones = new Map(users.map((u) => [u.UserID, u.TimeZone]));
  await findDemoTutor(student);

  // The trial: the first open time, worded on New York's clock; held, then paid.
  const trialLabel = await openTime(student, 'Trial lesson · 30 min · ₹210', 30, Date.now() + 2 * 60_000);
  expect(await axeViolations(student)).toEqual([]);
  await student.getByRole('button', { name: trialLabel }).click();
  await expect(student).toHaveURL(/\/private-class-checkout\/\w+$/);
  await expect(student.getByText(TRIAL)).toBeVisible();
  await expect(student.getByText(/^Held for you until \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await payInTestCheckout(student);
  await expect(student).toHaveURL(/\/student-private-class\/\w+$/);
  const trial = await storedClass(TRIAL);
  expect(trialLabel).toBe(slotName(trial.DateTime, STUDENT_ZONE, 30));

  // Then a regular 60-minute lesson, after the trial.
  await student.goto(`/${DEMO.tutor.slug}`);
  const regularLabel = await openTime(student, /^60 min · /, 60);
  await student.getByRole('button', { name: regularLabel }).click();
  await expect(student).toHaveURL(/\/private-class-checkout\/\w+$/);
  await expect(student.getByText(REGULAR)).toBeVisible();
  await payInTestCheckout(student);
  await expect(student).toHaveURL(/\/student-private-class\/\w+$/);
  const regular = await storedClass(REGULAR);
  expect(regularLabel).toBe(slotName(regular.DateTime, STUDENT_ZONE, 60));
  expect(Date.parse(regular.DateTime)).toBeGreaterThanOrEqual(Date.parse(trial.DateTime) + 30 * 60_000);
  // One captured payment each, from this student.
  for (const booked of [trial, regular]) {
    expect(await payments(booked.ClassLink)).toEqual([expect.objectContaining({ Status: 'captured', StudentName: studentName })]);
  }

  // Another student (Priya), in New York too, no longer sees the trial's time, though the next ones are open.
  const priya = await pageIn(browser, STUDENT_ZONE);
  await priya.goto('/login');
  await priya.getByLabel('Email').fill('priya.shah@demo.test');
  await priya.getByLabel('Password').fill(DEMO.seededPassword);
  await priya.getByRole('button', { name: 'Sign in' }).click();
  await expect(priya).toHaveURL(/\/student-dashboard$/);
  const priyaZone = zones.get('student-priya-shah')!;
  await priya.goto(`/${DEMO.tutor.slug}`);
  await openTime(priya, /^60 min · /, 60);
  // (The student's own labels above were checked against slotName, so these names are the picker's words.)
  for (const booked of [trial, regular]) await expect(priya.getByRole('button', { name: slotName(booked.DateTime, priyaZone, 60) })).toHaveCount(0);

  // The tutor's calendar (the page's first tab, once hours are saved) shows both in the trial's week, on Kolkata's clock.
  await tutor.goto('/tutor-availability');
  await expect(tutor.getByRole('tab', { name: hoursText.calendarTab })).toHaveAttribute('aria-selected', 'true');
  const onCalendar = (booked: { DateTime: string; Duration: number }, name: string) =>
    tutor.getByRole('link', { name: hoursText.eventName(name, formatTimeRange(booked.DateTime, Date.parse(booked.DateTime) + booked.Duration * 60_000, TUTOR_ZONE), false), exact: true });
  await expect(onCalendar(trial, TRIAL)).toBeVisible();
  await expect(onCalendar(trial, TRIAL)).toHaveAttribute('href', `/private-class/${trial.ClassLink}`);
  // The regular lesson follows the trial: in its week, or (booked across Sunday midnight in Kolkata) in the next.
  const trialWeek = mondayOf(calendarDay(trial.DateTime, TUTOR_ZONE));
  if (mondayOf(calendarDay(regular.DateTime, TUTOR_ZONE)) !== trialWeek) await tutor.getByRole('button', { name: hoursText.nextWeek }).click();
  await expect(onCalendar(regular, REGULAR)).toBeVisible();
  expect(await axeViolations(tutor)).toEqual([]);

  // The tutor sees both on Kolkata's clock; the student sees them on New York's.
  await tutor.goto('/tutor-dashboard');
  const tutorTrial = classCard(tutor, TRIAL);
  await expect(tutorTrial).toContainText(tutorPageText.slotTime(trial.DateTime, TUTOR_ZONE));
  await expect(classCard(tutor, REGULAR)).toContainText(tutorPageText.slotTime(regular.DateTime, TUTOR_ZONE));
  await student.goto('/student-dashboard');
  const studentTrial = student.getByRole('list', { name: 'Upcoming private classes' }).getByRole('listitem').filter({ hasText: TRIAL });
  await expect(studentTrial).toContainText(tutorPageText.slotTime(trial.DateTime, STUDENT_ZONE));

  // The clocks move to five minutes before the trial (its room opens ten before): the tutor starts it from the
  // dashboard, the student joins from theirs, and they see each other.
  await moveClocks(Math.max(0, Date.parse(trial.DateTime) - Date.now() - 5 * 60_000), [tutor, student]);
  await tutor.goto('/tutor-dashboard');
  const start = tutor.getByRole('region', { name: 'Today and upcoming' }).getByRole('link', { name: `Start class ${TRIAL}` });
  await expect(start).toBeVisible();
  await start.click();
  await expect(tutor).toHaveURL(new RegExp(`/private-class/${trial.ClassLink}$`));
  await joinClassroom(tutor, TUTOR_NAME);
  await studentJoinsFromDashboard(student, studentTrial, { name: TRIAL, path: `/private-class/${trial.ClassLink}`, studentName });
  await expectBothInTheCall(tutor, student, { tutorName: TUTOR_NAME, studentName });
});
