// The lifecycle of a private class or a course session: one rule for the UI, the in-memory fakes and the mock backend.
// Plain JavaScript so the mock (Node without a TypeScript step) imports this very file; types: class-lifecycle.d.mts.
//
//   upcoming   until the room opens, 10 minutes before the start
//   joinable   from then until 10 minutes after the end (start + duration): a late start or a dropped host still gets in
//   live       while the host is in the room (the server stores Status 'Live'), even past the end
//   completed  when the host ends it (Status 'Completed'), or once 10 minutes after the end pass with no host in the room
//   cancelled  when the tutor cancels it (Status 'Cancelled')

export const JOIN_OPENS_BEFORE_START_MS = 10 * 60_000;
export const COMPLETES_AFTER_END_MS = 10 * 60_000;

/** The instants of a class: when its room opens, when it starts and ends, and when it completes unless the host is in it. */
export function classWindow({ startsAt, durationMinutes }) {
  const start = Date.parse(startsAt);
  const end = start + durationMinutes * 60_000;
  return { opensAt: start - JOIN_OPENS_BEFORE_START_MS, startsAt: start, endsAt: end, closesAt: end + COMPLETES_AFTER_END_MS };
}

/** The phase of a class at `nowMs`, from its stored status and its time. */
export function classPhase(lesson, nowMs) {
  if (lesson.status === 'Cancelled') return 'cancelled';
  if (lesson.status === 'Completed') return 'completed';
  if (lesson.status === 'Live') return 'live';
  const { opensAt, closesAt } = classWindow(lesson);
  if (Number.isNaN(opensAt) || nowMs < opensAt) return 'upcoming';
  return nowMs < closesAt ? 'joinable' : 'completed';
}

/** Whether the room may be entered: by the host, or by a student who paid. */
export function canEnter(phase) {
  return phase === 'joinable' || phase === 'live';
}

/** Whether the class is over (completed or cancelled): no entry, no payment, it belongs to the history. */
export function isOver(phase) {
  return phase === 'completed' || phase === 'cancelled';
}

/**
 * Why the tutor may not mark a private class Completed at `nowMs`, or null when they may: 'over' (already Completed or
 * Cancelled), 'not-taught' (a student paid and the tutor was not in its room in time: a no-show is refunded, not
 * completed), 'not-started' (before its start). One rule for the card's button and the backend's refusal.
 */
export function completionRefusal(lesson, nowMs, { paid, tutorCame }) {
  if (lesson.status === 'Completed' || lesson.status === 'Cancelled') return 'over';
  if (paid && !tutorCame) return 'not-taught';
  if (!(nowMs >= Date.parse(lesson.startsAt))) return 'not-started';
  return null;
}

/** A private class (ClassLink, DateTime, Duration, Status as the contract names them) as the rule reads it. */
export function lessonOfClass(record) {
  return { status: record.Status, startsAt: record.DateTime, durationMinutes: record.Duration };
}

/** A course session (StartDateTime, Duration, Status) as the rule reads it. */
export function lessonOfSession(session) {
  return { status: session.Status, startsAt: session.StartDateTime, durationMinutes: session.Duration };
}

/**
 * The session of a course whose room the course's channel opens now: the live one, else the joinable one that starts
 * first; null when none is open (a course has one channel, its ClassLink, for all its sessions).
 */
export function currentSession(sessions, nowMs) {
  const open = sessions.filter((session) => canEnter(classPhase(session, nowMs))).sort(byStart);
  return open.find((session) => classPhase(session, nowMs) === 'live') ?? open[0] ?? null;
}

/** The next session of a course that is not over yet (upcoming, joinable or live), soonest first; null when none. */
export function nextSession(sessions, nowMs) {
  const ahead = sessions.filter((session) => !isOver(classPhase(session, nowMs)));
  return ahead.sort(byStart)[0] ?? null;
}

/**
 * Whether students can enrol in a course now, from its status and its sessions' start times: 'open' (Open, with a
 * session still ahead), 'no-sessions' (Open, but nothing scheduled yet: enrolment opens with the first session),
 * 'over' (every session has started) or 'closed' (its status is not Open).
 */
export function courseEnrolment(course, sessionStarts, nowMs) {
  if (course.Status !== 'Open') return 'closed';
  if (sessionStarts.length === 0) return 'no-sessions';
  if (sessionStarts.every((start) => Date.parse(start) <= nowMs)) return 'over';
  return 'open';
}

const byStart = (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt);
