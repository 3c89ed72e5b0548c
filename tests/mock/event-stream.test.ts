// The push channel (issue 41): GET /StreamEvents sends each user their own events as Server-Sent Events, live, and
// catches a reconnecting client up from its Last-Event-ID. Against the mock over HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { admin, DEVICE_ID, mockPerFile, STUDENT, token, TUTOR } from './support';

const PRIYA = 'student-priya-shah';
const { server, api } = mockPerFile({ webhooks: 'off' });

interface SseEvent {
  id?: string;
  event?: string;
  data?: unknown;
}

/** A stream opened as the browser's client opens it; `next()` resolves with the next event (comments skipped). */
async function open(as: string | null, { lastEventId, query = {} }: { lastEventId?: string; query?: Record<string, string> } = {}) {
  const url = new URL('/StreamEvents', server.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = { DeviceID: DEVICE_ID, LangID: '1', Environment: 'Dev' };
  if (as) headers.Authorization = token(as, { email: `${as}@demo.test` });
  if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queued: SseEvent[] = [];
  let ended = false;
  let retry: number | undefined;
  async function fill(): Promise<void> {
    while (queued.length === 0 && !ended) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event: SseEvent = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const [field, ...rest] = line.split(':');
          const value = rest.join(':').replace(/^ /, '');
          if (field === 'id') event.id = value;
          else if (field === 'event') event.event = value;
          else if (field === 'data') event.data = JSON.parse(value);
          else if (field === 'retry') retry = Number(value);
        }
        if (event.event) queued.push(event);
      }
    }
  }
  const stream = {
    response,
    retry: () => retry,
    async next(): Promise<SseEvent | null> {
      await fill();
      return queued.shift() ?? null;
    },
    /** Everything until the server closes the stream (Once=true). */
    async rest(): Promise<SseEvent[]> {
      const all: SseEvent[] = [];
      for (let e = await stream.next(); e; e = await stream.next()) all.push(e);
      return all;
    },
    close: () => controller.abort(),
  };
  opened.push(stream);
  return stream;
}
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

describe('GET /StreamEvents', () => {
  it('a new stream starts at the present with ready, then pushes a message to both people of the thread, and to nobody else', async () => {
    const student = await open(STUDENT);
    expect(student.response.status).toBe(200);
    expect(student.response.headers.get('content-type')).toBe('text/event-stream');
    const ready = await student.next();
    expect(ready).toMatchObject({ event: 'ready', data: { EventID: expect.any(Number) } });
    expect(student.retry()).toBe(1000);
    const tutor = await open(TUTOR);
    await tutor.next();
    const priya = await open(PRIYA);
    await priya.next();

    const sent = await api.post('/SendMessage', { To: STUDENT, Text: 'See you at five.' }, { as: TUTOR });
    expect(sent.status).toBe(200);
    const toStudent = await student.next();
    expect(toStudent).toMatchObject({ event: 'message.sent', data: { Type: 'message.sent', Message: sent.body.Data } });
    expect(Number(toStudent!.id)).toBe((toStudent!.data as { EventID: number }).EventID);
    expect(Number(toStudent!.id)).toBeGreaterThan((ready!.data as { EventID: number }).EventID);
    // The sender's other tabs see their own message too.
    expect(await tutor.next()).toMatchObject({ event: 'message.sent', data: { Message: { MessageID: sent.body.Data.MessageID } } });
    // Priya's next event is her own conversation's, not the one she is not part of.
    const hers = await api.post('/SendMessage', { To: TUTOR, Text: 'Is Tuesday free?' }, { as: PRIYA });
    expect(await priya.next()).toMatchObject({ event: 'message.sent', data: { Message: { MessageID: hers.body.Data.MessageID, SenderID: PRIYA } } });
  });

  it('a reconnecting client gets what it missed after its Last-Event-ID, in order; Once closes after it', async () => {
    const first = await open(STUDENT);
    const position = String(((await first.next())!.data as { EventID: number }).EventID);
    first.close();
    const texts = ['One', 'Two', 'Three'];
    for (const Text of texts) expect((await api.post('/SendMessage', { To: STUDENT, Text }, { as: TUTOR })).status).toBe(200);
    const missed = await (await open(STUDENT, { lastEventId: position, query: { Once: 'true' } })).rest();
    expect(missed.map((e) => e.event)).toEqual(['message.sent', 'message.sent', 'message.sent']);
    expect(missed.map((e) => (e.data as { Message: { Text: string } }).Message.Text)).toEqual(texts);
    const ids = missed.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // From the middle: only what came after it. The header wins over After.
    const fromSecond = await (await open(STUDENT, { lastEventId: String(ids[1]), query: { Once: 'true', After: position } })).rest();
    expect(fromSecond.map((e) => (e.data as { Message: { Text: string } }).Message.Text)).toEqual(['Three']);
    const byQuery = await (await open(STUDENT, { query: { Once: 'true', After: String(ids[0]) } })).rest();
    expect(byQuery.map((e) => Number(e.id))).toEqual(ids.slice(1));
    // Live after the catch-up: ready says where it stands.
    const live = await open(STUDENT, { lastEventId: String(ids[2]) });
    expect(await live.next()).toMatchObject({ event: 'ready', data: { EventID: ids[2] } });
    await api.post('/SendMessage', { To: STUDENT, Text: 'Four' }, { as: TUTOR });
    expect(await live.next()).toMatchObject({ event: 'message.sent', data: { Message: { Text: 'Four' } } });
  });

  it('a position the store never reached (the mock was reset since) is told to start again: reset', async () => {
    const stale = await (await open(STUDENT, { lastEventId: '999999', query: { Once: 'true' } })).rest();
    expect(stale).toEqual([{ id: expect.any(String), event: 'reset', data: { EventID: expect.any(Number) } }]);
    const live = await open(STUDENT);
    await live.next();
    await api.reset();
    expect(await live.next()).toMatchObject({ event: 'reset', data: { EventID: 0 } });
  });

  it('the admin API counts the open streams and closes them all (a dropped connection, for the browser tests)', async () => {
    const a = await open(STUDENT);
    await a.next();
    const b = await open(TUTOR);
    await b.next();
    expect(await (await admin(server, '/__admin/streams')).json()).toEqual({ open: 2 });
    expect(await (await admin(server, '/__admin/streams/drop', { method: 'POST' })).json()).toEqual({ dropped: 2 });
    // Closed by the server, as a restart closes it: the stream ends with nothing more.
    expect(await a.rest()).toEqual([]);
    expect(await b.rest()).toEqual([]);
    expect(await (await admin(server, '/__admin/streams')).json()).toEqual({ open: 0 });
  });

  it('refuses before any event: no token is 401, a malformed Last-Event-ID 400, both as JSON', async () => {
    const anonymous = await api.get('/StreamEvents', { as: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
    const malformed = await api.get('/StreamEvents', { as: STUDENT, headers: { 'Last-Event-ID': 'abc' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ StatusCode: 400, Errors: [{ Field: expect.stringMatching(/^last-event-id$/i) }] });
  });
});
