import type { Message, MessageList, PageQuery, Thread, ThreadPage } from '../../contract/records';
import { blockStudent, getThreadMessages, getThreads, getUnreadCount, markThreadRead, sendMessage } from '../../contract/generated/backend/sdk.gen';
import type { MessagesApi } from '../../ports/messages-api';
import { paging, type BackendTransport } from './http/backend-transport';

export class HttpMessagesApi implements MessagesApi {
  constructor(private readonly http: BackendTransport) {}

  threads(query: PageQuery = {}): Promise<ThreadPage> {
    return this.http.call('read', (base) => getThreads({ ...base, query: paging(query) }));
  }

  messages(withUserId: string, after?: number): Promise<MessageList> {
    return this.http.call('read', (base) => getThreadMessages({ ...base, query: { With: withUserId, After: after } }));
  }

  async unreadCount(): Promise<number> {
    return (await this.http.call('read', (base) => getUnreadCount({ ...base }))).Unread;
  }

  send(toUserId: string, text: string): Promise<Message> {
    // Sent once: a retry could send it twice.
    return this.http.call('once', (base) => sendMessage({ ...base, body: { To: toUserId, Text: text.trim() } }));
  }

  markRead(withUserId: string): Promise<Thread> {
    return this.http.call('idempotent', (base) => markThreadRead({ ...base, body: { With: withUserId } }));
  }

  block(studentId: string, blocked: boolean): Promise<Thread> {
    return this.http.call('idempotent', (base) => blockStudent({ ...base, body: { StudentID: studentId, Blocked: blocked } }));
  }
}
