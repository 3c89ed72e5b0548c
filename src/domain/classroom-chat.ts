// Chat in the classroom: one rule for the UI, both video adapters and the mock backend, which imports this very file
// (as messages.ts).
//
//   - everyone in the class's room may write; a message is plain text, 1 to 1,000 characters, and carries its
//     sender's name and the time it was sent; nobody sends more than 20 in half a minute (a page that does anyway is
//     not listened to beyond twice that);
//   - messages travel beside the video (Agora's data stream in production, WebRTC data channels offline), never through
//     the backend: the log lives in the participants' pages, and whoever (re)joins is sent it by the others;
//   - nothing is kept after the class unless the tutor saves the log to the class page (at most 500 messages).

import { ChatText, SaveClassChatRequest_Messages } from '../contract/generated/backend/limits.gen.ts';
import { checkDisplayName } from './display-name.ts';
import { tooFastMessage, waitBeforeSending } from './messages.ts';
import { plainTextProblem } from './plain-text.ts';

export interface ChatMessage {
  /** Unique in the class: the sender's uid and a random part. */
  id: string;
  /** The sender's video uid. */
  uid: number;
  name: string;
  /** Sent by the class's host (the tutor). */
  host: boolean;
  /** When the sender sent it, Unix epoch milliseconds by the sender's clock. */
  at: number;
  text: string;
}

/** The contract's ChatText (1,000 characters) and the most a saved log holds (SaveClassChatRequest: 500). */
export const CHAT_MAX: number = ChatText.maxLength;
export const CHAT_LOG_MAX: number = SaveClassChatRequest_Messages.maxItems;
export const CHAT_RATE_LIMIT: number = 20;
export const CHAT_RATE_WINDOW_MS: number = 30_000;
/** The latest time a JavaScript Date can hold: a message "sent" later would break every clock shown. */
const LATEST_MS = 8.64e15;

/** Why a chat message is refused (a sentence), or null. */
export function chatTextProblem(text: string | undefined | null): string | null {
  return plainTextProblem(text, { max: CHAT_MAX, empty: 'Write a message first.', noun: 'a chat message', what: 'message' });
}

/**
 * A chat message as it travels and is shown: { id, uid, name, host, at, text }, or null when `value` is not one
 * (another participant's page sent it: nothing in it is trusted until checked here).
 */
export function chatMessageOf(value: unknown): ChatMessage | null {
  if (value === null || typeof value !== 'object') return null;
  const { id, uid, name, host, at, text } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  if (!Number.isSafeInteger(uid) || (uid as number) < 0) return null;
  // The sender's name by the classroom's own rule (display-name.ts): what the pre-join form let them choose.
  const shown = typeof name === 'string' ? checkDisplayName(name) : null;
  if (!shown?.ok) return null;
  if (!Number.isSafeInteger(at) || (at as number) < 0 || (at as number) > LATEST_MS) return null;
  if (typeof text !== 'string' || chatTextProblem(text) !== null) return null;
  return { id, uid: uid as number, name: shown.value, host: host === true, at: at as number, text: text.trim() };
}

/** `log` with `incoming` added: each id once (the first copy wins), in the order sent, the newest CHAT_LOG_MAX. */
export function mergeChat(log: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] {
  const known = new Set(log.map((m) => m.id));
  const added = incoming.filter((m) => !known.has(m.id) && (known.add(m.id), true));
  if (added.length === 0) return log;
  const merged = [...log, ...added].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return merged.length > CHAT_LOG_MAX ? merged.slice(merged.length - CHAT_LOG_MAX) : merged;
}

/** Why this page may not send now (a sentence), given when it sent its recent messages, or null. */
export function chatTooFast(sentAtMs: readonly number[], nowMs: number): string | null {
  const wait = waitBeforeSending(sentAtMs, nowMs, CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS);
  return wait === null ? null : tooFastMessage(wait);
}

/** Whether a live message from a participant who sent at `sentAtMs` is beyond what any honest page sends (dropped). */
export function chatFlooding(sentAtMs: readonly number[], nowMs: number): boolean {
  return waitBeforeSending(sentAtMs, nowMs, 2 * CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS) !== null;
}
