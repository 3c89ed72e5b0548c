// Cancelling a private class (CancelPrivateClass, and ChangePrivateClassStatus to Cancelled, which is the tutor's
// cancellation): the rule is the domain's (src/domain/cancellation-policy.mjs), the refund goes through the payment
// provider's stand-in, and the class, the refund and the payment record are stored in one write.
import { cancellationRefund, cancellationRefusal, noticeHoursOf } from '../../src/domain/cancellation-policy.mjs';
import { callerProfile, ROLE } from '../lib/auth.mjs';
import { conflict, forbidden, notFound } from '../lib/http.mjs';
import { capturedFor, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';

/** The notice period of a tutor's classes (their setting, else the default). */
export function noticeHoursForTutor(state, tutorId) {
  return noticeHoursOf(userById(state, tutorId)?.CancellationNoticeHours);
}

const REFUND_REASON = {
  TutorCancelled: 'The tutor cancelled the class.',
  InNotice: 'The student cancelled the class within the free cancellation period.',
};

/** The Cancellation the contract answers for a cancelled class. */
export function cancellationView(state, record) {
  const refunded = state.payments.find((p) => p.ClassCode === record.ClassLink && p.Status === 'refunded' && p.RefundCause === 'Cancellation');
  return {
    ClassCode: record.ClassLink,
    Status: record.Status,
    CancelledAt: record.CancelledAt,
    CancelledBy: record.CancelledBy,
    ...(record.CancellationReason ? { Reason: record.CancellationReason } : {}),
    Rule: record.CancellationRule,
    RefundAmount: refunded ? (refunded.RefundAmount ?? refunded.Amount) : 0,
    CurrencyType: record.CurrencyType,
    ...(refunded?.RefundID ? { RefundID: refunded.RefundID } : {}),
  };
}

/**
 * Cancels a private class for `by` ('Tutor' or 'Student', whose right to was checked): refunds the captured payment
 * when the rule says so, then marks the class. Everything is changed in memory first and stored in one write; a
 * refund the provider refuses changes nothing (500).
 */
export function cancelPrivateClass(ctx, record, { by, reason }) {
  const { state, now } = ctx;
  const refusal = cancellationRefusal({ status: record.Status, startsAt: record.DateTime }, now.getTime());
  if (refusal === 'over') throw conflict(`This class is ${record.Status} and cannot be cancelled.`, 'ClassCode');
  if (refusal === 'started') throw conflict('This class has already started; it can no longer be cancelled.', 'ClassCode');
  const payment = capturedFor(state, record.ClassLink)[0];
  const { rule, refund } = cancellationRefund({
    by,
    startsAt: record.DateTime,
    noticeHours: noticeHoursForTutor(state, record.TutorID),
    amount: payment?.Amount ?? 0,
    nowMs: now.getTime(),
  });
  if (payment && refund > 0) {
    const providerRefund = ctx.provider.refund(payment.PaymentID, REFUND_REASON[rule]);
    if (!providerRefund) throw new Error(`The provider stand-in could not refund ${payment.PaymentID}.`);
    Object.assign(payment, {
      Status: 'refunded',
      RefundID: providerRefund.id,
      RefundedAt: providerRefund.CreatedAt ?? iso(now),
      RefundReason: REFUND_REASON[rule],
      RefundAmount: refund,
      RefundCause: 'Cancellation',
    });
  }
  Object.assign(record, {
    Status: 'Cancelled',
    CancelledAt: iso(now),
    CancelledBy: by,
    CancellationRule: rule,
    ...(reason ? { CancellationReason: reason } : {}),
  });
  ctx.persist();
  return record;
}

/** Who may cancel this class: its tutor, or the student who paid for it; 403 for anyone else. */
function cancellerOf(ctx, record) {
  const profile = callerProfile(ctx);
  if (profile.Role === ROLE.tutor) {
    if (record.TutorID !== profile.UserID) throw forbidden('This private class is another tutor’s.');
    return 'Tutor';
  }
  const paidByCaller = ctx.state.payments.some(
    (p) => p.ClassCode === record.ClassLink && p.StudentID === profile.UserID && (p.Status === 'captured' || p.RefundCause === 'Cancellation'),
  );
  if (!paidByCaller) throw forbidden('Only the student who paid for this class can cancel it.');
  return 'Student';
}

export default function register(api) {
  api.post('/CancelPrivateClass', (ctx) => {
    const { state, body } = ctx;
    const record = state.privateClasses.find((c) => c.ClassLink === body.ClassCode);
    if (!record) throw notFound(`No private class ${body.ClassCode}.`);
    const by = cancellerOf(ctx, record);
    // A repeat by the same side (a retry after a lost answer) gets the same outcome; nothing is refunded twice.
    if (record.Status === 'Cancelled' && record.CancelledBy === by) return cancellationView(state, record);
    return cancellationView(state, cancelPrivateClass(ctx, record, { by, reason: body.Reason }));
  });
}
