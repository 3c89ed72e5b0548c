import { describe, expect, it } from 'vitest';
import {
  bookedPastFreeCancellation,
  cancellationRefund,
  courseRefund,
  cancellationRefusal,
  DEFAULT_NOTICE_HOURS,
  freeCancellationEndsAt,
  freeCancellationPassed,
  MAX_NOTICE_HOURS,
  MIN_NOTICE_HOURS,
  noticeHoursOf,
  noticeHoursProblem,
} from '../../../src/domain/cancellation-policy';

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

describe('course refunds: the sessions a student will not be given, pro rata, counted on the whole', () => {
  const at = (hoursFromNow: number, status = 'Scheduled', movedAt?: string) => ({ startsAt: new Date(startMs + hoursFromNow * HOUR).toISOString(), status, movedAt });
  const cancelCourse = (sessions: ReturnType<typeof at>[], amount: number, price: number) => courseRefund({ sessions, amount, price, nowMs: startMs, courseCancelled: true });
  it('the tutor cancels after two of four held: half of what was paid, half of the price leaves the earnings', () => {
    expect(cancelCourse([at(-48), at(-1), at(24), at(48)], 2100, 2000)).toMatchObject({ held: 2, total: 4, owed: 2, refund: 1050, priceRefund: 1000 });
  });
  it('a session that has started counts as held; one cancelled on its own does not', () => {
    expect(cancelCourse([at(0), at(-2, 'Cancelled'), at(5)], 300, 270)).toMatchObject({ held: 1, total: 3, refund: 200, priceRefund: 180 });
  });
  it('none held: all of it; all held: nothing; no sessions at all: all of it; rounded to whole units', () => {
    expect(cancelCourse([at(1), at(2)], 2100, 2000).refund).toBe(2100);
    expect(cancelCourse([at(-1), at(-2)], 2100, 2000).refund).toBe(0);
    expect(cancelCourse([], 2100, 2000).refund).toBe(2100);
    expect(cancelCourse([at(-1), at(1), at(2)], 1000, 950)).toMatchObject({ refund: 667, priceRefund: 633 });
  });
  it('only the sessions from the payment on count', () => {
    expect(courseRefund({ sessions: [at(-48), at(-24), at(24), at(48)], amount: 2100, price: 2000, nowMs: startMs, paidAtMs: startMs - 30 * HOUR, courseCancelled: true })).toMatchObject({ total: 3, refund: 1400 });
  });
  it('a session the tutor cancels on its own refunds its share; the course cancelled later refunds only the rest', () => {
    const sessions = [at(-48), at(-1), at(24, 'Cancelled'), at(48)];
    const first = courseRefund({ sessions, amount: 2100, price: 2000, nowMs: startMs });
    expect(first).toMatchObject({ owed: 1, refund: 525, priceRefund: 500 });
    const rest = courseRefund({ sessions, amount: 2100, price: 2000, nowMs: startMs, courseCancelled: true, refundedAmount: 525, refundedPrice: 500 });
    expect(rest).toMatchObject({ owed: 2, refund: 525, priceRefund: 500 });
    expect(courseRefund({ sessions, amount: 2100, price: 2000, nowMs: startMs, refundedAmount: 525, refundedPrice: 500 }).refund).toBe(0);
  });
  it('rounding is counted on the whole, so three sessions cancelled one by one give back exactly what was paid', () => {
    const owedAfter = (n: number) => courseRefund({ sessions: [1, 2, 3].map((k) => at(k, k <= n ? 'Cancelled' : 'Scheduled')), amount: 1000, price: 950, nowMs: startMs }).refund;
    const [one, two, three] = [owedAfter(1), owedAfter(2), owedAfter(3)];
    expect([one, two - one, three - two]).toEqual([333, 334, 333]);
    expect(three).toBe(1000);
  });
  it('a student who leaves gets back the sessions still free to cancel (the notice before each), and is charged the others', () => {
    const sessions = [at(-24), at(10), at(30), at(54)];
    expect(courseRefund({ sessions, amount: 2100, price: 2000, nowMs: startMs, noticeHours: 24, withdrawnAtMs: startMs })).toMatchObject({ owed: 2, refund: 1050 });
    expect(courseRefund({ sessions, amount: 2100, price: 2000, nowMs: startMs, noticeHours: 48, withdrawnAtMs: startMs })).toMatchObject({ owed: 1, refund: 525 });
  });
  it('a session the tutor moved after the payment is free to leave until its start', () => {
    const moved = at(10, 'Scheduled', new Date(startMs - HOUR).toISOString());
    expect(courseRefund({ sessions: [moved, at(54)], amount: 1000, price: 900, nowMs: startMs, paidAtMs: startMs - 5 * HOUR, noticeHours: 24, withdrawnAtMs: startMs }).owed).toBe(2);
    expect(courseRefund({ sessions: [moved, at(54)], amount: 1000, price: 900, nowMs: startMs, paidAtMs: startMs - 0.5 * HOUR, noticeHours: 24, withdrawnAtMs: startMs }).owed).toBe(1);
  });
  it('after leaving, a session the tutor then cancels that the student was charged for is refunded; one refunded already is not', () => {
    const withdrawnAtMs = startMs - 2 * HOUR;
    const base = { amount: 2000, price: 1800, nowMs: startMs, noticeHours: 24, withdrawnAtMs, refundedAmount: 1000, refundedPrice: 900 };
    expect(courseRefund({ ...base, sessions: [at(-24), at(10, 'Cancelled'), at(30), at(54)] }).refund).toBe(500);
    expect(courseRefund({ ...base, sessions: [at(-24), at(10), at(30, 'Cancelled'), at(54)] }).refund).toBe(0);
  });
  describe('once the student has left, what they were charged stays charged', () => {
    const withId = (id: number, hoursFromNow: number, status = 'Scheduled', extra: { movedAt?: string; cancelledAt?: string } = {}) => ({ id, ...at(hoursFromNow, status), ...extra });
    const withdrawnAtMs = startMs;
    const leave = courseRefund({ sessions: [withId(1, -24), withId(2, 10), withId(3, 30), withId(4, 54)], amount: 100, price: 100, nowMs: startMs, noticeHours: 24, withdrawnAtMs });
    it('leaving keeps the sessions the payment covered and those that were free then', () => {
      expect(leave).toMatchObject({ refund: 50, coveredIds: [1, 2, 3, 4], freeIds: [3, 4] });
    });
    const after = (sessions: ReturnType<typeof withId>[]) =>
      courseRefund({ sessions, amount: 100, price: 100, nowMs: startMs + 5 * HOUR, noticeHours: 24, withdrawnAtMs, coveredIds: leave.coveredIds as number[], freeIds: leave.freeIds as number[], refundedAmount: 50, refundedPrice: 50 });
    it('sessions the tutor adds and cancels later are not theirs', () => {
      expect(after([withId(1, -24), withId(2, 10), withId(3, 30), withId(4, 54), withId(5, 200, 'Cancelled'), withId(6, 368)]).refund).toBe(0);
    });
    it('a charged session the tutor moves later stays charged; one the tutor cancels is refunded', () => {
      expect(after([withId(1, -24), withId(2, 178, 'Scheduled', { movedAt: new Date(startMs + 4 * HOUR).toISOString() }), withId(3, 30), withId(4, 54)]).refund).toBe(0);
      expect(after([withId(1, -24), withId(2, 10, 'Cancelled'), withId(3, 30), withId(4, 54)]).refund).toBe(25);
    });
  });
  it('a session the tutor added after the payment is not covered by it (the price was for the course as it stood)', () => {
    const added = { ...at(96, 'Cancelled'), createdAt: new Date(startMs - HOUR).toISOString() };
    expect(courseRefund({ sessions: [at(48), at(72), added], amount: 1000, price: 900, nowMs: startMs, paidAtMs: startMs - 5 * HOUR })).toMatchObject({ total: 2, owed: 0, refund: 0 });
  });
  it('a session the tutor cancelled before the payment is not covered by it', () => {
    const early = { ...at(24, 'Cancelled'), cancelledAt: new Date(startMs - 10 * HOUR).toISOString() };
    expect(courseRefund({ sessions: [early, at(48), at(72)], amount: 1000, price: 900, nowMs: startMs, paidAtMs: startMs - 5 * HOUR })).toMatchObject({ total: 2, owed: 0, refund: 0 });
  });
  it('a payment made after the last session had started covers none: leaving or a course cancel gives it all back', () => {
    const late = { sessions: [at(-3), at(-1)], amount: 500, price: 450, nowMs: startMs, paidAtMs: startMs - 0.5 * HOUR };
    expect(courseRefund({ ...late, courseCancelled: true })).toMatchObject({ total: 0, refund: 500 });
    expect(courseRefund({ ...late, withdrawnAtMs: startMs, noticeHours: 24 })).toMatchObject({ total: 0, refund: 500 });
    expect(courseRefund(late).refund).toBe(0);
  });
  it('leaving exactly at a session’s deadline still frees it, as cancelling a class exactly at its deadline is free', () => {
    // The 24-hour notice before a session 30 hours away ends 6 hours from now; a millisecond later it has passed.
    const leaveAt = (ms: number) => courseRefund({ sessions: [at(-24), at(30)], amount: 1000, price: 900, nowMs: ms, noticeHours: 24, withdrawnAtMs: ms });
    expect(leaveAt(startMs + 6 * HOUR)).toMatchObject({ owed: 1, refund: 500 });
    expect(leaveAt(startMs + 6 * HOUR + 1)).toMatchObject({ owed: 0, refund: 0 });
  });
  it('a payment covers the sessions from its instant on: one starting the moment it was paid is covered', () => {
    const paidAtMs = startMs + 10 * HOUR;
    const cancelled = (paid: number) => courseRefund({ sessions: [at(10), at(30)], amount: 1000, price: 900, nowMs: startMs + 20 * HOUR, paidAtMs: paid, courseCancelled: true });
    expect(cancelled(paidAtMs)).toMatchObject({ total: 2, held: 1, owed: 1, refund: 500 });
    expect(cancelled(paidAtMs + 1)).toMatchObject({ total: 1, held: 0, owed: 1, refund: 1000 });
  });
});

describe('a refund never exceeds what was captured, less what was refunded already (issue 34)', () => {
  const HOUR_MS = 3_600_000;
  const nowMs = Date.parse('2026-06-01T10:00:00Z');
  const session = (id: number, hours: number, status = 'Scheduled') => ({ id, startsAt: new Date(nowMs + hours * HOUR_MS).toISOString(), status });
  it('for every mix of held, cancelled and coming sessions, amounts (a free course included) and earlier refunds', () => {
    const layouts = [[], [session(1, -2)], [session(1, 5), session(2, 30)], [session(1, -5), session(2, 2, 'Cancelled'), session(3, 50)], [session(1, 1), session(2, 2), session(3, 3)]];
    let checked = 0;
    for (const sessions of layouts) {
      for (const amount of [0, 1, 100, 1000, 2100]) {
        for (const refundedAmount of [0, Math.floor(amount / 3), amount]) {
          for (const how of [{}, { courseCancelled: true }, { withdrawnAtMs: nowMs, noticeHours: 24 }]) {
            const { refund } = courseRefund({ sessions, amount, price: amount, nowMs, refundedAmount, refundedPrice: refundedAmount, ...how });
            expect(refund, JSON.stringify({ sessions, amount, refundedAmount, how })).toBeLessThanOrEqual(amount - refundedAmount);
            expect(refund).toBeGreaterThanOrEqual(0);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(5 * 5 * 3 * 3);
  });
  it("a private class's cancellation refunds the payment's own amount (what was captured), 0 for a free booking", () => {
    const startsAt = new Date(nowMs + 48 * HOUR_MS).toISOString();
    expect(cancellationRefund({ by: 'Tutor', startsAt, noticeHours: 24, amount: 100, nowMs })).toEqual({ rule: 'TutorCancelled', refund: 100 });
    expect(cancellationRefund({ by: 'Student', startsAt, noticeHours: 24, amount: 0, nowMs })).toEqual({ rule: 'InNotice', refund: 0 });
  });
});

describe('freeCancellationPassed', () => {
  it('is true once the notice period before the start has begun (a booking then is past free cancellation), else false', () => {
    const deadline = startMs - 24 * 3_600_000;
    expect(freeCancellationPassed({ startsAt: START, noticeHours: undefined }, deadline)).toBe(false);
    expect(freeCancellationPassed({ startsAt: START, noticeHours: undefined }, deadline + 1)).toBe(true);
    // The tutor's own figure: 13 hours before the start is inside 24 hours' notice, not inside 12.
    expect(freeCancellationPassed({ startsAt: START, noticeHours: 24 }, startMs - 13 * 3_600_000)).toBe(true);
    expect(freeCancellationPassed({ startsAt: START, noticeHours: 12 }, startMs - 13 * 3_600_000)).toBe(false);
    // A deadline set by a move (freeUntil) instead of the notice.
    expect(freeCancellationPassed({ startsAt: START, noticeHours: 24, freeUntil: START }, startMs - 3_600_000)).toBe(false);
  });
});

describe('bookedPastFreeCancellation', () => {
  const scheduled = { status: 'Scheduled', startsAt: START, noticeHours: 24 };
  it('is true for a class that may still be cancelled but starts within the notice, false before the notice, once started or over', () => {
    expect(bookedPastFreeCancellation(scheduled, startMs - 13 * 3_600_000)).toBe(true);
    expect(bookedPastFreeCancellation(scheduled, startMs - 25 * 3_600_000)).toBe(false);
    expect(bookedPastFreeCancellation(scheduled, startMs)).toBe(false);
    expect(bookedPastFreeCancellation({ ...scheduled, status: 'Cancelled' }, startMs - 13 * 3_600_000)).toBe(false);
  });
});
