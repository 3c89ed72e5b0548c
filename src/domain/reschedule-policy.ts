// Moving a class to another time: one rule for the UI and the mock backend, which imports this very file (as
// class-lifecycle.ts). A reschedule is a proposal by one side (the tutor, or the student who paid) that the
// other side accepts or declines; the payment stays as it is. Until then, and when it is declined or runs out, the class
// keeps its time.
//
//   - a proposal may be made while the class may still be cancelled (Scheduled, not started), for a new start at least
//     an hour ahead, different from the current one; one proposal waits at a time;
//   - it runs out 48 hours after it was made, or at the class's current start if that is sooner;
//   - accepting it moves the class (the backend checks the tutor's calendar again at that moment).

export type ProposalStatus = 'Pending' | 'Accepted' | 'Declined' | 'Expired';
export type NewTimeProblem = { code: 'closed' | 'too-soon' | 'unchanged'; message: string };

export const PROPOSAL_LIFETIME_MS: number = 48 * 3_600_000;
export const MIN_LEAD_MS: number = 3_600_000;

/**
 * When a proposal made at `proposedAt` for a class starting at `startsAt` runs out (ms): 48 hours on, at the class's
 * current start, or an hour before the new time (after that it could no longer be accepted), whichever comes first.
 */
export function proposalExpiresAt(proposedAt: string, startsAt: string, newStartsAt?: string): number {
  const limits = [Date.parse(proposedAt) + PROPOSAL_LIFETIME_MS, Date.parse(startsAt)];
  if (newStartsAt !== undefined) limits.push(Date.parse(newStartsAt) - MIN_LEAD_MS);
  return Math.min(...limits);
}

/** A proposal's state at `nowMs`: its stored answer, else 'Expired' once it ran out, else 'Pending'. */
export function proposalState(proposal: { Status: string; ExpiresAt: string }, nowMs: number): ProposalStatus {
  if (proposal.Status !== 'Pending') return proposal.Status as ProposalStatus;
  return nowMs >= Date.parse(proposal.ExpiresAt) ? 'Expired' : 'Pending';
}

/**
 * Why a new time is refused, or null: `closed` when the class has started or is over (its time can no longer change),
 * `too-soon` when the new start is less than an hour ahead, `unchanged` when it is the current start; with the
 * sentence to show.
 */
export function newTimeProblem({ status, startsAt }: { status: string; startsAt: string }, newStartsAt: string, nowMs: number): NewTimeProblem | null {
  if (status !== 'Scheduled' || nowMs >= Date.parse(startsAt)) return { code: 'closed', message: 'This class has started or is over; its time can no longer be changed.' };
  const next = Date.parse(newStartsAt);
  if (Number.isNaN(next) || next < nowMs + MIN_LEAD_MS) return { code: 'too-soon', message: 'The new time must be at least an hour from now.' };
  if (next === Date.parse(startsAt)) return { code: 'unchanged', message: 'The new time is the class’s current time.' };
  return null;
}
