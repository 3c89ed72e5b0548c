import type { ClassChat, SaveClassChatInput } from '../../contract/records';
import { getClassChat, saveClassChat } from '../../contract/generated/backend/sdk.gen';
import type { ClassChatApi } from '../../ports/class-chat-api';
import type { BackendTransport } from './http/backend-transport';

export class HttpClassChatApi implements ClassChatApi {
  constructor(private readonly http: BackendTransport) {}

  save(input: SaveClassChatInput): Promise<ClassChat> {
    const body: SaveClassChatInput = {
      ClassCode: input.ClassCode,
      ...(input.SessionID === undefined ? {} : { SessionID: input.SessionID }),
      Messages: input.Messages.map((m) => ({ SenderName: m.SenderName.trim(), FromTutor: m.FromTutor, SentAt: m.SentAt, Text: m.Text.trim() })),
    };
    // Saving again replaces the room's transcript with the same one: safe to retry.
    return this.http.call('idempotent', (base) => saveClassChat({ ...base, body }));
  }

  async chats(classCode: string): Promise<ClassChat[]> {
    return (await this.http.call('read', (base) => getClassChat({ ...base, query: { ClassCode: classCode } }))).Chats;
  }
}
