// Messages (issue 19): one thread per student–tutor pair, read and written by its two people only, plain text with a
// rate limit, unread counts for each side, a tutor may block a student. Against the mock over HTTP.
import { describe, expect, it } from 'vitest';
import { mockPerFile, STUDENT, TUTOR } from './support';

const PRIYA = 'student-priya-shah';
const MEERA = 'tutor-meera-iyer';
const TOM = 'student-tom-baker';
const { api } = mockPerFile({ webhooks: 'off' });

const unread = async (as: string) => (await api.get('/GetUnreadCount', { as })).body.Data.Unread as number;

describe('a thread between the demo student and tutor', () => {
  it('each side sees the other’s messages, with unread counts until they read them', async () => {
    expect(await unread(TUTOR)).toBe(1); // the seed's first message
    expect(await unread(STUDENT)).toBe(0);
    const sent = await api.post('/SendMessage', { To: STUDENT, Text: '  Yes: circle theorems first.  ' }, { as: TUTOR });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.Data).toMatchObject({ SenderID: TUTOR, SenderRole: 'Tutor', SenderName: 'Asha Rao', Text: 'Yes: circle theorems first.', ThreadID: `${TUTOR}~${STUDENT}` });
    expect(await unread(STUDENT)).toBe(1);

    const thread = await api.get('/GetThreadMessages', { as: STUDENT, query: { With: TUTOR } });
    expect(thread.body.Data.Items.map((m: { SenderRole: string }) => m.SenderRole)).toEqual(['Student', 'Tutor']);
    expect(thread.body.Data.Thread).toMatchObject({ TutorName: 'Asha Rao', StudentName: 'Ravi Kumar', Unread: 1, Blocked: false, TutorSlug: 'demo-tutor' });
    const after = await api.get('/GetThreadMessages', { as: STUDENT, query: { With: TUTOR, After: thread.body.Data.Items[0].MessageID } });
    expect(after.body.Data.Items.map((m: { Text: string }) => m.Text)).toEqual(['Yes: circle theorems first.']);

    const read = await api.post('/MarkThreadRead', { With: TUTOR }, { as: STUDENT });
    expect(read.body.Data.Unread).toBe(0);
    expect(await unread(STUDENT)).toBe(0);
    expect(await unread(TUTOR)).toBe(1);
    const threads = await api.get('/GetThreads', { as: TUTOR });
    expect(threads.body.Data).toMatchObject({ Total: 1, UnreadTotal: 1 });
    expect(threads.body.Data.Items[0]).toMatchObject({ StudentID: STUDENT, Unread: 1, LastMessage: { Text: 'Yes: circle theorems first.' } });
  });

  it('nobody else reads or writes it; two students or two tutors have no thread', async () => {
    // One answer for nobody and for nobody you can write to: ids and roles are not given away.
    for (const [as, With] of [[PRIYA, PRIYA], [STUDENT, PRIYA], [TUTOR, MEERA], [STUDENT, 'nobody-here'], [TUTOR, TOM]] as const) {
      const reply = await api.get('/GetThreadMessages', { as, query: { With } });
      expect(reply.status, `${as} with ${With}`).toBe(404);
      expect(reply.body.Message).toBe('There is no conversation with this person: messages are between a student and a tutor.');
    }
    expect((await api.post('/SendMessage', { To: PRIYA, Text: 'Hi' }, { as: STUDENT })).status).toBe(404);
    expect((await api.post('/SendMessage', { To: MEERA, Text: 'Hi' }, { as: TUTOR })).status).toBe(404);
    // Priya's view of Asha has none of the demo student's messages.
    const hers = await api.get('/GetThreadMessages', { as: PRIYA, query: { With: TUTOR } });
    expect(hers.body.Data.Items).toEqual([]);
    expect(hers.body.Data.Thread).toBeUndefined();
  });

  it('a tutor writes first only to a student who booked them; a student may write to any tutor', async () => {
    const refused = await api.post('/SendMessage', { To: TOM, Text: 'Would you like a class?' }, { as: TUTOR });
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe('You can write to a student once they have booked one of your classes or written to you.');
    expect((await api.post('/SendMessage', { To: PRIYA, Text: 'How did the fractions go?' }, { as: TUTOR })).status).toBe(200);
    expect((await api.post('/SendMessage', { To: MEERA, Text: 'Do you teach Hindi for beginners?' }, { as: TOM })).status).toBe(200);
  });

  it('refuses empty, too long and control characters, storing nothing', async () => {
    const before = JSON.stringify((await api.db()).messages);
    for (const Text of ['', '   ', 'x'.repeat(2001), 'bell\u0007']) {
      expect((await api.post('/SendMessage', { To: TUTOR, Text }, { as: STUDENT })).status, JSON.stringify(Text).slice(0, 20)).toBe(400);
    }
    expect(JSON.stringify((await api.db()).messages)).toBe(before);
  });

  it('ten a minute: the eleventh is 429 with Retry-After and the words to wait', async () => {
    for (let i = 1; i <= 10; i += 1) expect((await api.post('/SendMessage', { To: TUTOR, Text: `Message ${i}` }, { as: STUDENT })).status).toBe(200);
    const tooFast = await api.post('/SendMessage', { To: TUTOR, Text: 'One more' }, { as: STUDENT });
    expect(tooFast.status).toBe(429);
    expect(tooFast.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(tooFast.body.Message).toMatch(/^You are sending messages too fast: wait \d+ seconds? and send again\.$/);
  });

  it('a blocked student reads but cannot send, in words they can act on; unblocked, they can', async () => {
    expect((await api.post('/BlockStudent', { StudentID: STUDENT, Blocked: true }, { as: STUDENT })).status).toBe(403);
    const blocked = await api.post('/BlockStudent', { StudentID: STUDENT, Blocked: true }, { as: TUTOR });
    expect(blocked.body.Data).toMatchObject({ Blocked: true, StudentID: STUDENT });
    const refused = await api.post('/SendMessage', { To: TUTOR, Text: 'Hello?' }, { as: STUDENT });
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe('Asha Rao does not accept messages from you.');
    expect((await api.get('/GetThreadMessages', { as: STUDENT, query: { With: TUTOR } })).body.Data.Thread.Blocked).toBe(true);
    await api.post('/BlockStudent', { StudentID: STUDENT, Blocked: false }, { as: TUTOR });
    expect((await api.post('/SendMessage', { To: TUTOR, Text: 'Hello again' }, { as: STUDENT })).status).toBe(200);
    expect((await api.post('/BlockStudent', { StudentID: TOM, Blocked: true }, { as: TUTOR })).status).toBe(404);
  });
});
