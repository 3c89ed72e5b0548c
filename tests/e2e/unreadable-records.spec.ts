// Records stored before the backend checked dates (DateTime 2027-02-30) no longer take pages down for others (issue
// 34): a visitor's tutor page, the student's dashboard and the tutor's dashboard load, show the rest, and say so.
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { expect, test } from './fixtures';
import { axeViolations, resetMock, signInAsStudent, signInAsTutor } from './helpers';

test.beforeEach(async () => {
  const state = `the private classes ${DEMO.openPrivateClass.code},${DEMO.paidPrivateClass.code} hold the impossible DateTime 2027-02-30T10:00:00Z`;
  expect((await adminFetch('/__admin/state', { method: 'POST', body: { state } })).ok).toBe(true);
});
test.afterAll(async () => resetMock());

test("a visitor's tutor page and the student's dashboard load with the rest and a note", async ({ browser }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/${DEMO.tutor.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('1 item could not be shown.');
  await expect(page.getByRole('heading', { name: 'Upcoming private classes' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await visitor.close();

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAsStudent(student);
  const classes = student.getByRole('list', { name: 'Upcoming private classes' });
  await expect(classes.getByRole('heading', { name: DEMO.privateClass.className })).toBeVisible();
  await expect(student.getByRole('note')).toHaveText('1 item could not be shown.');
  await expect(student.getByRole('list', { name: 'Upcoming course sessions' }).getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(student)).toEqual([]);
  await studentContext.close();
});

test("the tutor's dashboard loads with the rest and a note", async ({ page }) => {
  await signInAsTutor(page);
  const upcoming = page.getByRole('region', { name: 'Today and upcoming' });
  await expect(upcoming.getByRole('note')).toHaveText('2 items could not be shown.');
  await expect(upcoming.getByRole('listitem').first()).toBeVisible();
  const privateClasses = page.getByRole('region', { name: 'Private classes' });
  await expect(privateClasses.getByRole('note')).toHaveText('2 items could not be shown.');
  await expect(privateClasses.getByRole('heading', { level: 3, name: DEMO.privateClass.className })).toBeVisible();
});
