// Messages between a student and a tutor: one rule for the UI and the mock backend, which imports this very file (as
// reviews.ts).
//
//   - one thread per student–tutor pair; a student may write to any tutor, a tutor to a student who booked one of
//     their classes or wrote to them first; a tutor may block a student, who can then read but not send;
//   - a message is plain text, 1 to 2,000 characters; nobody sends more than 10 in a minute;
//   - a conversation on screen asks for new messages every few seconds, backing off while nothing comes, up to half a
//     minute (polling offline; production would push them: see docs/features.md, "Messages").

import { MessageText } from '../contract/generated/backend/limits.gen.ts';
import { plainTextProblem } from './plain-text.ts';

/** The contract's MessageText: 2,000 characters. */
export const MESSAGE_MAX: number = MessageText.maxLength;
export const RATE_LIMIT: number = 10;
export const RATE_WINDOW_MS: number = 60_000;
export const POLL_MIN_MS: number = 3_000;
export const POLL_MAX_MS: number = 30_000;

/** Why a message is refused (a sentence), or null. */
export function messageProblem(text: string | undefined | null): string | null {
  return plainTextProblem(text, { max: MESSAGE_MAX, empty: 'Write a message first.', noun: 'a message' });
}

/**
 * Whether a sender who sent at `sentAtMs` (their recent messages' times) may send again at `nowMs`: null, or how many
 * whole seconds to wait (the oldest of the last `limit` in the window leaves it). The classroom chat has its own limit.
 */
export function waitBeforeSending(sentAtMs: readonly number[], nowMs: number, limit: number = RATE_LIMIT, windowMs: number = RATE_WINDOW_MS): number | null {
  const recent = sentAtMs.filter((at) => nowMs - at < windowMs).sort((a, b) => a - b);
  if (recent.length < limit) return null;
  return Math.max(1, Math.ceil((recent[recent.length - limit]! + windowMs - nowMs) / 1000));
}

/** The refusal's words for a wait of `seconds`. */
export function tooFastMessage(seconds: number): string {
  return `You are sending messages too fast: wait ${seconds} second${seconds === 1 ? '' : 's'} and send again.`;
}

/** The next poll's delay: back to the shortest when something came, else doubled up to the longest. */
export function nextPollDelay(previousMs: number, somethingNew: boolean): number {
  if (somethingNew) return POLL_MIN_MS;
  return Math.min(POLL_MAX_MS, Math.max(POLL_MIN_MS, previousMs * 2));
}

/** The messages shown with those that came after them: each once (by MessageID), in the order they came. */
export function appendNew<M extends { MessageID: number }>(shown: readonly M[], incoming: readonly M[]): M[] {
  const known = new Set(shown.map((message) => message.MessageID));
  return [...shown, ...incoming.filter((message) => !known.has(message.MessageID))];
}

/** A thread's id: the tutor's and the student's UserIDs joined by ~. */
export function threadIdOf(tutorId: string, studentId: string): string {
  return `${tutorId}~${studentId}`;
}

/** Whether `threadId` is a thread with `userId` (one of its two people). */
export function isThreadWith(threadId: string, userId: string): boolean {
  return threadId.split('~').includes(userId);
}
