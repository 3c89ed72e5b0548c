// What became of one student's booking of a class or course, as its tutor reads it (the contract's BookingState):
// computed from the payment records and the class's own cancellation, never stored.
import { fullName, userById } from './store.mjs';

// The payment's currency goes with it: a refund is in what was paid, whatever the class's currency is now.
const refundOf = (payment) => ({
  ...(payment?.CurrencyType ? { CurrencyType: payment.CurrencyType } : {}),
  ...(payment && (payment.RefundAmount ?? 0) > 0 ? { RefundAmount: payment.RefundAmount, ...(payment.RefundedAt ? { RefundedAt: payment.RefundedAt } : {}) } : {}),
});

/**
 * `{ BookingState, CurrencyType?, RefundAmount?, RefundedAt? }` (CurrencyType: the deciding payment's) of `studentId` for `record` (a private class or course of `kind`).
 * A student who never had money taken is NotPaid whatever happened to the class; one whose payment was kept or
 * refunded by a cancellation reads by who cancelled; one who left a course is LeftCourse.
 */
export function bookingStateOf(state, kind, record, studentId) {
  const attempts = state.payments.filter((p) => p.ClassCode === record.ClassLink && p.StudentID === studentId);
  const left = attempts.find((p) => p.WithdrawnAt);
  const kept = attempts.find((p) => p.Status === 'captured' && !p.WithdrawnAt);
  if (kept === undefined && left) return { BookingState: 'LeftCourse', ...refundOf(left) };
  const byCancel = attempts.find((p) => p.RefundCause === 'Cancellation');
  const paid = kept ?? byCancel;
  if (paid && record.Status === 'Cancelled') {
    if (kind === 'PrivateClass' && record.CancellationRule === 'TutorNoShow') return { BookingState: 'Refunded', ...refundOf(paid) };
    const byStudent = kind === 'PrivateClass' && record.CancelledBy === 'Student';
    return { BookingState: byStudent ? 'CancelledByStudent' : 'CancelledByTutor', ...refundOf(paid) };
  }
  if (kept) return { BookingState: 'Paid', ...refundOf(kept) };
  const refunded = attempts.find((p) => p.Status === 'refunded');
  if (refunded) return { BookingState: 'Refunded', ...refundOf(refunded) };
  return { BookingState: 'NotPaid' };
}

/** A student's booking as the tutor's cards read it (the contract's ClassBooking). */
function classBooking(state, kind, record, studentId, fallbackName) {
  const student = userById(state, studentId);
  const { BookingState, ...refund } = bookingStateOf(state, kind, record, studentId);
  return { StudentID: studentId, StudentName: student ? fullName(student) : fallbackName, State: BookingState, ...refund };
}

/** The bookings of a course its tutor's card shows: one per student who paid (kept, refunded or left), oldest first. */
export function courseBookings(state, record) {
  const paid = state.payments
    .filter((p) => p.ClassCode === record.ClassLink && (p.Status === 'captured' || p.Status === 'refunded'))
    .sort((a, b) => Date.parse(a.PaidAt) - Date.parse(b.PaidAt));
  const seen = new Map();
  for (const p of paid) if (!seen.has(p.StudentID)) seen.set(p.StudentID, classBooking(state, 'GroupCourse', record, p.StudentID, p.StudentName));
  return [...seen.values()];
}

/**
 * The booking of a private class its tutor's card shows: the student who paid, or whose payment a cancellation
 * refunded; null while nobody has.
 */
export function privateClassBooking(state, record) {
  const payments = state.payments.filter((p) => p.ClassCode === record.ClassLink);
  const payment = payments.find((p) => p.Status === 'captured') ?? payments.find((p) => p.RefundCause === 'Cancellation');
  return payment ? classBooking(state, 'PrivateClass', record, payment.StudentID, payment.StudentName) : null;
}
