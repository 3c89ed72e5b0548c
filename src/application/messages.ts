import { inject, injectable } from 'inversify';
import type { Message, MessageList, PageQuery, Thread, ThreadPage } from '../contract/records';
import { MESSAGES_API, type MessagesApi } from '../ports/messages-api';
import { attempt, type Outcome } from './outcome';

/**
 * Conversations between a student and a tutor, the same for both: the caller's threads, one thread (all of it, or
 * what came after the last message shown: what a poll asks), the unread count for the navigation, sending, marking
 * read, a tutor blocking a student. Who may write to whom is the backend's (src/domain/messages.ts).
 */
@injectable()
export class Messages {
  constructor(@inject(MESSAGES_API) private readonly api: MessagesApi) {}

  threads(query?: PageQuery): Promise<ThreadPage> {
    return this.api.threads(query);
  }

  thread(withUserId: string, after?: number): Promise<MessageList> {
    return this.api.messages(withUserId, after);
  }

  unreadCount(): Promise<number> {
    return this.api.unreadCount();
  }

  send(toUserId: string, text: string): Promise<Outcome<Message>> {
    return attempt(() => this.api.send(toUserId, text));
  }

  markRead(withUserId: string): Promise<Thread> {
    return this.api.markRead(withUserId);
  }

  block(studentId: string, blocked: boolean): Promise<Outcome<Thread>> {
    return attempt(() => this.api.block(studentId, blocked));
  }
}
