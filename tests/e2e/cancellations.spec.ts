// Issue 18: plans change. Two browser contexts, the demo tutor and the demo student, through the real UI against the
// offline product: the rule is stated before paying and on the class cards, either side cancels from where they see
// the class, the money follows the rule (refunded through the provider stand-in, both histories, the tutor's
// earnings), and the other side sees who cancelled and why. The mock's admin API is only read (what was stored).
// Each case writes its row of the refund table (scripts/payment-fault-table.mjs).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { refundLedgerOf, writeRefundRow, type RefundDb } from '../payment-faults/ledger';
import { axeViolations, classCard, historyRows, joinClassroom, localTimeOf, minuteFromNow, mockDb, moveClocks, payInTestCheckout, payments, resetMock, setMockClock, signInAsStudent, signInAsTutor } from './helpers';
import { boughtCourse, boughtPrivateClass, chooseFromMenu, createPrivateClass } from './tutor-helpers';
import { checkoutText } from '../../src/ui/features/checkout/checkout-text';

const GEOMETRY = { code: DEMO.paidPrivateClass.code, name: 'Geometry Practice', paid: '₹525' }; // paid by the demo student, two days ahead

test.beforeEach(resetMock);

async function refundRow(name: string, code: string, expected: number) {
  const ledger = refundLedgerOf((await (await adminFetch('/__admin/db')).json()) as RefundDb, code, expected);
  writeRefundRow({ case: name, layer: 'browser', ...ledger });
  expect(ledger).toMatchObject({ expected, refunded: expected, recorded: expected, duplicates: 0, lost: 0 });
}

/** The demo student's card of Geometry Practice among their upcoming private classes. */
const geometryOf = (student: Page) => student.getByRole('list', { name: 'Upcoming private classes' }).getByRole('listitem').filter({ hasText: GEOMETRY.name });

/** The tutor's INR earnings as the dashboard's Earnings table shows them. */
async function earnedInr(tutor: Page): Promise<number> {
  const row = tutor.getByRole('region', { name: 'Balances per currency (table)' }).getByRole('row').filter({ hasText: 'INR' });
  await expect(row).toHaveCount(1);
  // Written in the payments' money format (e.g. "3,950 INR" or "₹3,950"): a whole amount, so its digits.
  return Number((await row.getByRole('cell').nth(1).textContent())!.replace(/[^\d-]/g, ''));
}

test('the student cancels in time: refunded in full, in both histories, and the tutor sees why', async ({ tutor, student }) => {
  await signInAsTutor(tutor);
  const earnedBefore = await earnedInr(tutor);

  await signInAsStudent(student);
  const card = geometryOf(student);
  await expect(card).toContainText(/Free cancellation until .* \(24 hours before the start\): cancel by then for a full refund/);
  await chooseFromMenu(student, card, GEOMETRY.name, 'Cancel class');
  await expect(card.getByRole('group', { name: `Cancel ${GEOMETRY.name}? You will be refunded ${GEOMETRY.paid} in full.` })).toBeVisible();
  await expect(card.getByLabel('Reason (optional)')).toBeFocused();
  expect(await axeViolations(student)).toEqual([]);
  await card.getByLabel('Reason (optional)').fill('My exam moved to that day.');
  await card.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(card.getByText(`Cancelled. ${GEOMETRY.paid} is being refunded to you.`)).toBeFocused();
  await expect(card).toContainText(`${GEOMETRY.paid} refunded to you.`);
  await expect(card).toContainText(/Cancelled by you today at \d{1,2}:\d{2} [AP]M/);
  await card.getByRole('button', { name: `More actions for ${GEOMETRY.name}` }).click();
  await expect(student.getByRole('menuitem', { name: 'Update calendar: cancelled (.ics)' })).toBeVisible();
  await expect(student.getByRole('menuitem', { name: 'Cancel class' })).toHaveCount(0);
  await student.keyboard.press('Escape');
  expect(await payments(GEOMETRY.code)).toEqual([expect.objectContaining({ Status: 'refunded', RefundAmount: 525 })]);

  // The student's history and receipt say it was refunded.
  const mine = await historyRows(student, 'student', GEOMETRY.name);
  await expect(mine).toContainText('Refunded');
  await expect(mine).toContainText('The student cancelled the class within the free cancellation period.');

  // The tutor: the class cancelled by the student with the reason, the refund in their history, earnings down by the price.
  await tutor.reload();
  await expect(classCard(tutor, GEOMETRY.name)).toContainText(/Cancelled by the student today at \d{1,2}:\d{2} [AP]M: “My exam moved to that day\.”/);
  expect(await earnedInr(tutor)).toBe(earnedBefore - 500);
  const received = await historyRows(tutor, 'tutor', GEOMETRY.name);
  await expect(received).toContainText('Refunded');
  await refundRow('student cancels in time', GEOMETRY.code, 525);
});

test('the student books a class starting soon: told before paying there is no refund, cancels, and is not refunded', async ({ tutor, student }) => {
  test.setTimeout(120_000);
  const name = `Late notice ${`${Date.now()}`.slice(-6)}`;
  await signInAsTutor(tutor);
  const code = await createPrivateClass(tutor, { name, startsAt: minuteFromNow(3 * 3_600_000), durationMinutes: 30, price: 300, transactionFees: 15 });

  // The share link: the checkout states the rule before Pay Now.
  await signInAsStudent(student);
  await student.goto(`/private-class-checkout/${code}`);
  await expect(student.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(student.getByText(`${checkoutText.startsWithinNotice(24)} ${checkoutText.tutorCancelsRefunds}`, { exact: true })).toBeVisible();
  await payInTestCheckout(student);
  await expect(student).toHaveURL(new RegExp(`/student-private-class/${code}$`));

  const card = classCard(student, name);
  await chooseFromMenu(student, card, name, 'Cancel class');
  await expect(card.getByRole('group', { name: new RegExp(`^Cancel ${name}\\? Free cancellation ended at .*, so there is no refund\\.$`) })).toBeVisible();
  await card.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(card.getByText('Cancelled. No refund: free cancellation had ended.')).toBeFocused();
  await expect(card).toContainText('Not refunded: cancelled after free cancellation ended.');
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured', Amount: 315 })]);

  await tutor.reload();
  await expect(classCard(tutor, name)).toContainText(/Cancelled by the student today at \d{1,2}:\d{2} [AP]M/);
  await refundRow('student cancels too late', code, 0);
});

test('the tutor cancels a paid class: the student is refunded in full, sees why, and can mark it cancelled in their calendar', async ({ tutor, student }) => {
  await signInAsTutor(tutor);
  const card = classCard(tutor, GEOMETRY.name);
  await chooseFromMenu(tutor, card, GEOMETRY.name, 'Cancel class');
  await expect(card.getByRole('group', { name: `Cancel ${GEOMETRY.name}? A student who paid is refunded in full and sees your reason.` })).toBeVisible();
  await card.getByLabel('Reason (optional)').fill('I am unwell, sorry.');
  await card.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(card.getByText(`Cancelled. The student is refunded ${GEOMETRY.paid}.`)).toBeFocused();
  await expect(card).toContainText(/Cancelled by you today at \d{1,2}:\d{2} [AP]M: “I am unwell, sorry\.”/);
  expect(await axeViolations(tutor)).toEqual([]);

  await signInAsStudent(student);
  const mine = geometryOf(student);
  await expect(mine).toContainText(/Cancelled by the tutor today at \d{1,2}:\d{2} [AP]M: “I am unwell, sorry\.”/);
  await expect(mine).toContainText(`${GEOMETRY.paid} refunded to you.`);
  await expect(mine.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(mine.getByRole('link', { name: `Join ${GEOMETRY.name}` })).toHaveCount(0);
  const downloading = student.waitForEvent('download');
  await mine.getByRole('button', { name: `More actions for ${GEOMETRY.name}` }).click();
  await student.getByRole('menuitem', { name: 'Update calendar: cancelled (.ics)' }).click();
  const ics = await readFile((await (await downloading).path())!, 'utf8');
  expect(ics).toContain('STATUS:CANCELLED');
  expect(ics).toContain(`UID:${GEOMETRY.code}@tutorhub`);
  expect(await axeViolations(student)).toEqual([]);
  expect((await mockDb()).privateClasses.find((record) => record.ClassLink === GEOMETRY.code)?.Status).toBe('Cancelled');
  await refundRow('tutor cancels', GEOMETRY.code, 525);
});

/** Geometry Practice's start now, as the mock holds it, moved by `hours`. */
async function geometryStartPlus(hours: number): Promise<{ was: string; moved: Date }> {
  const was = (await mockDb()).privateClasses.find((record) => record.ClassLink === GEOMETRY.code) as unknown as { DateTime: string };
  return { was: was.DateTime, moved: new Date(Date.parse(was.DateTime) + hours * 3_600_000) };
}

test('the student proposes a new time, the tutor accepts: both see the class moved, the payment kept, the .ics updated', async ({ tutor, student }) => {
  const { was, moved } = await geometryStartPlus(3);
  await signInAsStudent(student);
  const card = geometryOf(student);
  await chooseFromMenu(student, card, GEOMETRY.name, 'Propose a new time');
  const form = card.getByRole('form', { name: `New time for ${GEOMETRY.name}` });
  await form.getByLabel('New date and time').fill(await localTimeOf(DEMO.student.uid, moved));
  await form.getByLabel('Message (optional)').fill('Could we start three hours later?');
  expect(await axeViolations(student)).toEqual([]);
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(card.getByText(/^Proposal sent: .* The tutor will accept or decline it\.$/)).toBeFocused();
  await expect(card).toContainText('waiting for the tutor to answer');

  await signInAsTutor(tutor);
  const tutorCard = classCard(tutor, GEOMETRY.name);
  await expect(tutorCard.getByRole('group', { name: /^The student proposes moving it to .*: “Could we start three hours later\?”$/ })).toBeVisible();
  expect(await axeViolations(tutor)).toEqual([]);
  await tutorCard.getByRole('button', { name: `Accept new time for ${GEOMETRY.name}` }).click();
  await expect(tutorCard.getByText(/^Accepted: the class now starts .*\.$/)).toBeFocused();
  const stored = (await mockDb()).privateClasses.find((record) => record.ClassLink === GEOMETRY.code) as unknown as { DateTime: string; Revision: number };
  expect(Date.parse(stored.DateTime)).toBe(moved.getTime());
  expect(stored.Revision).toBe(1);
  expect(await payments(GEOMETRY.code)).toEqual([expect.objectContaining({ Status: 'captured', Amount: 525 })]);

  await student.reload();
  await expect(card).toContainText(/Moved by agreement; it was at /);
  const downloading = student.waitForEvent('download');
  await card.getByRole('button', { name: `More actions for ${GEOMETRY.name}` }).click();
  await student.getByRole('menuitem', { name: 'Add to calendar (.ics)' }).click();
  const ics = await readFile((await (await downloading).path())!, 'utf8');
  expect(ics).toContain(`DTSTART:${moved.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  expect(ics).toContain('SEQUENCE:1');
  expect(ics).not.toContain(`DTSTART:${new Date(was).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
});

test('the tutor proposes a new time, the student declines: the class keeps its time on both sides', async ({ tutor, student }) => {
  const { was, moved } = await geometryStartPlus(4);
  await signInAsTutor(tutor);
  const tutorCard = classCard(tutor, GEOMETRY.name);
  await chooseFromMenu(tutor, tutorCard, GEOMETRY.name, 'Propose a new time');
  const form = tutorCard.getByRole('form', { name: `New time for ${GEOMETRY.name}` });
  await form.getByLabel('New date and time').fill(await localTimeOf(DEMO.tutor.uid, moved));
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(tutorCard.getByText(/^Proposal sent: .* The student will accept or decline it\.$/)).toBeFocused();

  await signInAsStudent(student);
  const card = geometryOf(student);
  await expect(card.getByRole('group', { name: /^The tutor proposes moving it to .*\.$/ })).toBeVisible();
  await card.getByRole('button', { name: `Decline new time for ${GEOMETRY.name}` }).click();
  await expect(card.getByText(/^Declined: the class keeps its time, .*\.$/)).toBeFocused();
  expect(((await mockDb()).privateClasses.find((record) => record.ClassLink === GEOMETRY.code) as unknown as { DateTime: string }).DateTime).toBe(was);

  await tutor.reload();
  await expect(classCard(tutor, GEOMETRY.name)).toContainText(/Your proposal to move it to .* was declined\./);
  await classCard(tutor, GEOMETRY.name).getByRole('button', { name: `More actions for ${GEOMETRY.name}` }).click();
  await expect(tutor.getByRole('menuitem', { name: 'Propose a new time' })).toBeVisible();
});

test('the tutor cancels a course after two of its four sessions: the student who paid gets half back', async ({ tutor, student }) => {
  test.setTimeout(150_000);
  const courseName = `Ceramics ${`${Date.now()}`.slice(-6)}`;
  const soon = minuteFromNow(20 * 60_000).getTime();
  try {
    // The demo student pays for the course from its share link.
    const { code, classId } = await boughtCourse(tutor, student, {
      name: courseName,
      price: 2000,
      transactionFees: 100,
      session: { title: 'Clay basics', startsAt: new Date(soon), durationMinutes: 15 },
      series: [
        { title: 'The wheel', startsAt: new Date(soon + 20 * 60_000), durationMinutes: 15, count: 1 },
        { title: 'Glazing', startsAt: new Date(soon + 7 * 86_400_000), durationMinutes: 60, count: 2 },
      ],
    });
    expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured', Amount: 2100 })]);

    // The tutor teaches the first session (in its room when it opens: otherwise it would be a no-show, refunded on its
    // own); the second has started too when the clocks have moved 45 minutes; then the tutor cancels the course.
    await moveClocks(12 * 60_000, [tutor, student]);
    await tutor.goto(`/course-class/${code}`);
    await joinClassroom(tutor, 'Asha Rao');
    await expect.poll(async () => (await mockDb()).sessions.find((record) => record.ClassID === classId && record.Title === 'Clay basics')?.Status).toBe('Live');
    await tutor.goto('/tutor-dashboard');
    await moveClocks(45 * 60_000, [tutor, student]);
    await tutor.goto('/course-class');
    const course = classCard(tutor, courseName);
    await chooseFromMenu(tutor, course, courseName, 'Cancel course');
    await expect(course.getByRole('group', { name: `Cancel “${courseName}”? The student who paid is refunded the sessions not yet held, pro rata, and sees your reason; it cannot be opened again.` })).toBeVisible();
    await course.getByLabel('Reason (optional)').fill('The kiln broke; I am sorry.');
    await course.getByRole('button', { name: 'Yes, cancel the course' }).click();
    await expect(course.getByText('Cancelled after 2 of 4 sessions. 1 student is refunded ₹1,050 in all.')).toBeFocused();
    expect(await axeViolations(tutor)).toEqual([]);

    // The student sees why and how much came back, in their course list and their history.
    await student.goto('/student-course-class');
    const mine = classCard(student, courseName);
    await expect(mine).toContainText(/Cancelled by the tutor today at \d{1,2}:\d{2} [AP]M: “The kiln broke; I am sorry\.”/);
    await expect(mine).toContainText('₹1,050 refunded to you.');
    const row = await historyRows(student, 'student', courseName);
    await expect(row).toContainText('₹1,050 refunded: The tutor cancelled the course after 2 of 4 sessions.');
    expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured', Amount: 2100, RefundAmount: 1050 })]);
    await refundRow('a course cancelled after two of four sessions (half refunded)', code, 1050);
  } finally {
    await setMockClock(0);
  }
});

test('the tutor cancels one session of a paid course, then the student leaves it: each refund follows the rule, and the seat is freed', async ({ tutor, student }) => {
  test.setTimeout(150_000);
  const courseName = `Pottery ${`${Date.now()}`.slice(-6)}`;
  // The first session is 20 hours away (inside the 24 h notice: charged if the student leaves); two more follow weekly.
  const first = minuteFromNow(20 * 3_600_000).getTime();
  const { code, classId } = await boughtCourse(tutor, student, {
    name: courseName,
    price: 1500,
    transactionFees: 75,
    session: { title: 'Centring', startsAt: new Date(first), durationMinutes: 60 },
    series: [{ title: 'Practice', startsAt: new Date(first + 7 * 86_400_000), durationMinutes: 60, count: 2 }],
  });

  // The tutor cancels the second session from the course's session list: the student gets its third back.
  await tutor.goto(`/course-class/managesession/${classId}`);
  await expect(tutor.getByText(/^Students have paid for this course, so its sessions stay on their schedule/)).toBeVisible();
  const session = classCard(tutor, 'Practice 1');
  await session.getByRole('button', { name: 'More actions for Practice 1' }).click();
  await expect(tutor.getByRole('menuitem', { name: 'Remove' })).toHaveCount(0);
  await tutor.getByRole('menuitem', { name: 'Cancel session' }).click();
  await expect(session.getByRole('group', { name: 'Cancel “Practice 1”? The student who paid is refunded this session’s share of the course and sees your reason.' })).toBeVisible();
  await session.getByLabel('Reason (optional)').fill('The studio is closed that week.');
  await session.getByRole('button', { name: 'Yes, cancel the session' }).click();
  await expect(session.getByText('Cancelled. 1 student is refunded ₹525 in all.')).toBeFocused();
  await expect(session).toContainText(/Cancelled by you today at \d{1,2}:\d{2} [AP]M: “The studio is closed that week\.”/);
  expect(await axeViolations(tutor)).toEqual([]);
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured', RefundAmount: 525 })]);

  // The student sees it on the course's schedule, and leaves: the first session is charged, the rest refunded.
  await student.goto('/student-course-class');
  await classCard(student, courseName).getByRole('link', { name: `Schedule of ${courseName}` }).click();
  const cancelled = student.getByRole('listitem').filter({ hasText: 'Practice 1' });
  await expect(cancelled).toContainText(/Cancelled by the tutor today at \d{1,2}:\d{2} [AP]M: “The studio is closed that week\.”/);
  const leave = student.getByRole('region', { name: 'Leave this course' });
  await expect(leave).toContainText('refunded the share of every session more than 24 hours away');
  await leave.getByRole('button', { name: `Leave course ${courseName}` }).click();
  const question = `Leave ${courseName}? You will be refunded ₹525 more (₹525 was refunded already): 2 of 3 sessions refunded in all; the other one stays charged. Your seat is given up.`;
  await expect(leave.getByRole('group', { name: question })).toBeVisible();
  await expect(leave.getByText(question)).toBeFocused();
  expect(await axeViolations(student)).toEqual([]);
  await leave.getByRole('button', { name: 'Yes, leave the course' }).click();
  await expect(leave.getByText('You left the course. ₹525 is being refunded to you.')).toBeFocused();
  await student.goto('/student-course-class');
  await expect(classCard(student, courseName)).toContainText('Left the course');
  await expect(classCard(student, courseName)).toContainText('₹1,050 refunded to you.');

  // The tutor's side: the seat is free, and the history says what went back and why.
  await tutor.goto('/course-class');
  await expect(classCard(tutor, courseName)).toContainText('0 of 10 enrolled');
  const row = await historyRows(tutor, 'tutor', courseName);
  await expect(row).toContainText('₹1,050 refunded');
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured', RefundAmount: 1050, WithdrawnAt: expect.any(String) })]);
  await refundRow('a session cancelled by the tutor, then the student leaves (one of three charged)', code, 1050);
});

test('a tutor who does not come: 15 minutes after the start the class is cancelled and the student refunded, automatically', async ({ tutor, student }) => {
  test.setTimeout(120_000);
  const name = `No-show ${`${Date.now()}`.slice(-6)}`;
  try {
    const startsAt = minuteFromNow(20 * 60_000);
    const code = await boughtPrivateClass(tutor, student, { name, startsAt, durationMinutes: 30, price: 400, transactionFees: 20 });

    // The test clock: 16 minutes past the start, and the tutor never came in.
    await moveClocks(startsAt.getTime() - Date.now() + 16 * 60_000, [tutor, student]);
    await student.goto('/student-dashboard');
    const mine = classCard(student, name);
    await expect(mine).toContainText(/Cancelled automatically (today|on [^:]+) at \d{1,2}:\d{2} [AP]M: the tutor did not join within 15 minutes of the start, so you are refunded in full\./);
    await expect(mine).toContainText('₹420 refunded to you.');
    await expect(mine).toContainText(/Attendance: Asha Rao did not join · .* did not join/);
    await expect(mine.getByRole('link', { name: `Join ${name}` })).toHaveCount(0);
    expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'refunded', RefundAmount: 420, RefundReason: 'The tutor did not join within 15 minutes of the start.' })]);

    await tutor.goto('/tutor-dashboard');
    await expect(classCard(tutor, name)).toContainText(/Cancelled automatically (today|on [^:]+) at \d{1,2}:\d{2} [AP]M: you did not join within 15 minutes of the start, so the student was refunded in full\./);
    expect(await axeViolations(tutor)).toEqual([]);
    await refundRow('tutor no-show (refunded automatically, test clock)', code, 420);
  } finally {
    await setMockClock(0);
  }
});
