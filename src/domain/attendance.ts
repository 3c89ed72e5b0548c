// Who attended a class and for how long, and when a tutor who never came is a no-show: one rule for the UI and the
// mock backend, which imports this very file (as class-lifecycle.ts). Attendance is kept as stints: one per time
// someone is in the room (joined, left; no LeftAt while they are still in it).
//
//   - a paid private class whose tutor has not joined by 15 minutes after its start is a tutor no-show: it is cancelled
//     and the student is refunded in full, automatically;
//   - a student who does not join is a student no-show: the class goes ahead as the tutor runs it, nothing is refunded.

export const NO_SHOW_GRACE_MS: number = 15 * 60_000;

/** Whether the class is a tutor no-show at `nowMs`: still Scheduled (never went live), the grace passed, the tutor not in time. */
export function isTutorNoShow({ status, startsAt, tutorJoined }: { status: string; startsAt: string; tutorJoined: boolean }, nowMs: number): boolean {
  return status === 'Scheduled' && !tutorJoined && nowMs >= Date.parse(startsAt) + NO_SHOW_GRACE_MS;
}

/**
 * Whether the tutor came in time for the class as it now stands: a stint of theirs that began between the room's
 * opening (10 minutes before the current start) and the end of the grace. A join before a move of the class, or after
 * the grace, does not count.
 */
export function tutorCameInTime(tutorStints: readonly { JoinedAt: string }[], startsAt: string): boolean {
  const start = Date.parse(startsAt);
  return tutorStints.some((s) => {
    const joined = Date.parse(s.JoinedAt);
    return joined >= start - 10 * 60_000 && joined < start + NO_SHOW_GRACE_MS;
  });
}

/** Whole minutes someone spent in the room over their stints (one still open counts up to `nowMs`). */
export function minutesAttended(stints: readonly { JoinedAt: string; LeftAt?: string }[], nowMs: number): number {
  const ms = stints.reduce((sum, s) => sum + Math.max(0, (s.LeftAt ? Date.parse(s.LeftAt) : nowMs) - Date.parse(s.JoinedAt)), 0);
  return Math.round(ms / 60_000);
}

/**
 * Whether someone who has not been in the room may be said not to have joined, at `nowMs`: only once the class has
 * ended (its end time has passed, the host ended it, or it was cancelled: a no-show). Before that they may still come.
 */
export function absenceKnown({ status, startsAt, durationMinutes }: { status: string; startsAt: string; durationMinutes: number }, nowMs: number): boolean {
  return status === 'Completed' || status === 'Cancelled' || nowMs >= Date.parse(startsAt) + durationMinutes * 60_000;
}
