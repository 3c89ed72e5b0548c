import { expect, test, type Locator } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { axeViolations, resetMock, signInAsTutor } from './helpers';
import { chooseFromMenu } from './tutor-helpers';

// The demo seed: Ravi Kumar (the demo student) booked four of Asha's classes and courses and paid for two, Priya Shah
// booked and paid for two, Arjun Mehta booked Spoken English and has not paid.
const rowsOf = (table: Locator) => table.locator('tbody tr');

test.beforeEach(async () => resetMock());
test.afterAll(async () => resetMock());

test('the tutor sees who booked what and whether they paid, and searches by name', async ({ page }) => {
  await signInAsTutor(page);
  const section = page.getByRole('region', { name: 'Students' });
  const table = section.getByRole('table', { name: 'Students' });
  await expect(section.getByRole('status')).toHaveText('7 bookings');
  await expect(rowsOf(table)).toHaveCount(7);
  const arjun = rowsOf(table).filter({ hasText: 'Arjun Mehta' });
  await expect(arjun).toContainText('arjun.mehta@demo.test');
  await expect(arjun).toContainText(DEMO.course.courseName);
  await expect(arjun).toContainText('Not paid');
  await expect(rowsOf(table).filter({ hasText: 'Ravi Kumar' }).filter({ hasText: 'Calculus Foundations' })).toContainText(/Paid$/);
  expect(await axeViolations(page)).toEqual([]);

  await section.getByLabel('Search by name or email').fill('priya');
  await expect(section.getByRole('status')).toHaveText('2 bookings');
  await expect(rowsOf(table)).toHaveCount(2);
  for (const row of await rowsOf(table).all()) await expect(row).toContainText('Priya Shah');

  await section.getByLabel('Search by name or email').fill('');
  await section.getByLabel('Payment').selectOption({ label: 'Not paid, refunded or left' });
  await expect(section.getByRole('status')).toHaveText('3 bookings');
  await section.getByLabel('Search by name or email').fill('nobody at all');
  await expect(section.getByText(/No booking matches/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await section.getByRole('button', { name: 'Clear filters' }).click();
  await expect(section.getByRole('status')).toHaveText('7 bookings');

  // A 360 px phone: the table fits the screen, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await section.scrollIntoViewIfNeeded();
  const box = await table.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test('each course links to its own students', async ({ page }) => {
  await signInAsTutor(page);
  await page.goto('/course-class');
  await page.getByRole('link', { name: `Students of ${DEMO.course.courseName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tutor-dashboard\\?classCode=${DEMO.course.code}#students$`));
  const section = page.getByRole('region', { name: 'Students' });
  await expect(section.getByText(`Only the students of ${DEMO.course.courseName}.`)).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('2 bookings');
  await expect(section.locator('tbody th')).toContainText(['Ravi Kumar', 'Arjun Mehta']);
  await section.getByRole('button', { name: 'Show all students' }).click();
  await expect(section.getByRole('status')).toHaveText('7 bookings');
  await expect(page).toHaveURL(/\/tutor-dashboard$/);
  await expect(section.getByRole('heading', { level: 2, name: 'Students' })).toBeFocused();
});

test('the tutor edits a course’s price and capacity (never below the students enrolled) and closes it; reload shows it', async ({ page }) => {
  await signInAsTutor(page);
  await page.goto('/course-class');
  const name = 'Calculus Foundations';
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(card).toContainText('₹1,500 · 2 of 15 enrolled');
  await chooseFromMenu(page, card, name, 'Edit');
  const form = card.getByRole('form', { name: `Edit ${name}` });
  await expect(form.getByLabel('Course name')).toHaveValue(name);
  await expect(form.getByText('2 students are enrolled, so capacity cannot be lower.')).toBeVisible();

  await form.getByLabel('Capacity (students)').fill('1');
  await form.getByLabel('Price').fill('17.5');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Capacity cannot be below the 2 students already enrolled.')).toBeVisible();
  await expect(form.getByText('Enter a whole number, 0 or more.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Price').fill('1750');
  await form.getByLabel('Capacity (students)').fill('12');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(card.getByText(`“${name}” is saved.`)).toBeVisible();
  await expect(card).toContainText('₹1,750 · 2 of 12 enrolled');

  await page.reload();
  await expect(card).toContainText('₹1,750 · 2 of 12 enrolled');

  // Closing stops new bookings: the tutor confirms first.
  await chooseFromMenu(page, card, name, 'Edit');
  await form.getByLabel('Status').selectOption('Closed');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const confirm = form.getByRole('group', { name: /^Close “Calculus Foundations”\?/ });
  await expect(confirm).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Yes, save it' }).click();
  await expect(card.getByText(`“${name}” is saved.`)).toBeVisible();
  await page.reload();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await expect(card).toContainText('₹1,750 · 2 of 12 enrolled');
});
