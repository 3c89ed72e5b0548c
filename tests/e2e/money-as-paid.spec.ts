// Issue 34: money as it was paid. Two browser contexts, the demo tutor and the demo student, through the real UI against
// the offline product. A course repriced while the student is in the provider's checkout is recorded at what the
// student paid (the order's price), both histories say so, and the tutor's cancellation refunds exactly that. A free
// private class is booked without the payment provider and the tutor sees it booked. The mock's admin API is only read.
import { expect, test, type Page } from './fixtures';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { ledgerOf, refundLedgerOf, writeRefundRow, writeRow, type MockDb, type RefundDb } from '../payment-faults/ledger';
import { axeViolations, classCard, historyRows, minuteFromNow, payInTestCheckout, payments, resetMock, signInAsStudent, signInAsTutor, value } from './helpers';
import { chooseFromMenu, createCourseWithOneSession, createPrivateClass, repriceCourse } from './tutor-helpers';

test.beforeEach(resetMock);

const db = async () => (await adminFetch('/__admin/db')).json();
/**
 * A start `days` ahead at this minute: past the last of the demo tutor's seeded sessions (weekly series end 23 days
 * ahead), so it never overlaps one, whatever the time of day the suite runs; each test its own day.
 */
const clearOfSeed = (days: number) => minuteFromNow(days * 86_400_000);
/** An amount as the app writes INR ("₹100", src/domain/money.ts), never a part of a larger number (a full stop may follow). */
const inr = (amount: string) => `₹${amount}(?![\\d,]|\\.\\d)`;

/** The demo tutor's new course at ₹100 (no fees) with one session `days` ahead, and the demo student on its checkout, total ₹100. */
async function onCheckoutOfCourseAt100(tutor: Page, student: Page, input: { name: string; session: string; days: number }): Promise<string> {
  await signInAsTutor(tutor);
  const { code } = await createCourseWithOneSession(tutor, {
    name: input.name,
    price: 100,
    transactionFees: 0,
    session: { title: input.session, startsAt: clearOfSeed(input.days), durationMinutes: 60 },
  });
  await signInAsStudent(student);
  await student.goto(`/course-class-checkout/${code}`);
  await expect(value(student, 'Total')).toHaveText(new RegExp(`^${inr('100')}$`));
  return code;
}

test('a course repriced while the student pays: recorded at what was paid on both sides, and the cancellation refunds that', async ({ tutor, student }) => {
  test.setTimeout(120_000);
  const courseName = `Sketching ${`${Date.now()}`.slice(-6)}`;
  // The student opens the checkout at 100 INR and is in the provider's checkout when the tutor changes the price.
  const code = await onCheckoutOfCourseAt100(tutor, student, { name: courseName, session: 'Lines', days: 25 });
  await student.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = student.getByRole('dialog', { name: 'Test checkout' });
  await expect(dialog).toContainText('INR 100.00');

  const course = await repriceCourse(tutor, courseName, 10000);

  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(student).toHaveURL(new RegExp(`/student-course-class/${code}$`));
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured', Amount: 100, Price: 100, CurrencyType: 'INR' })]);

  // Both histories say what was paid: 100 INR, not the new price.
  for (const [page, side] of [[student, 'student'], [tutor, 'tutor']] as const) {
    const row = await historyRows(page, side, courseName);
    await expect(row).toContainText(new RegExp(inr('100')));
    await expect(row).not.toContainText(/10,000|10000/);
  }

  // The tutor cancels the course: the student is refunded the 100 INR they paid.
  await tutor.goto('/course-class');
  await chooseFromMenu(tutor, course, courseName, 'Cancel course');
  await course.getByRole('button', { name: 'Yes, cancel the course' }).click();
  await expect(course.getByText(new RegExp(`Cancelled after 0 of 1 sessions\\. 1 student is refunded ${inr('100')} in all\\.`))).toBeFocused();
  expect(await axeViolations(tutor)).toEqual([]);
  await student.goto('/student-course-class');
  await expect(classCard(student, courseName)).toContainText(new RegExp(`${inr('100')} refunded to you\\.`));
  // Refunded in full: the row of the 100 INR paid says Refunded, and why.
  const mine = await historyRows(student, 'student', courseName);
  await expect(mine).toContainText(new RegExp(inr('100')));
  await expect(mine).toContainText('Refunded');
  await expect(mine).toContainText('The tutor cancelled the course after 0 of 1 sessions.');
  expect(await axeViolations(student)).toEqual([]);

  const ledger = ledgerOf((await db()) as MockDb, [code]);
  writeRow({ case: 'price change between order and capture (course, two browsers)', layer: 'browser', ...ledger });
  expect(ledger).toMatchObject({ captures: 1, records: 1, lost: 0, duplicated: 0, misrecorded: 0 });
  const refunds = refundLedgerOf((await db()) as RefundDb, code, 100);
  writeRefundRow({ case: 'a course repriced after the order, then cancelled (the price paid refunded)', layer: 'browser', ...refunds });
  expect(refunds).toMatchObject({ refunded: 100, recorded: 100, duplicates: 0, lost: 0 });
});

test('a course repriced after the student opened the checkout, before Pay Now: nothing is charged at a total they were not shown', async ({ tutor, student }) => {
  test.setTimeout(90_000);
  const courseName = `Inking ${`${Date.now()}`.slice(-6)}`;
  const code = await onCheckoutOfCourseAt100(tutor, student, { name: courseName, session: 'Nibs', days: 26 });

  await repriceCourse(tutor, courseName, 150);

  // Pay Now on the page that still says 100: no provider checkout opens; the page says the new total and shows it.
  await student.getByRole('button', { name: 'Pay Now' }).click();
  await expect(student.getByRole('alert')).toContainText(new RegExp(`The price changed since this page was opened: the total is now ${inr('150')}\\. Nothing was charged\\.`));
  await expect(value(student, 'Total')).toHaveText(new RegExp(`^${inr('150')}$`));
  await expect(student.getByRole('dialog', { name: 'Test checkout' })).toHaveCount(0);
  expect(await axeViolations(student)).toEqual([]);
  await payInTestCheckout(student);
  await expect(student).toHaveURL(new RegExp(`/student-course-class/${code}$`));
  expect(await payments(code)).toEqual([expect.objectContaining({ Status: 'captured', Amount: 150 })]);
});

test('a free private class: the student books it without paying, and the tutor sees it booked', async ({ tutor, student }) => {
  test.setTimeout(90_000);
  const className = `Trial lesson ${`${Date.now()}`.slice(-6)}`;
  await signInAsTutor(tutor);
  const code = await createPrivateClass(tutor, { name: className, startsAt: clearOfSeed(27), durationMinutes: 30, price: 0, transactionFees: 0 });

  await signInAsStudent(student);
  await student.goto(`/private-class-checkout/${code}`);
  await expect(value(student, 'Total')).toHaveText(new RegExp(`^${inr('0')}$`));
  await expect(value(student, 'Discount')).toHaveText(new RegExp(`^${inr('0')}$`));
  await expect(student.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  expect(await axeViolations(student)).toEqual([]);
  await student.getByRole('button', { name: 'Book for free' }).click();
  await expect(student).toHaveURL(new RegExp(`/student-private-class/${code}$`));
  await expect(student.getByRole('dialog', { name: 'Test checkout' })).toHaveCount(0);
  const booked = await payments(code);
  expect(booked).toEqual([expect.objectContaining({ Status: 'captured', Amount: 0 })]);
  expect(booked[0]!.PaymentID).toMatch(/^free_/);

  // The tutor's students: the demo student booked it, and it is not waiting for a payment.
  await tutor.goto('/tutor-dashboard');
  const table = tutor.getByRole('region', { name: 'Students' }).getByRole('table', { name: 'Students' });
  const row = table.locator('tbody tr').filter({ hasText: className });
  await expect(row).toContainText('Ravi Kumar');
  await expect(row).not.toContainText('Not paid');
  const ledger = ledgerOf((await db()) as MockDb, [code]);
  writeRow({ case: 'a free private class (two browsers)', layer: 'browser', ...ledger });
  expect(ledger).toMatchObject({ captures: 0, lost: 0, duplicated: 0, misrecorded: 0 });
});
