// Plans change for a course, one session or one student at a time (issue 18): the tutor cancels a session (its
// students refunded its share) or moves one (kept with it), a student leaves (refunded the sessions still free to
// cancel, the seat freed), a session the tutor never came to is a no-show. One pro rata rule counted on the whole
// (src/domain/cancellation-policy.ts, courseRefund), so nothing is refunded twice; the refund rows go to the table.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { refundLedgerOf, writeRefundRow, type RefundDb } from '../payment-faults/ledger';
import { admin, mockPerFile, STUDENT, token, TUTOR } from './support';

const CALCULUS = DEMO.paidCourse.code; // 3 weekly sessions from two days ahead; paid by the demo student and Priya, 1500 + 75 INR each
const CLASS_ID = DEMO.paidCourse.classId;
const PRIYA = 'student-priya-shah';
const OTHER_TUTOR = 'tutor-meera-iyer';
const HOUR = 3_600_000;

const { server, api } = mockPerFile({ webhooks: 'off' });

async function refundRow(name: string, expected: number) {
  const ledger = refundLedgerOf((await api.db()) as RefundDb, CALCULUS, expected);
  writeRefundRow({ case: name, layer: 'service', ...ledger });
  expect(ledger).toMatchObject({ expected, refunded: expected, recorded: expected, duplicates: 0, lost: 0 });
}

interface StoredSession {
  SessionID: number;
  ClassID: number;
  StartDateTime: string;
  Status: string;
}

async function sessions(): Promise<StoredSession[]> {
  return ((await api.db()).sessions as StoredSession[]).filter((s) => s.ClassID === CLASS_ID).sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime));
}

async function payment(studentId: string) {
  return (await api.db()).payments.find((p: { ClassCode: string; StudentID: string }) => p.ClassCode === CALCULUS && p.StudentID === studentId);
}

async function earnedInr(as = TUTOR): Promise<number> {
  const summary = await api.get('/GetEarningsSummary', { as });
  return summary.body.Data.Balances.find((b: { CurrencyType: string }) => b.CurrencyType === 'INR').Earned;
}

async function myCourse(as = STUDENT) {
  return (await api.get('/GetStudentCourse', { as })).body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === CALCULUS);
}

/** Moves the mock's clock to `at`; returns who to call as then (an ID token minted at that time). */
async function clockAt(at: number): Promise<(uid: string) => string> {
  expect((await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(at).toISOString() } })).status).toBe(200);
  return (uid) => token(uid, { email: `${uid}@demo.test`, nowSeconds: Math.floor(at / 1000) });
}

describe('CancelCourseSession: the tutor cancels one session, its students get its share back', () => {
  it('each student who paid gets a third back, the payments stay captured, the tutor loses a third of each price; a repeat refunds nothing more', async () => {
    const [, second] = await sessions();
    const earnedBefore = await earnedInr();
    const reply = await api.post('/CancelCourseSession', { SessionID: second!.SessionID, Reason: 'I am at a conference that week.' }, { as: TUTOR });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.Data).toMatchObject({ SessionID: second!.SessionID, ClassCode: CALCULUS, Status: 'Cancelled', Rule: 'TutorCancelled', CurrencyType: 'INR', Reason: 'I am at a conference that week.' });
    expect(reply.body.Data.Refunds).toEqual([
      expect.objectContaining({ StudentID: STUDENT, RefundAmount: 525, RefundID: expect.stringMatching(/^rfnd_/) }),
      expect.objectContaining({ StudentID: PRIYA, RefundAmount: 525 }),
    ]);
    expect(await payment(STUDENT)).toMatchObject({ Status: 'captured', RefundAmount: 525, RefundedPrice: 500 });
    expect(await earnedInr()).toBe(earnedBefore - 1000);

    // The students see it cancelled, why, and what came back; the course goes on.
    const listed = (await api.get('/GetStudentSessions', { as: STUDENT, query: { ClassID: CLASS_ID } })).body.Data.Items;
    expect(listed.map((s: { Status: string }) => s.Status)).toEqual(['Scheduled', 'Cancelled', 'Scheduled']);
    expect(listed[1]).toMatchObject({ CancellationReason: 'I am at a conference that week.', CancellationRule: 'TutorCancelled', CancelledAt: expect.any(String) });
    expect(await myCourse()).toMatchObject({ Status: 'Open', Paid: true, PaymentStatus: 'Paid', RefundedAmount: 525 });

    const again = await api.post('/CancelCourseSession', { SessionID: second!.SessionID }, { as: TUTOR });
    expect(again.status).toBe(200);
    expect(again.body.Data.Refunds.map((r: { RefundAmount: number }) => r.RefundAmount)).toEqual([525, 525]);
    await refundRow('the tutor cancels one session of three (two students, a third each)', 1050);
  });

  it('the course cancelled afterwards refunds only the rest: never the session twice', async () => {
    const [, second] = await sessions();
    await api.post('/CancelCourseSession', { SessionID: second!.SessionID }, { as: TUTOR });
    const reply = await api.post('/CancelCourse', { ClassCode: CALCULUS }, { as: TUTOR });
    expect(reply.body.Data.Refunds.map((r: { RefundAmount: number }) => r.RefundAmount)).toEqual([1050, 1050]);
    expect(await payment(STUDENT)).toMatchObject({ Status: 'refunded', RefundAmount: 1575, RefundedPrice: 1500 });
    await refundRow('a session cancelled, then the whole course (nothing held)', 3150);
  });

  it('EditTutorSession to Cancelled refunds the same way', async () => {
    const [first] = await sessions();
    const reply = await api.post('/EditTutorSession', { SessionID: first!.SessionID, Status: 'Cancelled' }, { as: TUTOR });
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatchObject({ Status: 'Cancelled', CancellationRule: 'TutorCancelled' });
    expect(await payment(PRIYA)).toMatchObject({ Status: 'captured', RefundAmount: 525 });
    await refundRow('a session cancelled through EditTutorSession', 1050);
  });

  it('refuses a student, another tutor, a session that has started, and an unknown one, storing nothing', async () => {
    const [first] = await sessions();
    const before = JSON.stringify(await api.db());
    expect((await api.post('/CancelCourseSession', { SessionID: first!.SessionID }, { as: STUDENT })).status).toBe(403);
    expect((await api.post('/CancelCourseSession', { SessionID: first!.SessionID }, { as: OTHER_TUTOR })).status).toBe(403);
    expect((await api.post('/CancelCourseSession', { SessionID: 999_999 }, { as: TUTOR })).status).toBe(404);
    expect((await api.post('/CancelCourseSession', { SessionID: first!.SessionID, Reason: 'x'.repeat(501) }, { as: TUTOR })).status).toBe(400);
    expect(JSON.stringify(await api.db())).toBe(before);
    const as = await clockAt(Date.parse(first!.StartDateTime) + 5 * 60_000);
    const started = await api.post('/CancelCourseSession', { SessionID: first!.SessionID }, { as: as(TUTOR) });
    expect(started.status).toBe(409);
    expect(started.body.Message).toBe('This session has already started; it can no longer be cancelled.');
  });

  it('a session of a course students paid for is not removed (cancel it instead); a move is kept with it', async () => {
    const [, second] = await sessions();
    const removed = await api.post('/DeleteTutorSession', { SessionID: second!.SessionID }, { as: TUTOR });
    expect(removed.status).toBe(409);
    expect(removed.body.Message).toMatch(/cancel the session instead/);
    const later = new Date(Date.parse(second!.StartDateTime) + 26 * HOUR).toISOString();
    const moved = await api.post('/EditTutorSession', { SessionID: second!.SessionID, StartDateTime: later }, { as: TUTOR });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const listed = (await api.get('/GetStudentSessions', { as: STUDENT, query: { ClassID: CLASS_ID } })).body.Data.Items;
    expect(listed[1]).toMatchObject({ StartDateTime: later, MovedFrom: second!.StartDateTime, MovedAt: expect.any(String) });
  });
});

describe('WithdrawFromCourse: a student leaves, refunded the sessions still free to cancel, and the seat is freed', () => {
  it('ten hours before the first session (24 h notice): the first is charged, the other two refunded; enrolment, roster and history follow', async () => {
    const [first] = await sessions();
    const as = await clockAt(Date.parse(first!.StartDateTime) - 10 * HOUR);
    const earnedBefore = await earnedInr(as(TUTOR));
    const reply = await api.post('/WithdrawFromCourse', { ClassCode: CALCULUS }, { as: as(STUDENT) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.Data).toMatchObject({ ClassCode: CALCULUS, SessionsRefunded: 2, SessionsTotal: 3, RefundAmount: 1050, CurrencyType: 'INR', RefundID: expect.stringMatching(/^rfnd_/) });
    expect(await payment(STUDENT)).toMatchObject({ Status: 'captured', RefundAmount: 1050, WithdrawnAt: expect.any(String), RefundReason: 'The student left the course; 2 of 3 sessions refunded.' });
    expect(await earnedInr(as(TUTOR))).toBe(earnedBefore - 1000);

    expect(await myCourse(as(STUDENT))).toMatchObject({ Paid: false, PaymentStatus: 'Withdrawn', WithdrawnAt: expect.any(String), RefundedAmount: 1050, EnrolledCount: 1 });
    const roster = await api.get('/GetClassRoster', { as: as(TUTOR), query: { ClassCode: CALCULUS } });
    expect(roster.body.Data.Items.map((p: { UserID: string }) => p.UserID)).not.toContain(STUDENT);
    expect((await api.get('/GetClassRoster', { as: as(STUDENT), query: { ClassCode: CALCULUS } })).status).toBe(403);

    // A repeat answers the same; nothing more is refunded.
    const again = await api.post('/WithdrawFromCourse', { ClassCode: CALCULUS }, { as: as(STUDENT) });
    expect(again.body.Data).toMatchObject({ RefundAmount: 1050, RefundID: reply.body.Data.RefundID });
    await refundRow('a student leaves a course 10 h before its first session (two of three refunded)', 1050);
  });

  it('a session the tutor then cancels that the student was charged for is refunded; the seat stays free', async () => {
    const [first] = await sessions();
    const as = await clockAt(Date.parse(first!.StartDateTime) - 10 * HOUR);
    await api.post('/WithdrawFromCourse', { ClassCode: CALCULUS }, { as: as(STUDENT) });
    const reply = await api.post('/CancelCourseSession', { SessionID: first!.SessionID }, { as: as(TUTOR) });
    expect(reply.body.Data.Refunds).toEqual([
      expect.objectContaining({ StudentID: STUDENT, RefundAmount: 525 }),
      expect.objectContaining({ StudentID: PRIYA, RefundAmount: 525 }),
    ]);
    expect(await payment(STUDENT)).toMatchObject({ Status: 'refunded', RefundAmount: 1575 });
    await refundRow('a student leaves, then the tutor cancels the session they were charged for', 2100);
  });

  it('what a student who left was charged stays charged: sessions added and cancelled later, or a charged one moved, refund them nothing more', async () => {
    const [first, second, third] = await sessions();
    const as = await clockAt(Date.parse(first!.StartDateTime) - 10 * HOUR);
    await api.post('/WithdrawFromCourse', { ClassCode: CALCULUS }, { as: as(STUDENT) });
    const added = await api.post('/SaveTutorSessions', { ClassID: CLASS_ID, Sessions: [{ Title: 'Extra', StartDateTime: new Date(Date.parse(third!.StartDateTime) + 7 * 86_400_000).toISOString(), Duration: 60 }] }, { as: as(TUTOR) });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const moved = await api.post('/EditTutorSession', { SessionID: first!.SessionID, StartDateTime: new Date(Date.parse(second!.StartDateTime) + 2 * 86_400_000).toISOString() }, { as: as(TUTOR) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const cancelled = await api.post('/CancelCourseSession', { SessionID: added.body.Data[0].SessionID }, { as: as(TUTOR) });
    // Nobody paid for the session added after the payments: nothing is refunded for it, to anyone.
    expect(cancelled.body.Data.Refunds).toEqual([expect.objectContaining({ StudentID: PRIYA, RefundAmount: 0 })]);
    expect(await payment(STUDENT)).toMatchObject({ RefundAmount: 1050 });
    expect((await payment(PRIYA)).RefundAmount).toBeUndefined();
    await refundRow('after a student left: a session added and cancelled, a charged one moved (nothing more refunded)', 1050);
  });

  it('a session is cancelled or moved, not both at once', async () => {
    const [first] = await sessions();
    const both = await api.post('/EditTutorSession', { SessionID: first!.SessionID, Status: 'Cancelled', StartDateTime: new Date(Date.parse(first!.StartDateTime) + 86_400_000).toISOString() }, { as: TUTOR });
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain('Cancel a session or move it, not both at once.');
  });

  it('a session of a course whose only payer left is still cancelled, not removed (they were charged for some)', async () => {
    const [first] = await sessions();
    const as = await clockAt(Date.parse(first!.StartDateTime) - 10 * HOUR);
    await api.post('/WithdrawFromCourse', { ClassCode: CALCULUS }, { as: as(STUDENT) });
    await api.post('/WithdrawFromCourse', { ClassCode: CALCULUS }, { as: as(PRIYA) });
    expect((await api.post('/DeleteTutorSession', { SessionID: first!.SessionID }, { as: as(TUTOR) })).status).toBe(409);
  });

  it('refuses a tutor, a student who has not paid, a cancelled course, and bad input, storing nothing', async () => {
    const before = JSON.stringify(await api.db());
    expect((await api.post('/WithdrawFromCourse', { ClassCode: CALCULUS }, { as: TUTOR })).status).toBe(403);
    expect((await api.post('/WithdrawFromCourse', { ClassCode: CALCULUS }, { as: 'student-tom-baker' })).status).toBe(403);
    expect((await api.post('/WithdrawFromCourse', { ClassCode: 'GCnope0000000000' }, { as: STUDENT })).status).toBe(404);
    expect((await api.post('/WithdrawFromCourse', { ClassCode: 'not a code' }, { as: STUDENT })).status).toBe(400);
    expect(JSON.stringify(await api.db())).toBe(before);
    await api.post('/CancelCourse', { ClassCode: CALCULUS }, { as: TUTOR });
    const cancelled = await api.post('/WithdrawFromCourse', { ClassCode: CALCULUS }, { as: PRIYA });
    expect(cancelled.status).toBe(409);
  });
});

describe('a course session whose tutor never came is a no-show: cancelled, its share refunded', () => {
  it('16 minutes after the start with no tutor in the room: cancelled as of the grace, each student refunded a third', async () => {
    const [first] = await sessions();
    const start = Date.parse(first!.StartDateTime);
    const as = await clockAt(start + 16 * 60_000);
    const listed = (await api.get('/GetStudentSessions', { as: as(STUDENT), query: { ClassID: CLASS_ID } })).body.Data.Items;
    expect(listed[0]).toMatchObject({ Status: 'Cancelled', CancellationRule: 'TutorNoShow', CancelledAt: new Date(start + 15 * 60_000).toISOString().replace('.000Z', 'Z') });
    expect(await payment(PRIYA)).toMatchObject({ Status: 'captured', RefundAmount: 525 });
    await refundRow('a course session the tutor never came to (no-show, a third each)', 1050);
  });

  it('a tutor who came in time is not a no-show', async () => {
    const [first] = await sessions();
    const start = Date.parse(first!.StartDateTime);
    (server.db.getState() as { attendance?: unknown[] }).attendance = [
      { id: 'came', ClassCode: CALCULUS, RoomKey: CALCULUS, Uid: 1, Role: 'Tutor', JoinedAt: new Date(start - 5 * 60_000).toISOString(), LeftAt: new Date(start + 55 * 60_000).toISOString() },
    ];
    const as = await clockAt(start + 60 * 60_000);
    const listed = (await api.get('/GetStudentSessions', { as: as(STUDENT), query: { ClassID: CLASS_ID } })).body.Data.Items;
    expect(listed[0].Status).toBe('Scheduled');
    expect((await payment(PRIYA)).RefundAmount).toBeUndefined();
  });
});
