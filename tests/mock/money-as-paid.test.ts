// Money as it was paid (issue 34): a payment is recorded at what the provider captured, its order's amount and
// currency, whatever the tutor set after the order; earnings, withdrawals and refunds follow that, and cancelling
// always works. A free class (total 0) is booked without the provider (/BookFreeClass). No answer is a 5xx.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { courseRefund } from '../../src/domain/cancellation-policy';
import { ledgerOf, refundLedgerOf, writeRow, type MockDb, type RefundDb } from '../payment-faults/ledger';
import { atProvider, eventually, future, mockPerFile, signPayment, STUDENT, TUTOR, type Reply } from './support';

const COURSE = DEMO.course.code; // booked by the demo student, not paid; 2000 + 100 INR; sessions in the future
const COURSE_ID = DEMO.course.classId;
const PRIVATE = DEMO.privateClass.code; // booked by the demo student, not paid; 500 + 25 INR
const PRIYA = 'student-priya-shah';

const { server, api } = mockPerFile({ webhooks: 'off' });

/** Every answer of a test, to check that none was a 5xx. */
const answers: { path: string; status: number }[] = [];
const call = {
  post: async (path: string, body: unknown, as: string): Promise<Reply> => {
    const reply = await api.post(path, body, { as });
    answers.push({ path, status: reply.status });
    return reply;
  },
  get: async (path: string, as: string, query?: Record<string, string>): Promise<Reply> => {
    const reply = await api.get(path, { as, query });
    answers.push({ path, status: reply.status });
    return reply;
  },
};
afterEach(() => {
  const failed = answers.filter((a) => a.status >= 500);
  answers.length = 0;
  expect(failed, 'answers with a 5xx').toEqual([]);
});

async function earned(currency: string): Promise<{ Earned: number; Available: number }> {
  const balances = (await call.get('/GetEarningsSummary', TUTOR)).body.Data.Balances as { CurrencyType: string; Earned: number; Available: number }[];
  return balances.find((b) => b.CurrencyType === currency) ?? { Earned: 0, Available: 0 };
}

async function order(code: string, kind: 'PrivateClass' | 'GroupCourse', who = STUDENT) {
  const reply = await call.post('/CreateOrder', { ClassCode: code, Kind: kind }, who);
  expect(reply.status).toBe(200);
  return reply.body.Data as { id: string; amount: number; currency: string };
}

/** Pays the order at the provider (as its checkout does) and returns what the browser would report. */
async function pay(orderId: string) {
  const paid = (await atProvider(server, 'pay', orderId)).body as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  return { PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id, Signature: paid.razorpay_signature };
}

async function save(kind: 'PrivateClass' | 'GroupCourse', code: string, claim: { PaymentID: string; OrderID: string; Signature: string }, who = STUDENT) {
  const path = kind === 'PrivateClass' ? '/SavePrivateClassPaymentDetails' : '/SaveGroupCoursePaymentDetails';
  const reply = await call.post(path, { ClassCode: code, ...claim }, who);
  expect(reply.status).toBe(200);
  return reply.body.Data;
}

const editCourse = async (change: Record<string, unknown>) => expect((await call.post('/EditTutorCourse', { ClassID: COURSE_ID, ...change }, TUTOR)).status).toBe(200);

async function ledgerRow(name: string, codes: string[]) {
  const ledger = ledgerOf((await api.db()) as MockDb, codes);
  writeRow({ case: name, layer: 'service', ...ledger });
  expect(ledger).toMatchObject({ lost: 0, duplicated: 0, misrecorded: 0 });
  return ledger;
}

describe('a course ordered at 100 INR, then repriced by its tutor before the capture', () => {
  for (const first of ['browser', 'webhook'] as const) {
    it(`price up to 10,000 INR (${first} first): recorded at 100, earned 100, more is not withdrawn, cancelling refunds 100`, async () => {
      await editCourse({ Price: 100, TransactionFees: 0 });
      const before = await earned('INR');
      const o = await order(COURSE, 'GroupCourse');
      expect(o).toMatchObject({ amount: 100 * 100, currency: 'INR' });
      await editCourse({ Price: 10_000 });
      if (first === 'webhook') await api.provider({ webhooks: 'on', webhookDelayMs: 0 });
      const claim = await pay(o.id);
      if (first === 'webhook') {
        const recorded = await eventually(async () => (await api.db()).payments.find((p: { PaymentID: string }) => p.PaymentID === claim.PaymentID));
        expect(recorded).toMatchObject({ Amount: 100, Price: 100, TransactionFees: 0, CurrencyType: 'INR', Status: 'captured' });
      }
      expect(await save('GroupCourse', COURSE, claim)).toMatchObject({ PaymentID: claim.PaymentID, Status: 'captured', Amount: 100, Price: 100, TransactionFees: 0, CurrencyType: 'INR' });

      // Both histories say 100 INR; the tutor earned 100 more, not 10,000.
      const mine = (await call.get('/GetPaymentHistory', STUDENT)).body.Data.Items.find((p: { PaymentID: string }) => p.PaymentID === claim.PaymentID);
      expect(mine).toMatchObject({ Amount: 100, CurrencyType: 'INR' });
      const tutors = (await call.get('/GetPaymentHistory', TUTOR)).body.Data.Items.find((p: { PaymentID: string }) => p.PaymentID === claim.PaymentID);
      expect(tutors).toMatchObject({ Amount: 100, CurrencyType: 'INR' });
      const after = await earned('INR');
      expect(after.Earned - before.Earned).toBe(100);
      const tooMuch = await call.post('/RequestWithdrawal', { BankAccountID: 1, Amount: after.Available + 1, CurrencyType: 'INR' }, TUTOR);
      expect(tooMuch.status).toBe(409);

      // The course can be cancelled: the student gets back the 100 they paid (no session held yet).
      const cancelled = await call.post('/CancelCourse', { ClassCode: COURSE }, TUTOR);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.Data.Refunds).toEqual([expect.objectContaining({ StudentID: STUDENT, RefundAmount: 100, CurrencyType: 'INR' })]);
      expect((await earned('INR')).Earned).toBe(before.Earned);
      const refunds = refundLedgerOf((await api.db()) as RefundDb, COURSE, 100);
      expect(refunds).toMatchObject({ refunded: 100, recorded: 100, duplicates: 0, lost: 0 });
      await ledgerRow(`price change between order and capture (course, ${first} first)`, [COURSE]);
    });
  }

  it('currency changed to JPY after the order: recorded as 100 INR, earned in INR, refunded 100 INR', async () => {
    await editCourse({ Price: 100, TransactionFees: 0 });
    const before = { inr: await earned('INR'), jpy: await earned('JPY') };
    const o = await order(COURSE, 'GroupCourse');
    await editCourse({ Price: 10_000, CurrencyType: 'JPY' });
    const claim = await pay(o.id);
    expect(await save('GroupCourse', COURSE, claim)).toMatchObject({ Amount: 100, CurrencyType: 'INR' });
    expect((await earned('INR')).Earned - before.inr.Earned).toBe(100);
    expect((await earned('JPY')).Earned).toBe(before.jpy.Earned);
    const overJpy = await call.post('/RequestWithdrawal', { BankAccountID: 1, Amount: before.jpy.Available + 100, CurrencyType: 'JPY' }, TUTOR);
    expect(overJpy.status).toBe(409);
    const cancelled = await call.post('/CancelCourse', { ClassCode: COURSE }, TUTOR);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.Data.Refunds).toEqual([expect.objectContaining({ StudentID: STUDENT, RefundAmount: 100, CurrencyType: 'INR' })]);
    const mine = (await call.get('/GetStudentCourse', STUDENT)).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === COURSE);
    expect(mine).toMatchObject({ CurrencyType: 'JPY', RefundedAmount: 100, PaidCurrencyType: 'INR' });
    const provider = (await api.db()).providerPayments.find((p: { PaymentID: string }) => p.PaymentID === claim.PaymentID);
    expect(provider.Refunds).toEqual([expect.objectContaining({ amount: 100 * 100, currency: 'INR' })]);
    await ledgerRow('currency change between order and capture (course)', [COURSE]);
  });

  it('an open order at the old price is not handed to a checkout after the change; a later order gets the new price', async () => {
    await editCourse({ Price: 100, TransactionFees: 0 });
    const first = await order(COURSE, 'GroupCourse');
    expect((await order(COURSE, 'GroupCourse')).id).toBe(first.id); // same terms: the open order again
    await editCourse({ Price: 150 });
    const second = await order(COURSE, 'GroupCourse');
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ amount: 150 * 100, currency: 'INR' });
    // The old order stays payable at its own price by its holder (a widget already open on it): recorded at 100.
    const claim = await pay(first.id);
    expect(await save('GroupCourse', COURSE, claim)).toMatchObject({ Amount: 100, Price: 100 });
    // The course may then be left: the refund is of what was paid, never more.
    const left = await call.post('/WithdrawFromCourse', { ClassCode: COURSE }, STUDENT);
    expect(left.status).toBe(200);
    // Exactly the share the pro rata rule gives of the 100 paid (not of the 150 now), at the moment they left.
    const db = await api.db();
    const paid = db.payments.find((p: { PaymentID: string }) => p.PaymentID === claim.PaymentID);
    const sessions = db.sessions
      .filter((s: { ClassID: number }) => s.ClassID === COURSE_ID)
      .map((s: { SessionID: number; StartDateTime: string; Status: string }) => ({ id: s.SessionID, startsAt: s.StartDateTime, status: s.Status }));
    const rule = courseRefund({ sessions, amount: 100, price: 100, nowMs: Date.parse(paid.WithdrawnAt), paidAtMs: Date.parse(paid.PaidAt), noticeHours: paid.CancellationNoticeHours, withdrawnAtMs: Date.parse(paid.WithdrawnAt) });
    // Every demo session is days ahead, past no notice period: all four are free to cancel, so all 100 comes back.
    expect(rule).toMatchObject({ total: 4, owed: 4, refund: 100 });
    expect(left.body.Data.RefundAmount).toBe(rule.refund);
    expect(left.body.Data.CurrencyType).toBe('INR');
    await ledgerRow('an open order at the old price, paid after the change (course)', [COURSE]);
  });

  it('a session cancelled after a price rise refunds a share of what was paid', async () => {
    await editCourse({ Price: 100, TransactionFees: 0 });
    const o = await order(COURSE, 'GroupCourse');
    await editCourse({ Price: 10_000 });
    await save('GroupCourse', COURSE, await pay(o.id));
    const reply = await call.post('/CancelCourseSession', { SessionID: DEMO.course.sessionIds[0] }, TUTOR);
    expect(reply.status).toBe(200);
    expect(reply.body.Data.Refunds).toEqual([expect.objectContaining({ StudentID: STUDENT, RefundAmount: 25 })]);
    expect((await call.post('/CancelCourse', { ClassCode: COURSE }, TUTOR)).status).toBe(200);
    expect(refundLedgerOf((await api.db()) as RefundDb, COURSE, 100)).toMatchObject({ refunded: 100, recorded: 100, lost: 0 });
  });
});

describe('a private class whose price changes between the order and the capture', () => {
  // No operation edits a private class's price; the stored record is changed as an operator's correction would.
  function reprice(change: Record<string, unknown>) {
    const classes = server.db.getState().privateClasses as { ClassLink: string }[];
    Object.assign(classes.find((c) => c.ClassLink === PRIVATE)!, change);
    server.persist();
  }

  for (const first of ['browser', 'webhook'] as const) {
    it(`recorded at the order's 525 INR (${first} first), and the tutor's cancellation refunds 525 INR`, async () => {
      const o = await order(PRIVATE, 'PrivateClass');
      reprice({ Price: 5000, TransactionFees: 0, CurrencyType: 'JPY' });
      if (first === 'webhook') await api.provider({ webhooks: 'on', webhookDelayMs: 0 });
      const claim = await pay(o.id);
      if (first === 'webhook') await eventually(async () => (await api.db()).payments.find((p: { PaymentID: string }) => p.PaymentID === claim.PaymentID));
      expect(await save('PrivateClass', PRIVATE, claim)).toMatchObject({ Status: 'captured', Amount: 525, Price: 500, TransactionFees: 25, CurrencyType: 'INR' });
      const cancelled = await call.post('/CancelPrivateClass', { ClassCode: PRIVATE, Reason: 'Ill' }, TUTOR);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.Data).toMatchObject({ RefundAmount: 525, CurrencyType: 'INR', Rule: 'TutorCancelled' });
      const mine = (await call.get('/GetStudentPrivateClass', STUDENT)).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PRIVATE);
      expect(mine).toMatchObject({ CurrencyType: 'JPY', RefundedAmount: 525, PaidCurrencyType: 'INR' });
      expect(refundLedgerOf((await api.db()) as RefundDb, PRIVATE, 525)).toMatchObject({ refunded: 525, recorded: 525, duplicates: 0, lost: 0 });
      await ledgerRow(`price change between order and capture (private class, ${first} first)`, [PRIVATE]);
    });
  }
});

describe('a private class repriced after it was paid: each side reads what was paid, in its currency', () => {
  it("the student's view carries AmountPaid and PaidCurrencyType; the tutor's card booking and Students list carry the payment's currency", async () => {
    const claim = await pay((await order(PRIVATE, 'PrivateClass')).id);
    await save('PrivateClass', PRIVATE, claim);
    // An operator's correction of the stored record, as above: the class now reads ¥5,000.
    const classes = server.db.getState().privateClasses as { ClassLink: string }[];
    Object.assign(classes.find((c) => c.ClassLink === PRIVATE)!, { Price: 5000, TransactionFees: 0, CurrencyType: 'JPY' });
    server.persist();

    const mine = (await call.get('/GetStudentPrivateClass', STUDENT)).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PRIVATE);
    expect(mine).toMatchObject({ CurrencyType: 'JPY', Price: 5000, AmountPaid: 525, PaidCurrencyType: 'INR' });

    const card = (await call.get('/GetPrivateClass', TUTOR)).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PRIVATE);
    expect(card).toMatchObject({ CurrencyType: 'JPY', Booking: { StudentID: STUDENT, State: 'Paid', CurrencyType: 'INR' } });
    const rowsOf = async () => (await call.get('/GetStudentsList', TUTOR, { ClassCode: PRIVATE })).body.Data.Items as Record<string, unknown>[];
    expect(await rowsOf()).toEqual([expect.objectContaining({ StudentID: STUDENT, BookingState: 'Paid', CurrencyType: 'INR' })]);

    // The tutor cancels: the refund is 525 INR, and both views say INR.
    const cancelled = await call.post('/CancelPrivateClass', { ClassCode: PRIVATE }, TUTOR);
    expect(cancelled.body.Data).toMatchObject({ RefundAmount: 525, CurrencyType: 'INR' });
    expect(await rowsOf()).toEqual([expect.objectContaining({ BookingState: 'CancelledByTutor', RefundAmount: 525, CurrencyType: 'INR' })]);
    const after = (await call.get('/GetPrivateClass', TUTOR)).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PRIVATE);
    expect(after.Booking).toMatchObject({ State: 'CancelledByTutor', RefundAmount: 525, CurrencyType: 'INR' });
  });

  it("a course's card bookings and Students list carry the payment's currency after a currency change", async () => {
    await editCourse({ Price: 100, TransactionFees: 0 });
    await save('GroupCourse', COURSE, await pay((await order(COURSE, 'GroupCourse')).id));
    await editCourse({ Price: 10_000, CurrencyType: 'JPY' });
    const courses = (await call.get('/GetTutorCourses', TUTOR)).body.Data;
    const card = (Array.isArray(courses) ? courses : courses.Items).find((c: { ClassLink: string }) => c.ClassLink === COURSE);
    expect(card.CurrencyType).toBe('JPY');
    expect(card.Bookings).toEqual([expect.objectContaining({ StudentID: STUDENT, State: 'Paid', CurrencyType: 'INR' })]);
    const rows = (await call.get('/GetStudentsList', TUTOR, { ClassCode: COURSE })).body.Data.Items as { StudentID: string; BookingState: string; CurrencyType: string }[];
    expect(rows.find((r) => r.StudentID === STUDENT)).toMatchObject({ BookingState: 'Paid', CurrencyType: 'INR' });
    // A student who has not paid reads in the course's currency now (what they would pay).
    const unpaid = rows.filter((r) => r.StudentID !== STUDENT);
    expect(unpaid.length).toBeGreaterThan(0);
    for (const row of unpaid) expect(row).toMatchObject({ BookingState: 'NotPaid', CurrencyType: 'JPY' });
  });
});

describe('earnings of a payment recorded before fees were kept on it', () => {
  it('a captured payment without TransactionFees counts no fee (not NaN)', async () => {
    const state = server.db.getState() as { payments: Record<string, unknown>[]; privateClasses: { ClassLink: string; TutorID: string }[] };
    const payments = state.payments;
    payments.push({
      id: 'pay_oldrecord00001',
      PaymentID: 'pay_oldrecord00001',
      ClassCode: PRIVATE,
      Kind: 'PrivateClass',
      ClassName: 'Algebra Basics',
      Status: 'captured',
      Amount: 300,
      Price: 300,
      CurrencyType: 'EUR',
      PaidAt: '2026-01-05T10:00:00Z',
      StudentID: PRIYA,
      StudentName: 'Priya Shah',
      TutorID: state.privateClasses.find((c) => c.ClassLink === PRIVATE)!.TutorID,
    });
    server.persist();
    const reply = await call.get('/GetEarningsSummary', TUTOR);
    expect(reply.status).toBe(200);
    const eur = (reply.body.Data.Balances as { CurrencyType: string }[]).find((b) => b.CurrencyType === 'EUR');
    expect(eur).toMatchObject({ Earned: 300, FeesExcluded: 0, Available: 300 });
  });
});

describe('a free class (price 0, fee 0) is booked without the payment provider', () => {
  async function freePrivateClass(): Promise<string> {
    const reply = await call.post('/SavePrivateClass', { ClassName: 'Free trial', Duration: 30, DateTime: future(6), Price: 0, TransactionFees: 0, CurrencyType: 'INR' }, TUTOR);
    expect(reply.status).toBe(200);
    return reply.body.Data.ClassLink;
  }

  it('the first student books it, a second is told it is taken (409), both sides see the booking, and cancelling works', async () => {
    const code = await freePrivateClass();
    for (const path of ['/GetPrivateClassPaymentLink']) {
      const refused = await call.post(path, { ClassCode: code }, STUDENT);
      expect(refused.status).toBe(409);
      expect(refused.body.Message).toMatch(/free/i);
    }
    const noOrder = await call.post('/CreateOrder', { ClassCode: code, Kind: 'PrivateClass' }, STUDENT);
    expect(noOrder.status).toBe(409);
    expect(noOrder.body.Message).toBe('This private class is free: book it with “Book for free”; no payment is needed.');

    const booked = await call.post('/BookFreeClass', { ClassCode: code, Kind: 'PrivateClass' }, STUDENT);
    expect(booked.status).toBe(200);
    expect(booked.body.Data).toMatchObject({ Status: 'captured', Amount: 0, Price: 0, TransactionFees: 0, CurrencyType: 'INR', StudentID: STUDENT });
    expect(booked.body.Data.PaymentID).toMatch(/^free_/);
    expect(booked.body.Data.OrderID).toBeUndefined();
    const again = await call.post('/BookFreeClass', { ClassCode: code, Kind: 'PrivateClass' }, STUDENT);
    expect(again.body.Data.PaymentID).toBe(booked.body.Data.PaymentID);

    const second = await call.post('/BookFreeClass', { ClassCode: code, Kind: 'PrivateClass' }, PRIYA);
    expect(second.status).toBe(409);
    expect(second.body.Message).toBe('Another student has already booked this class.');
    expect((await call.post('/GetPrivateClassPaymentLink', { ClassCode: code }, PRIYA)).status).toBe(409);

    expect((await call.get('/GetPrivateClassStatus', STUDENT, { ClassCode: code })).body.Data).toMatchObject({ Paid: true, PaymentStatus: 'Paid' });
    expect((await call.get('/GetPrivateClassStatus', TUTOR, { ClassCode: code })).body.Data).toMatchObject({ Paid: true });
    const studentClasses = (await call.get('/GetStudentPrivateClass', STUDENT)).body.Data.Items;
    expect(studentClasses.find((c: { ClassLink: string }) => c.ClassLink === code)).toMatchObject({ Paid: true });
    const tutorHistory = (await call.get('/GetPaymentHistory', TUTOR)).body.Data.Items;
    expect(tutorHistory.find((p: { ClassCode: string }) => p.ClassCode === code)).toMatchObject({ Amount: 0, StudentID: STUDENT });

    const cancelled = await call.post('/CancelPrivateClass', { ClassCode: code }, TUTOR);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.Data).toMatchObject({ Status: 'Cancelled', RefundAmount: 0, CurrencyType: 'INR' });
    expect(cancelled.body.Data.RefundID).toBeUndefined();
    expect((await call.get('/GetPrivateClassStatus', STUDENT, { ClassCode: code })).body.Data).toMatchObject({ Paid: false, PaymentStatus: 'Refunded' });
    const refused = await call.post('/BookFreeClass', { ClassCode: code, Kind: 'PrivateClass' }, PRIYA);
    expect(refused.status).toBe(409);
    const db = (await api.db()) as MockDb;
    expect(db.orders.filter((o) => o.ClassCode === code)).toEqual([]);
    await ledgerRow('a free private class (booked without the provider, second student refused)', [code]);
  });

  it("a paid class is not booked for free; the student's own cancellation of a free class works", async () => {
    const paid = await call.post('/BookFreeClass', { ClassCode: PRIVATE, Kind: 'PrivateClass' }, STUDENT);
    expect(paid.status).toBe(409);
    expect(paid.body.Message).toBe('This private class is not free: its total is ₹525. Pay for it at checkout.');
    const code = await freePrivateClass();
    expect((await call.post('/BookFreeClass', { ClassCode: code, Kind: 'PrivateClass' }, STUDENT)).status).toBe(200);
    const mine = await call.post('/CancelPrivateClass', { ClassCode: code }, STUDENT);
    expect(mine.status).toBe(200);
    expect(mine.body.Data).toMatchObject({ CancelledBy: 'Student', RefundAmount: 0 });
    expect((await call.post('/BookFreeClass', { ClassCode: code, Kind: 'PrivateClass' }, STUDENT)).status).toBe(409);
  });

  it('a free course: students enrol, one leaves, the course fills and is cancelled, with no provider order', async () => {
    await editCourse({ Price: 0, TransactionFees: 0, Capacity: 2 });
    expect((await call.post('/GetTutorClassPaymentLink', { ClassCode: COURSE }, STUDENT)).status).toBe(409);
    expect((await call.post('/BookFreeClass', { ClassCode: COURSE, Kind: 'GroupCourse' }, STUDENT)).status).toBe(200);
    expect((await call.post('/BookFreeClass', { ClassCode: COURSE, Kind: 'GroupCourse' }, PRIYA)).status).toBe(200);
    const full = await call.post('/BookFreeClass', { ClassCode: COURSE, Kind: 'GroupCourse' }, 'student-arjun-mehta');
    expect(full.status).toBe(409);
    expect(full.body.Message).toBe('This course is full.');
    const course = (await call.get('/GetCourseByCode', STUDENT, { ClassCode: COURSE })).body.Data;
    expect(course.EnrolledCount).toBe(2);
    const left = await call.post('/WithdrawFromCourse', { ClassCode: COURSE }, PRIYA);
    expect(left.status).toBe(200);
    expect(left.body.Data.RefundAmount).toBe(0);
    const cancelled = await call.post('/CancelCourse', { ClassCode: COURSE }, TUTOR);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.Data.Refunds).toEqual([expect.objectContaining({ StudentID: STUDENT, RefundAmount: 0 })]);
    expect(((await api.db()) as MockDb).orders.filter((o) => o.ClassCode === COURSE)).toEqual([]);
    await ledgerRow('a free course (booked without the provider, full, left, cancelled)', [COURSE]);
  });
});

describe('the payment ledger of the fault table', () => {
  it('counts a record marked refunded whose money the provider kept as lost, and a record of another student as not matching', async () => {
    const o = await order(PRIVATE, 'PrivateClass');
    const claim = await pay(o.id);
    await save('PrivateClass', PRIVATE, claim);
    const db = (await api.db()) as MockDb;
    expect(ledgerOf(db, [PRIVATE])).toMatchObject({ captures: 1, records: 1, lost: 0 });
    const refundedOnPaper: MockDb = { ...db, payments: db.payments.map((p) => (p.PaymentID === claim.PaymentID ? { ...p, Status: 'refunded' } : p)) };
    expect(ledgerOf(refundedOnPaper, [PRIVATE])).toMatchObject({ lost: 1 });
    const otherStudent: MockDb = { ...db, payments: db.payments.map((p) => (p.PaymentID === claim.PaymentID ? { ...p, StudentID: PRIYA } : p)) };
    expect(ledgerOf(otherStudent, [PRIVATE])).toMatchObject({ records: 0, lost: 1 });
    const otherAmount: MockDb = { ...db, payments: db.payments.map((p) => (p.PaymentID === claim.PaymentID ? { ...p, Amount: 10_000 } : p)) };
    expect(ledgerOf(otherAmount, [PRIVATE])).toMatchObject({ misrecorded: 1 });
    const phantom: MockDb = { ...db, payments: [...db.payments, { PaymentID: 'free_phantom00001', Status: 'captured', ClassCode: PRIVATE, StudentID: PRIYA, Amount: 525, CurrencyType: 'INR' }] };
    expect(ledgerOf(phantom, [PRIVATE])).toMatchObject({ misrecorded: 1 });
    expect(signPayment(claim.OrderID, claim.PaymentID)).toBe(claim.Signature);
  });
});
