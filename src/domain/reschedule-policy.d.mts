// Types of reschedule-policy.mjs (the rule itself is there, in plain JavaScript, so the mock backend imports it too).
export type ProposalStatus = 'Pending' | 'Accepted' | 'Declined' | 'Expired';

export declare const PROPOSAL_LIFETIME_MS: number;
export declare const MIN_LEAD_MS: number;
export declare function proposalExpiresAt(proposedAt: string, startsAt: string, newStartsAt?: string): number;
export declare function proposalState(proposal: { Status: string; ExpiresAt: string }, nowMs: number): ProposalStatus;
export type NewTimeProblem = { code: 'closed' | 'too-soon' | 'unchanged'; message: string };
export declare function newTimeProblem(lesson: { status: string; startsAt: string }, newStartsAt: string, nowMs: number): NewTimeProblem | null;
