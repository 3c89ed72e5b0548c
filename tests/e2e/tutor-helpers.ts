// Helpers for the tutor's end-to-end specs: sign in as the demo tutor, list what axe finds, reset the mock backend,
// create a private class or a course with a session through the forms.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { isoToZonedLocal } from '../../src/domain/zoned-time';
import { mockDb } from './helpers';

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
export async function resetMock(): Promise<void> {
  expect((await adminFetch('/__admin/reset', { method: 'POST' })).ok).toBe(true);
}

/** The instant as a datetime-local value ('YYYY-MM-DDTHH:mm') in the demo tutor's profile time zone (what the forms take). */
async function inTutorZone(instant: Date): Promise<string> {
  const zone = (await mockDb()).users.find((user) => user.UserID === DEMO.tutor.uid)!.TimeZone;
  return isoToZonedLocal(instant, zone);
}

/** On /tutor-dashboard: creates a private class with the form; returns its class code (the video channel). */
export async function createPrivateClass(
  page: Page,
  input: { name: string; startsAt: Date; durationMinutes: number; price: number; transactionFees: number },
): Promise<string> {
  const form = page.getByRole('form', { name: 'Create a private class' });
  await form.getByLabel('Class name').fill(input.name);
  await form.getByLabel('Duration (minutes)').fill(String(input.durationMinutes));
  await form.getByLabel('Date and time').fill(await inTutorZone(input.startsAt));
  await form.getByLabel('Price').fill(String(input.price));
  await form.getByLabel('Transaction fees').fill(String(input.transactionFees));
  await form.getByLabel('Currency').selectOption('INR');
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(form.getByRole('status')).toContainText(`“${input.name}” is scheduled`);
  const stored = (await mockDb()).privateClasses.find((record) => record.ClassName === input.name);
  expect(stored).toBeDefined();
  return stored!.ClassLink;
}

/**
 * From /tutor-dashboard: creates a group course, then one session of it with the weekly-series form (a series of one
 * keeps the title as typed); ends on the course's session page. Returns the course's code and ClassID.
 */
export async function createCourseWithOneSession(
  page: Page,
  input: { name: string; price: number; transactionFees: number; session: { title: string; startsAt: Date; durationMinutes: number } },
): Promise<{ code: string; classId: number }> {
  await page.getByRole('link', { name: 'Create a group course' }).click();
  await expect(page).toHaveURL(/\/course-class$/);
  const form = page.getByRole('form', { name: 'Create a group course' });
  await form.getByLabel('Course name').fill(input.name);
  await form.getByLabel('Description').fill('A short course to try the whole journey.');
  await form.getByLabel('Topic').selectOption({ index: 1 });
  await form.getByLabel('Price').fill(String(input.price));
  await form.getByLabel('Transaction fees').fill(String(input.transactionFees));
  await form.getByLabel('Capacity (students)').fill('10');
  await form.getByRole('button', { name: 'Create course' }).click();
  await form.getByRole('link', { name: `Manage sessions of ${input.name}` }).click();
  await expect(page).toHaveURL(/\/course-class\/managesession\/\d+$/);
  const classId = Number(new URL(page.url()).pathname.split('/').pop());

  const series = page.getByRole('form', { name: 'Add a weekly series of sessions' });
  await series.getByLabel('Session title').fill(input.session.title);
  await series.getByLabel('First session date and time').fill(await inTutorZone(input.session.startsAt));
  await series.getByLabel('Duration (minutes)').fill(String(input.session.durationMinutes));
  await series.getByLabel('Number of weekly sessions').fill('1');
  await series.getByRole('button', { name: 'Add sessions' }).click();
  await expect(series.getByRole('status')).toHaveText('1 session added.');
  const course = (await mockDb()).courses.find((record) => record.ClassID === classId);
  expect(course).toMatchObject({ CourseName: input.name, Status: 'Open' });
  return { code: course!.ClassLink, classId };
}
