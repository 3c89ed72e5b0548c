// Email (issue 41): the outbox (mock-server/lib/mailer.mjs), which events send which mail (lib/emails.mjs), and the
// reminders the clock jobs send (lib/clock-jobs.mjs), each exactly once against the mock's test clock.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { publishEvent } from '../../mock-server/lib/events.mjs';
import { admin, client, startMock, STUDENT, tempDataFile, TUTOR, WEB_ORIGIN, type MockServer } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const HOUR = 3_600_000;

let server: MockServer | null = null;
let cleanup: (() => void) | null = null;
afterEach(async () => {
  await server?.close();
  cleanup?.();
  server = null;
  cleanup = null;
});

/** A mock with a stand-in SMTP transport that records every send and fails the ones `fail` says. */
async function mockWithTransport(fail: (attempt: number) => boolean = () => false) {
  const data = tempDataFile();
  cleanup = data.cleanup;
  const sent: Json[] = [];
  let attempt = 0;
  server = await startMock(data.file, true, {
    clockTickMs: 3_600_000,
    mailTransport: {
      sendMail: async (message) => {
        attempt += 1;
        if (fail(attempt)) throw new Error('421 the relay is busy');
        sent.push(message);
        return { messageId: message.messageId };
      },
    },
  });
  return { server, sent };
}

const state = (s: MockServer): Json => s.db.getState();
const outbox = (s: MockServer): Json[] => state(s).outbox ?? [];
/** Publishes an event as a handler does (its transaction: publishEvent, then persist). */
function publish(s: MockServer, to: string[], event: Json, at = new Date()) {
  publishEvent({ state: state(s), now: at, config: { webOrigin: WEB_ORIGIN }, mail: s.mailer } as Json, to, event);
  s.persist();
}
async function setClock(s: MockServer, at: number) {
  const reply = await admin(s, '/__admin/clock', { method: 'POST', body: { at: new Date(at).toISOString() } });
  expect(reply.status).toBe(200);
}
const paidClass = (s: MockServer): Json => state(s).privateClasses.find((c: Json) => c.ClassLink === DEMO.paidPrivateClass.code);

describe('event emails', () => {
  it('a paid booking queues one confirmation per recipient, with an invitation (.ics, METHOD:REQUEST, the class UID)', async () => {
    const { server: s, sent } = await mockWithTransport();
    const cls = paidClass(s);
    publish(s, [STUDENT, TUTOR], { Type: 'booking.paid', Class: { Kind: 'PrivateClass', ClassID: cls.ClassID } });
    const mails = outbox(s).filter((m: Json) => m.Key.startsWith('event:'));
    expect(mails.map((m: Json) => [m.ToUserID, m.Status])).toEqual([
      [STUDENT, 'pending'],
      [TUTOR, 'pending'],
    ]);
    await s.mailer.flush();
    expect(sent).toHaveLength(2);
    const student = sent.find((m) => m.to.address === 'student@demo.test');
    expect(student.subject).toBe('Booking confirmed: Geometry Practice');
    expect(student.text).toContain('Hello Ravi,');
    expect(student.text).toContain(`${WEB_ORIGIN}/student-private-class/${DEMO.paidPrivateClass.code}`);
    expect(student.html).toContain('<h1');
    // No internal id in the words: the class code is only inside the link.
    expect(student.text.replace(`${WEB_ORIGIN}/student-private-class/${DEMO.paidPrivateClass.code}`, '')).not.toContain(DEMO.paidPrivateClass.code);
    expect(student.attachments[0].content).toContain('METHOD:REQUEST');
    expect(student.attachments[0].content).toContain(`UID:${DEMO.paidPrivateClass.code}@tutorhub`);
    const tutor = sent.find((m) => m.to.address === 'tutor@demo.test');
    expect(tutor.subject).toBe('New booking: Geometry Practice');
    expect(tutor.text).toContain(`${WEB_ORIGIN}/tutor-dashboard#class-${DEMO.paidPrivateClass.code}`);
    expect(outbox(s).filter((m: Json) => m.Key.startsWith('event:')).map((m: Json) => m.Status)).toEqual(['sent', 'sent']);
  });

  it('a cancellation mails both sides a METHOD:CANCEL file; a refund mails the student alone, with the amount', async () => {
    const { server: s, sent } = await mockWithTransport();
    const cls = paidClass(s);
    const payment = state(s).payments.find((p: Json) => p.ClassCode === cls.ClassLink);
    Object.assign(cls, { Status: 'Cancelled', Revision: 1 });
    Object.assign(payment, { Status: 'refunded', RefundID: 'rfnd_test_1', RefundAmount: payment.Amount, RefundedAt: new Date().toISOString() });
    publish(s, [STUDENT, TUTOR], { Type: 'class.cancelled', Class: { Kind: 'PrivateClass', ClassID: cls.ClassID } });
    publish(s, [STUDENT, TUTOR], { Type: 'refund.issued', Class: { Kind: 'PrivateClass', ClassID: cls.ClassID }, RefundID: 'rfnd_test_1' });
    await s.mailer.flush();
    expect(sent.map((m) => [m.to.address, m.subject])).toEqual([
      ['student@demo.test', 'Cancelled: Geometry Practice'],
      ['tutor@demo.test', 'Cancelled: Geometry Practice'],
      ['student@demo.test', 'Refund of ₹525: Geometry Practice'],
    ]);
    expect(sent[0].attachments[0].content).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
    expect(sent[2].text).toContain('We have refunded ₹525 for Geometry Practice on');
  });

  it("a course's confirmation names the next session to come and how many are left, not one already held", async () => {
    const { server: s } = await mockWithTransport();
    const course = state(s).courses.find((c: Json) => c.ClassID === DEMO.paidCourse.classId);
    const sessions = state(s).sessions.filter((x: Json) => x.ClassID === course.ClassID && x.Status !== 'Cancelled').sort((a: Json, b: Json) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime));
    expect(sessions.length).toBeGreaterThan(2);
    // Joined after the first session was held.
    const at = new Date(Date.parse(sessions[0].StartDateTime) + 2 * HOUR);
    publish(s, [STUDENT], { Type: 'booking.paid', Class: { Kind: 'GroupCourse', ClassID: course.ClassID } }, at);
    const mail = outbox(s).find((m: Json) => m.ToUserID === STUDENT && m.Key.startsWith('event:'));
    expect(mail.Text).toContain(`${sessions.length - 1} sessions are still to come; the next starts`);
  });

  it("a cancellation's event goes to the other side, its mail to both: the canceller's says they did it", async () => {
    const { server: s, sent } = await mockWithTransport();
    const cls = paidClass(s);
    Object.assign(cls, { Status: 'Cancelled', Revision: 1 });
    publish(s, [STUDENT], { Type: 'class.cancelled', Class: { Kind: 'PrivateClass', ClassID: cls.ClassID }, TutorID: TUTOR, StudentID: STUDENT, By: 'Tutor' });
    await s.mailer.flush();
    const student = sent.find((m) => m.to.address === 'student@demo.test');
    const tutor = sent.find((m) => m.to.address === 'tutor@demo.test');
    expect(student.text).toMatch(/Geometry Practice, .+ is cancelled by Asha Rao\./);
    expect(tutor.text).toMatch(/You cancelled Geometry Practice, .+\./);
    expect(tutor.attachments[0].content).toContain('METHOD:CANCEL');
    expect(sent).toHaveLength(2);
  });

  it('a failed send stays in the outbox and is retried later; a sent mail is never sent again', async () => {
    const { server: s, sent } = await mockWithTransport((attempt) => attempt === 1);
    const cls = paidClass(s);
    publish(s, [STUDENT], { Type: 'booking.paid', Class: { Kind: 'PrivateClass', ClassID: cls.ClassID } });
    await s.mailer.flush();
    const [mail] = outbox(s);
    expect(mail).toMatchObject({ Status: 'pending', Attempts: 1, LastError: '421 the relay is busy' });
    // Not before its backoff: a flush now sends nothing.
    await s.mailer.flush();
    expect(sent).toHaveLength(0);
    await setClock(s, Date.parse(mail.NextAttemptAt));
    await s.mailer.flush();
    await s.mailer.flush();
    expect(sent).toHaveLength(1);
    expect(outbox(s)[0]).toMatchObject({ Status: 'sent', Attempts: 2 });
    expect(outbox(s)[0].LastError).toBeUndefined();
    // The Message-ID is the mail's own at every attempt, so a repeat would be recognised.
    expect(sent[0].messageId).toMatch(/^<mail-1\..+@tutorhub\.mock>$/);
  });

  it('the outbox survives a restart: a mail queued but not sent is sent by the next start', async () => {
    const data = tempDataFile();
    cleanup = data.cleanup;
    server = await startMock(data.file, true, { clockTickMs: 3_600_000 });
    const cls = paidClass(server);
    publish(server, [STUDENT], { Type: 'booking.paid', Class: { Kind: 'PrivateClass', ClassID: cls.ClassID } });
    expect(server.mailer.delivers).toBe(false);
    await server.close();
    const sent: Json[] = [];
    server = await startMock(data.file, false, { clockTickMs: 3_600_000, mailTransport: { sendMail: async (m) => void sent.push(m) } });
    await server.mailer.flush();
    expect(sent.map((m) => m.subject)).toEqual(['Booking confirmed: Geometry Practice']);
  });

  it('events that are not mail-worthy queue nothing', async () => {
    const { server: s } = await mockWithTransport();
    publish(s, [STUDENT, TUTOR], { Type: 'message.sent', Message: { Text: 'Hi' } });
    expect(outbox(s)).toEqual([]);
  });
});

describe('reminders', () => {
  /** The reminders queued for the demo's paid private class: [window, recipient]. */
  const reminders = (s: MockServer) =>
    outbox(s)
      .filter((m: Json) => /^reminder-\w+:PrivateClass:1002:/.test(m.Key))
      .map((m: Json) => [m.Key.split(':')[0], m.ToUserID]);

  it('24 h and 1 h before a class: one reminder to the tutor and the paid student each, once however often the jobs run', async () => {
    const { server: s } = await mockWithTransport();
    const start = Date.parse(paidClass(s).DateTime);
    await setClock(s, start - 24 * HOUR - 60_000);
    expect(reminders(s)).toEqual([]);
    await setClock(s, start - 24 * HOUR + 60_000);
    expect(reminders(s)).toEqual([
      ['reminder-24h', TUTOR],
      ['reminder-24h', STUDENT],
    ]);
    // Again, later in the same window, and a run of the jobs: nothing more.
    await setClock(s, start - 2 * HOUR);
    s.jobs.runNow();
    expect(reminders(s)).toHaveLength(2);
    await setClock(s, start - HOUR + 60_000);
    s.jobs.runNow();
    await setClock(s, start - 10 * 60_000);
    expect(reminders(s)).toEqual([
      ['reminder-24h', TUTOR],
      ['reminder-24h', STUDENT],
      ['reminder-1h', TUTOR],
      ['reminder-1h', STUDENT],
    ]);
    const mail = outbox(s).find((m: Json) => m.Key === `reminder-1h:PrivateClass:1002:-@${new Date(start).toISOString()}:${STUDENT}`);
    expect(mail.Subject).toBe('Starting in 1 hour: Geometry Practice');
    expect(mail.Text).toContain('Geometry Practice with Asha');
  });

  it('a class booked 5 hours ahead gets the 1 h reminder only; a clock moved past both windows sends the 1 h one only', async () => {
    const { server: s } = await mockWithTransport();
    const cls = paidClass(s);
    const start = Date.parse(cls.DateTime);
    state(s).payments.find((p: Json) => p.ClassCode === cls.ClassLink).PaidAt = new Date(start - 5 * HOUR).toISOString();
    s.persist();
    await setClock(s, start - 4 * HOUR);
    expect(reminders(s)).toEqual([]);
    await setClock(s, start - 30 * 60_000);
    expect(reminders(s)).toEqual([
      ['reminder-1h', TUTOR],
      ['reminder-1h', STUDENT],
    ]);
  });

  it('a cancelled class and a class already begun get none; each session of a paid course gets its own', async () => {
    const { server: s } = await mockWithTransport();
    const cls = paidClass(s);
    cls.Status = 'Cancelled';
    s.persist();
    const start = Date.parse(cls.DateTime);
    await setClock(s, start - 30 * 60_000);
    expect(reminders(s)).toEqual([]);
    await setClock(s, start + 60_000);
    expect(reminders(s)).toEqual([]);
    const sessions = state(s).sessions.filter((x: Json) => x.ClassID === DEMO.paidCourse.classId);
    const first = Date.parse(sessions[0].StartDateTime);
    await setClock(s, first - 30 * 60_000);
    const courseKeys = outbox(s).filter((m: Json) => m.Key.startsWith(`reminder-1h:GroupCourse:${DEMO.paidCourse.classId}:`)).map((m: Json) => m.Key);
    const payers = state(s).payments.filter((p: Json) => p.ClassCode === DEMO.paidCourse.code && p.Status === 'captured').map((p: Json) => p.StudentID);
    expect(payers).toContain(STUDENT);
    expect(courseKeys).toEqual([TUTOR, ...payers].map((uid) => `reminder-1h:GroupCourse:2002:${sessions[0].SessionID}@${new Date(first).toISOString()}:${uid}`));
  });

  it('a class moved to a new time gets its reminders again for the new time, once, and the subject says how far off it is', async () => {
    const { server: s } = await mockWithTransport();
    const cls = paidClass(s);
    const start = Date.parse(cls.DateTime);
    await setClock(s, start - 30 * 60_000);
    expect(reminders(s)).toEqual([
      ['reminder-1h', TUTOR],
      ['reminder-1h', STUDENT],
    ]);
    // Moved later (an accepted new time), to 5 h 45 min from now: the new time's window opens, and the 24 h reminder goes now.
    const moved = start + 5 * HOUR + 15 * 60_000;
    Object.assign(cls, { DateTime: new Date(moved).toISOString(), Revision: (cls.Revision ?? 0) + 1 });
    s.persist();
    s.jobs.runNow();
    s.jobs.runNow();
    expect(reminders(s)).toEqual([
      ['reminder-1h', TUTOR],
      ['reminder-1h', STUDENT],
      ['reminder-24h', TUTOR],
      ['reminder-24h', STUDENT],
    ]);
    const late = outbox(s).find((m: Json) => m.Key === `reminder-24h:PrivateClass:1002:-@${new Date(moved).toISOString()}:${STUDENT}`);
    expect(late.Subject).toBe('Starting in 6 hours: Geometry Practice');
    await setClock(s, moved - 30 * 60_000);
    expect(reminders(s)).toHaveLength(6);
  });

  it('a registered job runs once per key across runs, and after the clock moves', async () => {
    const { server: s } = await mockWithTransport();
    const seen: string[] = [];
    s.jobs.beforeEachClass({ name: 'test-window', beforeMs: 10 * 60_000 }, (_ctx, occasion) => seen.push(`${occasion.Class.Kind}:${occasion.Class.ClassID}`));
    const start = Date.parse(paidClass(s).DateTime);
    await setClock(s, start - 5 * 60_000);
    s.jobs.runNow();
    s.jobs.runNow();
    expect(seen.filter((k) => k === 'PrivateClass:1002')).toHaveLength(1);
    expect(state(s).jobRuns.map((r: Json) => r.Key)).toContain(`test-window:PrivateClass:1002:-@${new Date(start).toISOString()}`);
  });

  it('the admin outbox lists the mails without their bodies', async () => {
    const { server: s } = await mockWithTransport();
    publish(s, [STUDENT], { Type: 'booking.paid', Class: { Kind: 'PrivateClass', ClassID: paidClass(s).ClassID } });
    const reply = await admin(s, '/__admin/outbox/flush', { method: 'POST' });
    const body = await reply.json();
    expect(body.delivers).toBe(true);
    expect(body.mails[0]).toMatchObject({ ToUserID: STUDENT, Status: 'sent', Attachments: ['geometry-practice.ics'] });
    expect(body.mails[0].Html).toBeUndefined();
  });
});

describe('email settings', () => {
  it('default to every mail; saving switches confirmations and reminders off, and then none is queued; cancellations still go', async () => {
    const { server: s } = await mockWithTransport();
    const api = client(s);
    expect((await api.get('/GetEmailPreferences', { as: STUDENT })).body.Data).toEqual({ BookingConfirmations: true, Reminders: true, CancellationsAndRefunds: true });
    const saved = await api.post('/SaveEmailPreferences', { BookingConfirmations: false, Reminders: false }, { as: STUDENT });
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toEqual({ BookingConfirmations: false, Reminders: false, CancellationsAndRefunds: true });
    expect((await api.get('/GetEmailPreferences', { as: STUDENT })).body.Data.Reminders).toBe(false);
    // Another user's settings are their own.
    expect((await api.get('/GetEmailPreferences', { as: TUTOR })).body.Data.Reminders).toBe(true);

    const cls = paidClass(s);
    publish(s, [STUDENT, TUTOR], { Type: 'booking.paid', Class: { Kind: 'PrivateClass', ClassID: cls.ClassID } });
    expect(outbox(s).map((m: Json) => m.ToUserID)).toEqual([TUTOR]);
    await setClock(s, Date.parse(cls.DateTime) - 30 * 60_000);
    expect(outbox(s).filter((m: Json) => /^reminder-1h:PrivateClass:1002:/.test(m.Key)).map((m: Json) => m.ToUserID)).toEqual([TUTOR]);
    cls.Status = 'Cancelled';
    publish(s, [STUDENT, TUTOR], { Type: 'class.cancelled', Class: { Kind: 'PrivateClass', ClassID: cls.ClassID } });
    expect(outbox(s).filter((m: Json) => m.Subject.startsWith('Cancelled:')).map((m: Json) => m.ToUserID)).toEqual([STUDENT, TUTOR]);
  });

  it('refuses a body that is not two booleans, or that tries to switch cancellations off (400); a visitor gets 401', async () => {
    const { server: s } = await mockWithTransport();
    const api = client(s);
    for (const body of [{ BookingConfirmations: 'no', Reminders: true }, { Reminders: false }, { BookingConfirmations: true, Reminders: true, CancellationsAndRefunds: false }]) {
      const reply = await api.post('/SaveEmailPreferences', body, { as: STUDENT });
      expect(reply.status).toBe(400);
    }
    expect((await api.get('/GetEmailPreferences', { as: STUDENT })).body.Data.Reminders).toBe(true);
    expect((await api.get('/GetEmailPreferences')).status).toBe(401);
  });
});
