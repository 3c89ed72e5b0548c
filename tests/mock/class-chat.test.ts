// The classroom chat saved to the class page (issue 19): only the class's tutor saves a room's chat, once its room has
// opened (during or after the class), one transcript per private class or course session (saving again replaces it);
// the tutor and the students who paid read it, anyone else gets the 404 of an unknown code. Against the mock over HTTP.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { admin, mockPerFile, STUDENT, token, TUTOR } from './support';

const { videoUid } = (await import(/* @vite-ignore */ new URL('../../mock-server/handlers/classroom.mjs', import.meta.url).href)) as { videoUid: (userId: string) => number };

const PRIYA = 'student-priya-shah';
const TOM = 'student-tom-baker';
const MEERA = 'tutor-meera-iyer';
const FRACTIONS = 'PCdemo0000000005'; // over; Priya paid and attended it
const GEOMETRY = DEMO.paidPrivateClass.code; // two days ahead; the demo student paid
const COURSE = DEMO.paidCourse.code; // sessions 3005-3007, weekly from two days ahead; the demo student and Priya paid
const UNKNOWN = 'ZZunknown0000001';
const { server, api } = mockPerFile({ webhooks: 'off' });

interface ChatLine {
  SenderName: string;
  FromTutor: boolean;
  SentAt: string;
  Text: string;
}
const line = (Text: string, fields: Partial<ChatLine> = {}): ChatLine => ({ SenderName: 'Asha Rao', FromTutor: true, SentAt: '2026-03-01T10:02:00Z', Text, ...fields });
const lines = (n: number) => Array.from({ length: n }, (_, i) => line(`Message ${i + 1}`, { SentAt: new Date(Date.UTC(2026, 2, 1, 10) + i * 1000).toISOString() }));

const save = (body: Record<string, unknown>, as: string) => api.post('/SaveClassChat', body, { as });
const read = (ClassCode: string, as: string) => api.get('/GetClassChat', { as, query: { ClassCode } });
const stored = async () => (await api.db()).classChats as { ClassCode: string; SessionID: number | null; SavedBy: string; Messages: ChatLine[] }[];

async function clockAt(at: number): Promise<(uid: string) => string> {
  expect((await admin(server, '/__admin/clock', { method: 'POST', body: { at: new Date(at).toISOString() } })).status).toBe(200);
  return (uid) => token(uid, { email: `${uid}@demo.test`, nowSeconds: Math.floor(at / 1000) });
}

/** The tutor was in the course's room at a session's start (so it is no no-show, cancelled when its grace passes). */
function tutorTaught(sessionStart: number) {
  const state = server.db.getState() as { attendance: unknown[] };
  state.attendance.push({ id: `t-${sessionStart}`, ClassCode: COURSE, RoomKey: COURSE, Uid: videoUid(TUTOR), Role: 'Tutor', JoinedAt: new Date(sessionStart).toISOString(), LeftAt: new Date(sessionStart + 60 * 60_000).toISOString() });
}

describe('a private class', () => {
  it('its tutor saves the chat once the class is over; the tutor and the student who paid read it', async () => {
    const saved = await save({ ClassCode: FRACTIONS, Messages: [line('  Welcome! Open the practice sheet.  '), line('Page 42, exercise 3 please.', { SenderName: ' Priya Shah ', FromTutor: false, SentAt: '2026-03-01T10:05:00Z' })] }, TUTOR);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Data).toMatchObject({ ClassCode: FRACTIONS, SessionID: null, SessionTitle: null, SavedAt: expect.any(String) });
    expect(saved.body.Data.Messages).toEqual([
      { SenderName: 'Asha Rao', FromTutor: true, SentAt: '2026-03-01T10:02:00Z', Text: 'Welcome! Open the practice sheet.' },
      { SenderName: 'Priya Shah', FromTutor: false, SentAt: '2026-03-01T10:05:00Z', Text: 'Page 42, exercise 3 please.' },
    ]);
    expect(await stored()).toEqual([expect.objectContaining({ ClassCode: FRACTIONS, SessionID: null, SavedBy: TUTOR })]);

    for (const as of [TUTOR, PRIYA]) {
      const chats = await read(FRACTIONS, as);
      expect(chats.status, as).toBe(200);
      expect(chats.body.Data.Chats).toEqual([saved.body.Data]);
    }
  });

  it('saving again replaces the transcript: one per room, never two', async () => {
    expect((await save({ ClassCode: FRACTIONS, Messages: [line('First try')] }, TUTOR)).status).toBe(200);
    const again = await save({ ClassCode: FRACTIONS, Messages: [line('Hello'), line('Second try', { SentAt: '2026-03-01T10:01:00Z' })] }, TUTOR);
    expect(again.status).toBe(200);
    // Kept oldest first.
    expect(again.body.Data.Messages.map((m: ChatLine) => m.Text)).toEqual(['Second try', 'Hello']);
    expect(await stored()).toHaveLength(1);
    const chats = (await read(FRACTIONS, PRIYA)).body.Data.Chats;
    expect(chats).toHaveLength(1);
    expect(chats[0].Messages.map((m: ChatLine) => m.Text)).toEqual(['Second try', 'Hello']);
  });

  it('an empty list while nothing was saved', async () => {
    const chats = await read(GEOMETRY, STUDENT);
    expect(chats.status).toBe(200);
    expect(chats.body.Data).toEqual({ Chats: [] });
  });

  it('nobody else reads it: a student who did not pay, another tutor get the words of an unknown code', async () => {
    await save({ ClassCode: FRACTIONS, Messages: [line('Hello')] }, TUTOR);
    const unknown = await read(UNKNOWN, STUDENT);
    expect(unknown.status).toBe(404);
    const words = (reply: { body: { Message: string } }, code: string) => reply.body.Message.replace(code, '<code>');
    for (const as of [STUDENT, TOM, MEERA]) {
      const refused = await read(FRACTIONS, as);
      expect(refused.status, as).toBe(404);
      expect(words(refused, FRACTIONS)).toBe(words(unknown, UNKNOWN));
      expect(JSON.stringify(refused.body)).not.toContain('Hello');
    }
  });
});

describe('refusals, storing nothing', () => {
  it('bad messages: too long, empty or only spaces, control characters, none, more than 500, a SessionID', async () => {
    const bodies = [
      { ClassCode: FRACTIONS, Messages: [line('x'.repeat(1001))] },
      { ClassCode: FRACTIONS, Messages: [line('')] },
      { ClassCode: FRACTIONS, Messages: [line('   ')] },
      { ClassCode: FRACTIONS, Messages: [line('ring\u0007')] },
      { ClassCode: FRACTIONS, Messages: [line('Hi', { SenderName: 'x'.repeat(41) })] },
      { ClassCode: FRACTIONS, Messages: [line('Hi', { SenderName: '  ' })] },
      { ClassCode: FRACTIONS, Messages: [line('Hi', { SentAt: 'yesterday' })] },
      { ClassCode: FRACTIONS, Messages: [] },
      { ClassCode: FRACTIONS, Messages: lines(501) },
      { ClassCode: FRACTIONS, SessionID: 3005, Messages: [line('Hi')] },
      { ClassCode: FRACTIONS },
    ];
    for (const body of bodies) {
      const refused = await save(body, TUTOR);
      expect(refused.status, JSON.stringify(body).slice(0, 100)).toBe(400);
    }
    expect(await stored()).toEqual([]);
  });

  it('counts characters as people do: 1,000 emoji fit, 500 messages fit', async () => {
    expect((await save({ ClassCode: FRACTIONS, Messages: [line('😀'.repeat(1000))] }, TUTOR)).status).toBe(200);
    const full = await save({ ClassCode: FRACTIONS, Messages: lines(500) }, TUTOR);
    expect(full.status).toBe(200);
    expect(full.body.Data.Messages).toHaveLength(500);
  });

  it('an instant class has no class page', async () => {
    const refused = await save({ ClassCode: DEMO.instantClass.code, Messages: [line('Hi')] }, TUTOR);
    expect(refused.status).toBe(400);
    expect(refused.body.Errors).toEqual([{ Field: 'ClassCode', Message: 'Instant classes have no class page to save a chat to.' }]);
    expect((await read(DEMO.instantClass.code, TUTOR)).status).toBe(400);
    // To anyone but its tutor an instant class's code is as unknown as any other.
    const stranger = await read(DEMO.instantClass.code, STUDENT);
    expect(stranger.status).toBe(404);
    expect(stranger.body.Message).toBe((await read(UNKNOWN, STUDENT)).body.Message.replace(UNKNOWN, DEMO.instantClass.code));
    expect(await stored()).toEqual([]);
  });

  it('not before the room opens, nor for a cancelled class', async () => {
    const early = await save({ ClassCode: GEOMETRY, Messages: [line('Hi')] }, TUTOR);
    expect(early.status).toBe(409);
    expect(early.body.Message).toBe('The chat can be saved once the class’s room has opened, 10 minutes before it starts.');

    expect((await api.post('/ChangePrivateClassStatus', { ClassID: DEMO.openPrivateClass.classId, Status: 'Cancelled' }, { as: TUTOR })).status).toBe(200);
    const cancelled = await save({ ClassCode: DEMO.openPrivateClass.code, Messages: [line('Hi')] }, TUTOR);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.Message).toBe('This class was cancelled: there is no chat of it to save.');
    expect(await stored()).toEqual([]);
  });

  it('once the room is open the tutor may save, while the class goes on', async () => {
    const record = (await api.db()).privateClasses.find((c: { ClassLink: string }) => c.ClassLink === GEOMETRY);
    const as = await clockAt(Date.parse(record.DateTime) - 5 * 60_000);
    const saved = await save({ ClassCode: GEOMETRY, Messages: [line('Hi')] }, as(TUTOR));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await read(GEOMETRY, as(STUDENT))).body.Data.Chats).toHaveLength(1);
  });

  it('only the class’s tutor saves: a student (even one who paid) and another tutor are refused; an unknown code is 404', async () => {
    const student = await save({ ClassCode: FRACTIONS, Messages: [line('Hi', { FromTutor: false })] }, PRIYA);
    expect(student.status).toBe(403);
    expect(student.body.Message).toBe('Only the class’s tutor can save its chat to the class page.');
    const tutor = await save({ ClassCode: FRACTIONS, Messages: [line('Hi')] }, MEERA);
    expect(tutor.status).toBe(403);
    expect(tutor.body.Message).toBe('This private class is another tutor’s.');
    expect((await save({ ClassCode: UNKNOWN, Messages: [line('Hi')] }, TUTOR)).status).toBe(404);
    expect(await stored()).toEqual([]);
  });
});

describe('a group course', () => {
  it('one chat per session, read in the order of the sessions, by the tutor and the students who paid (one who left too)', async () => {
    // The demo student leaves the course before it starts; the tutor cancels its last session.
    expect((await api.post('/WithdrawFromCourse', { ClassCode: COURSE }, { as: STUDENT })).status).toBe(200);
    expect((await api.post('/CancelCourseSession', { SessionID: 3007, Reason: 'I am travelling that week.' }, { as: TUTOR })).status).toBe(200);
    const starts = Object.fromEntries((await api.db()).sessions.map((s: { SessionID: number; StartDateTime: string }) => [s.SessionID, Date.parse(s.StartDateTime)]));
    tutorTaught(starts[3005]);
    tutorTaught(starts[3006]);
    const as = await clockAt(starts[3006] - 5 * 60_000); // the second session's room has just opened

    const second = await save({ ClassCode: COURSE, SessionID: 3006, Messages: [line('Derivatives today.')] }, as(TUTOR));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.Data).toMatchObject({ ClassCode: COURSE, SessionID: 3006, SessionTitle: 'Derivatives' });
    const first = await save({ ClassCode: COURSE, SessionID: 3005, Messages: [line('Limits today.')] }, as(TUTOR));
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    for (const who of [TUTOR, PRIYA, STUDENT]) {
      const chats = await read(COURSE, as(who));
      expect(chats.status, who).toBe(200);
      expect(chats.body.Data.Chats.map((c: { SessionID: number; SessionTitle: string }) => [c.SessionID, c.SessionTitle])).toEqual([
        [3005, 'Limits'],
        [3006, 'Derivatives'],
      ]);
    }
    expect((await read(COURSE, as(TOM))).status).toBe(404);

    // Without a SessionID (the classroom page knows only the course's code): the session whose room was open when the
    // chat began, even saved after the next room opened; else the one open now.
    const during = (start: number, Text: string) => line(Text, { SentAt: new Date(start + 20 * 60_000).toISOString() });
    const late = await save({ ClassCode: COURSE, Messages: [during(starts[3005]!, 'Limits, saved late.')] }, as(TUTOR));
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.Data).toMatchObject({ SessionID: 3005, Messages: [expect.objectContaining({ Text: 'Limits, saved late.' })] });
    const unnamed = await save({ ClassCode: COURSE, Messages: [line('Derivatives, saved again.')] }, as(TUTOR));
    expect(unnamed.status, JSON.stringify(unnamed.body)).toBe(200);
    expect(unnamed.body.Data).toMatchObject({ SessionID: 3006, Messages: [expect.objectContaining({ Text: 'Derivatives, saved again.' })] });
    expect((await save({ ClassCode: COURSE, SessionID: 3001, Messages: [line('Hi')] }, as(TUTOR))).status).toBe(404);
    const cancelled = await save({ ClassCode: COURSE, SessionID: 3007, Messages: [line('Hi')] }, as(TUTOR));
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.Message).toBe('This session was cancelled: there is no chat of it to save.');
    expect((await stored()).filter((c) => c.ClassCode === COURSE)).toHaveLength(2);
  });

  it('a session whose room has not opened yet is refused', async () => {
    const early = await save({ ClassCode: COURSE, SessionID: 3005, Messages: [line('Hi')] }, TUTOR);
    expect(early.status).toBe(409);
    expect(early.body.Message).toBe('The chat can be saved once the session’s room has opened, 10 minutes before it starts.');
    expect(early.body.Errors[0].Field).toBe('SessionID');
    const unnamed = await save({ ClassCode: COURSE, Messages: [line('Hi')] }, TUTOR);
    expect(unnamed.status).toBe(409);
    expect(unnamed.body.Message).toBe('The chat can be saved once a session’s room has opened, 10 minutes before it starts.');
  });
});
