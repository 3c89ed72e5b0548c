// Issue 12, item 6: one journey per class kind, in two browser contexts (the demo tutor and a new student), through
// the real UI against the offline product: the tutor schedules a class a few minutes ahead → a new student finds the
// tutor through search, books and pays in the test checkout → the clocks move to the start → both enter from their
// dashboards and see each other → the tutor ends the class → both see it completed, and the payment in both histories.
// The mock's admin API is only read (what was stored) and used for its test clock, never for a journey step.
import { expect, test, type Locator, type Page } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import {
  axeViolations,
  chatItems,
  classCard,
  expectBothInTheCall,
  findDemoTutor,
  historyRows,
  joinClassroom,
  minuteFromNow,
  mockDb,
  moveClocks,
  payInTestCheckout,
  payments,
  resetMock,
  sayInClass,
  setMockClock,
  signInAsTutor,
  signUpNewStudent,
  studentJoinsFromDashboard,
} from './helpers';
import { createCourseWithOneSession, createPrivateClass } from './tutor-helpers';

const TUTOR_NAME = 'Asha Rao';
/** The class starts this far ahead (rounded up to the minute): its room opens 10 minutes before, so it is 'Upcoming'. */
const STARTS_IN_MS = 20 * 60_000;
/** Then the clocks move this far: inside the join window, well under the ID tokens' hour. */
const MOVE_MS = 15 * 60_000;

const startTime = () => minuteFromNow(STARTS_IN_MS);

test.use({ permissions: ['camera', 'microphone'] });

test.beforeEach(resetMock);

test.afterEach(async () => {
  // Other specs run on real time: always put the mock's clock back, whatever happened.
  await setMockClock(0);
});

function newStudent() {
  const stamp = `${Date.now()}`.slice(-7);
  return { email: `journey-${stamp}@demo.test`, firstName: 'Nia', lastName: `Learner${stamp}` };
}

/** The student has paid: their dashboard lists the class (in the list named `list`) as Upcoming, when it opens, no Join. */
async function expectNotOpenYet(student: Page, list: string, name: string): Promise<Locator> {
  await student.goto('/student-dashboard');
  const item = student.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Upcoming');
  await expect(item).toContainText('Opens at');
  await expect(student.getByRole('link', { name: `Join ${name}` })).toHaveCount(0);
  await expect(student.getByRole('link', { name: `Pay to join ${name}` })).toHaveCount(0);
  return item;
}

/** The clocks move to the start: the room is open, and the tutor's dashboard offers the start of `name`. */
async function moveToTheStart(tutor: Page, student: Page, name: string): Promise<Locator> {
  await moveClocks(MOVE_MS, [tutor, student]);
  await tutor.goto('/tutor-dashboard');
  const start = tutor.getByRole('region', { name: 'Today and upcoming' }).getByRole('link', { name: `Start class ${name}` });
  await expect(start).toBeVisible();
  return start;
}

async function tutorEndsTheClass(tutor: Page, student: Page) {
  await tutor.getByRole('button', { name: 'End class' }).click();
  await tutor.getByRole('button', { name: 'End for everyone' }).click();
  await expect(tutor.getByRole('heading', { level: 2, name: 'Class ended' })).toBeVisible();
  await expect(student.getByRole('heading', { level: 2, name: 'Class ended' })).toBeVisible();
}

/** Once the list has loaded (the seeded class ahead is in it), the finished class is no longer there to start. */
async function expectGoneFromTodayAndUpcoming(tutor: Page, name: string) {
  const upcoming = tutor.getByRole('region', { name: 'Today and upcoming' });
  await expect(upcoming).toContainText(DEMO.privateClass.className);
  await expect(upcoming).not.toContainText(name);
  await expect(tutor.getByRole('link', { name: `Start class ${name}` })).toHaveCount(0);
}

/** The payment in the student's history (their class, the amount) and in the tutor's (the student, the amount). */
async function expectPaymentInBothHistories(tutor: Page, student: Page, what: { name: string; studentName: string; total: string }) {
  const mine = await historyRows(student, 'student', what.name);
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(what.total);
  await expect(mine).toContainText('Paid');
  await expect(mine).toContainText(TUTOR_NAME);

  const received = await historyRows(tutor, 'tutor', what.name);
  await expect(received).toHaveCount(1);
  await expect(received).toContainText(what.studentName);
  await expect(received).toContainText(what.total);
  await expect(received).toContainText('Paid');
}

test('private class: scheduled by the tutor, found, booked and paid by a new student, held live and ended', async ({ tutor, student }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`.slice(-6);
  const className = `Trigonometry ${stamp}`;
  const learner = newStudent();
  const studentName = `${learner.firstName} ${learner.lastName}`;
  // The tutor schedules a private class starting in about 20 minutes.
  await signInAsTutor(tutor);
  const code = await createPrivateClass(tutor, { name: className, startsAt: startTime(), durationMinutes: 30, price: 400, transactionFees: 20 });
  const upcoming = tutor.getByRole('region', { name: 'Today and upcoming' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: className })).toContainText('Upcoming');
  await expect(upcoming.getByRole('link', { name: `Start class ${className}` })).toHaveCount(0);

  // A new student signs up, finds the tutor through search, books the class and pays.
  await signUpNewStudent(student, learner);
  await findDemoTutor(student);
  await student.getByRole('button', { name: `Book ${className}` }).click();
  await expect(student).toHaveURL(new RegExp(`/private-class-checkout/${code}$`));
  await payInTestCheckout(student);
  await expect(student).toHaveURL(new RegExp(`/student-private-class/${code}$`));
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured', Amount: 420, CurrencyType: 'INR', StudentName: studentName })]);

  // Before the room opens: the student's dashboard says Upcoming and when it opens, with no Join.
  const card = await expectNotOpenYet(student, 'Upcoming private classes', className);
  await expect(card).toContainText('Paid');

  // The clocks move to the start: the room is open. Both enter from their dashboards.
  const start = await moveToTheStart(tutor, student, className);
  await expect(classCard(tutor, className)).toContainText('Open now');
  expect(await axeViolations(tutor)).toEqual([]);
  await start.click();
  await expect(tutor).toHaveURL(new RegExp(`/private-class/${code}$`));
  await joinClassroom(tutor, TUTOR_NAME);
  await expect.poll(async () => (await mockDb()).privateClasses.find((record) => record.ClassLink === code)?.Status).toBe('Live');

  await studentJoinsFromDashboard(student, card, { name: className, path: `/private-class/${code}`, studentName });

  await expectBothInTheCall(tutor, student, { tutorName: TUTOR_NAME, studentName });
  // They chat beside the video; once the class has ended the tutor saves the chat to the class page.
  await sayInClass(tutor, 'Today’s sheet: https://example.org/trigonometry');
  await expect(chatItems(student)).toHaveCount(1);
  await sayInClass(student, 'Can we do identities next time?');
  await expect(chatItems(tutor)).toHaveCount(2);
  await expect(chatItems(tutor).nth(1)).toContainText(`${studentName} ·`);
  await tutorEndsTheClass(tutor, student);
  await expect.poll(async () => (await mockDb()).privateClasses.find((record) => record.ClassLink === code)?.Status).toBe('Completed');
  await expect(student.getByRole('region', { name: 'Class chat' })).toContainText('This chat is not kept after the class unless the tutor saves it to the class page');
  await tutor.getByRole('button', { name: 'Save chat to the class page' }).click();
  await expect(tutor.getByText(/^Saved to the class page: 2 messages\./)).toBeFocused();
  expect(await axeViolations(tutor)).toEqual([]);

  // Both dashboards show it completed.
  await student.goto('/student-dashboard');
  const finished = student.getByRole('list', { name: 'Finished in the last two weeks' }).getByRole('listitem').filter({ hasText: className });
  await expect(finished).toContainText('Completed');
  // Who came, and for how long (the room's joins and leaves), on both sides.
  const attended = new RegExp(`Attendance: ${TUTOR_NAME} (under a minute|\\d+ min) · ${studentName} (under a minute|\\d+ min)`);
  await expect(finished).toContainText(attended);
  await expect(student.getByRole('link', { name: `Join ${className}` })).toHaveCount(0);
  // The chat the tutor saved is on the class's card for the student who paid.
  await finished.getByRole('button', { name: `Class chat: ${className}` }).click();
  const savedChat = finished.getByRole('region', { name: `Chat of ${className}` });
  await expect(savedChat).toContainText(`${TUTOR_NAME} (Tutor)`);
  await expect(savedChat.getByRole('link', { name: 'https://example.org/trigonometry' })).toBeVisible();
  await expect(savedChat).toContainText('Can we do identities next time?');
  expect(await axeViolations(student)).toEqual([]);
  await tutor.goto('/tutor-dashboard');
  const tutorCard = classCard(tutor, className);
  await expect(tutorCard).toContainText('Completed');
  await expect(tutorCard).toContainText(attended);
  await expectGoneFromTodayAndUpcoming(tutor, className);
  await tutorCard.getByRole('button', { name: `Class chat: ${className}` }).click();
  await expect(tutorCard.getByRole('region', { name: `Chat of ${className}` })).toContainText(`${studentName} ·`);
  expect(await axeViolations(tutor)).toEqual([]);

  await expectPaymentInBothHistories(tutor, student, { name: className, studentName, total: '₹420' });

  // The student, who attended, rates it from its card; the tutor's public page shows it; the tutor answers once.
  await student.goto('/student-dashboard');
  const rated = student.getByRole('list', { name: 'Finished in the last two weeks' }).getByRole('listitem').filter({ hasText: className });
  await rated.getByRole('button', { name: `More actions for ${className}` }).click();
  await student.getByRole('menuitem', { name: 'Rate this class' }).click();
  const form = rated.getByRole('form', { name: `Your review of ${className}` });
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Review (optional)').fill('Clear steps, and time for my questions.');
  expect(await axeViolations(student)).toEqual([]);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(rated.getByText('Thank you: your review is on the tutor’s page.')).toBeFocused();
  await expect(rated).toContainText('Your review: 4 of 5 stars: “Clear steps, and time for my questions.”');
  const reviewer = `${learner.firstName} ${learner.lastName.charAt(0)}.`;
  await student.goto(`/${DEMO.tutor.slug}`);
  const onPage = student.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: `${reviewer} · ${className}` });
  await expect(onPage).toContainText('4 of 5 stars');
  await expect(onPage).toContainText('Clear steps, and time for my questions.');
  await expect(student.getByRole('link', { name: /^Rated 4\.5 out of 5 from 2 reviews$/ })).toBeVisible();
  expect(await axeViolations(student)).toEqual([]);

  await tutor.goto('/tutor-dashboard');
  const panel = tutor.getByRole('region', { name: 'Reviews of your classes' });
  await panel.getByRole('button', { name: `Answer ${reviewer}’s review` }).click();
  await panel.getByRole('form', { name: `Your answer to ${reviewer}` }).getByLabel('Your answer').fill('Thank you! See you next week.');
  await panel.getByRole('button', { name: 'Post answer' }).click();
  await expect(panel.getByText('Your answer is on your public page.')).toBeFocused();
  await student.reload();
  await expect(onPage).toContainText('Answer from Asha: “Thank you! See you next week.”');
});

test('course session: scheduled by the tutor, found, enrolled and paid by a new student, held live and ended', async ({ tutor, student }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`.slice(-6);
  const courseName = `Astronomy ${stamp}`;
  const title = `First light ${stamp}`;
  const sessionName = `${courseName}: ${title}`;
  const learner = newStudent();
  const studentName = `${learner.firstName} ${learner.lastName}`;
  // The tutor creates a course with one session starting in about 20 minutes.
  await signInAsTutor(tutor);
  const { code, classId } = await createCourseWithOneSession(tutor, {
    name: courseName,
    price: 1200,
    transactionFees: 60,
    session: { title, startsAt: startTime(), durationMinutes: 30 },
  });
  const session = classCard(tutor, title);
  await expect(session).toContainText('Upcoming');
  await expect(session.getByRole('link', { name: `Start class ${courseName}: ${title}` })).toHaveCount(0);

  // A new student signs up, finds the tutor through search, enrols in the course and pays.
  await signUpNewStudent(student, learner);
  await findDemoTutor(student);
  await student.getByRole('link', { name: 'See group courses' }).click();
  await expect(student).toHaveURL(/\/course\/demo-tutor$/);
  await expect(student.getByRole('list', { name: `${courseName}: 1 session` })).toContainText(title);
  await student.getByRole('button', { name: `Enrol in ${courseName}` }).click();
  await expect(student).toHaveURL(new RegExp(`/course-class-checkout/${code}$`));
  await payInTestCheckout(student);
  await expect(student).toHaveURL(new RegExp(`/student-course-class/${code}$`));
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured', Amount: 1260, CurrencyType: 'INR', StudentName: studentName })]);

  // Before the room opens: the session is Upcoming on the student's dashboard, with no Join.
  const item = await expectNotOpenYet(student, 'Upcoming course sessions', sessionName);

  // The clocks move to the start: the room is open. Both enter from their dashboards.
  const start = await moveToTheStart(tutor, student, sessionName);
  expect(await axeViolations(tutor)).toEqual([]);
  await start.click();
  await expect(tutor).toHaveURL(new RegExp(`/course-class/${code}$`));
  await joinClassroom(tutor, TUTOR_NAME);
  const storedSession = async () => (await mockDb()).sessions.find((record) => record.ClassID === classId && record.Title === title)?.Status;
  await expect.poll(storedSession).toBe('Live');

  await studentJoinsFromDashboard(student, item, { name: sessionName, path: `/course-class/${code}`, studentName });

  await expectBothInTheCall(tutor, student, { tutorName: TUTOR_NAME, studentName });
  await tutorEndsTheClass(tutor, student);
  await expect.poll(storedSession).toBe('Completed');

  // Both show it completed: the student's dashboard and the course's session list.
  await student.goto('/student-dashboard');
  const finished = student.getByRole('list', { name: 'Finished in the last two weeks' }).getByRole('listitem').filter({ hasText: sessionName });
  await expect(finished).toContainText('Completed');
  await expect(student.getByRole('link', { name: `Join ${sessionName}` })).toHaveCount(0);
  await tutor.goto(`/course-class/managesession/${classId}`);
  await expect(session).toContainText('Completed');
  await expect(tutor.getByRole('link', { name: `Start class ${courseName}: ${title}` })).toHaveCount(0);
  await tutor.goto('/tutor-dashboard');
  await expectGoneFromTodayAndUpcoming(tutor, title);

  await expectPaymentInBothHistories(tutor, student, { name: courseName, studentName, total: '₹1,260' });
});
