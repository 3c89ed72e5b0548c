// The cancellation and refund rule: one rule for the UI (the sentence shown before payment and on every class page),
// the in-memory fakes and the mock backend, which imports this very file (as class-lifecycle.ts).
//
//   - a student may cancel a paid class for a full refund up to the tutor's notice period before its start (24 hours
//     unless the tutor set another, within 2 and 72 hours); later, the class is cancelled with no refund;
//   - a tutor's cancellation always refunds the student in full;
//   - nobody cancels a class once it has started (it is live, completed or cancelled): a missed class is settled by
//     attendance, not by cancelling.

import { CancellationNoticeHours } from '../contract/generated/backend/limits.gen.ts';

export type CancelledBy = 'Tutor' | 'Student';
export type RefundRule = 'TutorCancelled' | 'InNotice' | 'Late';
export type CancellationRefusal = 'started' | 'over';

export interface CourseSessionTime {
  /** The session's id (SessionID), by which a withdrawal keeps what it covered. */
  id?: number;
  startsAt: string;
  status: string;
  /** When it was cancelled on its own (one cancelled before a payment is not covered by it). */
  cancelledAt?: string;
  /** When the tutor added it (one added after a payment is not covered by it). */
  createdAt?: string;
  /** When the tutor last moved it (its start is then its free cancellation deadline, for a student who paid before). */
  movedAt?: string;
}

export const DEFAULT_NOTICE_HOURS: number = 24;
/** The bounds of a tutor's setting: the contract's CancellationNoticeHours (2 to 72). */
export const MIN_NOTICE_HOURS: number = CancellationNoticeHours.minimum;
export const MAX_NOTICE_HOURS: number = CancellationNoticeHours.maximum;

const HOUR_MS = 3_600_000;

/** The notice period a tutor's classes use: their setting when it is a whole number of hours within the bounds, else the default. */
export function noticeHoursOf(setting: number | undefined | null): number {
  return Number.isInteger(setting) && setting! >= MIN_NOTICE_HOURS && setting! <= MAX_NOTICE_HOURS ? setting! : DEFAULT_NOTICE_HOURS;
}

/** Why a notice setting is refused (a sentence), or null when it is within the bounds. */
export function noticeHoursProblem(setting: unknown): string | null {
  if (Number.isInteger(setting) && (setting as number) >= MIN_NOTICE_HOURS && (setting as number) <= MAX_NOTICE_HOURS) return null;
  return `The notice period must be a whole number of hours from ${MIN_NOTICE_HOURS} to ${MAX_NOTICE_HOURS}.`;
}

/** The last instant (ms) a student may cancel for a full refund: the start minus the notice period. */
export function freeCancellationEndsAt(startsAt: string, noticeHours: number | undefined): number {
  return Date.parse(startsAt) - noticeHoursOf(noticeHours) * HOUR_MS;
}

/**
 * Whether a class may be cancelled now: only before its start, while it is Scheduled. 'started' when its start has
 * passed (or it is live), 'over' when it is completed or cancelled already, else null (it may be).
 */
export function cancellationRefusal({ status, startsAt }: { status: string; startsAt: string }, nowMs: number): CancellationRefusal | null {
  if (status === 'Cancelled' || status === 'Completed') return 'over';
  if (status !== 'Scheduled' || nowMs >= Date.parse(startsAt)) return 'started';
  return null;
}

/**
 * What a cancellation refunds of a paid amount: `by` 'Tutor' or 'Student', at `nowMs`. The rule, in one of three
 * words: 'TutorCancelled' (full), 'InNotice' (the student, in time: full), 'Late' (the student, after the deadline:
 * nothing). `refund` is the amount to give back, in the payment's own units.
 */
export function cancellationRefund({
  by,
  startsAt,
  noticeHours,
  amount,
  nowMs,
  freeUntil,
}: {
  by: CancelledBy;
  startsAt: string;
  noticeHours: number | undefined;
  amount: number;
  nowMs: number;
  freeUntil?: string;
}): { rule: RefundRule; refund: number } {
  if (by === 'Tutor') return { rule: 'TutorCancelled', refund: amount };
  return freeCancellationPassed({ startsAt, noticeHours, freeUntil }, nowMs) ? { rule: 'Late', refund: 0 } : { rule: 'InNotice', refund: amount };
}

/**
 * Whether a student's free cancellation has passed at `nowMs`: a cancellation now refunds nothing. Before a booking, it
 * says the class starts within the notice period (booked now, it could not be cancelled for a refund).
 */
export function freeCancellationPassed(time: { startsAt: string; noticeHours: number | undefined; freeUntil?: string }, nowMs: number): boolean {
  return nowMs > freeCancellationDeadline(time);
}

/**
 * Whether a class booked now would already be past its free cancellation: it may still be cancelled (Scheduled, not
 * started) but starts within the notice period. The checkout says so before the student pays.
 */
export function bookedPastFreeCancellation({ status, startsAt, noticeHours }: { status: string; startsAt: string; noticeHours: number | undefined }, nowMs: number): boolean {
  return cancellationRefusal({ status, startsAt }, nowMs) === null && freeCancellationPassed({ startsAt, noticeHours }, nowMs);
}

/**
 * The deadline a student cancels by for a full refund: the notice period before the start, unless a move of the class
 * set another (`freeUntil`, see deadlineAfterMove).
 */
export function freeCancellationDeadline({ startsAt, noticeHours, freeUntil }: { startsAt: string; noticeHours: number | undefined; freeUntil?: string }): number {
  return freeUntil ? Date.parse(freeUntil) : freeCancellationEndsAt(startsAt, noticeHours);
}

/**
 * The free-cancellation deadline after an accepted move: a move the tutor asked for lets the student cancel for a full
 * refund until the new start (the plan changed on them); one the student asked for keeps the earlier of the old and the
 * new deadline (moving a class cannot reopen a deadline that has passed). ISO string.
 */
export function deadlineAfterMove({
  proposedBy,
  previousDeadlineMs,
  newStartsAt,
  noticeHours,
}: {
  proposedBy: CancelledBy;
  previousDeadlineMs: number;
  newStartsAt: string;
  noticeHours: number | undefined;
}): string {
  const deadline = proposedBy === 'Tutor' ? Date.parse(newStartsAt) : Math.min(previousDeadlineMs, freeCancellationEndsAt(newStartsAt, noticeHours));
  return new Date(deadline).toISOString();
}

/**
 * Whether a course session's free cancellation deadline is after `atMs`: the notice period before its start, or its
 * start itself when the tutor moved it after the student paid (the plan changed on them, as deadlineAfterMove).
 */
function freeAt(session: CourseSessionTime, atMs: number, { noticeHours, paidAtMs }: { noticeHours: number | undefined; paidAtMs: number | undefined }): boolean {
  const moved = session.movedAt !== undefined && (paidAtMs === undefined || Date.parse(session.movedAt) > paidAtMs);
  return atMs <= (moved ? Date.parse(session.startsAt) : freeCancellationEndsAt(session.startsAt, noticeHours));
}

/**
 * What a student who paid `amount` for a course (of which `price` is the tutor's) is owed back now, by one pro rata
 * rule, to whole units of the currency. The sessions the payment covers are those from the payment on (`paidAtMs`: a
 * student who enrolled after two sessions paid for the rest), leaving out any the tutor had cancelled before it or
 * added after it (the price paid was for the course as it stood); once
 * the student has left, the ones it covered then (`coveredIds`). Of those, the student is owed the share of the ones
 * they will not be given:
 *   - every session cancelled (by the tutor on its own, as a tutor no-show, or with the course);
 *   - when the course is being cancelled now (`courseCancelled`), every session not yet started;
 *   - when the student leaves now (`withdrawnAtMs`), every session whose free cancellation deadline has not passed
 *     (the notice period before it; its start, for one the tutor moved after the payment); once they have left, the
 *     ones that were free then (`freeIds`): a session moved or added later does not change what they were charged.
 * The share is counted on the whole and less what was refunded already (`refundedAmount`, `refundedPrice`), so a
 * session is never refunded twice and rounding never adds up to more than was paid. A payment that covers no session
 * at all (none yet, or paid after the last had started) is owed all of it when the course is cancelled or left.
 * `priceRefund` is what leaves the tutor's earnings; `held` counts the sessions that started and were not cancelled;
 * `coveredIds` and `freeIds` (by session `id`) are what to keep when the student leaves.
 */
export function courseRefund({
  sessions: all,
  amount,
  price,
  nowMs,
  paidAtMs,
  noticeHours,
  courseCancelled = false,
  withdrawnAtMs,
  coveredIds,
  freeIds,
  refundedAmount = 0,
  refundedPrice = 0,
}: {
  sessions: readonly CourseSessionTime[];
  amount: number;
  price: number;
  nowMs: number;
  /** When the student paid: only the sessions from then on count. */
  paidAtMs?: number;
  /** The notice period the student paid under (for a withdrawal). */
  noticeHours?: number;
  /** The course is being cancelled now: every session not yet started is owed. */
  courseCancelled?: boolean;
  /** The student leaves now: the sessions still free to cancel are owed. */
  withdrawnAtMs?: number;
  /** Once the student has left: the sessions their payment covered then, and those that were free then. */
  coveredIds?: readonly number[];
  freeIds?: readonly number[];
  refundedAmount?: number;
  refundedPrice?: number;
}): { held: number; total: number; owed: number; refund: number; priceRefund: number; coveredIds: (number | undefined)[]; freeIds: (number | undefined)[] } {
  const before = (at: string | undefined): boolean => at !== undefined && paidAtMs !== undefined && Date.parse(at) < paidAtMs;
  const after = (at: string | undefined): boolean => at !== undefined && paidAtMs !== undefined && Date.parse(at) > paidAtMs;
  const sessions = coveredIds
    ? all.filter((s) => coveredIds.includes(s.id as number))
    : all.filter((s) => (paidAtMs === undefined || Date.parse(s.startsAt) >= paidAtMs) && !(s.status === 'Cancelled' && before(s.cancelledAt)) && !after(s.createdAt));
  const total = coveredIds ? coveredIds.length : sessions.length;
  const held = sessions.filter((s) => s.status !== 'Cancelled' && Date.parse(s.startsAt) <= nowMs).length;
  const freeNow = (s: CourseSessionTime): boolean => (freeIds ? freeIds.includes(s.id as number) : withdrawnAtMs !== undefined && freeAt(s, withdrawnAtMs, { noticeHours, paidAtMs }));
  const owedSessions = sessions.filter((s) => s.status === 'Cancelled' || (courseCancelled && Date.parse(s.startsAt) > nowMs) || freeNow(s));
  const owed = owedSessions.length;
  const leaving = courseCancelled || withdrawnAtMs !== undefined;
  const share = (value: number): number => (total === 0 ? (leaving ? value : 0) : Math.round((value * owed) / total));
  return {
    held,
    total,
    owed,
    refund: Math.max(0, share(amount) - refundedAmount),
    priceRefund: Math.max(0, share(price) - refundedPrice),
    coveredIds: sessions.map((s) => s.id),
    freeIds: sessions.filter(freeNow).map((s) => s.id),
  };
}
