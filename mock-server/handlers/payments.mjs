// Payments (spec §4): payment links (hosted page or order), provider orders, saving payment outcomes (idempotent on
// PaymentID, verified against the provider stand-in's records and signature) from the browser and from the provider's
// signed webhook, refunds of extra captures, payment state and history.
import { HOLD_MINUTES } from '../../src/domain/availability.ts';
import { courseEnrolment } from '../../src/domain/class-lifecycle.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { signPayment } from '../provider-stand-ins/index.mjs';
import { requireStudent, callerProfile, ROLE } from '../lib/auth.mjs';
import { RawReply, conflict, forbidden, notFound, page } from '../lib/http.mjs';
import { sameHex } from '../lib/signatures.mjs';
import {
  MINOR_UNITS,
  capturedFor,
  enrolledCount,
  findOverlap,
  isReleasedHold,
  tutorCalendar,
  inWindow,
  newOrder,
  newPayment,
  paymentStateOf,
  paymentView,
  providerCaptured,
  randomCode,
  sessionsOf,
  termsOf,
  termsOfOrder,
  userById,
} from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { publishEvent } from '../lib/events.mjs';
import { classFacts, studentFacts } from '../lib/event-facts.mjs';

const collectionOf = (kind) => (kind === 'PrivateClass' ? 'privateClasses' : 'courses');
const what = (kind) => (kind === 'PrivateClass' ? 'private class' : 'course');

function recordOf(state, kind, code) {
  const record = state[collectionOf(kind)].find((c) => c.ClassLink === code);
  if (!record) throw notFound(`No ${what(kind)} ${code}.`);
  return record;
}

/**
 * Whether one more capture of `studentId` for this class would be one too many: they already paid, another student
 * paid the private class, or the course has no seat left. A new order is refused (409, `booking`); a capture that
 * arrives anyway is refunded (`refund`, the RefundReason both sides read).
 */
function extraCapture(state, kind, record, studentId, now) {
  // A time booked from the tutor's hours (HoldSlot) is its student's; once their hold ran out, theirs only while
  // nothing else took the slot meanwhile.
  if (kind === 'PrivateClass' && record.Hold) {
    const taken = { booking: 'This time is not open any more: choose another one.', cause: 'SlotTaken' };
    if (record.Hold.StudentID !== studentId) return { ...taken, refund: 'This time was held for another student.' };
    if (isReleasedHold(record, now) && findOverlap(tutorCalendar(state, record.TutorID, now), Date.parse(record.DateTime), record.Duration, `pc:${record.ClassID}`)) {
      return { ...taken, refund: 'This time was booked by someone else while your hold had run out.' };
    }
  }
  // A capture that lands after the class was cancelled (a checkout left open, a webhook after the cancel) is given back.
  if (record.Status === 'Cancelled') {
    // Its own cause: this student was never a party to the class (they do not see its cancellation or attendance).
    return { booking: `This ${kind === 'PrivateClass' ? 'class' : 'course'} is Cancelled and cannot be booked.`, refund: `The ${what(kind)} had been cancelled.`, cause: 'ClassCancelled' };
  }
  if (paymentStateOf(state, record.ClassLink, studentId).Paid) {
    return { booking: isFree(record) ? `You have already booked this ${what(kind)}.` : `You have already paid for this ${what(kind)}.`, refund: `The student had already paid for this ${what(kind)}.` };
  }
  if (kind === 'PrivateClass' && capturedFor(state, record.ClassLink).length > 0) {
    return { booking: isFree(record) ? 'Another student has already booked this class.' : 'Another student has already booked and paid for this class.', refund: 'Another student had already paid for this private class.' };
  }
  if (kind === 'GroupCourse' && enrolledCount(state, record.ClassLink) >= record.Capacity) {
    return { booking: 'This course is full.', refund: 'The course was already full.' };
  }
  return null;
}

const isFree = (record) => record.Price + record.TransactionFees === 0;

/** 409 for a free class at the provider (it takes no order under 1 of the currency): it is booked with /BookFreeClass. */
function assertNotFree(kind, record) {
  if (isFree(record)) throw conflict(`This ${what(kind)} is free: book it with “Book for free”; no payment is needed.`, 'ClassCode');
}

/** 409 unless the student may still pay for it. */
function assertBookable(state, kind, record, student, now) {
  const extra = extraCapture(state, kind, record, student.UserID, now);
  if (extra) throw conflict(extra.booking, 'ClassCode');
  // A hold that ran out with the slot still free is the student's again, for another 10 minutes.
  if (kind === 'PrivateClass' && isReleasedHold(record, now)) record.Hold.ExpiresAt = iso(new Date(now.getTime() + HOLD_MINUTES * 60_000));
  if (kind === 'PrivateClass') {
    if (record.Status !== 'Scheduled') throw conflict(`This class is ${record.Status} and cannot be booked.`, 'ClassCode');
    if (Date.parse(record.DateTime) <= now.getTime()) throw conflict('This class has already started.', 'ClassCode');
  } else {
    const enrolment = courseEnrolment(record, sessionsOf(state, record.ClassID).map((s) => s.StartDateTime), now.getTime());
    if (enrolment === 'closed') throw conflict(`This course is ${record.Status} and takes no new bookings.`, 'ClassCode');
    if (enrolment === 'no-sessions') throw conflict('This course has no sessions scheduled yet; it takes bookings once its tutor adds them.', 'ClassCode');
    if (enrolment === 'over') throw conflict('Every session of this course is over.', 'ClassCode');
  }
}

export function recordBooking(state, kind, record, studentId, now) {
  const id = `${kind}:${record.ClassLink}:${studentId}`;
  if (state.bookings.some((b) => b.id === id)) return;
  state.bookings.push({ id, Kind: kind, ClassCode: record.ClassLink, ClassID: record.ClassID, StudentID: studentId, TutorID: record.TutorID, BookedAt: iso(now) });
}

/**
 * The student's order for this class: the open one (no payment captured on it at the provider) when there is one at
 * the class's terms as they are now, so a second tab or a second press pays the same order, which the provider takes
 * only once; else a new order. An order keeps the Price, TransactionFees and CurrencyType it was created at: a payment
 * on it is recorded at those (what the provider captured), whatever the tutor sets later; an open order at older terms
 * is never handed to a checkout that now shows other ones (it stays payable by whoever holds it, at its own price).
 */
function createOrder(state, kind, record, studentId, now) {
  const paidOrders = new Set(state.providerPayments.filter(providerCaptured).map((p) => p.OrderID));
  const wanted = newOrder({ id: `order_${randomCode(14)}`, kind, record, studentId, now: iso(now) });
  const open = state.orders.findLast(
    (o) =>
      o.ClassCode === record.ClassLink &&
      o.StudentID === studentId &&
      o.Kind === kind &&
      o.amount === wanted.amount &&
      o.currency === wanted.currency &&
      o.Price === wanted.Price &&
      o.TransactionFees === wanted.TransactionFees &&
      !paidOrders.has(o.id),
  );
  if (open) return open;
  state.orders.push(wanted);
  return wanted;
}

/** Where the stand-in's hosted page sends the student back: the checkout page of that class, which saves the outcome. */
export function hostedReturnUrl(webOrigin, kind, code) {
  return `${webOrigin}/${kind === 'PrivateClass' ? 'private-class-checkout' : 'course-class-checkout'}/${code}`;
}

const hostedPayAction = (webOrigin) => `${webOrigin}/__provider/hosted/pay`;
const hostedPayFields = (webOrigin, kind, order) => ({ order_id: order.id, return: hostedReturnUrl(webOrigin, kind, order.ClassCode) });

export function hostedPaymentUrl(webOrigin, kind, order) {
  return `${hostedPayAction(webOrigin)}?${new URLSearchParams(hostedPayFields(webOrigin, kind, order))}`;
}

/** The same hosted page, as a provider that wants a form POST opens it (PaymentMode 'HostedForm'). */
export function hostedPaymentForm(webOrigin, kind, order) {
  const fields = Object.entries(hostedPayFields(webOrigin, kind, order)).map(([Name, Value]) => ({ Name, Value }));
  return { Action: hostedPayAction(webOrigin), Method: 'POST', Fields: fields };
}

function paymentLink(kind) {
  return (ctx) => {
    const student = requireStudent(ctx);
    const { state, body, now, config } = ctx;
    const record = recordOf(state, kind, body.ClassCode);
    assertBookable(state, kind, record, student, now);
    assertNotFree(kind, record);
    recordBooking(state, kind, record, student.UserID, now);
    const order = createOrder(state, kind, record, student.UserID, now);
    ctx.persist();
    if (record.PaymentMode === 'Hosted' || record.PaymentMode === 'HostedForm') {
      const link =
        record.PaymentMode === 'Hosted'
          ? { PaymentURL: hostedPaymentUrl(config.webOrigin, kind, order) }
          : { PaymentForm: hostedPaymentForm(config.webOrigin, kind, order) };
      return new RawReply({ StatusCode: 200, Message: 'OK', PrivateTutorPaymentLink: link, Data: null });
    }
    return new RawReply({ StatusCode: 200, Message: 'OK', PrivateTutorPaymentLink: null, Data: { id: order.id, amount: order.amount, currency: order.currency } });
  };
}

/**
 * Whether a success claim from the browser holds: the provider captured that payment, for an order of this class, and
 * OrderID + Signature (HMAC-SHA256 of `OrderID|PaymentID` with the key secret) are sent and fit. Null when it does,
 * else the error the claim is stored with.
 */
function verifyCapture(state, body, keySecret) {
  const provider = state.providerPayments.find((p) => p.PaymentID === body.PaymentID);
  if (!provider) return { ErrorCode: 'PAYMENT_NOT_FOUND', ErrorDescription: 'The payment provider has no payment with this PaymentID.' };
  if (provider.Status !== 'captured') return { ErrorCode: 'PAYMENT_NOT_CAPTURED', ErrorDescription: 'The payment provider did not capture this payment.' };
  const order = state.orders.find((o) => o.id === provider.OrderID);
  if (!order || order.ClassCode !== body.ClassCode) return { ErrorCode: 'ORDER_MISMATCH', ErrorDescription: 'This payment was made for another class.' };
  if (body.OrderID === undefined || body.Signature === undefined) {
    return { ErrorCode: 'SIGNATURE_MISSING', ErrorDescription: 'A success claim needs the OrderID and the Signature the provider gave.' };
  }
  if (body.OrderID !== provider.OrderID) return { ErrorCode: 'ORDER_MISMATCH', ErrorDescription: 'OrderID is not the order of this payment.' };
  if (!sameHex(body.Signature, signPayment(body.OrderID, body.PaymentID, keySecret))) {
    return { ErrorCode: 'SIGNATURE_MISMATCH', ErrorDescription: 'The payment signature does not match.' };
  }
  return null;
}

/**
 * A verified capture as it is stored: kept (`captured`), or, when it is one too many for the class, refunded at the
 * provider and stored `refunded` with the refund and its reason.
 */
function keptOrRefunded(ctx, kind, record, studentId, paymentId) {
  const extra = extraCapture(ctx.state, kind, record, studentId, ctx.now);
  if (!extra) {
    // Paid: a time booked from the tutor's hours is now a private class like any other, for both sides.
    if (kind === 'PrivateClass' && record.Hold) delete record.Hold;
    return { Status: 'captured' };
  }
  const refund = ctx.provider.refund(paymentId, extra.refund);
  if (!refund) throw new Error(`The provider stand-in could not refund ${paymentId}.`);
  return {
    Status: 'refunded',
    RefundID: refund.id,
    RefundedAt: refund.CreatedAt,
    RefundReason: extra.refund,
    // What the provider gave back: the order's amount (the class's price may have changed since the order).
    RefundAmount: refund.amount / MINOR_UNITS[refund.currency],
    ...(extra.cause ? { RefundCause: extra.cause } : {}),
  };
}

/**
 * What an attempt is recorded at: the terms of the order the provider has the payment on (what it captured, or would
 * have), when that order is one of this class; else (no such payment or order) the class's terms now.
 */
function attemptTerms(state, record, paymentId) {
  const provider = state.providerPayments.find((p) => p.PaymentID === paymentId);
  const order = provider ? state.orders.find((o) => o.id === provider.OrderID) : null;
  return order && order.ClassCode === record.ClassLink ? termsOfOrder(order, record) : termsOf(record);
}

const amountsOf = (terms) => ({ Amount: terms.Price + terms.TransactionFees, Price: terms.Price, TransactionFees: terms.TransactionFees, CurrencyType: terms.CurrencyType });

/**
 * What a payment record tells both sides, in its write: a kept capture is booking.paid (to the tutor and the student),
 * one refunded at once (one too many for the class) is refund.issued (to the student); a failure tells nobody.
 */
function announcePayment(ctx, kind, record, payment) {
  const { state, now } = ctx;
  const facts = { ...classFacts(state, kind, record, now), ...studentFacts(state, payment.StudentID) };
  if (payment.Status === 'captured') {
    publishEvent(ctx, [record.TutorID, payment.StudentID], { Type: 'booking.paid', ...facts, Amount: payment.Amount, CurrencyType: payment.CurrencyType });
  } else if (payment.Status === 'refunded' && payment.RefundID) {
    publishEvent(ctx, [payment.StudentID], { Type: 'refund.issued', ...facts, Amount: payment.RefundAmount, CurrencyType: payment.CurrencyType, RefundID: payment.RefundID });
  }
}

/**
 * The one place a payment attempt becomes a record, for the browser's save and the provider's webhook alike.
 * `outcome` is `{ Status: 'captured' }` for a verified capture, else the failure to store. Idempotent on PaymentID: a
 * repeat returns the stored record unchanged, except that a stored failure gives way to a verified capture.
 */
function recordAttempt(ctx, { kind, record, student, paymentId, orderId, outcome }) {
  const { state, now } = ctx;
  const terms = attemptTerms(state, record, paymentId);
  const earlier = state.payments.find((p) => p.PaymentID === paymentId);
  if (earlier) {
    if (earlier.ClassCode !== record.ClassLink || earlier.StudentID !== student.UserID) {
      throw conflict('This PaymentID is already recorded for another class.', 'PaymentID');
    }
    if (earlier.Status === 'failed' && outcome.Status === 'captured') {
      delete earlier.ErrorCode;
      delete earlier.ErrorDescription;
      Object.assign(earlier, keptOrRefunded(ctx, kind, record, student.UserID, paymentId), amountsOf(terms), { OrderID: orderId ?? earlier.OrderID, PaidAt: iso(now) });
      announcePayment(ctx, kind, record, earlier);
      ctx.persist();
    }
    return earlier;
  }
  const stored = outcome.Status === 'captured' ? keptOrRefunded(ctx, kind, record, student.UserID, paymentId) : outcome;
  recordBooking(state, kind, record, student.UserID, now);
  const payment = newPayment(state, { kind, record, student, now: iso(now), ids: { PaymentID: paymentId, OrderID: orderId }, outcome: stored, terms });
  state.payments.push(payment);
  announcePayment(ctx, kind, record, payment);
  ctx.persist();
  return payment;
}

function savePayment(kind) {
  return (ctx) => {
    const student = requireStudent(ctx);
    const { state, body, config } = ctx;
    const record = recordOf(state, kind, body.ClassCode);
    // Whose payment it is: the provider's record names the order, the order the student who created it. Nobody else
    // may record it, as a success or as a failure (nothing is stored).
    const provider = state.providerPayments.find((p) => p.PaymentID === body.PaymentID);
    const order = provider ? state.orders.find((o) => o.id === provider.OrderID) : null;
    if (order && order.StudentID !== student.UserID) throw forbidden('This payment was made by another student.');
    let outcome;
    if ((body.Status ?? 'captured') === 'captured') {
      const refusal = verifyCapture(state, body, config.keySecret);
      outcome = refusal ? { Status: 'failed', ...refusal } : { Status: 'captured' };
    } else {
      outcome = { Status: 'failed', ErrorCode: body.ErrorCode ?? 'PAYMENT_FAILED', ErrorDescription: body.ErrorDescription ?? 'The payment failed.' };
    }
    return paymentView(state, recordAttempt(ctx, { kind, record, student, paymentId: body.PaymentID, orderId: body.OrderID, outcome }));
  };
}

/**
 * The provider's webhook (its signature over the raw body was checked before the contract): the payment must be one of
 * the provider's records with that order and, for payment.captured, captured there (a later refund does not change
 * what the event said). It is recorded for the order's student and class as a verified save would be.
 */
function paymentProviderWebhook(ctx) {
  const { state, body } = ctx;
  const entity = body.payload.payment.entity;
  const provider = state.providerPayments.find((p) => p.PaymentID === entity.id);
  if (!provider) throw notFound(`The payment provider has no payment ${entity.id}.`);
  const order = state.orders.find((o) => o.id === provider.OrderID);
  if (provider.OrderID !== entity.order_id || !order) throw conflict(`Payment ${entity.id} is not on order ${entity.order_id}.`, 'payload.payment.entity.order_id');
  const captured = body.event === 'payment.captured';
  if (captured ? !providerCaptured(provider) : provider.Status !== 'failed') {
    throw conflict(`Payment ${entity.id} is ${provider.Status} at the provider, not as the event says.`, 'event');
  }
  const student = userById(state, order.StudentID);
  if (!student) throw notFound(`No student ${order.StudentID}.`);
  const record = recordOf(state, order.Kind, order.ClassCode);
  const outcome = captured
    ? { Status: 'captured' }
    : { Status: 'failed', ErrorCode: entity.error_code ?? 'PAYMENT_FAILED', ErrorDescription: entity.error_description ?? 'The payment failed.' };
  return paymentView(state, recordAttempt(ctx, { kind: order.Kind, record, student, paymentId: entity.id, orderId: order.id, outcome }));
}

/**
 * A free class or course (total 0) booked without the provider: the booking rules of a payment, then a captured record
 * of Amount 0 under a PaymentID of the backend's own, so every view built on payments reads it as a paid booking.
 * Idempotent for a student who holds one already.
 */
function bookFreeClass(ctx) {
  const student = requireStudent(ctx);
  const { state, body, now } = ctx;
  const record = recordOf(state, body.Kind, body.ClassCode);
  const mine = state.payments.find((p) => p.ClassCode === record.ClassLink && p.StudentID === student.UserID && p.Status === 'captured' && !p.WithdrawnAt && p.Amount === 0);
  if (mine) return paymentView(state, mine);
  if (!isFree(record)) {
    throw conflict(`This ${what(body.Kind)} is not free: its total is ${formatMoney(record.Price + record.TransactionFees, record.CurrencyType)}. Pay for it at checkout.`, 'ClassCode');
  }
  assertBookable(state, body.Kind, record, student, now);
  recordBooking(state, body.Kind, record, student.UserID, now);
  const PaymentID = `free_${randomCode(14)}`;
  const payment = newPayment(state, { kind: body.Kind, record, student, now: iso(now), ids: { PaymentID }, outcome: { Status: 'captured' }, terms: termsOf(record) });
  state.payments.push(payment);
  // A free trial booked from the tutor's hours is booked: no longer held.
  if (body.Kind === 'PrivateClass' && record.Hold) delete record.Hold;
  announcePayment(ctx, body.Kind, record, payment);
  ctx.persist();
  return paymentView(state, payment);
}

function classStatus(kind) {
  return (ctx) => {
    const { state, query } = ctx;
    const profile = callerProfile(ctx);
    const record = recordOf(state, kind, query.ClassCode);
    if (profile.Role === ROLE.student) {
      return { ClassCode: record.ClassLink, Status: record.Status, ...paymentStateOf(state, record.ClassLink, profile.UserID) };
    }
    if (record.TutorID !== profile.UserID) throw forbidden(`This ${what(kind)} is another tutor’s.`);
    const paid = capturedFor(state, record.ClassLink).length > 0;
    const refunded = !paid && state.payments.some((p) => p.ClassCode === record.ClassLink && p.RefundCause === 'Cancellation');
    return { ClassCode: record.ClassLink, Status: record.Status, Paid: paid, PaymentStatus: paid ? 'Paid' : refunded ? 'Refunded' : 'Unpaid' };
  };
}

export default function register(api) {
  api.post('/GetPrivateClassPaymentLink', paymentLink('PrivateClass'));
  api.post('/GetTutorClassPaymentLink', paymentLink('GroupCourse'));

  api.post('/CreateOrder', (ctx) => {
    const student = requireStudent(ctx);
    const { state, body, now } = ctx;
    const record = recordOf(state, body.Kind, body.ClassCode);
    assertBookable(state, body.Kind, record, student, now);
    assertNotFree(body.Kind, record);
    recordBooking(state, body.Kind, record, student.UserID, now);
    const order = createOrder(state, body.Kind, record, student.UserID, now);
    ctx.persist();
    return { id: order.id, amount: order.amount, currency: order.currency, receipt: order.receipt };
  });

  api.post('/BookFreeClass', bookFreeClass);

  api.post('/SavePrivateClassPaymentDetails', savePayment('PrivateClass'));
  api.post('/SaveGroupCoursePaymentDetails', savePayment('GroupCourse'));

  api.post('/PaymentProviderWebhook', paymentProviderWebhook);

  api.get('/GetPrivateClassStatus', classStatus('PrivateClass'));
  api.get('/GetCourseClassStatus', classStatus('GroupCourse'));

  api.get('/GetPaymentHistory', (ctx) => {
    const profile = callerProfile(ctx);
    const { state, query } = ctx;
    const mine = profile.Role === ROLE.tutor ? (p) => p.TutorID === profile.UserID : (p) => p.StudentID === profile.UserID;
    const items = state.payments
      .filter((p) => mine(p) && inWindow(p.PaidAt, query) && (query.Kind === undefined || p.Kind === query.Kind) && (query.Status === undefined || p.Status === query.Status))
      .sort((a, b) => Date.parse(b.PaidAt) - Date.parse(a.PaidAt));
    const totals = new Map();
    for (const p of items) if (p.Status === 'captured') totals.set(p.CurrencyType, (totals.get(p.CurrencyType) ?? 0) + p.Amount - (p.RefundAmount ?? 0));
    const result = page(items.map((p) => paymentView(state, p)), query);
    return { ...result, Totals: [...totals].map(([CurrencyType, Amount]) => ({ CurrencyType, Amount })) };
  });
}
