// Issue 34: the tutor's views tell the truth. Two browser contexts, the demo tutor and the demo student (Ravi Kumar),
// through the real UI against the offline product: after each kind of refund the tutor's Students table and class
// card say who booked and what became of it; an instant class stays on the dashboard until it is ended, and its
// participant link opens the class for someone else. The mock's admin API is only read (what was stored).
import { expect, test, type Locator, type Page } from './fixtures';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { axeViolations, buyInTestCheckout, classCard, minuteFromNow, payments, resetMock, signInAsStudent, signInAsTutor } from './helpers';
import { boughtPrivateClass, chooseFromMenu, createPrivateClass, startInstantClass } from './tutor-helpers';
import { tutorText } from '../../src/ui/features/tutor/tutor-text';

test.beforeEach(resetMock);

const STUDENT_NAME = 'Ravi Kumar';
const inr = (amount: number) => tutorText.money(amount, 'INR');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "(4:32 PM, Today)": a refund made during the test, in the tutor's zone. */
const TODAY = String.raw`\(\d{1,2}:\d{2} (AM|PM), Today\)`;

/** The Payment cell of the student's booking of `className` in the tutor's Students table. */
function paymentCell(tutor: Page, className: string): Locator {
  const table = tutor.getByRole('region', { name: 'Students' }).getByRole('table', { name: 'Students' });
  return table.locator('tbody tr').filter({ hasText: STUDENT_NAME }).filter({ hasText: className }).getByRole('cell').last();
}

test('a student pays, then the tutor cancels: the Students table and the class card read the refund with its amount and date', async ({ tutor, student }) => {
  test.setTimeout(120_000);
  const name = `Refund check ${`${Date.now()}`.slice(-6)}`;
  await signInAsTutor(tutor);
  // 28 days ahead: past the demo tutor's seeded sessions (their weekly series end 23 days ahead) at any time of day.
  const code = await createPrivateClass(tutor, { name, startsAt: minuteFromNow(28 * 86_400_000), durationMinutes: 45, price: 300, transactionFees: 15 });
  // Nobody has bought it: the card says the slot is open.
  await expect(classCard(tutor, name)).toContainText(tutorText.booking.open);

  await signInAsStudent(student);
  await buyInTestCheckout(student, 'private', code);

  await tutor.reload();
  const card = classCard(tutor, name);
  await expect(card).toContainText(`Booked by ${STUDENT_NAME} · Paid`);
  await expect(paymentCell(tutor, name)).toHaveText('Paid');

  await chooseFromMenu(tutor, card, name, 'Cancel class');
  await card.getByRole('button', { name: 'Yes, cancel the class' }).click();
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'refunded', RefundAmount: 315 })]);
  const refunded = `Cancelled by you · Refunded ${escape(inr(315))} ${TODAY}`;
  await expect(card).toContainText(new RegExp(`Booked by ${STUDENT_NAME} · ${refunded}`));
  await expect(card.getByRole('button', { name: 'Copy share link' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `More actions for ${name}` })).toHaveCount(0);
  await tutor.reload();
  await expect(paymentCell(tutor, name)).toHaveText(new RegExp(`^${refunded}$`));
  await expect(classCard(tutor, name)).toContainText(new RegExp(`Booked by ${STUDENT_NAME} · ${refunded}`));
  expect(await axeViolations(tutor)).toEqual([]);
});

test('a student cancels late: the tutor reads Cancelled by the student, the payment kept', async ({ tutor, student }) => {
  test.setTimeout(120_000);
  const name = `Late cancel ${`${Date.now()}`.slice(-6)}`;
  // Three hours ahead: inside the 24-hour notice, so the student's cancel refunds nothing.
  const code = await boughtPrivateClass(tutor, student, { name, startsAt: minuteFromNow(3 * 3_600_000), durationMinutes: 30, price: 300, transactionFees: 15 });
  const mine = classCard(student, name);
  await chooseFromMenu(student, mine, name, 'Cancel class');
  await mine.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(mine).toContainText('Not refunded');
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured', Amount: 315 })]);

  await tutor.reload();
  const kept = `Cancelled by the student · ${tutorText.booking.kept}`;
  await expect(classCard(tutor, name)).toContainText(`Booked by ${STUDENT_NAME} · ${kept}`);
  await expect(paymentCell(tutor, name)).toHaveText(kept);
  // The money was kept: the booking stays among the paid ones.
  const section = tutor.getByRole('region', { name: 'Students' });
  await section.getByLabel('Payment').selectOption({ label: 'Paid' });
  await expect(paymentCell(tutor, name)).toHaveText(kept);
});

test('a student leaves a course: the tutor reads Left the course with what was refunded', async ({ tutor, student }) => {
  test.setTimeout(120_000);
  const courseName = 'Calculus Foundations'; // paid by the demo student in the seed
  await signInAsTutor(tutor);
  await expect(paymentCell(tutor, courseName)).toHaveText('Paid');

  await signInAsStudent(student);
  await student.goto('/student-course-class');
  await classCard(student, courseName).getByRole('link', { name: `Schedule of ${courseName}` }).click();
  const leave = student.getByRole('region', { name: 'Leave this course' });
  await leave.getByRole('button', { name: `Leave course ${courseName}` }).click();
  await leave.getByRole('button', { name: 'Yes, leave the course' }).click();
  await expect(leave.getByText(/^You left the course\./)).toBeFocused();
  const [left] = (await payments(DEMO.paidCourse.code)).filter((payment) => payment.StudentID === DEMO.student.uid) as unknown as { RefundAmount: number; WithdrawnAt: string }[];
  expect(left).toMatchObject({ WithdrawnAt: expect.any(String), RefundAmount: expect.any(Number) });
  expect(left!.RefundAmount).toBeGreaterThan(0);

  await tutor.reload();
  const leftText = `Left the course · Refunded ${escape(inr(left!.RefundAmount))} ${TODAY}`;
  await expect(paymentCell(tutor, courseName)).toHaveText(new RegExp(`^${leftText}$`));
  expect(await axeViolations(tutor)).toEqual([]);
  // The course's card says the same of each student who paid.
  await tutor.goto('/course-class');
  const whoPaid = classCard(tutor, courseName).getByRole('list', { name: 'Who paid:' });
  await expect(whoPaid.getByRole('listitem')).toHaveText(['Priya Shah · Paid', new RegExp(`^${STUDENT_NAME} · ${leftText}$`)]);
  expect(await axeViolations(tutor)).toEqual([]);
});

test.describe('with camera and microphone', () => {
  test.use({ permissions: ['camera', 'microphone'] });

  test('an instant class stays on the dashboard after the tutor leaves it, and its participant link opens the class for someone else', async ({ tutor, student }) => {
    test.setTimeout(120_000);
    const title = `Doubts ${`${Date.now()}`.slice(-6)}`;
    const started = await startInstantClass(tutor, title);

    // Away to another page and back: the class is still listed, with its link and the host entry.
    await tutor.getByRole('link', { name: 'Create a group course' }).click();
    await expect(tutor).toHaveURL(/\/course-class$/);
    await tutor.goBack();
    await expect(tutor).toHaveURL(/\/tutor-dashboard$/);
    const listed = tutor.getByRole('region', { name: 'Your instant classes' }).getByRole('listitem', { name: title });
    await expect(listed).toContainText(/Live · started /);
    const { link } = started;
    expect(link).toMatch(/\/instant-classroom\/[A-Za-z0-9]{16}\/2$/);
    const code = link.split('/').at(-2)!;
    await expect(listed.getByRole('link', { name: `Start or rejoin as host: ${title}` })).toHaveAttribute('href', `/tutor-instant-class/${code}`);
    await expect(listed.getByRole('button', { name: `Copy the participant link of ${title}` })).toBeVisible();
    expect(await axeViolations(tutor)).toEqual([]);

    // The second context opens the participant link (signed out: the instant routes have no login guard).
    await student.goto(new URL(link).pathname);
    await expect(student.getByText('You join as Participant.')).toBeVisible();

    // The host entry from the list takes the tutor into the room as host.
    await listed.getByRole('link', { name: `Start or rejoin as host: ${title}` }).click();
    await expect(tutor).toHaveURL(new RegExp(`/tutor-instant-class/${code}$`));
  });
});
