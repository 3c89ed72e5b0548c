import type { Message, MessageList, PageQuery, Thread, ThreadPage } from '../contract/records';
import { token } from './token';

/**
 * Messages between a student and a tutor (added beyond the spec): the caller's threads (/GetThreads), one thread's
 * messages, all or after one (/GetThreadMessages), the unread count (/GetUnreadCount), sending (/SendMessage), marking
 * read (/MarkThreadRead), a tutor blocking a student (/BlockStudent). Failures reject with BackendError (403
 * 'forbidden' for a pair that may not write, or a blocked student; 429 'rate-limited' when sending too fast).
 */
export interface MessagesApi {
  threads(query?: PageQuery): Promise<ThreadPage>;
  messages(withUserId: string, after?: number): Promise<MessageList>;
  unreadCount(): Promise<number>;
  send(toUserId: string, text: string): Promise<Message>;
  markRead(withUserId: string): Promise<Thread>;
  block(studentId: string, blocked: boolean): Promise<Thread>;
}

export const MESSAGES_API = token<MessagesApi>('MessagesApi');
