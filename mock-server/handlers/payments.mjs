// Payments (spec §4): payment links (hosted page or order), provider orders, saving payment outcomes (idempotent on
// PaymentID, verified against the provider stand-in's records and signature), payment state and history.
import { timingSafeEqual } from 'node:crypto';
import { signPayment } from '../provider-stand-ins/index.mjs';
import { requireStudent, callerProfile, ROLE } from '../lib/auth.mjs';
import { RawReply, conflict, forbidden, notFound, page } from '../lib/http.mjs';
import { MINOR_UNITS, capturedFor, enrolledCount, inWindow, newPayment, paymentStateOf, paymentView, randomCode, sessionsOf } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';

const collectionOf = (kind) => (kind === 'PrivateClass' ? 'privateClasses' : 'courses');
const what = (kind) => (kind === 'PrivateClass' ? 'private class' : 'course');

function recordOf(state, kind, code) {
  const record = state[collectionOf(kind)].find((c) => c.ClassLink === code);
  if (!record) throw notFound(`No ${what(kind)} ${code}.`);
  return record;
}

/** 409 unless the student may still pay for it. */
function assertBookable(state, kind, record, student, now) {
  const mine = paymentStateOf(state, record.ClassLink, student.UserID);
  if (mine.Paid) throw conflict(`You have already paid for this ${what(kind)}.`, 'ClassCode');
  if (kind === 'PrivateClass') {
    if (record.Status !== 'Scheduled') throw conflict(`This class is ${record.Status} and cannot be booked.`, 'ClassCode');
    if (Date.parse(record.DateTime) <= now.getTime()) throw conflict('This class has already started.', 'ClassCode');
    if (capturedFor(state, record.ClassLink).length > 0) throw conflict('Another student has already booked and paid for this class.', 'ClassCode');
  } else {
    if (record.Status !== 'Open') throw conflict(`This course is ${record.Status} and takes no new bookings.`, 'ClassCode');
    if (enrolledCount(state, record.ClassLink) >= record.Capacity) throw conflict('This course is full.', 'ClassCode');
    const sessions = sessionsOf(state, record.ClassID);
    if (sessions.length > 0 && sessions.every((s) => Date.parse(s.StartDateTime) <= now.getTime())) {
      throw conflict('Every session of this course is over.', 'ClassCode');
    }
  }
}

export function recordBooking(state, kind, record, studentId, now) {
  const id = `${kind}:${record.ClassLink}:${studentId}`;
  if (state.bookings.some((b) => b.id === id)) return;
  state.bookings.push({ id, Kind: kind, ClassCode: record.ClassLink, ClassID: record.ClassID, StudentID: studentId, TutorID: record.TutorID, BookedAt: iso(now) });
}

/**
 * The student's order for this class: the open one (no payment captured on it at the provider) when there is one, so a
 * second tab or a second press pays the same order, which the provider takes only once; else a new order.
 */
function createOrder(state, kind, record, studentId, now) {
  const paidOrders = new Set(state.providerPayments.filter((p) => p.Status === 'captured').map((p) => p.OrderID));
  const amount = (record.Price + record.TransactionFees) * MINOR_UNITS[record.CurrencyType];
  const open = state.orders.findLast(
    (o) => o.ClassCode === record.ClassLink && o.StudentID === studentId && o.Kind === kind && o.amount === amount && !paidOrders.has(o.id),
  );
  if (open) return open;
  const order = {
    id: `order_${randomCode(14)}`,
    amount,
    currency: record.CurrencyType,
    receipt: record.ClassLink,
    ClassCode: record.ClassLink,
    Kind: kind,
    StudentID: studentId,
    CreatedAt: iso(now),
  };
  state.orders.push(order);
  return order;
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

const sameHex = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a.toLowerCase()), Buffer.from(b.toLowerCase()));

/** Whether a success claim holds: the provider captured that payment, for an order of this class, and the signature fits. */
function verifyCapture(state, body, keySecret) {
  const provider = state.providerPayments.find((p) => p.PaymentID === body.PaymentID);
  if (!provider) return { ErrorCode: 'PAYMENT_NOT_FOUND', ErrorDescription: 'The payment provider has no payment with this PaymentID.' };
  if (provider.Status !== 'captured') return { ErrorCode: 'PAYMENT_NOT_CAPTURED', ErrorDescription: 'The payment provider did not capture this payment.' };
  const order = state.orders.find((o) => o.id === provider.OrderID);
  if (!order || order.ClassCode !== body.ClassCode) return { ErrorCode: 'ORDER_MISMATCH', ErrorDescription: 'This payment was made for another class.' };
  if (body.OrderID !== undefined || body.Signature !== undefined) {
    if (body.OrderID !== provider.OrderID) return { ErrorCode: 'ORDER_MISMATCH', ErrorDescription: 'OrderID is not the order of this payment.' };
    if (body.Signature === undefined || !sameHex(body.Signature, signPayment(body.OrderID, body.PaymentID, keySecret))) {
      return { ErrorCode: 'SIGNATURE_MISMATCH', ErrorDescription: 'The payment signature does not match.' };
    }
  }
  return null;
}

function savePayment(kind) {
  return (ctx) => {
    const student = requireStudent(ctx);
    const { state, body, now, config } = ctx;
    const record = recordOf(state, kind, body.ClassCode);
    // Whose payment it is: the provider's record names the order, the order the student who created it. Nobody else
    // may record it, as a success or as a failure (nothing is stored).
    const provider = state.providerPayments.find((p) => p.PaymentID === body.PaymentID);
    const order = provider ? state.orders.find((o) => o.id === provider.OrderID) : null;
    if (order && order.StudentID !== student.UserID) throw forbidden('This payment was made by another student.');
    const claimsCapture = (body.Status ?? 'captured') === 'captured';
    const mayCapture = () => {
      if (paymentStateOf(state, record.ClassLink, student.UserID).Paid) throw conflict(`You have already paid for this ${what(kind)}.`, 'ClassCode');
      if (kind === 'PrivateClass' && capturedFor(state, record.ClassLink).length > 0) {
        throw conflict('Another student has already paid for this class.', 'ClassCode');
      }
      return verifyCapture(state, body, config.keySecret);
    };
    const earlier = state.payments.find((p) => p.PaymentID === body.PaymentID);
    if (earlier) {
      if (earlier.ClassCode !== body.ClassCode || earlier.StudentID !== student.UserID) {
        throw conflict('This PaymentID is already recorded for another class.', 'PaymentID');
      }
      // A failure stored earlier (a wrong signature, a capture the provider had not finished) gives way to a capture
      // that now verifies; any other repeat returns the first record unchanged.
      if (earlier.Status === 'failed' && claimsCapture && mayCapture() === null) {
        Object.assign(earlier, { Status: 'captured', OrderID: body.OrderID ?? earlier.OrderID, PaidAt: iso(now) });
        delete earlier.ErrorCode;
        delete earlier.ErrorDescription;
        ctx.persist();
      }
      return paymentView(state, earlier);
    }
    let outcome;
    if (claimsCapture) {
      const refusal = mayCapture();
      outcome = refusal ? { Status: 'failed', ...refusal } : { Status: 'captured' };
    } else {
      outcome = {
        Status: 'failed',
        ErrorCode: body.ErrorCode ?? 'PAYMENT_FAILED',
        ErrorDescription: body.ErrorDescription ?? 'The payment failed.',
      };
    }
    recordBooking(state, kind, record, student.UserID, now);
    const payment = newPayment(state, { kind, record, student, now: iso(now), ids: { PaymentID: body.PaymentID, OrderID: body.OrderID }, outcome });
    state.payments.push(payment);
    ctx.persist();
    return paymentView(state, payment);
  };
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
    return { ClassCode: record.ClassLink, Status: record.Status, Paid: paid, PaymentStatus: paid ? 'Paid' : 'Unpaid' };
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
    recordBooking(state, body.Kind, record, student.UserID, now);
    const order = createOrder(state, body.Kind, record, student.UserID, now);
    ctx.persist();
    return { id: order.id, amount: order.amount, currency: order.currency, receipt: order.receipt };
  });

  api.post('/SavePrivateClassPaymentDetails', savePayment('PrivateClass'));
  api.post('/SaveGroupCoursePaymentDetails', savePayment('GroupCourse'));

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
    for (const p of items) if (p.Status === 'captured') totals.set(p.CurrencyType, (totals.get(p.CurrencyType) ?? 0) + p.Amount);
    const result = page(items.map((p) => paymentView(state, p)), query);
    return { ...result, Totals: [...totals].map(([CurrencyType, Amount]) => ({ CurrencyType, Amount })) };
  });
}
