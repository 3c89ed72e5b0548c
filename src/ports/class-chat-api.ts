import type { ClassChat, SaveClassChatInput } from '../contract/records';
import { token } from './token';

/**
 * The classroom chat a tutor saved to the class page (added beyond the spec): the chat travels peer-to-peer beside the
 * video and is kept nowhere unless the class's tutor saves the room's log (/SaveClassChat: one transcript per private
 * class or course session, saving again replaces it); the tutor and the students who paid read what was saved
 * (/GetClassChat, one per saved session of a course, in the sessions' order). Failures reject with BackendError
 * (403 'forbidden' for a caller who is not the class's tutor; 404 'not-found' for an unknown code or a class the caller
 * may not read; 409 'conflict' before the room opens or for a cancelled class; 400 'validation' for an instant class).
 */
export interface ClassChatApi {
  save(input: SaveClassChatInput): Promise<ClassChat>;
  chats(classCode: string): Promise<ClassChat[]>;
}

export const CLASS_CHAT_API = token<ClassChatApi>('ClassChatApi');
