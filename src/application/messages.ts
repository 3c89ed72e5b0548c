import { inject, injectable } from 'inversify';
import type { Message, PageQuery, Thread, ThreadPage } from '../contract/records';
import { appendNew, nextPollDelay, POLL_MIN_MS } from '../domain/messages';
import { MESSAGES_API, type MessagesApi } from '../ports/messages-api';
import { attempt, type Outcome } from './outcome';

/**
 * Conversations between a student and a tutor, the same for both: the caller's threads, one thread (all of it, or
 * what came after the last message shown: what a poll asks), the unread count for the navigation, sending, marking
 * read, a tutor blocking a student. Who may write to whom is the backend's (src/domain/messages.ts).
 */
/** One conversation as the screen shows it (Messages.follow). */
export interface Conversation {
  items: Message[];
  thread: Thread | null;
  markedRead: boolean;
  pollMs: number;
}

@injectable()
export class Messages {
  constructor(@inject(MESSAGES_API) private readonly api: MessagesApi) {}

  threads(query?: PageQuery): Promise<ThreadPage> {
    return this.api.threads(query);
  }

  /**
   * A conversation on screen, followed: the first read takes all of it, each next one (`shown`) what came after its last
   * message; an unread thread is marked read (`markedRead`: the navigation's count changed). `pollMs` is when to look
   * again: the shortest delay when something came, else backing off (nextPollDelay). A failed mark-as-read leaves it
   * unread; the next read marks it again.
   */
  async follow(withUserId: string, shown?: Conversation): Promise<Conversation> {
    const list = await this.api.messages(withUserId, shown?.items.at(-1)?.MessageID);
    const items = shown ? appendNew(shown.items, list.Items) : list.Items;
    const fresh = items.length > (shown?.items.length ?? 0);
    let thread = list.Thread ?? shown?.thread ?? null;
    let markedRead = false;
    if (thread && thread.Unread > 0) {
      try {
        thread = await this.api.markRead(withUserId);
        markedRead = true;
      } catch {
        // still unread on the server: marked again at the next read
      }
    }
    return { items, thread, markedRead, pollMs: shown ? nextPollDelay(shown.pollMs, fresh) : POLL_MIN_MS };
  }

  unreadCount(): Promise<number> {
    return this.api.unreadCount();
  }

  send(toUserId: string, text: string): Promise<Outcome<Message>> {
    return attempt(() => this.api.send(toUserId, text));
  }

  block(studentId: string, blocked: boolean): Promise<Outcome<Thread>> {
    return attempt(() => this.api.block(studentId, blocked));
  }
}
