// Cancelling a private class against the mock backend over HTTP: who may, the refund rule
// (src/domain/cancellation-policy.ts) as the backend applies it, what both sides then read (class, payment state,
// histories, earnings), and the refund under faults. Each refund case writes its row of the refund table that
// scripts/payment-fault-table.mjs prints in `npm test`.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { refundLedgerOf, writeRefundRow, type RefundDb } from '../payment-faults/ledger';

// Internal module of the mock, loaded by URL (no declaration file): the video Uid a user joins the room with.
const { videoUid: videoUidOf } = (await import(/* @vite-ignore */ new URL('../../mock-server/handlers/classroom.mjs', import.meta.url).href)) as { videoUid: (userId: string) => number };
import { admin, atProvider, holdStoreLock, mockPerFile, signPayment, STUDENT, token, TUTOR } from './support';

const PAID = DEMO.paidPrivateClass.code; // paid by the demo student: 500 + 25 INR, two days ahead
const PAID_AMOUNT = 525;
const OTHER_STUDENT = 'student-priya-shah';
const OTHER_TUTOR = 'tutor-meera-iyer';

const { server, api, dataFile } = mockPerFile({ webhooks: 'off' });

async function refundRow(name: string, expected: number, code = PAID) {
  const ledger = refundLedgerOf((await api.db()) as RefundDb, code, expected);
  writeRefundRow({ case: name, layer: 'service', ...ledger });
  expect(ledger).toMatchObject({ expected, refunded: expected, recorded: expected, duplicates: 0, lost: 0 });
}

async function classOf(code: string) {
  const db = await api.db();
  return db.privateClasses.find((c: { ClassLink: string }) => c.ClassLink === code);
}

async function earnedInr(as = TUTOR): Promise<number> {
  const summary = await api.get('/GetEarningsSummary', { as });
  return summary.body.Data.Balances.find((b: { CurrencyType: string }) => b.CurrencyType === 'INR').Earned;
}

/** The tutor taught these sessions of a course: a stint of theirs in its room from each start, for 50 minutes. */
function tutorTaught(classCode: string, starts: number[]) {
  const attendance = (server.db.getState() as { attendance?: unknown[] }).attendance ?? [];
  for (const start of starts) {
    attendance.push({ id: `taught-${start}`, ClassCode: classCode, RoomKey: classCode, Uid: videoUidOf(TUTOR), Role: 'Tutor', JoinedAt: new Date(start).toISOString(), LeftAt: new Date(start + 50 * 60_000).toISOString() });
  }
  (server.db.getState() as { attendance?: unknown[] }).attendance = attendance;
}

/**
 * Moves the mock's clock to `hoursBefore` hours before the class's start; returns who to call as then (an ID token
 * minted at that time: one of today would have expired by then).
 */
async function hoursBeforeStart(code: string, hoursBefore: number): Promise<(uid: string) => string> {
  const at = Date.parse((await classOf(code)).DateTime) - hoursBefore * 3_600_000;
  expect((await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(at).toISOString() } })).status).toBe(200);
  return (uid) => token(uid, { email: `${uid}@demo.test`, nowSeconds: Math.floor(at / 1000) });
}

/** The text of the mail a cancellation queued for `uid` (the outbox, lib/emails.mjs), by its subject. */
function cancellationMail(uid: string): string {
  const outbox = (server.db.getState() as { outbox?: { ToUserID: string; Subject: string; Text: string }[] }).outbox ?? [];
  const mail = outbox.find((m) => m.ToUserID === uid && m.Subject.startsWith('Cancelled: '));
  expect(mail, `a cancellation mail to ${uid}`).toBeDefined();
  return mail!.Text;
}

describe('CancelPrivateClass', () => {
  it('the student who paid cancels in time: refunded in full, and both sides read it', async () => {
    const earnedBefore = await earnedInr();
    const reply = await api.post('/CancelPrivateClass', { ClassCode: PAID, Reason: 'My exam moved to that day.' }, { as: STUDENT });
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatchObject({ ClassCode: PAID, Status: 'Cancelled', CancelledBy: 'Student', Rule: 'InNotice', RefundAmount: PAID_AMOUNT, CurrencyType: 'INR', Reason: 'My exam moved to that day.' });
    expect(reply.body.Data.RefundID).toMatch(/^rfnd_/);

    const mine = (await api.get('/GetStudentPrivateClass', { as: STUDENT })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID);
    expect(mine).toMatchObject({
      Status: 'Cancelled',
      Paid: false,
      PaymentStatus: 'Refunded',
      CancelledBy: 'Student',
      CancellationReason: 'My exam moved to that day.',
      CancellationRule: 'InNotice',
      RefundedAmount: PAID_AMOUNT,
      CancellationNoticeHours: 24,
    });
    const studentHistory = (await api.get('/GetPaymentHistory', { as: STUDENT })).body.Data.Items.find((p: { ClassCode: string }) => p.ClassCode === PAID);
    expect(studentHistory).toMatchObject({ Status: 'refunded', RefundAmount: PAID_AMOUNT, RefundReason: 'The student cancelled the class within the free cancellation period.' });
    const tutorHistory = (await api.get('/GetPaymentHistory', { as: TUTOR })).body.Data.Items.find((p: { ClassCode: string }) => p.ClassCode === PAID);
    expect(tutorHistory).toMatchObject({ Status: 'refunded', RefundID: reply.body.Data.RefundID });
    expect(await earnedInr()).toBe(earnedBefore - 500); // the tutor earns the price; the fee was the platform's
    expect((await api.get('/GetPrivateClassStatus', { as: TUTOR, query: { ClassCode: PAID } })).body.Data).toMatchObject({ Status: 'Cancelled', Paid: false, PaymentStatus: 'Refunded' });
    // Nobody but the two sides reads who cancelled and why: not by code (the share link), not on the tutor's public page.
    const byCode = (await api.get('/GetPrivateClassByCode', { as: OTHER_STUDENT, query: { ClassCode: PAID } })).body.Data;
    expect(byCode.Status).toBe('Cancelled');
    for (const key of ['CancelledBy', 'CancellationReason', 'CancellationRule', 'RefundedAmount']) expect(byCode).not.toHaveProperty(key);
    await refundRow('student cancels in time', PAID_AMOUNT);
    // The mails say what happened to the money: the canceller's own copy and the tutor's.
    expect(cancellationMail(STUDENT)).toContain('You are refunded ₹525; a separate email confirms it.');
    expect(cancellationMail(TUTOR)).toContain('Ravi Kumar is refunded ₹525.');
  });

  it('the student cancels after the deadline: cancelled, nothing refunded, the tutor keeps the payment', async () => {
    const as = await hoursBeforeStart(PAID, 23);
    const earnedBefore = await earnedInr(as(TUTOR));
    const reply = await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: as(STUDENT) });
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatchObject({ Status: 'Cancelled', CancelledBy: 'Student', Rule: 'Late', RefundAmount: 0 });
    expect(reply.body.Data.RefundID).toBeUndefined();
    expect(cancellationMail(STUDENT)).toContain('nothing is refunded');
    expect(cancellationMail(STUDENT)).not.toContain('refunded ₹');
    expect(cancellationMail(TUTOR)).toContain('so you keep the payment');
    const mine = (await api.get('/GetStudentPrivateClass', { as: as(STUDENT) })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID);
    expect(mine).toMatchObject({ Status: 'Cancelled', Paid: true, PaymentStatus: 'Paid', CancellationRule: 'Late', RefundedAmount: 0 });
    expect(await earnedInr(as(TUTOR))).toBe(earnedBefore);
    await refundRow('student cancels too late', 0);
  });

  it('half an hour before the deadline still refunds (the exact boundary: tests/unit/domain/cancellation-policy.test.ts)', async () => {
    const as = await hoursBeforeStart(PAID, 24.5);
    expect((await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: as(STUDENT) })).body.Data).toMatchObject({ Rule: 'InNotice', RefundAmount: PAID_AMOUNT });
  });

  it('the tutor cancels: the student is refunded in full, whatever the notice', async () => {
    const as = await hoursBeforeStart(PAID, 1);
    const reply = await api.post('/CancelPrivateClass', { ClassCode: PAID, Reason: 'I am unwell.' }, { as: as(TUTOR) });
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatchObject({ CancelledBy: 'Tutor', Rule: 'TutorCancelled', RefundAmount: PAID_AMOUNT });
    const mine = (await api.get('/GetStudentPrivateClass', { as: as(STUDENT) })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID);
    expect(mine).toMatchObject({ Status: 'Cancelled', PaymentStatus: 'Refunded', CancelledBy: 'Tutor', CancellationReason: 'I am unwell.' });
    await refundRow('tutor cancels', PAID_AMOUNT);
  });

  it('the tutor cancels through ChangePrivateClassStatus: the same rule, the same refund', async () => {
    const reply = await api.post('/ChangePrivateClassStatus', { ClassID: DEMO.paidPrivateClass.classId, Status: 'Cancelled' }, { as: TUTOR });
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatchObject({ Status: 'Cancelled', CancelledBy: 'Tutor' });
    await refundRow('tutor cancels (ChangePrivateClassStatus)', PAID_AMOUNT);
  });

  it('an unpaid class cancelled by its tutor refunds nothing and says so', async () => {
    const reply = await api.post('/CancelPrivateClass', { ClassCode: DEMO.openPrivateClass.code }, { as: TUTOR });
    expect(reply.body.Data).toMatchObject({ Rule: 'TutorCancelled', RefundAmount: 0 });
    await refundRow('tutor cancels an unpaid class', 0, DEMO.openPrivateClass.code);
  });

  it('a repeat by the same side answers the same cancellation and refunds nothing more', async () => {
    const first = await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: STUDENT });
    const again = await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: STUDENT });
    expect(again.status).toBe(200);
    expect(again.body.Data).toEqual(first.body.Data);
    // The other side cannot cancel what is cancelled.
    const tutor = await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: TUTOR });
    expect(tutor.status).toBe(409);
    await refundRow('cancel sent twice', PAID_AMOUNT);
  });

  it('the student and the tutor both cancel (the server takes them one after the other): one refund', async () => {
    const replies = await Promise.all([
      api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: STUDENT }),
      api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: TUTOR }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    await refundRow('student and tutor both cancel, one after the other', PAID_AMOUNT);
  });

  it('a payment captured after the class was cancelled (a checkout left open) is refunded, never kept', async () => {
    const code = DEMO.privateClass.code; // booked by the demo student, not paid: 500 + 25 INR
    const order = await api.post('/CreateOrder', { ClassCode: code, Kind: 'PrivateClass' }, { as: STUDENT });
    expect(order.status).toBe(200);
    const cancel = await api.post('/CancelPrivateClass', { ClassCode: code }, { as: TUTOR });
    expect(cancel.body.Data).toMatchObject({ RefundAmount: 0 }); // nobody had paid yet
    // The checkout was still open: the student pays at the provider, then the browser saves it.
    const paid = await atProvider(server, 'pay', order.body.Data.id);
    const claim = { ClassCode: code, PaymentID: paid.body.razorpay_payment_id, OrderID: order.body.Data.id, Signature: signPayment(order.body.Data.id, paid.body.razorpay_payment_id) };
    const saved = await api.post('/SavePrivateClassPaymentDetails', claim, { as: STUDENT });
    expect(saved.body.Data).toMatchObject({ Status: 'refunded', RefundReason: 'The private class had been cancelled.', RefundAmount: 525 });
    const mine = (await api.get('/GetStudentPrivateClass', { as: STUDENT })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === code);
    expect(mine).toMatchObject({ Status: 'Cancelled', Paid: false, PaymentStatus: 'Refunded' });
    // A new order on the cancelled class is refused.
    expect((await api.post('/CreateOrder', { ClassCode: code, Kind: 'PrivateClass' }, { as: STUDENT })).status).toBe(409);
    await refundRow('payment captured after the class was cancelled', 525, code);
  });

  it('an answer lost after the write: the retry gets the same refund, not a second one', async () => {
    expect((await api.faults([{ path: '/CancelPrivateClass', status: 503, after: true, times: 1, retryAfter: 0 }])).status).toBe(200);
    expect((await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: STUDENT })).status).toBe(503);
    const retry = await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: STUDENT });
    expect(retry.status).toBe(200);
    expect(retry.body.Data.RefundAmount).toBe(PAID_AMOUNT);
    await refundRow('cancel answer lost (503 after the write), retried', PAID_AMOUNT);
  });

  it('a store write that fails undoes the refund with the cancel; the retry refunds once', async () => {
    const release = holdStoreLock(dataFile);
    try {
      const failed = await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: STUDENT });
      expect(failed.status).toBe(500);
    } finally {
      release();
    }
    expect((await classOf(PAID)).Status).toBe('Scheduled');
    await refundRow('cancel whose write fails (nothing changes)', 0);
    expect((await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: STUDENT })).status).toBe(200);
    await refundRow('cancel whose write fails, retried', PAID_AMOUNT);
  });

  it('refuses anyone else, a started or finished class, and bad input, storing nothing', async () => {
    const before = JSON.stringify((await api.db()).privateClasses);
    const cases: [string | null, Record<string, unknown>, number, RegExp][] = [
      [OTHER_STUDENT, { ClassCode: PAID }, 403, /Only the student who paid/],
      [STUDENT, { ClassCode: DEMO.privateClass.code }, 403, /Only the student who paid/], // booked, not paid
      [OTHER_TUTOR, { ClassCode: PAID }, 403, /another tutor/],
      [STUDENT, { ClassCode: 'PCnone0000000000' }, 404, /No private class/],
      [TUTOR, { ClassCode: 'PCdemo0000000005' }, 409, /Completed and cannot be cancelled/],
      [STUDENT, { ClassCode: PAID, Reason: 'x'.repeat(501) }, 400, /Validation failed/],
      [STUDENT, { ClassCode: PAID, Refund: 525 }, 400, /Validation failed/],
      [null, { ClassCode: PAID }, 401, /Sign in again/],
    ];
    for (const [as, body, status, message] of cases) {
      const reply = await api.post('/CancelPrivateClass', body, { as });
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body.Message).toMatch(message);
    }
    const as = await hoursBeforeStart(PAID, -0.1); // started six minutes ago
    const started = await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: as(TUTOR) });
    expect(started.status).toBe(409);
    expect(started.body.Message).toBe('This class has already started; it can no longer be cancelled.');
    expect(JSON.stringify((await api.db()).privateClasses)).toBe(before);
    await refundRow('refused cancels', 0);
  });
});

describe('CancelCourse: the tutor cancels a course, the sessions not yet held are refunded pro rata', () => {
  const CALCULUS = DEMO.paidCourse.code; // 3 weekly sessions; paid by the demo student and Priya, 1500 + 75 INR each

  async function sessionStarts(): Promise<number[]> {
    return (await api.db()).sessions
      .filter((s: { ClassID: number }) => s.ClassID === DEMO.paidCourse.classId)
      .map((s: { StartDateTime: string }) => Date.parse(s.StartDateTime))
      .sort((a: number, b: number) => a - b);
  }

  it('after one of three sessions: each student gets two thirds back, the payment stays captured for the rest, the tutor keeps one third', async () => {
    const [first] = await sessionStarts();
    tutorTaught(CALCULUS, [first!]);
    const at = first! + 3_600_000;
    expect((await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(at).toISOString() } })).status).toBe(200);
    const as = (uid: string) => token(uid, { email: `${uid}@demo.test`, nowSeconds: Math.floor(at / 1000) });
    const earnedBefore = await earnedInr(as(TUTOR));
    const reply = await api.post('/CancelCourse', { ClassCode: CALCULUS, Reason: 'I have to stop teaching this term.' }, { as: as(TUTOR) });
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatchObject({ ClassCode: CALCULUS, Status: 'Cancelled', SessionsHeld: 1, SessionsTotal: 3, CurrencyType: 'INR', Reason: 'I have to stop teaching this term.' });
    expect(reply.body.Data.Refunds).toEqual([
      expect.objectContaining({ StudentID: STUDENT, RefundAmount: 1050, RefundID: expect.stringMatching(/^rfnd_/) }),
      expect.objectContaining({ StudentID: OTHER_STUDENT, RefundAmount: 1050 }),
    ]);
    const records = (await api.db()).payments.filter((p: { ClassCode: string }) => p.ClassCode === CALCULUS);
    expect(records).toEqual([
      expect.objectContaining({ Status: 'captured', RefundAmount: 1050, RefundReason: 'The tutor cancelled the course after 1 of 3 sessions.' }),
      expect.objectContaining({ Status: 'captured', RefundAmount: 1050 }),
    ]);
    expect(await earnedInr(as(TUTOR))).toBe(earnedBefore - 2000);
    const mine = (await api.get('/GetStudentCourse', { as: as(STUDENT) })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === CALCULUS);
    expect(mine).toMatchObject({ Status: 'Cancelled', Paid: true, RefundedAmount: 1050, CancellationReason: 'I have to stop teaching this term.' });
    // The sessions ahead are cancelled; the one held stays as it was.
    const statuses = (await api.db()).sessions.filter((s: { ClassID: number }) => s.ClassID === DEMO.paidCourse.classId).map((s: { Status: string }) => s.Status);
    expect(statuses).toEqual(['Scheduled', 'Cancelled', 'Cancelled']);
    // The student's history counts what was kept.
    const history = (await api.get('/GetPaymentHistory', { as: as(STUDENT), query: { Kind: 'GroupCourse' } })).body.Data;
    expect(history.Totals).toEqual([{ CurrencyType: 'INR', Amount: 525 }]);
    // Again: the same answer, nothing more refunded.
    expect((await api.post('/CancelCourse', { ClassCode: CALCULUS }, { as: as(TUTOR) })).body.Data).toEqual(reply.body.Data);
    await refundRow('tutor cancels a course after 1 of 3 sessions (two students)', 2100, CALCULUS);
  });

  it('before any session, through EditTutorCourse: everyone refunded in full, the payments refunded', async () => {
    const reply = await api.post('/EditTutorCourse', { ClassID: DEMO.paidCourse.classId, Status: 'Cancelled' }, { as: TUTOR });
    expect(reply.status).toBe(200);
    expect(reply.body.Data.Status).toBe('Cancelled');
    const records = (await api.db()).payments.filter((p: { ClassCode: string }) => p.ClassCode === CALCULUS);
    expect(records.map((p: { Status: string; RefundAmount: number }) => [p.Status, p.RefundAmount])).toEqual([
      ['refunded', 1575],
      ['refunded', 1575],
    ]);
    await refundRow('tutor cancels a course before its first session (EditTutorCourse)', 3150, CALCULUS);
  });

  it('another tutor, a student, a completed course: refused, nothing stored', async () => {
    const before = JSON.stringify((await api.db()).payments);
    expect((await api.post('/CancelCourse', { ClassCode: CALCULUS }, { as: 'tutor-meera-iyer' })).status).toBe(403);
    expect((await api.post('/CancelCourse', { ClassCode: CALCULUS }, { as: STUDENT })).status).toBe(403);
    expect((await api.post('/CancelCourse', { ClassCode: 'GCnone0000000000' }, { as: TUTOR })).status).toBe(404);
    expect(JSON.stringify((await api.db()).payments)).toBe(before);
  });
});

describe('a tutor no-show: refunded automatically', () => {
  it('a paid class whose tutor has not joined 15 minutes after its start is cancelled and the student refunded, as of then', async () => {
    const start = Date.parse((await classOf(PAID)).DateTime);
    // 14 minutes after the start: not yet.
    let as = await hoursBeforeStart(PAID, -14 / 60);
    expect((await api.get('/GetStudentPrivateClass', { as: as(STUDENT) })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID)).toMatchObject({ Status: 'Scheduled', Paid: true });
    // 16 minutes after: any request settles it.
    as = await hoursBeforeStart(PAID, -16 / 60);
    const mine = (await api.get('/GetStudentPrivateClass', { as: as(STUDENT) })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID);
    expect(mine).toMatchObject({
      Status: 'Cancelled',
      PaymentStatus: 'Refunded',
      CancellationRule: 'TutorNoShow',
      RefundedAmount: PAID_AMOUNT,
      CancelledAt: new Date(start + 15 * 60_000).toISOString().replace('.000Z', 'Z'),
      Attendance: [
        { Role: 'Tutor', Name: 'Asha Rao', Joined: false, Minutes: 0 },
        { Role: 'Student', Joined: false, Minutes: 0 },
      ],
    });
    // Settled once: more requests refund nothing more.
    await api.get('/GetPrivateClass', { as: as(TUTOR) });
    await refundRow('tutor no-show (refunded automatically)', PAID_AMOUNT);
  });

  it('a tutor who joined (even briefly) is not a no-show; the student who never came is not refunded', async () => {
    const db = await api.db();
    const start = Date.parse(db.privateClasses.find((c: { ClassLink: string }) => c.ClassLink === PAID).DateTime);
    // As the signalling server records it: the tutor was in the room from the start for 50 minutes.
    (server.db.getState() as { attendance: unknown[] }).attendance.push({ id: 't1', ClassCode: PAID, RoomKey: PAID, Uid: videoUidOf(TUTOR), Role: 'Tutor', JoinedAt: new Date(start).toISOString(), LeftAt: new Date(start + 50 * 60_000).toISOString() });
    const as = await hoursBeforeStart(PAID, -1);
    const mine = (await api.get('/GetStudentPrivateClass', { as: as(STUDENT) })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID);
    expect(mine).toMatchObject({ Paid: true, PaymentStatus: 'Paid', Attendance: [{ Role: 'Tutor', Joined: true, Minutes: 50 }, { Role: 'Student', Joined: false, Minutes: 0 }] });
    expect(mine.Status).not.toBe('Cancelled');
    await refundRow('student no-show (charged, no refund)', 0);
  });
});

describe('the tutor’s own notice period', () => {
  const profile = { Role: 1, FirstName: 'Asha', LastName: 'Rao', TimeZone: 'Asia/Kolkata', Bio: 'Maths and English.', TopicIDs: [1, 2], Slug: DEMO.tutor.slug };

  it('is set on the profile within 2–72 hours, shown on classes and the public page, and judges payments made under it', async () => {
    expect((await api.post('/SaveUserProfile', { ...profile, CancellationNoticeHours: 48 }, { as: TUTOR })).body.Data.CancellationNoticeHours).toBe(48);
    expect((await api.get('/GetTutorPublicProfile', { query: { Slug: DEMO.tutor.slug } })).body.Data.Tutor.CancellationNoticeHours).toBe(48);
    // The demo student pays Algebra Basics now, under 48 hours' notice.
    const code = DEMO.privateClass.code;
    const order = await api.post('/CreateOrder', { ClassCode: code, Kind: 'PrivateClass' }, { as: STUDENT });
    const paid = await atProvider(server, 'pay', order.body.Data.id);
    const claim = { ClassCode: code, PaymentID: paid.body.razorpay_payment_id, OrderID: order.body.Data.id, Signature: signPayment(order.body.Data.id, paid.body.razorpay_payment_id) };
    expect((await api.post('/SavePrivateClassPaymentDetails', claim, { as: STUDENT })).body.Data).toMatchObject({ Status: 'captured', CancellationNoticeHours: 48 });
    // The tutor shortens it afterwards: the student's payment keeps the 48 hours it was made under.
    await api.post('/SaveUserProfile', { ...profile, CancellationNoticeHours: 2 }, { as: TUTOR });
    const mine = (await api.get('/GetStudentPrivateClass', { as: STUDENT })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === code);
    expect(mine.CancellationNoticeHours).toBe(48); // the student reads the rule they paid under
    const tutorView = (await api.get('/GetPrivateClass', { as: TUTOR })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === code);
    expect(tutorView.CancellationNoticeHours).toBe(2); // what new bookings get
    const as = await hoursBeforeStart(code, 30);
    const cancel = await api.post('/CancelPrivateClass', { ClassCode: code }, { as: as(STUDENT) });
    expect(cancel.body.Data).toMatchObject({ Rule: 'Late', RefundAmount: 0 }); // 30 hours ahead: inside the 48 it was paid under
    await refundRow('student cancels 30 hours ahead of a class paid under 48 hours’ notice', 0, code);
  });

  it('is refused outside 2–72 and for students, storing nothing', async () => {
    for (const hours of [1, 73, 12.5]) {
      const reply = await api.post('/SaveUserProfile', { ...profile, CancellationNoticeHours: hours }, { as: TUTOR });
      expect(reply.status, String(hours)).toBe(400);
      expect(reply.body.Errors[0].Field).toContain('CancellationNoticeHours');
    }
    const student = await api.post('/SaveUserProfile', { Role: 2, FirstName: 'Ravi', LastName: 'Kumar', TimeZone: 'Asia/Kolkata', CancellationNoticeHours: 24 }, { as: STUDENT });
    expect(student.status).toBe(400);
    expect(student.body.Errors).toEqual([{ Field: 'CancellationNoticeHours', Message: 'Only tutors set a cancellation notice period.' }]);
    expect((await api.db()).users.find((u: { UserID: string }) => u.UserID === TUTOR).CancellationNoticeHours).toBeUndefined();
  });
});

describe('review cases: no-show windows, status changes, late payers, courses paid late, a course cancel that fails half-way', () => {
  it('a tutor who joins after the grace is still a no-show; marking the class Completed instead is refused', async () => {
    const start = Date.parse((await classOf(PAID)).DateTime);
    (server.db.getState() as { attendance: unknown[] }).attendance.push({ id: 'late', ClassCode: PAID, RoomKey: PAID, Uid: videoUidOf(TUTOR), Role: 'Tutor', JoinedAt: new Date(start + 20 * 60_000).toISOString() });
    let as = await hoursBeforeStart(PAID, 1);
    const completed = await api.post('/ChangePrivateClassStatus', { ClassID: DEMO.paidPrivateClass.classId, Status: 'Completed' }, { as: as(TUTOR) });
    expect(completed.status).toBe(409);
    expect(completed.body.Message).toMatch(/^You have not taught this class/);
    as = await hoursBeforeStart(PAID, -0.5);
    expect((await api.get('/GetPrivateClass', { as: as(TUTOR) })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === PAID)).toMatchObject({ Status: 'Cancelled', CancellationRule: 'TutorNoShow' });
    await api.get('/GetPrivateClass', { as: as(TUTOR) });
    const refunds = (await api.db()).providerPayments.flatMap((p: { Refunds?: unknown[] }) => p.Refunds ?? []);
    expect(refunds).toHaveLength(1); // settled once, however many requests follow
    await refundRow('tutor joins after the grace: still a no-show', PAID_AMOUNT);
  });

  it('a student who paid after the class was cancelled is refunded but is not a party to it (no reason, no attendance)', async () => {
    const code = DEMO.privateClass.code;
    const order = await api.post('/CreateOrder', { ClassCode: code, Kind: 'PrivateClass' }, { as: STUDENT });
    await api.post('/CancelPrivateClass', { ClassCode: code, Reason: 'Private reason.' }, { as: TUTOR });
    const paid = await atProvider(server, 'pay', order.body.Data.id);
    const claim = { ClassCode: code, PaymentID: paid.body.razorpay_payment_id, OrderID: order.body.Data.id, Signature: signPayment(order.body.Data.id, paid.body.razorpay_payment_id) };
    expect((await api.post('/SavePrivateClassPaymentDetails', claim, { as: STUDENT })).body.Data).toMatchObject({ Status: 'refunded', RefundAmount: 525 });
    const mine = (await api.get('/GetStudentPrivateClass', { as: STUDENT })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === code);
    expect(mine).toMatchObject({ Status: 'Cancelled', PaymentStatus: 'Refunded' });
    for (const key of ['CancellationReason', 'CancelledBy', 'RefundedAmount', 'Attendance']) expect(mine).not.toHaveProperty(key);
  });

  it('a course: a student who paid after a session was held is refunded over the sessions from their payment on', async () => {
    const calculus = DEMO.paidCourse.code;
    const sessions = (await api.db()).sessions.filter((s: { ClassID: number }) => s.ClassID === DEMO.paidCourse.classId).map((s: { StartDateTime: string }) => Date.parse(s.StartDateTime)).sort();
    // Priya's payment is dated after the first session (she enrolled late); the demo student's before.
    const priyaPayment = (server.db.getState() as { payments: { ClassCode: string; StudentID: string; PaidAt: string }[] }).payments.find((p) => p.ClassCode === calculus && p.StudentID === OTHER_STUDENT)!;
    priyaPayment.PaidAt = new Date(sessions[0]! + 2 * 3_600_000).toISOString();
    tutorTaught(calculus, sessions.slice(0, 2));
    const at = sessions[1]! + 3_600_000; // two of three held
    await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(at).toISOString() } });
    const tutor = token(TUTOR, { email: `${TUTOR}@demo.test`, nowSeconds: Math.floor(at / 1000) });
    const reply = await api.post('/CancelCourse', { ClassCode: calculus }, { as: tutor });
    expect(reply.body.Data.Refunds).toEqual([
      expect.objectContaining({ StudentID: STUDENT, RefundAmount: 525 }), // 1 of 3 not held: 1575 / 3
      expect.objectContaining({ StudentID: OTHER_STUDENT, RefundAmount: 788 }), // 1 of the 2 from her payment on: 1575 / 2
    ]);
  });

  it('a course cancel the provider refuses half-way changes nothing; once it can, the retry refunds each student once', async () => {
    const calculus = DEMO.paidCourse.code;
    const state = server.db.getState() as { payments: { ClassCode: string; StudentID: string; PaymentID: string }[]; providerPayments: { PaymentID: string; Refunds?: unknown[] }[] };
    const second = state.payments.find((p) => p.ClassCode === calculus && p.StudentID === OTHER_STUDENT)!;
    const atProviderRecord = state.providerPayments.find((p) => p.PaymentID === second.PaymentID)!;
    // Nothing left to refund on the second payment at the provider: it refuses.
    atProviderRecord.Refunds = [{ id: 'rfnd_elsewhere', amount: 157500, currency: 'INR' }];
    const before = JSON.stringify((await api.db()).payments);
    const failed = await api.post('/CancelCourse', { ClassCode: calculus }, { as: TUTOR });
    expect(failed.status).toBe(500);
    expect(JSON.stringify((await api.db()).payments)).toBe(before);
    expect((await api.db()).courses.find((c: { ClassLink: string }) => c.ClassLink === calculus).Status).toBe('Open');
    // The store was put back as it was (new objects): the provider's record is found again before it is mended.
    const restored = (server.db.getState() as typeof state).providerPayments.find((p) => p.PaymentID === second.PaymentID)!;
    delete restored.Refunds;
    const retry = await api.post('/CancelCourse', { ClassCode: calculus }, { as: TUTOR });
    expect(retry.status).toBe(200);
    expect(retry.body.Data.Refunds.map((r: { RefundAmount: number }) => r.RefundAmount)).toEqual([1575, 1575]);
    await refundRow('course cancel refused half-way by the provider, then retried', 3150, calculus);
  });
});
