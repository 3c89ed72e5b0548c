// Every change pushed (issue 41): each notable change publishes its event to the people it concerns and only them,
// once per change (a repeat or a refused request publishes nothing), in the handler's own write, with the facts the
// screens and the emails read (Class, RefundID, ProposalID, ReviewID) and each recipient's Notification; the
// notification centre (GetNotifications, MarkNotificationsRead) lists and marks only the caller's own. Over HTTP.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { admin, atProvider, holdStoreLock, mockPerFile, STUDENT, token, TUTOR } from './support';

const { videoUid } = (await import(/* @vite-ignore */ new URL('../../mock-server/handlers/classroom.mjs', import.meta.url).href)) as { videoUid: (userId: string) => number };

const PRIYA = 'student-priya-shah';
const OPEN = DEMO.openPrivateClass; // open for booking
const PAID = DEMO.paidPrivateClass; // paid by the demo student, two days ahead
const PAID_COURSE = DEMO.paidCourse; // paid by the demo student
const { server, api, dataFile } = mockPerFile({ webhooks: 'off' });

interface StoredEvent {
  EventID: number;
  UserID: string;
  Type: string;
  Data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Where the store's events stand now; `since(mark)` gives those published after it, as [recipient, type] and whole. */
async function mark(): Promise<number> {
  return (await api.db()).meta.lastEventId ?? 0;
}
async function since(from: number): Promise<StoredEvent[]> {
  return ((await api.db()).events as StoredEvent[]).filter((e) => e.EventID > from);
}
const who = (events: StoredEvent[]) => events.map((e) => [e.UserID, e.Type]);

/** The demo student pays OPEN at the provider and saves it, as the checkout does; returns the save's claim. */
async function payOpenClass(as = STUDENT) {
  const order = await api.post('/CreateOrder', { ClassCode: OPEN.code, Kind: 'PrivateClass' }, { as });
  expect(order.status).toBe(200);
  const paid = (await atProvider(server, 'pay', order.body.Data.id)).body as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  const claim = { ClassCode: OPEN.code, PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id, Signature: paid.razorpay_signature };
  const saved = await api.post('/SavePrivateClassPaymentDetails', claim, { as });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return claim;
}

describe('booking.paid', () => {
  it('a paid private class tells the tutor and the student once, with the class and each one a notification; a repeat tells nobody', async () => {
    const open = (await api.db()).privateClasses.find((c: { ClassLink: string }) => c.ClassLink === OPEN.code);
    const from = await mark();
    const claim = await payOpenClass();
    const events = await since(from);
    expect(who(events)).toEqual([
      [TUTOR, 'booking.paid'],
      [STUDENT, 'booking.paid'],
    ]);
    expect(events[0]!.Data).toMatchObject({
      Class: { Kind: 'PrivateClass', ClassID: OPEN.classId, ClassCode: OPEN.code, Title: expect.any(String), StartsAt: expect.any(String) },
      TutorID: TUTOR,
      StudentID: STUDENT,
      StudentName: 'Ravi Kumar',
      Amount: open.Price + open.TransactionFees,
      CurrencyType: open.CurrencyType,
      Notification: { Type: 'booking.paid', ReadAt: null, Class: { ClassID: OPEN.classId } },
    });
    // Each recipient's own notification.
    expect(events[0]!.Data.Notification.NotificationID).not.toBe(events[1]!.Data.Notification.NotificationID);

    const again = await mark();
    expect((await api.post('/SavePrivateClassPaymentDetails', claim, { as: STUDENT })).status).toBe(200);
    expect(await since(again)).toEqual([]);
  });

  it('a failed payment and a refused order publish nothing', async () => {
    const from = await mark();
    const failed = await api.post('/SavePrivateClassPaymentDetails', { ClassCode: OPEN.code, PaymentID: 'pay_nothing00000001', Status: 'failed' }, { as: STUDENT });
    expect(failed.status).toBe(200);
    expect((await api.post('/CreateOrder', { ClassCode: PAID.code, Kind: 'PrivateClass' }, { as: PRIYA })).status).toBe(409);
    expect(await since(from)).toEqual([]);
  });
});

describe('class.cancelled and refund.issued', () => {
  it('the student cancels: the tutor hears of it, the student of the refund; a repeat and a stranger publish nothing', async () => {
    const from = await mark();
    expect((await api.post('/CancelPrivateClass', { ClassCode: PAID.code }, { as: PRIYA })).status).toBe(403);
    expect(await since(from)).toEqual([]);
    const reply = await api.post('/CancelPrivateClass', { ClassCode: PAID.code }, { as: STUDENT });
    expect(reply.status).toBe(200);
    const events = await since(from);
    expect(who(events)).toEqual([
      [TUTOR, 'class.cancelled'],
      [STUDENT, 'refund.issued'],
    ]);
    expect(events[0]!.Data).toMatchObject({ By: 'Student', Class: { Kind: 'PrivateClass', ClassID: PAID.classId }, StudentName: 'Ravi Kumar' });
    expect(events[1]!.Data).toMatchObject({ RefundID: reply.body.Data.RefundID, Amount: 525, CurrencyType: 'INR', Class: { ClassID: PAID.classId } });
    const again = await mark();
    expect((await api.post('/CancelPrivateClass', { ClassCode: PAID.code }, { as: STUDENT })).status).toBe(200);
    expect(await since(again)).toEqual([]);
  });

  it('the tutor cancels: the student who paid hears of it, not the tutor', async () => {
    const from = await mark();
    expect((await api.post('/CancelPrivateClass', { ClassCode: PAID.code, Reason: 'I am ill.' }, { as: TUTOR })).status).toBe(200);
    expect(who(await since(from))).toEqual([
      [STUDENT, 'class.cancelled'],
      [STUDENT, 'refund.issued'],
    ]);
  });

  it('a course session cancelled: each enrolled student hears of that session (SessionID), the tutor does not', async () => {
    const db = await api.db();
    const session = db.sessions.find((s: { ClassID: number; Status: string; StartDateTime: string }) => s.ClassID === PAID_COURSE.classId && s.Status === 'Scheduled' && Date.parse(s.StartDateTime) > Date.now());
    const enrolled = new Set(db.payments.filter((p: { ClassCode: string; Status: string; WithdrawnAt?: string }) => p.ClassCode === PAID_COURSE.code && p.Status === 'captured' && !p.WithdrawnAt).map((p: { StudentID: string }) => p.StudentID));
    expect(enrolled.size).toBeGreaterThan(0);
    const from = await mark();
    expect((await api.post('/CancelCourseSession', { SessionID: session.SessionID }, { as: TUTOR })).status).toBe(200);
    const cancelled = (await since(from)).filter((e) => e.Type === 'class.cancelled');
    expect(new Set(cancelled.map((e) => e.UserID))).toEqual(enrolled);
    expect(cancelled[0]!.Data.Class).toMatchObject({ Kind: 'GroupCourse', ClassID: PAID_COURSE.classId, SessionID: session.SessionID, SessionTitle: session.Title });
    // Each refund given back is told to its student only.
    for (const e of (await since(from)).filter((x) => x.Type === 'refund.issued')) expect(enrolled.has(e.UserID)).toBe(true);
    const again = await mark();
    expect((await api.post('/CancelCourseSession', { SessionID: session.SessionID }, { as: TUTOR })).status).toBe(200);
    expect(await since(again)).toEqual([]);
  });

  it('a cancellation whose write fails publishes nothing; its retry publishes once', async () => {
    const from = await mark();
    const release = holdStoreLock(dataFile);
    try {
      expect((await api.post('/CancelPrivateClass', { ClassCode: PAID.code }, { as: STUDENT })).status).toBe(500);
    } finally {
      release();
    }
    expect(await since(from)).toEqual([]);
    expect((await api.db()).notifications ?? []).toEqual([]);
    expect((await api.post('/CancelPrivateClass', { ClassCode: PAID.code }, { as: STUDENT })).status).toBe(200);
    expect(who(await since(from))).toEqual([
      [TUTOR, 'class.cancelled'],
      [STUDENT, 'refund.issued'],
    ]);
  });
});

describe('reschedule.proposed and reschedule.answered', () => {
  it('go to the other side only, with the ProposalID', async () => {
    const record = (await api.db()).privateClasses.find((c: { ClassLink: string }) => c.ClassLink === PAID.code);
    const newTime = new Date(Date.parse(record.DateTime) + 27 * 3_600_000).toISOString();
    const from = await mark();
    const proposed = await api.post('/ProposeReschedule', { ClassCode: PAID.code, NewDateTime: newTime }, { as: STUDENT });
    expect(proposed.status).toBe(200);
    const afterProposal = await mark();
    expect((await api.post('/AnswerReschedule', { ProposalID: proposed.body.Data.ProposalID, Accept: true }, { as: TUTOR })).status).toBe(200);
    const events = await since(from);
    expect(who(events)).toEqual([
      [TUTOR, 'reschedule.proposed'],
      [STUDENT, 'reschedule.answered'],
    ]);
    expect(events[0]!.Data).toMatchObject({ ProposalID: proposed.body.Data.ProposalID, By: 'Student', NewDateTime: newTime, Class: { ClassID: PAID.classId } });
    expect(events[1]!.Data).toMatchObject({ ProposalID: proposed.body.Data.ProposalID, By: 'Tutor', Accepted: true });
    // The same answer again (a retry) publishes nothing.
    const again = await mark();
    expect((await api.post('/AnswerReschedule', { ProposalID: proposed.body.Data.ProposalID, Accept: true }, { as: TUTOR })).status).toBe(200);
    expect(await since(again)).toEqual([]);
    expect(afterProposal).toBeGreaterThan(from);
  });
});

describe('class.moved', () => {
  it('a paid course session moved by its tutor goes to its paying students only, with the new time; a title edit publishes nothing', async () => {
    const db = await api.db();
    const course = db.courses.find((c: { ClassLink: string }) => c.ClassLink === PAID_COURSE.code);
    const session = db.sessions
      .filter((x: { ClassID: number; Status: string; StartDateTime: string }) => x.ClassID === course.ClassID && x.Status === 'Scheduled' && Date.parse(x.StartDateTime) > Date.now())
      .sort((a: { StartDateTime: string }, b: { StartDateTime: string }) => Date.parse(b.StartDateTime) - Date.parse(a.StartDateTime))[0];
    const payers = [...new Set(db.payments.filter((p: { ClassCode: string; Status: string; WithdrawnAt?: string }) => p.ClassCode === PAID_COURSE.code && p.Status === 'captured' && !p.WithdrawnAt).map((p: { StudentID: string }) => p.StudentID))];
    expect(payers).toContain(STUDENT);
    const from = await mark();
    expect((await api.post('/EditTutorSession', { SessionID: session.SessionID, Title: 'Renamed, same time' }, { as: TUTOR })).status).toBe(200);
    expect(await since(from)).toEqual([]);
    const newTime = new Date(Date.parse(session.StartDateTime) + 3 * 24 * 3_600_000 + 17 * 60_000).toISOString();
    const moved = await api.post('/EditTutorSession', { SessionID: session.SessionID, StartDateTime: newTime }, { as: TUTOR });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const events = await since(from);
    expect(who(events)).toEqual(payers.map((uid) => [uid, 'class.moved']));
    expect(events[0]!.Data).toMatchObject({ NewDateTime: newTime, Class: { Kind: 'GroupCourse', ClassID: course.ClassID, SessionID: session.SessionID, StartsAt: newTime }, Notification: { Type: 'class.moved', ReadAt: null } });
  });
});

describe('review.posted', () => {
  it('a new review goes to the tutor, the reply to the student (Replied), each with the ReviewID', async () => {
    const record = (await api.db()).privateClasses.find((c: { ClassLink: string }) => c.ClassLink === PAID.code);
    const start = Date.parse(record.DateTime);
    const state = server.db.getState() as { attendance: unknown[] };
    for (const [uid, Role] of [
      [TUTOR, 'Tutor'],
      [STUDENT, 'Student'],
    ]) {
      state.attendance.push({ id: `t-${uid}`, ClassCode: PAID.code, RoomKey: PAID.code, Uid: videoUid(uid!), Role, JoinedAt: new Date(start).toISOString(), LeftAt: new Date(start + 30 * 60_000).toISOString() });
    }
    const at = start + (record.Duration + 11) * 60_000;
    expect((await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(at).toISOString() } })).status).toBe(200);
    const as = (uid: string) => token(uid, { email: `${uid}@demo.test`, nowSeconds: Math.floor(at / 1000) });
    const from = await mark();
    const posted = await api.post('/SaveReview', { ClassCode: PAID.code, Rating: 5 }, { as: as(STUDENT) });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect((await api.post('/ReplyToReview', { ReviewID: posted.body.Data.ReviewID, Text: 'Thank you!' }, { as: as(TUTOR) })).status).toBe(200);
    expect((await api.post('/ReplyToReview', { ReviewID: posted.body.Data.ReviewID, Text: 'Again' }, { as: as(TUTOR) })).status).toBe(409);
    const events = await since(from);
    expect(who(events)).toEqual([
      [TUTOR, 'review.posted'],
      [STUDENT, 'review.posted'],
    ]);
    expect(events[0]!.Data).toMatchObject({ ReviewID: posted.body.Data.ReviewID, Rating: 5, StudentName: 'Ravi Kumar', Class: { ClassID: PAID.classId } });
    expect(events[0]!.Data.Replied).toBeUndefined();
    expect(events[1]!.Data).toMatchObject({ ReviewID: posted.body.Data.ReviewID, Replied: true });
  });
});

describe('the notification centre', () => {
  it('message.sent: a notification for the recipient, none for the sender, who still gets the event', async () => {
    const from = await mark();
    expect((await api.post('/SendMessage', { To: TUTOR, Text: 'Hello!' }, { as: STUDENT })).status).toBe(200);
    const events = await since(from);
    expect(who(events)).toEqual([
      [TUTOR, 'message.sent'],
      [STUDENT, 'message.sent'],
    ]);
    expect(events[0]!.Data.Notification).toMatchObject({ Type: 'message.sent', Message: { Text: 'Hello!' } });
    expect(events[1]!.Data.Notification).toBeUndefined();
    const tutors = (await api.get('/GetNotifications', { as: TUTOR })).body.Data;
    expect(tutors).toMatchObject({ Total: 1, UnreadTotal: 1, Items: [{ Type: 'message.sent', ReadAt: null }] });
    expect((await api.get('/GetNotifications', { as: STUDENT })).body.Data).toMatchObject({ Total: 0, UnreadTotal: 0, Items: [] });
  });

  it('lists the caller’s own newest first; marks only their own read (another’s id is ignored) and tells their other tabs', async () => {
    await payOpenClass();
    expect((await api.post('/SendMessage', { To: TUTOR, Text: 'See you then.' }, { as: STUDENT })).status).toBe(200);
    const listed = (await api.get('/GetNotifications', { as: TUTOR })).body.Data;
    expect(listed.Items.map((n: { Type: string }) => n.Type)).toEqual(['message.sent', 'booking.paid']);
    expect(listed.UnreadTotal).toBe(2);
    const studentsOwn = (await api.get('/GetNotifications', { as: STUDENT })).body.Data.Items[0].NotificationID;

    const from = await mark();
    const marked = await api.post('/MarkNotificationsRead', { NotificationIDs: [listed.Items[1].NotificationID, studentsOwn, 999_999] }, { as: TUTOR });
    expect(marked.status).toBe(200);
    expect(marked.body.Data).toEqual({ NotificationIDs: [listed.Items[1].NotificationID], UnreadTotal: 1 });
    expect((await api.get('/GetNotifications', { as: STUDENT })).body.Data.UnreadTotal).toBe(1);
    const events = await since(from);
    expect(who(events)).toEqual([[TUTOR, 'notification.read']]);
    expect(events[0]!.Data).toMatchObject({ NotificationIDs: [listed.Items[1].NotificationID], UnreadTotal: 1 });
    expect(events[0]!.Data.Notification).toBeUndefined();

    // Again: nothing changes, nothing is published.
    const again = await mark();
    expect((await api.post('/MarkNotificationsRead', { NotificationIDs: [listed.Items[1].NotificationID] }, { as: TUTOR })).body.Data).toEqual({ NotificationIDs: [], UnreadTotal: 1 });
    expect(await since(again)).toEqual([]);

    const all = await api.post('/MarkNotificationsRead', { All: true }, { as: TUTOR });
    expect(all.body.Data).toEqual({ NotificationIDs: [listed.Items[0].NotificationID], UnreadTotal: 0 });
    expect((await api.get('/GetNotifications', { as: TUTOR })).body.Data.Items.every((n: { ReadAt: string | null }) => n.ReadAt !== null)).toBe(true);
    expect((await api.post('/MarkNotificationsRead', {}, { as: TUTOR })).status).toBe(400);
    expect((await api.get('/GetNotifications', { as: null })).status).toBe(401);
  });
});
