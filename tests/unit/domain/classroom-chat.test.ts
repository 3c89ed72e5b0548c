import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX } from '../../../src/domain/display-name';
import { CHAT_LOG_MAX, CHAT_MAX, chatMessageOf, chatTextProblem, mergeChat, type ChatMessage } from '../../../src/domain/classroom-chat';

const good = { id: 'u1-abc_123', uid: 42, name: 'Ravi Kumar', host: false, at: 1_000, text: 'Page 42, exercise 3 please.' };
const msg = (id: string, at: number, fields: Partial<ChatMessage> = {}): ChatMessage => ({ id, uid: 1, name: 'Asha Rao', host: true, at, text: `message ${id}`, ...fields });

describe('classroom chat: what a message is', () => {
  it('limits: 1,000 characters a message, 500 in a saved log, 40 in a name', () => {
    expect([CHAT_MAX, CHAT_LOG_MAX, DISPLAY_NAME_MAX]).toEqual([1000, 500, 40]);
  });

  it('plain text, 1 to 1,000 characters counted as people count them, not only spaces, no control characters', () => {
    expect(chatTextProblem('Hello <b>there</b>')).toBeNull(); // shown as text, never run
    expect(chatTextProblem('line one\nline two\ttabbed')).toBeNull();
    expect(chatTextProblem('')).toBe('Write a message first.');
    expect(chatTextProblem('   \n ')).toBe('Write a message first.');
    expect(chatTextProblem(undefined)).toBe('Write a message first.');
    expect(chatTextProblem(null)).toBe('Write a message first.');
    expect(chatTextProblem('x'.repeat(1000))).toBeNull();
    expect(chatTextProblem(`  ${'x'.repeat(1000)}  `)).toBeNull(); // counted once trimmed
    expect(chatTextProblem('😀'.repeat(1000))).toBeNull(); // 2,000 UTF-16 units, 1,000 characters
    expect(chatTextProblem('x'.repeat(1001))).toBe('Keep a chat message to 1,000 characters or fewer.');
    expect(chatTextProblem('ring\u0007')).toBe('The message contains characters that are not text; type it again.');
    expect(chatTextProblem('del\u007F')).toBe('The message contains characters that are not text; type it again.');
  });
});

describe('chatMessageOf: what another participant sent, checked before it is shown', () => {
  it('takes a well-formed message, trimming its name and text and reading host as true only when it is true', () => {
    expect(chatMessageOf(good)).toEqual(good);
    expect(chatMessageOf({ ...good, name: '  Ravi Kumar ', text: '  Hi  ' })).toMatchObject({ name: 'Ravi Kumar', text: 'Hi' });
    expect(chatMessageOf({ ...good, host: 'yes' })?.host).toBe(false);
    expect(chatMessageOf({ ...good, host: true })?.host).toBe(true);
    expect(chatMessageOf({ ...good, extra: '<script>' })).toEqual(good); // nothing else travels on
    expect(chatMessageOf({ ...good, id: 'a'.repeat(64) })).not.toBeNull();
  });

  it('refuses anything that is not an object', () => {
    for (const value of [null, undefined, 'hello', 42, true]) expect(chatMessageOf(value)).toBeNull();
  });

  it('refuses bad ids', () => {
    for (const id of ['', 'a'.repeat(65), 'has space', 'dot.ted', 'slash/ed', 7, undefined]) expect(chatMessageOf({ ...good, id }), String(id)).toBeNull();
  });

  it('refuses bad uids and times', () => {
    for (const uid of [-1, 1.5, '42', Number.NaN, 2 ** 53, undefined]) expect(chatMessageOf({ ...good, uid }), String(uid)).toBeNull();
    for (const at of [-1, Number.NaN, Number.POSITIVE_INFINITY, '1000', undefined]) expect(chatMessageOf({ ...good, at }), String(at)).toBeNull();
  });

  it('refuses bad names: empty, only spaces, too long, control characters', () => {
    for (const name of ['', '   ', 'x'.repeat(41), 'bell\u0007', 'esc\u001B', 12, undefined]) expect(chatMessageOf({ ...good, name }), JSON.stringify(name)).toBeNull();
    expect(chatMessageOf({ ...good, name: 'x'.repeat(40) })).not.toBeNull();
  });

  it('refuses bad text', () => {
    for (const text of ['', '  ', 'x'.repeat(1001), 'ring\u0007', 5, undefined]) expect(chatMessageOf({ ...good, text }), JSON.stringify(text)?.slice(0, 20)).toBeNull();
  });
});

describe('mergeChat: the log as everyone in the room sees it', () => {
  it('adds what is new, in the order sent (by time, then id)', () => {
    const log = [msg('a', 10), msg('c', 30)];
    const merged = mergeChat(log, [msg('d', 20), msg('b', 20)]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'd', 'c']);
    expect(log.map((m) => m.id)).toEqual(['a', 'c']); // the old log is left as it was
  });

  it('keeps each id once, the first copy winning (in the log, then among what came)', () => {
    const log = [msg('a', 10, { text: 'original' })];
    const merged = mergeChat(log, [msg('a', 10, { text: 'changed' }), msg('b', 20, { text: 'first' }), msg('b', 20, { text: 'second' })]);
    expect(merged.map((m) => [m.id, m.text])).toEqual([
      ['a', 'original'],
      ['b', 'first'],
    ]);
  });

  it('answers the same log when nothing is new (nothing to render again)', () => {
    const log = [msg('a', 10)];
    expect(mergeChat(log, [])).toBe(log);
    expect(mergeChat(log, [msg('a', 99)])).toBe(log);
  });

  it('keeps the newest 500', () => {
    const log = Array.from({ length: CHAT_LOG_MAX }, (_, i) => msg(`m${String(i).padStart(3, '0')}`, i));
    const merged = mergeChat(log, [msg('late', CHAT_LOG_MAX + 1), msg('old', -1)]);
    expect(merged).toHaveLength(CHAT_LOG_MAX);
    expect(merged[0]?.id).toBe('m001');
    expect(merged.at(-1)?.id).toBe('late');
    expect(merged.some((m) => m.id === 'old' || m.id === 'm000')).toBe(false);
  });
});
