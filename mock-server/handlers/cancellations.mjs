// Cancelling a private class (CancelPrivateClass, and ChangePrivateClassStatus to Cancelled, which is the tutor's
// cancellation): the rule is the domain's (src/domain/cancellation-policy.ts), the refund goes through the payment
// provider's stand-in, and the class, the refund and the payment record are stored in one write.
import { cancellationRefund, cancellationRefusal, courseRefund, noticeHoursOf } from '../../src/domain/cancellation-policy.ts';
import { callerProfile, ownedByTutor, requireStudent, requireTutor, ROLE } from '../lib/auth.mjs';
import { conflict, forbidden, notFound } from '../lib/http.mjs';
import { capturedFor, fullName, MINOR_UNITS, sessionsOf, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { publishEvent } from '../lib/events.mjs';
import { courseFacts, privateClassFacts, studentFacts } from '../lib/event-facts.mjs';
import { isTutorNoShow, NO_SHOW_GRACE_MS, tutorCameInTime } from '../../src/domain/attendance.ts';

/** The notice period of a tutor's classes (their setting, else the default). */
export function noticeHoursForTutor(state, tutorId) {
  return noticeHoursOf(userById(state, tutorId)?.CancellationNoticeHours);
}

const REFUND_REASON = {
  TutorCancelled: 'The tutor cancelled the class.',
  InNotice: 'The student cancelled the class within the free cancellation period.',
};

/** refund.issued to the student of a refund the provider made (a free booking's 0, never at the provider, is no news). */
function announceRefund(ctx, facts, studentId, { amount, currency, refundId }) {
  if (!refundId || !(amount > 0)) return;
  publishEvent(ctx, [studentId], { Type: 'refund.issued', ...facts, ...studentFacts(ctx.state, studentId), Amount: amount, CurrencyType: currency, RefundID: refundId });
}

/** class.cancelled, in the cancelling write, to `to`: the other side, or both for a cancellation the backend settled. */
function announceCancellation(ctx, to, facts, by) {
  if (to.length > 0) publishEvent(ctx, to, { Type: 'class.cancelled', ...facts, By: by });
}

/** What every cancellation answer starts with: the class's code, the cancelled record's status, when, and the reason given. */
const cancelledView = (code, record) => ({
  ClassCode: code,
  Status: record.Status,
  CancelledAt: record.CancelledAt,
  ...(record.CancellationReason ? { Reason: record.CancellationReason } : {}),
});

/** A refund to one student as the answers give it: the amount, its currency, and the provider's refund id if there was one. */
const refundView = (amount, currency, refundId) => ({ RefundAmount: amount, CurrencyType: currency, ...(refundId ? { RefundID: refundId } : {}) });

/** The Cancellation the contract answers for a cancelled class. */
export function cancellationView(record) {
  const refund = record.CancellationRefund;
  return {
    ...cancelledView(record.ClassLink, record),
    CancelledBy: record.CancelledBy,
    Rule: record.CancellationRule,
    // The refund's currency is the payment's (the class's may have changed since it was paid).
    ...refundView(refund?.Amount ?? 0, refund?.CurrencyType ?? record.CurrencyType, refund?.RefundID),
  };
}

/**
 * Gives back all of a private class's payment (its recorded Amount, what the provider captured on its order) and marks
 * it refunded for a cancellation. A free booking (Amount 0) was never at the provider: it is marked refunded with 0
 * and no RefundID. Returns the refund as the cancelled class keeps it (its CancellationRefund). Throws when the provider
 * refuses (the caller's write is then undone).
 */
function refundWhole(ctx, payment, reason) {
  let RefundID;
  let at = iso(ctx.now);
  if (payment.Amount > 0) {
    const providerRefund = ctx.provider.refund(payment.PaymentID, reason);
    if (!providerRefund) throw new Error(`The provider stand-in could not refund ${payment.PaymentID}.`);
    RefundID = providerRefund.id;
    at = providerRefund.CreatedAt ?? at;
  }
  Object.assign(payment, {
    Status: 'refunded',
    ...(RefundID ? { RefundID } : {}),
    RefundedAt: at,
    RefundReason: reason,
    RefundAmount: payment.Amount,
    RefundCause: 'Cancellation',
  });
  return { PaymentID: payment.PaymentID, ...(RefundID ? { RefundID } : {}), Amount: payment.Amount, CurrencyType: payment.CurrencyType };
}

/** Marks a private class cancelled with `fields` (who, when, the rule, the refund): one revision more, so calendars update. */
function markCancelled(record, fields) {
  Object.assign(record, { Revision: (record.Revision ?? 0) + 1, Status: 'Cancelled', ...fields });
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
  // A free booking (Amount 0) is "refunded" 0 without the provider, which never had it, when the rule gives all back.
  if (payment && (refund > 0 || (payment.Amount === 0 && rule !== 'Late'))) {
    refunded = refundWhole(ctx, payment, REFUND_REASON[rule]);
  }
  const note = reason?.trim();
  markCancelled(record, {
    CancelledAt: iso(now),
    CancelledBy: by,
    CancelledByUserID: byUserId,
    CancellationRule: rule,
    ...(refunded ? { CancellationRefund: refunded } : {}),
    ...(note ? { CancellationReason: note } : {}),
  });
  // The other side hears of it: the tutor of a student's cancellation, the student who paid of the tutor's.
  const facts = { ...privateClassFacts(state, record), ...(payment ? studentFacts(state, payment.StudentID) : {}) };
  announceCancellation(ctx, by === 'Tutor' ? (payment ? [payment.StudentID] : []) : [record.TutorID], facts, by);
  if (payment && refunded) announceRefund(ctx, facts, payment.StudentID, { amount: refunded.Amount, currency: refunded.CurrencyType, refundId: refunded.RefundID });
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
  // A copy of the data (the state is watched by the store, so it is copied as the JSON it is stored as).
  const before = JSON.parse(JSON.stringify(state));
  try {
    return change();
  } catch (error) {
    // A collection the change began (the first event or notification of the store) is dropped with the rest.
    for (const key of Object.keys(state)) if (!(key in before)) delete state[key];
    for (const key of Object.keys(before)) state[key] = before[key];
    throw error;
  }
}

/** The CourseCancellation the contract answers for a cancelled course. */
export function courseCancellationView(record) {
  return {
    ...cancelledView(record.ClassLink, record),
    SessionsHeld: record.CancellationSessions.held,
    SessionsTotal: record.CancellationSessions.total,
    CurrencyType: record.CurrencyType,
    Refunds: record.CancellationRefunds,
  };
}

/** A course's sessions as the refund rule reads them. */
const lessonsOf = (sessions) =>
  sessions.map((s) => ({ id: s.SessionID, startsAt: s.StartDateTime, status: s.Status, ...(s.MovedAt ? { movedAt: s.MovedAt } : {}), ...(s.CancelledAt ? { cancelledAt: s.CancelledAt } : {}), ...(s.CreatedAt ? { createdAt: s.CreatedAt } : {}) }));

/**
 * What a course payment is owed now by the pro rata rule (src/domain/cancellation-policy.ts, courseRefund), less what
 * was refunded already: `how` says what changed (courseCancelled, withdrawnAtMs).
 */
function courseShare(ctx, course, payment, how = {}) {
  return courseRefund({
    sessions: lessonsOf(sessionsOf(ctx.state, course.ClassID)),
    amount: payment.Amount,
    price: payment.Price ?? course.Price,
    nowMs: ctx.now.getTime(),
    paidAtMs: Date.parse(payment.PaidAt),
    noticeHours: payment.CancellationNoticeHours,
    // A student who left is judged by what their payment covered, and what was free, when they left.
    ...(payment.Withdrawal ? { withdrawnAtMs: Date.parse(payment.WithdrawnAt), coveredIds: payment.Withdrawal.coveredIds, freeIds: payment.Withdrawal.freeIds } : {}),
    refundedAmount: payment.RefundAmount ?? 0,
    refundedPrice: payment.RefundedPrice ?? 0,
    ...how,
  });
}

/**
 * Gives back `share.refund` of a course payment through the provider. RefundAmount and RefundedPrice are what was
 * refunded all told (a payment may be refunded in parts: a session, then the course); the payment stays captured until
 * all of it is refunded. Each part is kept in CourseRefunds. Returns the provider's refund id, or undefined for nothing.
 */
function refundCoursePayment(ctx, payment, share, reason) {
  if (share.refund <= 0) return undefined;
  const providerRefund = ctx.provider.refund(payment.PaymentID, reason, share.refund * MINOR_UNITS[payment.CurrencyType]);
  if (!providerRefund) throw new Error(`The provider stand-in could not refund ${payment.PaymentID}.`);
  const at = providerRefund.CreatedAt ?? iso(ctx.now);
  const refunded = (payment.RefundAmount ?? 0) + share.refund;
  Object.assign(payment, {
    ...(refunded >= payment.Amount ? { Status: 'refunded' } : {}),
    RefundID: providerRefund.id,
    RefundedAt: at,
    RefundReason: reason,
    RefundAmount: refunded,
    RefundedPrice: (payment.RefundedPrice ?? 0) + share.priceRefund,
    RefundCause: 'Cancellation',
    CourseRefunds: [...(payment.CourseRefunds ?? []), { RefundID: providerRefund.id, Amount: share.refund, At: at, Reason: reason }],
  });
  return providerRefund.id;
}

/** The students enrolled in a course now (paid, not left): who hears of its cancellations. */
const enrolledStudents = (state, course) => [...new Set(capturedFor(state, course.ClassLink).filter((p) => !p.WithdrawnAt).map((p) => p.StudentID))];

/** refund.issued for each refund of a course change that gave money back. */
function announceCourseRefunds(ctx, facts, refunds, currency) {
  for (const r of refunds) announceRefund(ctx, facts, r.StudentID, { amount: r.RefundAmount, currency: r.CurrencyType ?? currency, refundId: r.RefundID });
}

/** Refunds every payment of a course what the rule owes it now; one entry per payment refunded (or enrolled). */
function refundCourse(ctx, course, reason, how) {
  const refunds = [];
  for (const payment of capturedFor(ctx.state, course.ClassLink)) {
    const share = courseShare(ctx, course, payment, how);
    const student = userById(ctx.state, payment.StudentID);
    const RefundID = refundCoursePayment(ctx, payment, share, reason);
    if (RefundID || !payment.WithdrawnAt) {
      refunds.push({ StudentID: payment.StudentID, StudentName: student ? fullName(student) : payment.StudentName, ...refundView(share.refund, payment.CurrencyType, RefundID) });
    }
  }
  return refunds;
}

/**
 * Cancels a course for its tutor: its sessions not yet started are cancelled, and each student who paid is refunded
 * the sessions not yet held, pro rata (the domain's rule; what a session cancelled on its own refunded is not refunded
 * again), through the provider; all stored in one write.
 */
export function cancelCourse(ctx, record, { reason }) {
  const { state, now } = ctx;
  if (record.Status === 'Completed') throw conflict('A Completed course cannot be cancelled.', 'ClassCode');
  const sessions = sessionsOf(state, record.ClassID);
  const { held, total } = courseRefund({ sessions: lessonsOf(sessions), amount: 0, price: 0, nowMs: now.getTime(), courseCancelled: true });
  const enrolled = enrolledStudents(state, record);
  const facts = courseFacts(state, record, null, now);
  const refunds = refundCourse(ctx, record, `The tutor cancelled the course after ${held} of ${total} sessions.`, { courseCancelled: true });
  for (const session of sessions) if (session.Status === 'Scheduled' && Date.parse(session.StartDateTime) > now.getTime()) session.Status = 'Cancelled';
  announceCancellation(ctx, enrolled, facts, 'Tutor');
  announceCourseRefunds(ctx, facts, refunds, record.CurrencyType);
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

/** The SessionCancellation the contract answers for a cancelled course session. */
export function sessionCancellationView(course, session) {
  return {
    SessionID: session.SessionID,
    ...cancelledView(course.ClassLink, session),
    Rule: session.CancellationRule,
    CurrencyType: course.CurrencyType,
    Refunds: session.CancellationRefunds ?? [],
  };
}

/**
 * Cancels one session of a course: by its tutor before it starts (`rule` TutorCancelled), or as a tutor no-show
 * (TutorNoShow, dated `at`). Each student who paid for it is refunded its share of their payment (the pro rata rule),
 * through the provider; the session and the refunds are stored in one write.
 */
export function cancelCourseSession(ctx, course, session, { reason, rule = 'TutorCancelled', at = ctx.now }) {
  if (rule === 'TutorCancelled') {
    const refusal = cancellationRefusal({ status: session.Status, startsAt: session.StartDateTime }, ctx.now.getTime());
    if (refusal === 'over') throw conflict(`This session is ${session.Status} and cannot be cancelled.`, 'SessionID');
    if (refusal === 'started') throw conflict('This session has already started; it can no longer be cancelled.', 'SessionID');
  }
  const enrolled = enrolledStudents(ctx.state, course);
  session.Status = 'Cancelled';
  const refunds = refundCourse(ctx, course, rule === 'TutorNoShow' ? `${NO_SHOW_REASON} (${session.Title})` : `The tutor cancelled the session ${session.Title}.`, {});
  const note = reason?.trim();
  Object.assign(session, {
    CancelledAt: iso(at),
    CancellationRule: rule,
    CancellationRefunds: refunds,
    ...(note ? { CancellationReason: note } : {}),
  });
  const facts = courseFacts(ctx.state, course, session);
  // A no-show the backend settled is news to the tutor too.
  announceCancellation(ctx, rule === 'TutorNoShow' ? [course.TutorID, ...enrolled] : enrolled, facts, 'Tutor');
  announceCourseRefunds(ctx, facts, refunds, course.CurrencyType);
  ctx.persist();
  return session;
}

/** The CourseWithdrawal the contract answers for a student who left a course. */
export function withdrawalView(course, payment) {
  const w = payment.Withdrawal;
  return {
    ClassCode: course.ClassLink,
    WithdrawnAt: payment.WithdrawnAt,
    SessionsRefunded: w.owed,
    SessionsTotal: w.total,
    ...refundView(w.refund, payment.CurrencyType, w.RefundID),
  };
}

/**
 * A student leaves a course they paid for: they are refunded the sessions still free to cancel (the notice period
 * before each, under the notice they paid under) and any cancelled, less what was refunded already; the seat is freed
 * (enrolment, roster and the room go by enrolled payments). Stored in one write.
 */
export function withdrawFromCourse(ctx, course, payment) {
  if (course.Status === 'Cancelled' || course.Status === 'Completed') throw conflict(`This course is ${course.Status}; there is nothing to leave.`, 'ClassCode');
  payment.WithdrawnAt = iso(ctx.now);
  const share = courseShare(ctx, course, payment, { withdrawnAtMs: ctx.now.getTime() });
  const RefundID = refundCoursePayment(ctx, payment, share, `The student left the course; ${share.owed} of ${share.total} sessions refunded.`);
  payment.Withdrawal = { owed: share.owed, total: share.total, refund: share.refund, coveredIds: share.coveredIds, freeIds: share.freeIds, ...(RefundID ? { RefundID } : {}) };
  announceRefund(ctx, courseFacts(ctx.state, course, null, ctx.now), payment.StudentID, { amount: share.refund, currency: payment.CurrencyType, refundId: RefundID });
  ctx.persist();
  return payment;
}

export const NO_SHOW_REASON = 'The tutor did not join within 15 minutes of the start.';

/** The stints of the class's tutor (the signalling server's record of who was in its room). */
export function tutorStints(state, record) {
  return tutorStintsOf(state, record.ClassLink);
}

const tutorStintsOf = (state, classCode) => (state.attendance ?? []).filter((a) => a.ClassCode === classCode && a.Role === 'Tutor');

/** Whether the tutor came in time for a paid class as it now stands (src/domain/attendance.ts). */
export function tutorCame(state, record) {
  return tutorCameInTime(tutorStints(state, record), record.DateTime);
}

/** The course sessions to watch for a tutor no-show: Scheduled sessions of courses someone paid for (and kept). */
function sessionCandidates(state) {
  // Kept captures, a student who left included: one charged for a session the tutor never came to is owed its share.
  const enrolled = new Set(state.payments.filter((p) => p.Kind === 'GroupCourse' && p.Status === 'captured').map((p) => p.ClassCode));
  const courses = new Map(state.courses.filter((c) => enrolled.has(c.ClassLink) && c.Status !== 'Cancelled').map((c) => [c.ClassID, c]));
  return state.sessions
    .filter((s) => s.Status === 'Scheduled' && courses.has(s.ClassID))
    .map((session) => ({ session, course: courses.get(session.ClassID), dueAt: Date.parse(session.StartDateTime) + NO_SHOW_GRACE_MS }));
}

/**
 * The tutor no-shows, settled: every paid private class, and every session of a course with students enrolled, whose
 * tutor did not come in time (src/domain/attendance.ts: a join between the room's opening and 15 minutes after the
 * start) is cancelled as of the end of the grace: the private class's student refunded in full, each course student
 * the session's share, through the provider. Run before every request of the backend and the classroom (a scheduled
 * job in production), so nothing reads or enters such a class before it is settled. The classes to look at are found
 * once per store revision; each request only checks their times. Returns how many it settled.
 */
let candidates = { revision: -1, state: null, of: null, classes: [], sessions: [] };
export function settleNoShows(ctx) {
  const { state, now, persist, revision } = ctx;
  // Looked for in `raw` (the store's data as it is, fast to scan) when given; changed through `state` (the store's
  // watched view, which persist() writes from).
  const scan = ctx.raw ?? state;
  // The candidates change only with these collections: keyed on their version when the store says it, else on any write.
  const version = ctx.versionOf?.(['privateClasses', 'payments', 'courses', 'sessions']) ?? revision;
  if (candidates.revision !== version || candidates.state !== scan || candidates.of !== scan.privateClasses) {
    const paid = new Set(scan.payments.filter((p) => p.Kind === 'PrivateClass' && p.Status === 'captured').map((p) => p.ClassCode));
    candidates = {
      revision: version,
      state: scan,
      of: scan.privateClasses,
      classes: scan.privateClasses.filter((c) => c.Status === 'Scheduled' && paid.has(c.ClassLink)),
      sessions: sessionCandidates(scan),
    };
  }
  const nowMs = now.getTime();
  const graceEnd = (startsAt) => new Date(Date.parse(startsAt) + NO_SHOW_GRACE_MS);
  const watched = (collection, found, key) => (scan === state ? found : state[collection].find((r) => r[key] === found[key]));
  const due = candidates.classes
    .filter((record) => isTutorNoShow({ status: record.Status, startsAt: record.DateTime, tutorJoined: tutorCame(scan, record) }, nowMs))
    .map((record) => watched('privateClasses', record, 'ClassLink'));
  for (const record of due) {
    const code = record.ClassLink;
    const at = iso(graceEnd(record.DateTime));
    let refunded;
    const paid = capturedFor(state, code);
    for (const payment of paid) {
      refunded = refundWhole(ctx, payment, NO_SHOW_REASON);
    }
    markCancelled(record, {
      CancelledAt: at,
      CancelledBy: 'Tutor',
      CancellationRule: 'TutorNoShow',
      CancellationReason: NO_SHOW_REASON,
      ...(refunded ? { CancellationRefund: refunded } : {}),
    });
    // Settled by the backend: news to both sides.
    const student = paid.at(-1)?.StudentID;
    const facts = { ...privateClassFacts(state, record), ...(student ? studentFacts(state, student) : {}) };
    announceCancellation(ctx, [record.TutorID, ...(student ? [student] : [])], facts, 'Tutor');
    if (student && refunded) announceRefund(ctx, facts, student, { amount: refunded.Amount, currency: refunded.CurrencyType, refundId: refunded.RefundID });
  }
  // The time first (cheap), the room's attendance only for sessions whose grace has passed.
  const dueSessions = candidates.sessions
    .filter(
      ({ session, course, dueAt }) =>
        nowMs >= dueAt &&
        session.Status === 'Scheduled' &&
        isTutorNoShow({ status: session.Status, startsAt: session.StartDateTime, tutorJoined: tutorCameInTime(tutorStintsOf(scan, course.ClassLink), session.StartDateTime) }, nowMs),
    )
    .map(({ session, course }) => ({ session: watched('sessions', session, 'SessionID'), course: watched('courses', course, 'ClassID') }));
  for (const { session, course } of dueSessions) {
    // Each session all or nothing: a refund the provider refuses leaves it as it was (the request fails; the next retries).
    allOrNothing(state, () => cancelCourseSession({ ...ctx, persist: () => {} }, course, session, { rule: 'TutorNoShow', reason: NO_SHOW_REASON, at: graceEnd(session.StartDateTime) }));
  }
  if (due.length + dueSessions.length > 0) persist();
  return due.length + dueSessions.length;
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

  api.post('/CancelCourseSession', (ctx) => {
    const tutor = requireTutor(ctx);
    const session = ctx.state.sessions.find((s) => s.SessionID === ctx.body.SessionID);
    if (!session) throw notFound(`No session ${ctx.body.SessionID}.`);
    const course = ownedByTutor(ctx.state.courses, session.ClassID, tutor, 'course');
    // A repeat (a retry after a lost answer) answers the same cancellation; nothing is refunded twice.
    if (session.Status === 'Cancelled' && session.CancelledAt) return sessionCancellationView(course, session);
    return sessionCancellationView(course, allOrNothing(ctx.state, () => cancelCourseSession(ctx, course, session, { reason: ctx.body.Reason })));
  });

  api.post('/WithdrawFromCourse', (ctx) => {
    const student = requireStudent(ctx);
    const course = ctx.state.courses.find((c) => c.ClassLink === ctx.body.ClassCode);
    if (!course) throw notFound(`No course ${ctx.body.ClassCode}.`);
    const mine = ctx.state.payments.filter((p) => p.ClassCode === course.ClassLink && p.StudentID === student.UserID);
    const enrolled = mine.find((p) => p.Status === 'captured' && !p.WithdrawnAt);
    // A repeat (a retry after a lost answer) answers the same withdrawal; nothing is refunded twice.
    if (!enrolled) {
      const left = mine.filter((p) => p.Withdrawal).at(-1);
      if (left) return withdrawalView(course, left);
      if (course.Status === 'Cancelled' || course.Status === 'Completed') throw conflict(`This course is ${course.Status}; there is nothing to leave.`, 'ClassCode');
      throw forbidden('Only a student who paid for this course can leave it.');
    }
    return withdrawalView(course, allOrNothing(ctx.state, () => withdrawFromCourse(ctx, course, enrolled)));
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
