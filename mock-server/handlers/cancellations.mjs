// Cancelling a private class (CancelPrivateClass, and ChangePrivateClassStatus to Cancelled, which is the tutor's
// cancellation): the rule is the domain's (src/domain/cancellation-policy.mjs), the refund goes through the payment
// provider's stand-in, and the class, the refund and the payment record are stored in one write.
import { cancellationRefund, cancellationRefusal, courseCancellationRefund, noticeHoursOf } from '../../src/domain/cancellation-policy.mjs';
import { callerProfile, ownedByTutor, requireTutor, ROLE } from '../lib/auth.mjs';
import { conflict, forbidden, notFound } from '../lib/http.mjs';
import { capturedFor, MINOR_UNITS, sessionsOf, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { isTutorNoShow, NO_SHOW_GRACE_MS, tutorCameInTime } from '../../src/domain/attendance.mjs';

/** The notice period of a tutor's classes (their setting, else the default). */
export function noticeHoursForTutor(state, tutorId) {
  return noticeHoursOf(userById(state, tutorId)?.CancellationNoticeHours);
}

const REFUND_REASON = {
  TutorCancelled: 'The tutor cancelled the class.',
  InNotice: 'The student cancelled the class within the free cancellation period.',
};

/** The Cancellation the contract answers for a cancelled class. */
export function cancellationView(record) {
  const refund = record.CancellationRefund;
  return {
    ClassCode: record.ClassLink,
    Status: record.Status,
    CancelledAt: record.CancelledAt,
    CancelledBy: record.CancelledBy,
    ...(record.CancellationReason ? { Reason: record.CancellationReason } : {}),
    Rule: record.CancellationRule,
    RefundAmount: refund?.Amount ?? 0,
    CurrencyType: record.CurrencyType,
    ...(refund ? { RefundID: refund.RefundID } : {}),
  };
}

/**
 * Cancels a private class, by its tutor or by `student` (the student who paid; their right to was checked): refunds
 * the captured payment when the rule says so, under the notice period it was paid under, then marks the class.
 * Everything is changed in memory first and stored in one write; a refund the provider refuses changes nothing (500).
 */
export function cancelPrivateClass(ctx, record, { by, byUserId, reason }) {
  const { state, now } = ctx;
  const refusal = cancellationRefusal({ status: record.Status, startsAt: record.DateTime }, now.getTime());
  if (refusal === 'over') throw conflict(`This class is ${record.Status} and cannot be cancelled.`, 'ClassCode');
  if (refusal === 'started') throw conflict('This class has already started; it can no longer be cancelled.', 'ClassCode');
  const payment = capturedFor(state, record.ClassLink).find((p) => by === 'Tutor' || p.StudentID === byUserId);
  const { rule, refund } = cancellationRefund({
    by,
    startsAt: record.DateTime,
    noticeHours: payment?.CancellationNoticeHours ?? noticeHoursForTutor(state, record.TutorID),
    amount: payment?.Amount ?? 0,
    nowMs: now.getTime(),
    freeUntil: record.FreeCancellationUntil,
  });
  let refunded;
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
    refunded = { PaymentID: payment.PaymentID, RefundID: providerRefund.id, Amount: refund };
  }
  const note = reason?.trim();
  Object.assign(record, {
    Revision: (record.Revision ?? 0) + 1,
    Status: 'Cancelled',
    CancelledAt: iso(now),
    CancelledBy: by,
    CancelledByUserID: byUserId,
    CancellationRule: rule,
    ...(refunded ? { CancellationRefund: refunded } : {}),
    ...(note ? { CancellationReason: note } : {}),
  });
  ctx.persist();
  return record;
}

/**
 * Which side of this private class the caller is: its tutor, or the student who paid for it (`paidOrRefunded`: or
 * whose payment a cancellation refunded, so a repeat cancel finds them); 403 for anyone else, in `refusal`'s words.
 */
export function partyOf(ctx, record, { refusal, paidOrRefunded = false }) {
  const profile = callerProfile(ctx);
  if (profile.Role === ROLE.tutor) {
    if (record.TutorID !== profile.UserID) throw forbidden('This private class is another tutor’s.');
    return 'Tutor';
  }
  const paidByCaller = ctx.state.payments.some(
    (p) => p.ClassCode === record.ClassLink && p.StudentID === profile.UserID && (p.Status === 'captured' || (paidOrRefunded && p.RefundCause === 'Cancellation')),
  );
  if (!paidByCaller) throw forbidden(refusal);
  return 'Student';
}

/**
 * Runs a change of several records (refunds to several students) all or nothing: when it throws half-way (the provider
 * refused a refund), the store is put back as it was before, in memory, and nothing was written.
 */
export function allOrNothing(state, change) {
  const before = structuredClone(state);
  try {
    return change();
  } catch (error) {
    for (const key of Object.keys(before)) state[key] = before[key];
    throw error;
  }
}

/** The CourseCancellation the contract answers for a cancelled course. */
export function courseCancellationView(record) {
  return {
    ClassCode: record.ClassLink,
    Status: record.Status,
    CancelledAt: record.CancelledAt,
    ...(record.CancellationReason ? { Reason: record.CancellationReason } : {}),
    SessionsHeld: record.CancellationSessions.held,
    SessionsTotal: record.CancellationSessions.total,
    CurrencyType: record.CurrencyType,
    Refunds: record.CancellationRefunds,
  };
}

/**
 * Cancels a course for its tutor: its sessions not yet started are cancelled, and each student who paid is refunded
 * the sessions not yet held, pro rata (the domain's rule), through the provider; all stored in one write.
 */
export function cancelCourse(ctx, record, { reason }) {
  const { state, now } = ctx;
  if (record.Status === 'Completed') throw conflict('A Completed course cannot be cancelled.', 'ClassCode');
  const sessions = sessionsOf(state, record.ClassID);
  const lessons = sessions.map((s) => ({ startsAt: s.StartDateTime, status: s.Status }));
  const { held, total } = courseCancellationRefund({ sessions: lessons, amount: 0, price: 0, nowMs: now.getTime() });
  // Payments a cancellation of this course refunded already are left alone (a retry refunds nothing twice).
  const plans = capturedFor(state, record.ClassLink)
    .filter((payment) => payment.RefundCause !== 'Cancellation')
    .map((payment) => ({
      payment,
      share: courseCancellationRefund({ sessions: lessons, amount: payment.Amount, price: payment.Price ?? record.Price, nowMs: now.getTime(), paidAtMs: Date.parse(payment.PaidAt) }),
    }));
  const reasonText = `The tutor cancelled the course after ${held} of ${total} sessions.`;
  const refunds = [];
  for (const { payment, share } of plans) {
    const student = userById(state, payment.StudentID);
    const entry = { StudentID: payment.StudentID, StudentName: student ? `${student.FirstName} ${student.LastName}` : payment.StudentName, RefundAmount: share.refund };
    if (share.refund > 0) {
      const providerRefund = ctx.provider.refund(payment.PaymentID, reasonText, share.refund * MINOR_UNITS[payment.CurrencyType]);
      if (!providerRefund) throw new Error(`The provider stand-in could not refund ${payment.PaymentID}.`);
      Object.assign(payment, {
        ...(share.refund === payment.Amount ? { Status: 'refunded' } : {}),
        RefundID: providerRefund.id,
        RefundedAt: providerRefund.CreatedAt ?? iso(now),
        RefundReason: reasonText,
        RefundAmount: share.refund,
        RefundedPrice: share.priceRefund,
        RefundCause: 'Cancellation',
      });
      entry.RefundID = providerRefund.id;
    }
    refunds.push(entry);
  }
  for (const session of sessions) if (session.Status === 'Scheduled' && Date.parse(session.StartDateTime) > now.getTime()) session.Status = 'Cancelled';
  const note = reason?.trim();
  Object.assign(record, {
    Status: 'Cancelled',
    CancelledAt: iso(now),
    CancellationSessions: { held, total },
    CancellationRefunds: refunds,
    ...(note ? { CancellationReason: note } : {}),
  });
  ctx.persist();
  return record;
}

export const NO_SHOW_REASON = 'The tutor did not join within 15 minutes of the start.';

/** The stints of the class's tutor (the signalling server's record of who was in its room). */
export function tutorStints(state, record) {
  return (state.attendance ?? []).filter((a) => a.ClassCode === record.ClassLink && a.Role === 'Tutor');
}

/** Whether the tutor came in time for a paid class as it now stands (src/domain/attendance.mjs). */
export function tutorCame(state, record) {
  return tutorCameInTime(tutorStints(state, record), record.DateTime);
}

/**
 * The tutor no-shows, settled: every paid private class whose tutor did not come in time (src/domain/attendance.mjs:
 * a join between the room's opening and 15 minutes after the start) is cancelled and its student refunded in full
 * through the provider, as of the end of the grace. Run before every request of the backend and the classroom (a
 * scheduled job in production), so nothing reads or enters such a class before it is settled. The classes to look at
 * (Scheduled, paid) are found once per store revision; each request only checks their times. Returns how many it settled.
 */
let candidates = { revision: -1, state: null, of: null, classes: [] };
export function settleNoShows({ state, now, provider, persist, revision }) {
  if (candidates.revision !== revision || candidates.state !== state || candidates.of !== state.privateClasses) {
    const paid = new Set(state.payments.filter((p) => p.Kind === 'PrivateClass' && p.Status === 'captured').map((p) => p.ClassCode));
    candidates = { revision, state, of: state.privateClasses, classes: state.privateClasses.filter((c) => c.Status === 'Scheduled' && paid.has(c.ClassLink)) };
  }
  const nowMs = now.getTime();
  const due = candidates.classes.filter((record) => isTutorNoShow({ status: record.Status, startsAt: record.DateTime, tutorJoined: tutorCame(state, record) }, nowMs));
  for (const record of due) {
    const code = record.ClassLink;
    const at = iso(new Date(Date.parse(record.DateTime) + NO_SHOW_GRACE_MS));
    let refunded;
    for (const payment of capturedFor(state, code)) {
      const providerRefund = provider.refund(payment.PaymentID, NO_SHOW_REASON);
      if (!providerRefund) throw new Error(`The provider stand-in could not refund ${payment.PaymentID}.`);
      Object.assign(payment, {
        Status: 'refunded',
        RefundID: providerRefund.id,
        RefundedAt: providerRefund.CreatedAt ?? iso(now),
        RefundReason: NO_SHOW_REASON,
        RefundAmount: payment.Amount,
        RefundCause: 'Cancellation',
      });
      refunded = { PaymentID: payment.PaymentID, RefundID: providerRefund.id, Amount: payment.Amount };
    }
    Object.assign(record, {
      Revision: (record.Revision ?? 0) + 1,
      Status: 'Cancelled',
      CancelledAt: at,
      CancelledBy: 'Tutor',
      CancellationRule: 'TutorNoShow',
      CancellationReason: NO_SHOW_REASON,
      ...(refunded ? { CancellationRefund: refunded } : {}),
    });
  }
  if (due.length > 0) persist();
  return due.length;
}

export default function register(api) {
  api.post('/CancelCourse', (ctx) => {
    const tutor = requireTutor(ctx);
    const record = ctx.state.courses.find((c) => c.ClassLink === ctx.body.ClassCode);
    if (!record) throw notFound(`No course ${ctx.body.ClassCode}.`);
    ownedByTutor(ctx.state.courses, record.ClassID, tutor, 'course');
    // A repeat (a retry after a lost answer) answers the same cancellation; nothing is refunded twice.
    if (record.Status === 'Cancelled' && record.CancellationRefunds) return courseCancellationView(record);
    if (record.Status === 'Cancelled') throw conflict('This course was cancelled before refunds were kept with it; its students were not refunded by it.', 'ClassCode');
    return courseCancellationView(allOrNothing(ctx.state, () => cancelCourse(ctx, record, { reason: ctx.body.Reason })));
  });

  api.post('/CancelPrivateClass', (ctx) => {
    const { state, body } = ctx;
    const record = state.privateClasses.find((c) => c.ClassLink === body.ClassCode);
    if (!record) throw notFound(`No private class ${body.ClassCode}.`);
    const by = partyOf(ctx, record, { refusal: 'Only the student who paid for this class can cancel it.', paidOrRefunded: true });
    // A repeat by the same person (a retry after a lost answer) gets the same outcome; nothing is refunded twice.
    if (record.Status === 'Cancelled' && record.CancelledByUserID === ctx.caller.uid) return cancellationView(record);
    return cancellationView(cancelPrivateClass(ctx, record, { by, byUserId: ctx.caller.uid, reason: body.Reason }));
  });
}
