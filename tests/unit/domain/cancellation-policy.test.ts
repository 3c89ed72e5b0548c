import { describe, expect, it } from 'vitest';
import {
  cancellationRefund,
  courseCancellationRefund,
  cancellationRefusal,
  DEFAULT_NOTICE_HOURS,
  freeCancellationEndsAt,
  MAX_NOTICE_HOURS,
  MIN_NOTICE_HOURS,
  noticeHoursOf,
  noticeHoursProblem,
} from '../../../src/domain/cancellation-policy.mjs';

const START = '2026-03-02T10:30:00+05:30';
const startMs = Date.parse(START);
const HOUR = 3_600_000;

describe('cancellation policy', () => {
  it('a notice period is the tutor’s whole hours within 2–72, else 24', () => {
    expect(DEFAULT_NOTICE_HOURS).toBe(24);
    expect([noticeHoursOf(undefined), noticeHoursOf(null), noticeHoursOf(48), noticeHoursOf(MIN_NOTICE_HOURS), noticeHoursOf(MAX_NOTICE_HOURS)]).toEqual([24, 24, 48, 2, 72]);
    expect([noticeHoursOf(1), noticeHoursOf(73), noticeHoursOf(12.5), noticeHoursOf(Number.NaN)]).toEqual([24, 24, 24, 24]);
    expect(noticeHoursProblem(48)).toBeNull();
    expect(noticeHoursProblem(1)).toBe('The notice period must be a whole number of hours from 2 to 72.');
    expect(noticeHoursProblem('24')).not.toBeNull();
  });

  it('free cancellation ends the notice period before the start', () => {
    expect(freeCancellationEndsAt(START, 24)).toBe(startMs - 24 * HOUR);
    expect(freeCancellationEndsAt(START, 6)).toBe(startMs - 6 * HOUR);
    expect(freeCancellationEndsAt(START, undefined)).toBe(startMs - 24 * HOUR);
  });

  it('the student: full refund up to and at the deadline, nothing a millisecond later', () => {
    const at = (nowMs: number) => cancellationRefund({ by: 'Student', startsAt: START, noticeHours: 24, amount: 525, nowMs });
    expect(at(startMs - 3 * 24 * HOUR)).toEqual({ rule: 'InNotice', refund: 525 });
    expect(at(startMs - 24 * HOUR)).toEqual({ rule: 'InNotice', refund: 525 });
    expect(at(startMs - 24 * HOUR + 1)).toEqual({ rule: 'Late', refund: 0 });
    expect(at(startMs - 60_000)).toEqual({ rule: 'Late', refund: 0 });
  });

  it('the tutor: always a full refund', () => {
    expect(cancellationRefund({ by: 'Tutor', startsAt: START, noticeHours: 72, amount: 525, nowMs: startMs - 60_000 })).toEqual({ rule: 'TutorCancelled', refund: 525 });
  });

  it('only a Scheduled class that has not started may be cancelled', () => {
    expect(cancellationRefusal({ status: 'Scheduled', startsAt: START }, startMs - 1)).toBeNull();
    expect(cancellationRefusal({ status: 'Scheduled', startsAt: START }, startMs)).toBe('started');
    expect(cancellationRefusal({ status: 'Live', startsAt: START }, startMs - HOUR)).toBe('started');
    expect(cancellationRefusal({ status: 'Completed', startsAt: START }, startMs - HOUR)).toBe('over');
    expect(cancellationRefusal({ status: 'Cancelled', startsAt: START }, startMs - HOUR)).toBe('over');
  });
});

describe('course cancellation by the tutor: the sessions not yet held, pro rata', () => {
  const at = (hoursFromNow: number, status = 'Scheduled') => ({ startsAt: new Date(startMs + hoursFromNow * HOUR).toISOString(), status });
  it('two of four held: half of what was paid, half of the price leaves the earnings', () => {
    expect(courseCancellationRefund({ sessions: [at(-48), at(-1), at(24), at(48)], amount: 2100, price: 2000, nowMs: startMs })).toEqual({
      rule: 'TutorCancelled',
      held: 2,
      total: 4,
      refund: 1050,
      priceRefund: 1000,
    });
  });
  it('a session that has started counts as held; one cancelled on its own does not', () => {
    expect(courseCancellationRefund({ sessions: [at(0), at(-2, 'Cancelled'), at(5)], amount: 300, price: 270, nowMs: startMs })).toMatchObject({ held: 1, total: 3, refund: 200, priceRefund: 180 });
  });
  it('none held: all of it; all held: nothing; no sessions at all: all of it; rounded to whole units', () => {
    expect(courseCancellationRefund({ sessions: [at(1), at(2)], amount: 2100, price: 2000, nowMs: startMs }).refund).toBe(2100);
    expect(courseCancellationRefund({ sessions: [at(-1), at(-2)], amount: 2100, price: 2000, nowMs: startMs }).refund).toBe(0);
    expect(courseCancellationRefund({ sessions: [], amount: 2100, price: 2000, nowMs: startMs }).refund).toBe(2100);
    expect(courseCancellationRefund({ sessions: [at(-1), at(1), at(2)], amount: 1000, price: 950, nowMs: startMs })).toMatchObject({ refund: 667, priceRefund: 633 });
  });
});
