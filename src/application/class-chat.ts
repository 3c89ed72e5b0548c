import { inject, injectable } from 'inversify';
import type { ClassChat, SaveClassChatInput } from '../contract/records';
import { CHAT_LOG_MAX, type ChatMessage } from '../domain/classroom-chat';
import { CLASS_CHAT_API, type ClassChatApi } from '../ports/class-chat-api';
import { attempt, type Outcome } from './outcome';

/**
 * The classroom chat on the class page: the tutor saves the room's log (a private class, or one session of a course;
 * saving again replaces it), the tutor and the students who paid read what was saved. The chat itself travels beside
 * the video (src/domain/classroom-chat.ts); who may save or read is the backend's.
 */
@injectable()
export class ClassChats {
  constructor(@inject(CLASS_CHAT_API) private readonly api: ClassChatApi) {}

  /** /SaveClassChat: the tutor keeps the room's chat on the class page; refusals come back coded, with the server's words. */
  save(input: SaveClassChatInput): Promise<Outcome<ClassChat>> {
    return attempt(() => this.api.save(input));
  }

  /** The classroom's log as this page holds it, saved to the class page (the newest CHAT_LOG_MAX; a course: its current or latest session). */
  saveLog(classCode: string, log: readonly ChatMessage[]): Promise<Outcome<ClassChat>> {
    const Messages = log.slice(-CHAT_LOG_MAX).map((m) => ({ SenderName: m.name, FromTutor: m.host, SentAt: new Date(m.at).toISOString(), Text: m.text }));
    return this.save({ ClassCode: classCode, Messages });
  }

  /** /GetClassChat: the saved chats of a class, one per session of a course in the sessions' order; none while nothing was saved. */
  chats(classCode: string): Promise<ClassChat[]> {
    return this.api.chats(classCode);
  }
}
