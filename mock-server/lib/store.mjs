// Reads and views over the lowdb state (json-server's store). Handlers mutate `state` arrays and then call
// `persist()`; records carry json-server's `id` beside the contract's own keys.
import { randomBytes } from 'node:crypto';
import { noticeHoursOf } from '../../src/domain/cancellation-policy.ts';
import { pick } from './http.mjs';
import { iso } from './time.mjs';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of letters and digits (spec §9: 16 characters for class codes). */
export function randomCode(length = 16) {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) if (byte < 248 && out.length < length) out += ALNUM[byte % 62];
  }
  return out;
}

export function nextId(items, key) {
  let max = 0;
  for (const item of items) if (item[key] > max) max = item[key];
  return max + 1;
}

/** Stores a new record numbered by `key` (the next number, also its json-server `id`) in `items`, and returns it. */
export function addRecord(items, key, fields) {
  const id = nextId(items, key);
  const record = { id, [key]: id, ...fields };
  items.push(record);
  return record;
}

/** Minor units per major unit of each currency (JPY has none). */
export const MINOR_UNITS = { INR: 100, USD: 100, EUR: 100, GBP: 100, JPY: 1 };

export const fullName = (user) => `${user.FirstName} ${user.LastName}`;

export function userById(state, uid) {
  return state.users.find((u) => u.UserID === uid) ?? null;
}

export function tutorName(state, uid) {
  const tutor = userById(state, uid);
  return tutor ? fullName(tutor) : 'Unknown tutor';
}

/** The tutor's public slug and photo as spread-able fields (each absent while they have none). */
function tutorLinks(state, uid) {
  const tutor = userById(state, uid);
  return { ...(tutor?.Slug ? { TutorSlug: tutor.Slug } : {}), ...(tutor?.PhotoURL ? { TutorPhotoURL: tutor.PhotoURL } : {}) };
}

/** Private class, course or instant class by code, with its kind. */
export function findByCode(state, code) {
  const privateClass = state.privateClasses.find((c) => c.ClassLink === code);
  if (privateClass) return { kind: 'PrivateClass', record: privateClass };
  const course = state.courses.find((c) => c.ClassLink === code);
  if (course) return { kind: 'GroupCourse', record: course };
  const instant = state.instantClasses.find((c) => c.ClassCode === code);
  if (instant) return { kind: 'InstantClass', record: instant };
  return null;
}

export function isCodeTaken(state, code) {
  return findByCode(state, code) !== null;
}

export function newClassCode(state) {
  for (;;) {
    const code = randomCode(16);
    if (!isCodeTaken(state, code)) return code;
  }
}

/** Kept captures of a class (a refunded extra capture is not one). */
export const capturedFor = (state, classCode) => state.payments.filter((p) => p.ClassCode === classCode && p.Status === 'captured');

/** Whether the provider took the money for this payment of its records (a refund later does not undo that for the order). */
export const providerCaptured = (providerPayment) => providerPayment.Status === 'captured' || providerPayment.Status === 'refunded';

/**
 * The payment provider stand-in's records in the store `store()` answers (its orders and its payments with their
 * refunds), as the stand-in reads and writes them (provider-stand-ins/index.mjs).
 */
export function providerRecords(store, now) {
  const findProviderPayment = (paymentId) => store().providerPayments.find((p) => p.PaymentID === paymentId) ?? null;
  return {
    findOrder: (orderId) => store().orders.find((o) => o.id === orderId) ?? null,
    findProviderPayment,
    recordRefund: (paymentId, refund, full) => {
      // The caller (a save, the webhook, a cancellation) persists with its own record.
      const payment = findProviderPayment(paymentId);
      payment.Refunds = [...(payment.Refunds ?? []), { ...refund, CreatedAt: iso(now()) }];
      if (full) payment.Status = 'refunded';
    },
  };
}

/** Kept captures of students still enrolled (one who left a course keeps what was not refunded, but not the seat). */
export const enrolledFor = (state, classCode) => capturedFor(state, classCode).filter((p) => !p.WithdrawnAt);

/** Paid / Failed / Unpaid of one student for one class or course; only a kept capture is Paid (refunded or left is not). */
export function paymentStateOf(state, classCode, studentId) {
  const attempts = state.payments.filter((p) => p.ClassCode === classCode && p.StudentID === studentId);
  if (attempts.some((p) => p.Status === 'captured' && !p.WithdrawnAt)) return { Paid: true, PaymentStatus: 'Paid' };
  if (attempts.some((p) => p.WithdrawnAt)) return { Paid: false, PaymentStatus: 'Withdrawn' };
  if (attempts.some((p) => p.RefundCause === 'Cancellation' || p.RefundCause === 'ClassCancelled')) return { Paid: false, PaymentStatus: 'Refunded' };
  if (attempts.length > 0) return { Paid: false, PaymentStatus: 'Failed' };
  return { Paid: false, PaymentStatus: 'Unpaid' };
}

export function enrolledCount(state, classCode) {
  return new Set(enrolledFor(state, classCode).map((p) => p.StudentID)).size;
}

export function sessionsOf(state, classId) {
  return state.sessions
    .filter((s) => s.ClassID === classId)
    .sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime));
}

const PRIVATE_CLASS_KEYS = ['ClassID', 'ClassLink', 'ClassName', 'Duration', 'DateTime', 'Price', 'TransactionFees', 'CurrencyType', 'Status', 'TutorID', 'Trial'];

export function privateClassView(state, record) {
  return {
    ...pick(record, PRIVATE_CLASS_KEYS),
    TutorName: tutorName(state, record.TutorID),
    ...tutorLinks(state, record.TutorID),
    ...pick(record, ['TimeZone']),
    CancellationNoticeHours: noticeHoursOf(userById(state, record.TutorID)?.CancellationNoticeHours),
    Revision: record.Revision ?? 0,
    ...(record.Hold ? { HeldUntil: record.Hold.ExpiresAt } : {}),
  };
}

/**
 * A time booked from a tutor's hours (HoldSlot) is a private class with a `Hold` ({ StudentID, ExpiresAt }) until it is
 * paid. While the hold runs, the slot is busy and only its student sees the class; once it expired unpaid, the slot is
 * free again and the class is nobody's (it is left out of every list and calendar).
 */
export const isReleasedHold = (record, now) => Boolean(record.Hold) && Date.parse(record.Hold.ExpiresAt) <= now.getTime();

/**
 * The class as its two sides read it (the tutor, the student who paid): the public view, with who cancelled it, why and
 * what the cancellation refunded. Nobody else sees those.
 */
export function partyClassView(state, record) {
  return {
    ...privateClassView(state, record),
    ...pick(record, ['CancelledAt', 'CancelledBy', 'CancellationReason', 'CancellationRule', 'FreeCancellationUntil']),
    ...(record.Status === 'Cancelled' ? { RefundedAmount: record.CancellationRefund?.Amount ?? 0 } : {}),
    // The refund's currency is the payment's (the class's may have changed since it was paid).
    ...(record.Status === 'Cancelled' && record.CancellationRefund?.CurrencyType ? { PaidCurrencyType: record.CancellationRefund.CurrencyType } : {}),
  };
}

export function courseView(state, record) {
  return {
    ...pick(record, ['ClassID', 'ClassLink', 'CourseName', 'Description', 'TopicID', 'Price', 'TransactionFees', 'CurrencyType', 'Capacity']),
    EnrolledCount: enrolledCount(state, record.ClassLink),
    ...pick(record, ['CoverImageURL', 'Status', 'TutorID']),
    TutorName: tutorName(state, record.TutorID),
    ...tutorLinks(state, record.TutorID),
    SessionCount: state.sessions.filter((s) => s.ClassID === record.ClassID && s.Status !== 'Cancelled').length,
  };
}

export function sessionView(course, session) {
  return {
    SessionID: session.SessionID,
    ClassID: session.ClassID,
    ClassLink: course.ClassLink,
    CourseName: course.CourseName,
    Title: session.Title,
    StartDateTime: session.StartDateTime,
    Duration: session.Duration,
    Status: session.Status,
    // Seen only by the course's tutor and the students who booked it (the only callers of the session lists).
    ...pick(session, ['MovedFrom', 'MovedAt', 'CancelledAt', 'CancellationReason', 'CancellationRule']),
  };
}

export function courseWithSessionsView(state, course) {
  return { ...courseView(state, course), Sessions: sessionsOf(state, course.ClassID).map((s) => sessionView(course, s)) };
}

/** The terms a class is sold at now: what a new order fixes. */
export const termsOf = (record) => ({ Price: record.Price, TransactionFees: record.TransactionFees, CurrencyType: record.CurrencyType });

/**
 * The terms an order fixed (what the provider charges on it): its Price and TransactionFees as kept on it, in its
 * currency. An order kept before they were (it has only amount and currency) is read from its amount: the class's
 * split when its total is that amount, else all of it as the price.
 */
export function termsOfOrder(order, record) {
  if (Number.isInteger(order.Price) && Number.isInteger(order.TransactionFees)) return { Price: order.Price, TransactionFees: order.TransactionFees, CurrencyType: order.currency };
  const total = order.amount / MINOR_UNITS[order.currency];
  if (record.CurrencyType === order.currency && record.Price + record.TransactionFees === total) return termsOf(record);
  return { Price: total, TransactionFees: 0, CurrencyType: order.currency };
}

/** A provider order for `record` at its terms now, for `studentId` (`id` given). */
export function newOrder({ id, kind, record, studentId, now }) {
  const terms = termsOf(record);
  return {
    id,
    amount: (terms.Price + terms.TransactionFees) * MINOR_UNITS[terms.CurrencyType],
    currency: terms.CurrencyType,
    receipt: record.ClassLink,
    ClassCode: record.ClassLink,
    Kind: kind,
    StudentID: studentId,
    // The terms the order fixed: a payment on it is recorded at these, whatever the class's price is later.
    Price: terms.Price,
    TransactionFees: terms.TransactionFees,
    CreatedAt: now,
  };
}

/**
 * A payment record as the store keeps it, for `record` (a private class or course of `kind`) paid by `student`:
 * amounts from `terms` (the order's, what the provider captured; the class's current ones only for an attempt with
 * no order of this class), names from the users. `ids` holds PaymentID and the optional OrderID/Signature; `outcome`
 * the Status (and the error of a failed one).
 */
export function newPayment(state, { kind, record, student, now, ids, outcome, terms = termsOf(record) }) {
  return {
    id: ids.PaymentID,
    PaymentID: ids.PaymentID,
    ...(ids.OrderID ? { OrderID: ids.OrderID } : {}),
    ...(ids.Signature ? { Signature: ids.Signature } : {}),
    ClassCode: record.ClassLink,
    Kind: kind,
    ClassName: kind === 'PrivateClass' ? record.ClassName : record.CourseName,
    ...outcome,
    Amount: terms.Price + terms.TransactionFees,
    Price: terms.Price,
    TransactionFees: terms.TransactionFees,
    CurrencyType: terms.CurrencyType,
    PaidAt: now,
    StudentID: student.UserID,
    StudentName: fullName(student),
    TutorID: record.TutorID,
    TutorName: tutorName(state, record.TutorID),
    // The notice period the student paid under: their cancellation is judged by it, whatever the tutor sets later.
    CancellationNoticeHours: noticeHoursOf(userById(state, record.TutorID)?.CancellationNoticeHours),
  };
}

/** A payment as the contract shows it; TutorName is looked up when the record lacks it. */
export function paymentView(state, record) {
  const view = pick(record, [
    'PaymentID',
    'OrderID',
    'ClassCode',
    'Kind',
    'ClassName',
    'Status',
    'Amount',
    'Price',
    'TransactionFees',
    'CurrencyType',
    'PaidAt',
    'StudentID',
    'StudentName',
    'TutorID',
    'ErrorCode',
    'ErrorDescription',
    'RefundID',
    'RefundedAt',
    'RefundReason',
    'RefundAmount',
    'CancellationNoticeHours',
  ]);
  const tutor = record.TutorName ? null : userById(state, record.TutorID);
  const name = record.TutorName ?? (tutor ? fullName(tutor) : undefined);
  return name ? { ...view, TutorName: name } : view;
}

export function profileView(user) {
  return pick(user, [
    'UserID',
    'Role',
    'FirstName',
    'LastName',
    'Email',
    'Phone',
    'TimeZone',
    'LangID',
    'Bio',
    'TopicIDs',
    'Slug',
    'PhotoURL',
    'HourlyRate',
    'CurrencyType',
    'Languages',
    'CancellationNoticeHours',
    'SelectedTutorSlug',
    'CreatedAt',
  ]);
}

export function tutorSummaryView(state, tutor, topicsById = topicIndex(state)) {
  return {
    UserID: tutor.UserID,
    Slug: tutor.Slug,
    FirstName: tutor.FirstName,
    LastName: tutor.LastName,
    ...pick(tutor, ['PhotoURL', 'Bio']),
    Topics: (tutor.TopicIDs ?? []).map((id) => topicsById.get(id)).filter(Boolean),
    ...pick(tutor, ['HourlyRate', 'CurrencyType']),
    Languages: tutor.Languages ?? [],
    TimeZone: tutor.TimeZone,
    CancellationNoticeHours: noticeHoursOf(tutor.CancellationNoticeHours),
    // Kept on the tutor's record by the reviews handler (search sorts and filters by it).
    ...pick(tutor, ['RatingAverage']),
    RatingCount: tutor.RatingCount ?? 0,
  };
}

/**
 * When a tutor's public page (/{slug}, /course/{slug}) last changed, for the sitemap's <lastmod> (ListPublicTutors'
 * UpdatedAt, added beyond the spec). What counts: a profile save that changes what the page shows (name, address, photo,
 * bio, topics, rate, languages, cancellation notice: users.mjs), a save of the bookable hours (the page's open times:
 * availability.mjs), a course created or edited (the course page: courses.mjs), and a review written or changed, or a
 * tutor's answer to one (the rating and reviews shown: reviews.mjs). Not the passing of time (the next open slot moves by itself) nor
 * a class booked. A tutor whose page has not changed since they registered: their registration (CreatedAt).
 */
export function publicPageUpdatedAt(tutor) {
  return tutor.PageUpdatedAt ?? tutor.CreatedAt;
}

/** Records that a tutor's public page changed now (see publicPageUpdatedAt). */
export function touchPublicPage(state, tutorId, now) {
  const tutor = userById(state, tutorId);
  if (tutor) tutor.PageUpdatedAt = iso(now);
}

export function topicIndex(state) {
  return new Map(state.topics.map((t) => [t.TopicID, { TopicID: t.TopicID, TopicName: t.TopicName }]));
}

/**
 * Start/end in epoch ms of everything on a tutor's calendar that is not cancelled, for the overlap rule: classes (held
 * ones while their hold runs) and course sessions.
 */
export function tutorCalendar(state, tutorId, now) {
  const slots = [];
  for (const c of state.privateClasses) {
    if (c.TutorID !== tutorId || c.Status === 'Cancelled' || isReleasedHold(c, now)) continue;
    const start = Date.parse(c.DateTime);
    slots.push({ start, end: start + c.Duration * 60_000, what: `private class '${c.ClassName}'`, ref: `pc:${c.ClassID}` });
  }
  const courses = new Map(state.courses.filter((c) => c.TutorID === tutorId).map((c) => [c.ClassID, c]));
  for (const s of state.sessions) {
    const course = courses.get(s.ClassID);
    if (!course || s.Status === 'Cancelled') continue;
    const start = Date.parse(s.StartDateTime);
    slots.push({ start, end: start + s.Duration * 60_000, what: `session '${s.Title}' of '${course.CourseName}'`, ref: `s:${s.SessionID}` });
  }
  return slots;
}

export function findOverlap(slots, start, durationMinutes, ignoreRef) {
  const end = start + durationMinutes * 60_000;
  return slots.find((s) => s.ref !== ignoreRef && s.start < end && start < s.end) ?? null;
}

/** From is inclusive, To exclusive (the contract's ToQuery: "before this instant"). */
export function inWindow(iso, query) {
  const t = Date.parse(iso);
  if (query.From !== undefined && t < Date.parse(query.From)) return false;
  if (query.To !== undefined && t >= Date.parse(query.To)) return false;
  return true;
}

/** Status transitions of private classes and sessions (ClassStatus). */
export const STATUS_TRANSITIONS = { Scheduled: ['Live', 'Completed', 'Cancelled'], Live: ['Completed'], Completed: [], Cancelled: [] };
