import { describe, expect, it } from 'vitest';
import { Messages } from '../../../src/application/messages';
import type { Message, MessageList, Thread } from '../../../src/contract/records';
import { POLL_MAX_MS, POLL_MIN_MS } from '../../../src/domain/messages';
import type { MessagesApi } from '../../../src/ports/messages-api';

// Messages.follow: the conversation a screen shows, read first whole, then by what came after its last message, marked
// read when it has unread ones, with the delay to the next read backing off while nothing comes.

const message = (id: number): Message => ({ MessageID: id, ThreadID: 't', SenderID: 'tutor', SenderName: 'Tutor', Text: `m${id}`, SentAt: '2026-05-01T09:00:00Z' }) as Message;
const thread = (unread: number): Thread => ({ ThreadID: 't', TutorID: 'tutor', StudentID: 'student', TutorName: 'T', StudentName: 'S', Unread: unread, Blocked: false }) as Thread;

function api(pages: MessageList[], options: { markFails?: boolean } = {}) {
  const asked: (number | undefined)[] = [];
  let marked = 0;
  const fake = {
    messages: async (_with: string, after?: number) => {
      asked.push(after);
      return pages.shift() ?? { Items: [], Thread: thread(0) };
    },
    markRead: async () => {
      if (options.markFails) throw new Error('down');
      marked += 1;
      return thread(0);
    },
  } as unknown as MessagesApi;
  return { fake, asked, marked: () => marked };
}

describe('Messages.follow', () => {
  it('reads the whole conversation first, then only what came after the last message shown, each message once', async () => {
    const { fake, asked } = api([
      { Items: [message(1), message(2)], Thread: thread(0) },
      { Items: [message(2), message(3)], Thread: thread(0) },
    ]);
    const messages = new Messages(fake);
    const first = await messages.follow('tutor');
    const next = await messages.follow('tutor', first);
    expect(asked).toEqual([undefined, 2]);
    expect(next.items.map((m) => m.MessageID)).toEqual([1, 2, 3]);
  });

  it('marks an unread conversation read and says so; a failed mark leaves it to the next read', async () => {
    const unread = api([{ Items: [message(1)], Thread: thread(2) }]);
    const shown = await new Messages(unread.fake).follow('tutor');
    expect(unread.marked()).toBe(1);
    expect(shown).toMatchObject({ markedRead: true, thread: { Unread: 0 } });

    const read = api([{ Items: [message(1)], Thread: thread(0) }]);
    expect(await new Messages(read.fake).follow('tutor')).toMatchObject({ markedRead: false });
    expect(read.marked()).toBe(0);

    const failing = api([{ Items: [message(1)], Thread: thread(1) }], { markFails: true });
    expect(await new Messages(failing.fake).follow('tutor')).toMatchObject({ markedRead: false, thread: { Unread: 1 } });
  });

  it('looks again soon after something came, backing off to the longest delay while nothing does', async () => {
    const { fake } = api([{ Items: [message(1)], Thread: thread(0) }, { Items: [] }, { Items: [] }, { Items: [] }, { Items: [] }, { Items: [] }, { Items: [message(2)] }]);
    const messages = new Messages(fake);
    let shown = await messages.follow('tutor');
    const delays = [shown.pollMs];
    for (let i = 0; i < 6; i += 1) {
      shown = await messages.follow('tutor', shown);
      delays.push(shown.pollMs);
    }
    expect(delays).toEqual([POLL_MIN_MS, 6_000, 12_000, 24_000, POLL_MAX_MS, POLL_MAX_MS, POLL_MIN_MS]);
    // The thread a later read did not bring is kept.
    expect(shown.thread).toMatchObject({ ThreadID: 't' });
  });
});
