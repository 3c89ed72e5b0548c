// The cancellation and refund rule: one rule for the UI (the sentence shown before payment and on every class page),
// the in-memory fakes and the mock backend, which imports this very file (plain JavaScript, as class-lifecycle.mjs;
// types: cancellation-policy.d.mts).
//
//   - a student may cancel a paid class for a full refund up to the tutor's notice period before its start (24 hours
//     unless the tutor set another, within 2 and 72 hours); later, the class is cancelled with no refund;
//   - a tutor's cancellation always refunds the student in full;
//   - nobody cancels a class once it has started (it is live, completed or cancelled): a missed class is settled by
//     attendance, not by cancelling.

export const DEFAULT_NOTICE_HOURS = 24;
export const MIN_NOTICE_HOURS = 2;
export const MAX_NOTICE_HOURS = 72;

const HOUR_MS = 3_600_000;

/** The notice period a tutor's classes use: their setting when it is a whole number of hours within the bounds, else the default. */
export function noticeHoursOf(setting) {
  return Number.isInteger(setting) && setting >= MIN_NOTICE_HOURS && setting <= MAX_NOTICE_HOURS ? setting : DEFAULT_NOTICE_HOURS;
}

/** Why a notice setting is refused (a sentence), or null when it is within the bounds. */
export function noticeHoursProblem(setting) {
  if (Number.isInteger(setting) && setting >= MIN_NOTICE_HOURS && setting <= MAX_NOTICE_HOURS) return null;
  return `The notice period must be a whole number of hours from ${MIN_NOTICE_HOURS} to ${MAX_NOTICE_HOURS}.`;
}

/** The last instant (ms) a student may cancel for a full refund: the start minus the notice period. */
export function freeCancellationEndsAt(startsAt, noticeHours) {
  return Date.parse(startsAt) - noticeHoursOf(noticeHours) * HOUR_MS;
}

/**
 * Whether a class may be cancelled now: only before its start, while it is Scheduled. 'started' when its start has
 * passed (or it is live), 'over' when it is completed or cancelled already, else null (it may be).
 */
export function cancellationRefusal({ status, startsAt }, nowMs) {
  if (status === 'Cancelled' || status === 'Completed') return 'over';
  if (status !== 'Scheduled' || nowMs >= Date.parse(startsAt)) return 'started';
  return null;
}

/**
 * What a cancellation refunds of a paid amount: `by` 'Tutor' or 'Student', at `nowMs`. The rule, in one of three
 * words: 'TutorCancelled' (full), 'InNotice' (the student, in time: full), 'Late' (the student, after the deadline:
 * nothing). `refund` is the amount to give back, in the payment's own units.
 */
export function cancellationRefund({ by, startsAt, noticeHours, amount, nowMs, freeUntil }) {
  if (by === 'Tutor') return { rule: 'TutorCancelled', refund: amount };
  return nowMs <= freeCancellationDeadline({ startsAt, noticeHours, freeUntil }) ? { rule: 'InNotice', refund: amount } : { rule: 'Late', refund: 0 };
}

/**
 * The deadline a student cancels by for a full refund: the notice period before the start, unless a move of the class
 * set another (`freeUntil`, see deadlineAfterMove).
 */
export function freeCancellationDeadline({ startsAt, noticeHours, freeUntil }) {
  return freeUntil ? Date.parse(freeUntil) : freeCancellationEndsAt(startsAt, noticeHours);
}

/**
 * The free-cancellation deadline after an accepted move: a move the tutor asked for lets the student cancel for a full
 * refund until the new start (the plan changed on them); one the student asked for keeps the earlier of the old and the
 * new deadline (moving a class cannot reopen a deadline that has passed). ISO string.
 */
export function deadlineAfterMove({ proposedBy, previousDeadlineMs, newStartsAt, noticeHours }) {
  const deadline = proposedBy === 'Tutor' ? Date.parse(newStartsAt) : Math.min(previousDeadlineMs, freeCancellationEndsAt(newStartsAt, noticeHours));
  return new Date(deadline).toISOString();
}

/**
 * What a course's cancellation by its tutor refunds to a student who paid `amount` (of which `price` is the tutor's):
 * the sessions not yet held, pro rata, to whole units of the currency. A session counts as held once it has started,
 * unless it was cancelled on its own. Only the sessions from the payment on count (`paidAtMs`): a student who enrolled
 * after two sessions paid for the rest. `priceRefund` is what leaves the tutor's earnings.
 */
export function courseCancellationRefund({ sessions: all, amount, price, nowMs, paidAtMs }) {
  const later = paidAtMs === undefined ? all : all.filter((s) => Date.parse(s.startsAt) >= paidAtMs);
  const sessions = later.length > 0 ? later : all;
  const total = sessions.length;
  const held = sessions.filter((s) => s.status !== 'Cancelled' && Date.parse(s.startsAt) <= nowMs).length;
  if (total === 0) return { rule: 'TutorCancelled', held: 0, total: 0, refund: amount, priceRefund: price };
  const share = (value) => Math.round((value * (total - held)) / total);
  return { rule: 'TutorCancelled', held, total, refund: share(amount), priceRefund: share(price) };
}
