import { describe, expect, it } from 'vitest';
import { MIN_LEAD_MS, newTimeProblem, PROPOSAL_LIFETIME_MS, proposalExpiresAt, proposalState } from '../../../src/domain/reschedule-policy';

const HOUR = 3_600_000;
const START = '2026-03-05T10:00:00Z';
const startMs = Date.parse(START);
const scheduled = { status: 'Scheduled', startsAt: START };

describe('reschedule policy', () => {
  it('a proposal runs out 48 hours after it was made, or at the class’s start if sooner', () => {
    expect(PROPOSAL_LIFETIME_MS).toBe(48 * HOUR);
    expect(proposalExpiresAt('2026-03-01T10:00:00Z', START)).toBe(Date.parse('2026-03-03T10:00:00Z'));
    expect(proposalExpiresAt('2026-03-04T10:00:00Z', START)).toBe(startMs);
  });

  it('a pending proposal reads Expired from its expiry on; an answered one keeps its answer', () => {
    const pending = { Status: 'Pending', ExpiresAt: START };
    expect(proposalState(pending, startMs - 1)).toBe('Pending');
    expect(proposalState(pending, startMs)).toBe('Expired');
    expect(proposalState({ Status: 'Accepted', ExpiresAt: START }, startMs + HOUR)).toBe('Accepted');
    expect(proposalState({ Status: 'Declined', ExpiresAt: START }, startMs - HOUR)).toBe('Declined');
  });

  it('a new time must be an hour or more ahead and not the current one, for a class not started', () => {
    const now = startMs - 10 * HOUR;
    expect(newTimeProblem(scheduled, new Date(now + MIN_LEAD_MS).toISOString(), now)).toBeNull();
    expect(newTimeProblem(scheduled, new Date(now + MIN_LEAD_MS - 1).toISOString(), now)?.code).toBe('too-soon');
    expect(newTimeProblem(scheduled, 'not a date', now)?.code).toBe('too-soon');
    expect(newTimeProblem(scheduled, '2026-03-05T15:30:00+05:30', now)?.code).toBe('unchanged'); // the same instant
    expect(newTimeProblem(scheduled, '2026-03-06T10:00:00Z', startMs)?.code).toBe('closed');
    expect(newTimeProblem({ status: 'Cancelled', startsAt: START }, '2026-03-06T10:00:00Z', now)?.code).toBe('closed');
    expect(newTimeProblem({ status: 'Live', startsAt: START }, '2026-03-06T10:00:00Z', now)?.message).toBe('This class has started or is over; its time can no longer be changed.');
  });
});
