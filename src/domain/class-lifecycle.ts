// The lifecycle of a private class or a course session: one rule for the UI, the in-memory fakes and the mock backend,
// which imports this very file (Node strips the types; only erasable TypeScript here).
//
//   upcoming   until the room opens, 10 minutes before the start
//   joinable   from then until 10 minutes after the end (start + duration): a late start or a dropped host still gets in
//   live       while the host is in the room (the server stores Status 'Live'), even past the end
//   completed  when the host ends it (Status 'Completed'), or once 10 minutes after the end pass with no host in the room
//   cancelled  when the tutor cancels it (Status 'Cancelled')

export type ClassPhase = 'upcoming' | 'joinable' | 'live' | 'completed' | 'cancelled';

/** A private class or a course session as the rule sees it: its stored status and its time. */
export interface Lesson {
  status: string;
  /** ISO 8601 with offset. */
  startsAt: string;
  durationMinutes: number;
}

export type CompletionRefusal = 'over' | 'not-taught' | 'not-started';
export type CourseEnrolment = 'open' | 'no-sessions' | 'over' | 'closed';

export const JOIN_OPENS_BEFORE_START_MS: number = 10 * 60_000;
export const COMPLETES_AFTER_END_MS: number = 10 * 60_000;

/** The instants of a class: when its room opens, when it starts and ends, and when it completes unless the host is in it. */
export function classWindow({ startsAt, durationMinutes }: Pick<Lesson, 'startsAt' | 'durationMinutes'>): {
  opensAt: number;
  startsAt: number;
  endsAt: number;
  closesAt: number;
} {
  const start = Date.parse(startsAt);
  const end = start + durationMinutes * 60_000;
  return { opensAt: start - JOIN_OPENS_BEFORE_START_MS, startsAt: start, endsAt: end, closesAt: end + COMPLETES_AFTER_END_MS };
}

/** The phase of a class at `nowMs`, from its stored status and its time. */
export function classPhase(lesson: Lesson, nowMs: number): ClassPhase {
  if (lesson.status === 'Cancelled') return 'cancelled';
  if (lesson.status === 'Completed') return 'completed';
  if (lesson.status === 'Live') return 'live';
  const { opensAt, closesAt } = classWindow(lesson);
  if (Number.isNaN(opensAt) || nowMs < opensAt) return 'upcoming';
  return nowMs < closesAt ? 'joinable' : 'completed';
}

/** Whether the room may be entered: by the host, or by a student who paid. */
export function canEnter(phase: ClassPhase): boolean {
  return phase === 'joinable' || phase === 'live';
}

/** Whether the class is over (completed or cancelled): no entry, no payment, it belongs to the history. */
export function isOver(phase: ClassPhase): boolean {
  return phase === 'completed' || phase === 'cancelled';
}

/**
 * Why the tutor may not mark a private class Completed at `nowMs`, or null when they may: 'over' (already Completed or
 * Cancelled), 'not-taught' (a student paid and the tutor was not in its room in time: a no-show is refunded, not
 * completed), 'not-started' (before its start). One rule for the card's button and the backend's refusal.
 */
export function completionRefusal(lesson: Lesson, nowMs: number, { paid, tutorCame }: { paid: boolean; tutorCame: boolean }): CompletionRefusal | null {
  if (lesson.status === 'Completed' || lesson.status === 'Cancelled') return 'over';
  if (paid && !tutorCame) return 'not-taught';
  if (!(nowMs >= Date.parse(lesson.startsAt))) return 'not-started';
  return null;
}

/** A private class (ClassLink, DateTime, Duration, Status as the contract names them) as the rule reads it. */
export function lessonOfClass(record: { Status: string; DateTime: string; Duration: number }): Lesson {
  return { status: record.Status, startsAt: record.DateTime, durationMinutes: record.Duration };
}

/** A course session (StartDateTime, Duration, Status) as the rule reads it. */
export function lessonOfSession(session: { Status: string; StartDateTime: string; Duration: number }): Lesson {
  return { status: session.Status, startsAt: session.StartDateTime, durationMinutes: session.Duration };
}

/**
 * The session of a course whose room the course's channel opens now: the live one, else the joinable one that starts
 * first; null when none is open (a course has one channel, its ClassLink, for all its sessions).
 */
export function currentSession<T extends Lesson>(sessions: readonly T[], nowMs: number): T | null {
  const open = sessions.filter((session) => canEnter(classPhase(session, nowMs))).sort(byStart);
  return open.find((session) => classPhase(session, nowMs) === 'live') ?? open[0] ?? null;
}

/** The next session of a course that is not over yet (upcoming, joinable or live), soonest first; null when none. */
export function nextSession<T extends Lesson>(sessions: readonly T[], nowMs: number): T | null {
  const ahead = sessions.filter((session) => !isOver(classPhase(session, nowMs)));
  return ahead.sort(byStart)[0] ?? null;
}

/**
 * Whether students can enrol in a course now, from its status and its sessions' start times: 'open' (Open, with a
 * session still ahead), 'no-sessions' (Open, but nothing scheduled yet: enrolment opens with the first session),
 * 'over' (every session has started) or 'closed' (its status is not Open).
 */
export function courseEnrolment(course: { Status: string }, sessionStarts: readonly string[], nowMs: number): CourseEnrolment {
  if (course.Status !== 'Open') return 'closed';
  if (sessionStarts.length === 0) return 'no-sessions';
  if (sessionStarts.every((start) => Date.parse(start) <= nowMs)) return 'over';
  return 'open';
}

const byStart = (a: Lesson, b: Lesson): number => Date.parse(a.startsAt) - Date.parse(b.startsAt);

/** Whole minutes from `nowMs` until `endsAtMs`, rounded up (a class with 30 s left has 1 minute), never below 0. */
export function minutesLeft(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 60_000));
}

/** Whole minutes since `sinceMs`, rounded down, never below 0 (how long someone has been in a class). */
export function minutesSince(sinceMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - sinceMs) / 60_000));
}
