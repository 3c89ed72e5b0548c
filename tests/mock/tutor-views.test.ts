// What the tutor reads of their bookings and instant classes, against the mock backend over HTTP: the booking state
// of each entry of /GetStudentsList and of each private class of /GetPrivateClass (Booking) after each kind of
// refund, the one rule for Mark completed, and /GetTutorInstantClasses (own, Live and recently ended only).
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { admin, mockPerFile, STUDENT, token, TUTOR } from './support';

const PAID = DEMO.paidPrivateClass.code; // Geometry Practice, paid by the demo student (Ravi Kumar): 500 + 25 INR
const UNPAID = DEMO.privateClass.code; // Algebra Basics, booked by the demo student, never paid
const OPEN = DEMO.openPrivateClass.code; // Trigonometry Starter, nobody booked it
const CALCULUS = DEMO.paidCourse.code; // paid by Ravi Kumar and Priya Shah: 1500 + 75 INR each
const PRIYA = 'student-priya-shah';
const OTHER_TUTOR = 'tutor-meera-iyer';
const HOUR = 3_600_000;

const { server, api } = mockPerFile({ webhooks: 'off' });

/** Moves the mock's clock to `at`; returns who to call as then (a token minted at that time). */
async function clockAt(at: number): Promise<(uid: string) => string> {
  expect((await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(at).toISOString() } })).status).toBe(200);
  return (uid) => token(uid, { email: `${uid}@demo.test`, nowSeconds: Math.floor(at / 1000) });
}

async function startOf(code: string): Promise<number> {
  const db = await api.db();
  return Date.parse(db.privateClasses.find((c: { ClassLink: string }) => c.ClassLink === code).DateTime);
}

async function entry(as: string, code: string, studentId = STUDENT) {
  const list = await api.get('/GetStudentsList', { as, query: { ClassCode: code } });
  expect(list.status).toBe(200);
  return list.body.Data.Items.find((e: { StudentID: string }) => e.StudentID === studentId);
}

async function card(as: string, code: string) {
  const list = await api.get('/GetPrivateClass', { as });
  expect(list.status).toBe(200);
  return list.body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === code);
}

describe('booking states on the Students list and the class cards', () => {
  it('as seeded: paid, not paid, and a class nobody booked', async () => {
    expect(await entry(TUTOR, PAID)).toMatchObject({ Paid: true, BookingState: 'Paid', CurrencyType: 'INR' });
    expect(await entry(TUTOR, PAID)).not.toHaveProperty('RefundAmount');
    expect(await entry(TUTOR, UNPAID)).toMatchObject({ Paid: false, BookingState: 'NotPaid', CurrencyType: 'INR' });
    expect((await card(TUTOR, PAID)).Booking).toEqual({ StudentID: STUDENT, StudentName: 'Ravi Kumar', State: 'Paid', CurrencyType: 'INR' });
    expect(await card(TUTOR, UNPAID)).not.toHaveProperty('Booking'); // booked, never paid: the slot is still open
    expect(await card(TUTOR, OPEN)).not.toHaveProperty('Booking');
  });

  it('the tutor cancels: Cancelled by the tutor, refunded in full with the date, on both views', async () => {
    const as = await clockAt((await startOf(PAID)) - 5 * HOUR);
    const reply = await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: as(TUTOR) });
    expect(reply.status).toBe(200);
    const refundedAt = (await api.db()).payments.find((p: { ClassCode: string }) => p.ClassCode === PAID).RefundedAt;
    expect(refundedAt).toEqual(expect.any(String));
    expect(await entry(as(TUTOR), PAID)).toMatchObject({ Paid: false, BookingState: 'CancelledByTutor', RefundAmount: 525, RefundedAt: refundedAt });
    expect((await card(as(TUTOR), PAID)).Booking).toEqual({ StudentID: STUDENT, StudentName: 'Ravi Kumar', State: 'CancelledByTutor', RefundAmount: 525, RefundedAt: refundedAt, CurrencyType: 'INR' });
  });

  it('the student cancels late: Cancelled by the student, the payment kept (no refund)', async () => {
    const as = await clockAt((await startOf(PAID)) - 2 * HOUR);
    expect((await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: as(STUDENT) })).body.Data).toMatchObject({ Rule: 'Late', RefundAmount: 0 });
    const late = await entry(as(TUTOR), PAID);
    expect(late).toMatchObject({ Paid: true, BookingState: 'CancelledByStudent' });
    expect(late).not.toHaveProperty('RefundAmount');
    expect((await card(as(TUTOR), PAID)).Booking).toEqual({ StudentID: STUDENT, StudentName: 'Ravi Kumar', State: 'CancelledByStudent', CurrencyType: 'INR' });
  });

  it('the student cancels in time: Cancelled by the student, refunded in full', async () => {
    expect((await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: STUDENT })).body.Data).toMatchObject({ Rule: 'InNotice', RefundAmount: 525 });
    expect(await entry(TUTOR, PAID)).toMatchObject({ Paid: false, BookingState: 'CancelledByStudent', RefundAmount: 525, RefundedAt: expect.any(String) });
  });

  it('a student leaves a course: Left the course with what was refunded; the other stays Paid', async () => {
    const reply = await api.post('/WithdrawFromCourse', { ClassCode: CALCULUS }, { as: STUDENT });
    expect(reply.status).toBe(200);
    expect(reply.body.Data.RefundAmount).toBeGreaterThan(0);
    expect(await entry(TUTOR, CALCULUS)).toMatchObject({ Paid: false, BookingState: 'LeftCourse', RefundAmount: reply.body.Data.RefundAmount, RefundedAt: expect.any(String) });
    expect(await entry(TUTOR, CALCULUS, PRIYA)).toMatchObject({ Paid: true, BookingState: 'Paid' });
    // The course card of the tutor's list names both, oldest payment first (Priya paid before Ravi in the seed).
    const courses = await api.get('/GetTutorCourses', { as: TUTOR });
    const calculus = courses.body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === CALCULUS);
    expect(calculus.Bookings).toEqual([
      { StudentID: PRIYA, StudentName: 'Priya Shah', State: 'Paid', CurrencyType: 'INR' },
      { StudentID: STUDENT, StudentName: 'Ravi Kumar', State: 'LeftCourse', RefundAmount: reply.body.Data.RefundAmount, RefundedAt: expect.any(String), CurrencyType: 'INR' },
    ]);
    expect(courses.body.Data.Items.find((c: { ClassLink: string }) => c.ClassLink === DEMO.course.code).Bookings).toEqual([]); // booked, nobody paid
  });

  it('the tutor cancels a course: each student who paid reads Cancelled by the tutor with their refund', async () => {
    const reply = await api.post('/CancelCourse', { ClassCode: CALCULUS }, { as: TUTOR });
    expect(reply.status).toBe(200);
    for (const refund of reply.body.Data.Refunds as { StudentID: string; RefundAmount: number }[]) {
      expect(await entry(TUTOR, CALCULUS, refund.StudentID)).toMatchObject({ BookingState: 'CancelledByTutor', RefundAmount: refund.RefundAmount });
    }
    expect(reply.body.Data.Refunds).toHaveLength(2);
  });

  it('a tutor who never came: the class is refunded (not a cancellation by either side)', async () => {
    const as = await clockAt((await startOf(PAID)) + 20 * 60_000);
    expect(await entry(as(TUTOR), PAID)).toMatchObject({ BookingState: 'Refunded', RefundAmount: 525 });
    expect((await card(as(TUTOR), PAID)).Booking).toMatchObject({ State: 'Refunded', RefundAmount: 525 });
  });

  it('the Paid filter still goes by the money kept: a late cancel stays among the paid', async () => {
    const as = await clockAt((await startOf(PAID)) - 2 * HOUR);
    await api.post('/CancelPrivateClass', { ClassCode: PAID }, { as: as(STUDENT) });
    const paid = await api.get('/GetStudentsList', { as: as(TUTOR), query: { Paid: true } });
    expect(paid.body.Data.Items.find((e: { ClassCode: string }) => e.ClassCode === PAID)).toMatchObject({ BookingState: 'CancelledByStudent' });
  });
});

describe('Mark completed: the one rule of src/domain/class-lifecycle', () => {
  it('is refused before the class starts and allowed once it has (a class nobody paid for)', async () => {
    const early = await api.post('/ChangePrivateClassStatus', { ClassID: DEMO.openPrivateClass.classId, Status: 'Completed' }, { as: TUTOR });
    expect(early.status).toBe(409);
    expect(early.body.Message).toBe('This class has not started yet: mark it completed once it has.');
    const as = await clockAt((await startOf(OPEN)) + 5 * 60_000);
    const done = await api.post('/ChangePrivateClassStatus', { ClassID: DEMO.openPrivateClass.classId, Status: 'Completed' }, { as: as(TUTOR) });
    expect(done.status).toBe(200);
    expect(done.body.Data.Status).toBe('Completed');
  });
});

describe('GetTutorInstantClasses', () => {
  it('lists the tutor’s own Live instant classes, newest first; never another tutor’s; students are refused', async () => {
    const started = await api.post('/StartInstantClass', { Title: 'Office hour' }, { as: TUTOR });
    expect(started.status).toBe(200);
    const mine = await api.get('/GetTutorInstantClasses', { as: TUTOR });
    expect(mine.status).toBe(200);
    expect(mine.body.Data.map((c: { ClassCode: string }) => c.ClassCode)).toEqual([started.body.Data.ClassCode, DEMO.instantClass.code]);
    expect(mine.body.Data[0]).toMatchObject({ Title: 'Office hour', Status: 'Live', TutorID: TUTOR });
    expect((await api.get('/GetTutorInstantClasses', { as: OTHER_TUTOR })).body.Data).toEqual([]);
    expect((await api.get('/GetTutorInstantClasses', { as: STUDENT })).status).toBe(403);
  });

  it('keeps an ended one for an hour, marked Ended, then drops it', async () => {
    const now = Date.now();
    const state = server.db.getState() as { instantClasses: { ClassCode: string; Status: string; EndedAt?: string }[] };
    Object.assign(state.instantClasses.find((c) => c.ClassCode === DEMO.instantClass.code)!, { Status: 'Ended', EndedAt: new Date(now).toISOString() });
    let as = await clockAt(now + 59 * 60_000);
    expect((await api.get('/GetTutorInstantClasses', { as: as(TUTOR) })).body.Data).toEqual([expect.objectContaining({ ClassCode: DEMO.instantClass.code, Status: 'Ended' })]);
    as = await clockAt(now + 61 * 60_000);
    expect((await api.get('/GetTutorInstantClasses', { as: as(TUTOR) })).body.Data).toEqual([]);
  });
});
