// Helpers for the tutor's end-to-end specs: create a private class (and have the demo student buy it), a course with its
// sessions, reprice a course and start an instant class, through the forms.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { buyInTestCheckout, classCard, localTimeOf, mockDb, signInAsStudent, signInAsTutor } from './helpers';

/** Opens a card's menu of secondary actions (its button is named after the card's object) and chooses `item`. */
export async function chooseFromMenu(page: Page, card: Locator, name: string, item: string): Promise<void> {
  await card.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** On /tutor-dashboard: creates a private class with the form; returns its class code (the video channel). */
export async function createPrivateClass(
  page: Page,
  input: { name: string; startsAt: Date; durationMinutes: number; price: number; transactionFees: number },
): Promise<string> {
  const form = page.getByRole('form', { name: 'Create a private class' });
  await form.getByLabel('Class name').fill(input.name);
  await form.getByLabel('Duration (minutes)').fill(String(input.durationMinutes));
  await form.getByLabel('Date and time').fill(await localTimeOf(DEMO.tutor.uid, input.startsAt));
  await form.getByLabel('Price').fill(String(input.price));
  await form.getByLabel('Transaction fees').fill(String(input.transactionFees));
  await form.getByLabel('Currency').selectOption('INR');
  await form.getByRole('button', { name: 'Create class' }).click();
  await expect(form.getByRole('status')).toContainText(`“${input.name}” is scheduled`);
  const stored = (await mockDb()).privateClasses.find((record) => record.ClassName === input.name);
  expect(stored).toBeDefined();
  return stored!.ClassLink;
}

/** On a course's session page: adds a weekly series of `count` sessions from `startsAt` (a series of one keeps the title as typed). */
export async function addSeries(page: Page, input: { title: string; startsAt: Date; durationMinutes: number; count: number }): Promise<void> {
  const series = page.getByRole('form', { name: 'Add a weekly series of sessions' });
  await series.getByLabel('Session title').fill(input.title);
  await series.getByLabel('First session date and time').fill(await localTimeOf(DEMO.tutor.uid, input.startsAt));
  await series.getByLabel('Duration (minutes)').fill(String(input.durationMinutes));
  await series.getByLabel('Number of weekly sessions').fill(String(input.count));
  await series.getByRole('button', { name: 'Add sessions' }).click();
  await expect(series.getByRole('status')).toHaveText(input.count === 1 ? '1 session added.' : `${input.count} sessions added.`);
}

/** The demo tutor creates a private class and the demo student buys it in the test checkout; returns its code. */
export async function boughtPrivateClass(
  tutor: Page,
  student: Page,
  input: { name: string; startsAt: Date; durationMinutes: number; price: number; transactionFees: number },
): Promise<string> {
  await signInAsTutor(tutor);
  const code = await createPrivateClass(tutor, input);
  await signInAsStudent(student);
  await buyInTestCheckout(student, 'private', code);
  return code;
}

/**
 * From /tutor-dashboard: creates a group course, then one session of it with the weekly-series form; ends on the
 * course's session page. Returns the course's code and ClassID.
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

  await addSeries(page, { ...input.session, count: 1 });
  const course = (await mockDb()).courses.find((record) => record.ClassID === classId);
  expect(course).toMatchObject({ CourseName: input.name, Status: 'Open' });
  return { code: course!.ClassLink, classId };
}

/** The demo tutor creates a course (its first session, then weekly series) and the demo student buys it; returns its code and ClassID. */
export async function boughtCourse(
  tutor: Page,
  student: Page,
  input: Parameters<typeof createCourseWithOneSession>[1] & { series: Parameters<typeof addSeries>[1][] },
): Promise<{ code: string; classId: number }> {
  await signInAsTutor(tutor);
  const course = await createCourseWithOneSession(tutor, input);
  for (const series of input.series) await addSeries(tutor, series);
  await signInAsStudent(student);
  await buyInTestCheckout(student, 'course', course.code);
  return course;
}

/** Opens /course-class and saves `price` as the course's new price with its Edit form; returns the course's card. */
export async function repriceCourse(page: Page, courseName: string, price: number): Promise<Locator> {
  await page.goto('/course-class');
  const course = classCard(page, courseName);
  await chooseFromMenu(page, course, courseName, 'Edit');
  const form = course.getByRole('form', { name: `Edit ${courseName}` });
  await form.getByLabel('Price').fill(String(price));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(course.getByText(`“${courseName}” is saved.`)).toBeVisible();
  return course;
}

/** Signs in as the demo tutor and starts an instant class; returns its panel, the participant link to send, and its code. */
export async function startInstantClass(page: Page, title: string): Promise<{ panel: Locator; link: string; code: string }> {
  await signInAsTutor(page);
  const panel = page.getByRole('region', { name: 'Instant class', exact: true });
  await panel.getByLabel('Instant class title').fill(title);
  await panel.getByRole('button', { name: 'Start instant class' }).click();
  await expect(panel.getByRole('status')).toContainText('Your instant class is ready.');
  // The link is not shown (no class code on screen; its button copies it): made from the stored class, as the app makes it.
  await expect(panel.getByRole('button', { name: 'Copy the participant link' })).toBeVisible();
  const { instantClasses } = (await mockDb()) as unknown as { instantClasses: { Title: string; ClassCode: string }[] };
  const stored = instantClasses.find((record) => record.Title === title);
  expect(stored).toBeDefined();
  const link = `${new URL(page.url()).origin}/instant-classroom/${stored!.ClassCode}/2`;
  expect(link).toMatch(/\/instant-classroom\/[A-Za-z0-9]{16}\/2$/);
  return { panel, link, code: link.split('/').at(-2)! };
}
