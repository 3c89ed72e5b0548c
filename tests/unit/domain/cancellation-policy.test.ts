import { describe, expect, it } from 'vitest';
import {
  cancellationRefund,
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
