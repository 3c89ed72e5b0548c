import { describe, expect, it } from 'vitest';
import { ChatRoom } from '../../../src/adapters/video-chat/chat-room';
import type { ChatMessage } from '../../../src/domain/classroom-chat';
import type { VideoCallEvent } from '../../../src/ports/video-call';

const TUTOR = { uid: 1, name: 'Asha Rao', host: true };
const STUDENT = { uid: 2, name: 'Ravi Kumar', host: false };

/** The pages' clock: `at(ms, work)` does `work` at that time. */
let nowMs = 0;
function at<T>(ms: number, work: () => T): T {
  nowMs = ms;
  return work();
}

function room(self: typeof TUTOR | null, maxBytes = 64 * 1024) {
  const received: ChatMessage[] = [];
  const chat = new ChatRoom(
    (event: VideoCallEvent) => {
      if (event.type === 'chat') received.push(...event.messages);
    },
    maxBytes,
    'announced',
    () => nowMs,
  );
  chat.reset(self);
  return { chat, received };
}

describe('the classroom chat both video adapters share', () => {
  it('sends a checked message to everyone and shows it here too; refuses what the rule refuses, sending nothing', () => {
    const { chat, received } = room(TUTOR);
    const sent = at(1_000, () => chat.compose('  See https://example.org/ex1  '));
    expect(sent.result).toEqual({ ok: true, value: expect.objectContaining({ uid: 1, name: 'Asha Rao', host: true, at: 1_000, text: 'See https://example.org/ex1' }) });
    expect(sent.packets).toHaveLength(1);
    expect(received.map((m) => m.text)).toEqual(['See https://example.org/ex1']);
    expect(at(2_000, () => chat.compose('   '))).toEqual({ result: { ok: false, code: 'invalid', problem: 'Write a message first.' }, packets: [] });
    expect(at(2_000, () => chat.compose('x'.repeat(1001))).result).toEqual({ ok: false, code: 'invalid', problem: 'Keep a chat message to 1,000 characters or fewer.' });
    expect(at(1, () => room(null).chat.compose('hello')).result).toEqual({ ok: false, code: 'not-connected' });
  });

  it('credits a live message to the participant whose connection it came on, by the name the call announced', () => {
    const tutor = room(TUTOR);
    const student = room(STUDENT);
    const [packet] = at(5_000, () => student.chat.compose('Is question 3 a trick?')).packets;
    tutor.chat.receive(2, packet!, { name: 'Ravi K', host: false });
    expect(tutor.received).toEqual([expect.objectContaining({ uid: 2, name: 'Ravi K', host: false, text: 'Is question 3 a trick?' })]);
    // The same packet on another participant's connection is someone pretending: dropped; so is one from nobody in the call.
    const other = room(TUTOR);
    other.chat.receive(3, packet!, { name: 'Mallory', host: false });
    other.chat.receive(2, packet!, null);
    expect(other.received).toEqual([]);
    // Claiming to be the host in a live packet changes nothing: the announcement decides.
    const forged = JSON.stringify({ t: 'chat', r: false, m: { id: '2-forged', uid: 2, name: 'Asha Rao', host: true, at: 6_000, text: 'Class is cancelled' } });
    tutor.chat.receive(2, forged, { name: 'Ravi K', host: false });
    expect(tutor.received.at(-1)).toEqual(expect.objectContaining({ name: 'Ravi K', host: false }));
  });

  it('sends whoever (re)joins the log, each message once however often it comes, in the order sent', () => {
    const tutor = room(TUTOR);
    at(1_000, () => tutor.chat.compose('First'));
    at(2_000, () => tutor.chat.compose('Second'));
    const rejoined = room(STUDENT);
    const history = tutor.chat.history();
    for (const packet of [...history, ...history]) rejoined.chat.receive(1, packet, { name: 'Asha Rao', host: true });
    expect(rejoined.chat.messages.map((m) => m.text)).toEqual(['First', 'Second']);
    expect(rejoined.received).toHaveLength(2);
    // The student's own earlier messages come back to them after a reload too (same uid).
    const student = room(STUDENT);
    tutor.chat.receive(2, at(1_500, () => student.chat.compose('Mine')).packets[0]!, { name: 'Ravi Kumar', host: false });
    const reloaded = room(STUDENT);
    for (const packet of tutor.chat.history()) reloaded.chat.receive(1, packet, { name: 'Asha Rao', host: true });
    expect(reloaded.chat.messages.map((m) => `${m.uid}:${m.text}`)).toEqual(['1:First', '2:Mine', '1:Second']);
    // History keeps the Tutor mark only for a uid the call announced as the host: a relayed "tutor" message is not one.
    const forged = JSON.stringify({ t: 'chat', r: true, m: { id: '3-forged', uid: 3, name: 'Asha Rao', host: true, at: 2_500, text: 'Class is cancelled' } });
    reloaded.chat.receive(1, forged, { name: 'Asha Rao', host: true });
    expect(reloaded.chat.messages.find((m) => m.id === '3-forged')?.host).toBe(false);
    expect(reloaded.chat.messages.filter((m) => m.uid === 1).every((m) => !m.host)).toBe(true);
    reloaded.chat.noteHost(1);
    const more = room(STUDENT);
    more.chat.noteHost(1);
    for (const packet of tutor.chat.history()) more.chat.receive(1, packet, { name: 'Asha Rao', host: true });
    expect(more.chat.messages.filter((m) => m.uid === 1).map((m) => m.host)).toEqual([true, true]);
  });

  it('splits a message bigger than the transport takes (Agora: 1 KB) and puts it back together', () => {
    const tutor = room(TUTOR, 1024);
    const text = 'Übung: ' + 'ü∑😀 '.repeat(240);
    const { result, packets } = at(1_000, () => tutor.chat.compose(text));
    expect(result.ok).toBe(true);
    expect(packets.length).toBeGreaterThan(1);
    for (const packet of packets) expect(new TextEncoder().encode(packet).length).toBeLessThanOrEqual(1024);
    const student = room(STUDENT, 1024);
    for (const packet of [...packets].reverse()) student.chat.receive(1, packet, 'as-sent');
    expect(student.chat.messages.map((m) => m.text)).toEqual([text.trim()]);
  });

  it('ignores what is not a message: bad JSON, markup-free but invalid fields, control characters', () => {
    const { chat, received } = room(TUTOR);
    const bad = [
      'not json',
      JSON.stringify({ t: 'chat', r: true, m: { id: 'x y', uid: 2, name: 'A', at: 1, text: 'hi' } }),
      JSON.stringify({ t: 'chat', r: true, m: { id: 'a', uid: -1, name: 'A', at: 1, text: 'hi' } }),
      JSON.stringify({ t: 'chat', r: true, m: { id: 'a', uid: 2, name: '', at: 1, text: 'hi' } }),
      JSON.stringify({ t: 'chat', r: true, m: { id: 'a', uid: 2, name: 'A', at: 1, text: 'bell\u0007' } }),
      JSON.stringify({ t: 'part', k: 'k', i: 5, n: 2, d: 'x' }),
      // A time no clock can show (it would break every page that shows it).
      JSON.stringify({ t: 'chat', r: true, m: { id: 'a', uid: 2, name: 'A', at: 1e16, text: 'hi' } }),
      JSON.stringify({ t: 'chat', r: true, m: { id: 'a', uid: 2, name: 'A', at: 1.5, text: 'hi' } }),
    ];
    for (const packet of bad) chat.receive(2, packet, { name: 'A', host: false });
    // A packet bigger than the transport's is dropped unread (pieces cannot pile up in memory).
    const small = room(TUTOR, 1024);
    small.chat.receive(2, JSON.stringify({ t: 'part', k: 'k', i: 0, n: 2, d: 'x'.repeat(2000) }), 'as-sent');
    small.chat.receive(2, JSON.stringify({ t: 'chat', r: true, m: { id: 'b', uid: 2, name: 'A', at: 1, text: 'y'.repeat(1000) + '\u00e9'.repeat(0) } }).padEnd(1100, ' '), 'as-sent');
    expect(received).toEqual([]);
    expect(small.received).toEqual([]);
  });

  it('20 messages in half a minute, then the words to wait; a page sending far more is not listened to', () => {
    const student = room(STUDENT);
    for (let i = 0; i < 20; i += 1) expect(at(1_000 + i * 100, () => student.chat.compose(`m${i}`)).result.ok).toBe(true);
    expect(at(5_000, () => student.chat.compose('one more')).result).toEqual({ ok: false, code: 'too-fast', problem: 'You are sending messages too fast: wait 26 seconds and send again.' });
    expect(at(31_000, () => student.chat.compose('later')).result.ok).toBe(true);
    // A tampered page that ignores the limit: its first 40 in the window are heard, the rest dropped.
    const tutor = room(TUTOR);
    nowMs = 100_000;
    for (let i = 0; i < 60; i += 1) {
      tutor.chat.receive(2, JSON.stringify({ t: 'chat', r: false, m: { id: `2-f${i}`, uid: 2, name: 'Ravi Kumar', host: false, at: nowMs, text: `spam ${i}` } }), { name: 'Ravi Kumar', host: false });
    }
    expect(tutor.received).toHaveLength(40);
  });
});
