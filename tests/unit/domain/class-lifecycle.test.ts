import { describe, expect, it } from 'vitest';
import { canEnter, classPhase, classWindow, completionRefusal, courseEnrolment, currentSession, isOver, lessonOfClass, lessonOfSession, minutesLeft, minutesSince, nextSession } from '../../../src/domain/class-lifecycle';

const MIN = 60_000;
const START = Date.parse('2026-03-02T10:00:00Z');
const lesson = (status = 'Scheduled', startsAt = '2026-03-02T10:00:00Z', durationMinutes = 60) => ({ status, startsAt, durationMinutes });

describe('classPhase', () => {
  it.each([
    [START - 10 * MIN - 1, 'upcoming'],
    [START - 10 * MIN, 'joinable'],
    [START + 30 * MIN, 'joinable'],
    [START + 70 * MIN - 1, 'joinable'],
    [START + 70 * MIN, 'completed'],
  ])('a Scheduled 60-minute class at %i is %s', (now, phase) => {
    expect(classPhase(lesson(), now)).toBe(phase);
  });

  it('follows the stored status: Live while the host is in the room (also past the end), Completed and Cancelled for good', () => {
    expect(classPhase(lesson('Live'), START + 5 * 60 * MIN)).toBe('live');
    expect(classPhase(lesson('Completed'), START)).toBe('completed');
    expect(classPhase(lesson('Cancelled'), START - 60 * MIN)).toBe('cancelled');
  });

  it('reads the start with its offset', () => {
    expect(classPhase(lesson('Scheduled', '2026-03-02T15:30:00+05:30'), START - 9 * MIN)).toBe('joinable');
    expect(classWindow(lesson('Scheduled', '2026-03-02T15:30:00+05:30'))).toEqual({
      opensAt: START - 10 * MIN,
      startsAt: START,
      endsAt: START + 60 * MIN,
      closesAt: START + 70 * MIN,
    });
  });

  it('lets in only while joinable or live; completed and cancelled are over', () => {
    expect(['upcoming', 'joinable', 'live', 'completed', 'cancelled'].map((p) => canEnter(p as never))).toEqual([false, true, true, false, false]);
    expect(['upcoming', 'joinable', 'live', 'completed', 'cancelled'].map((p) => isOver(p as never))).toEqual([false, false, false, true, true]);
  });

  it('reads a private class and a course session by their contract field names', () => {
    expect(lessonOfClass({ Status: 'Live', DateTime: '2026-03-02T10:00:00Z', Duration: 45 })).toEqual(lesson('Live', '2026-03-02T10:00:00Z', 45));
    expect(lessonOfSession({ Status: 'Scheduled', StartDateTime: '2026-03-02T10:00:00Z', Duration: 30 })).toEqual(lesson('Scheduled', '2026-03-02T10:00:00Z', 30));
  });
});

describe('course sessions on one channel', () => {
  const week = (n: number, status = 'Scheduled') => ({ ...lesson(status, new Date(START + n * 7 * 24 * 60 * MIN).toISOString(), 30), n });

  it('opens the live session first, else the earliest joinable one, else none', () => {
    expect(currentSession([week(1), week(0)], START)?.n).toBe(0);
    expect(currentSession([week(0), week(1)], START - 11 * MIN)).toBeNull();
    const overlapping = { ...lesson('Scheduled', new Date(START - 5 * MIN).toISOString(), 30), n: 9 };
    expect(currentSession([overlapping, week(0, 'Live')], START)?.n).toBe(0);
    expect(currentSession([week(0, 'Completed'), week(1)], START)).toBeNull();
  });

  it('names the next session not over yet', () => {
    expect(nextSession([week(2), week(1), week(0, 'Completed')], START)?.n).toBe(1);
    expect(nextSession([week(0, 'Cancelled')], START)).toBeNull();
  });
});

describe('courseEnrolment', () => {
  const now = Date.parse('2026-05-01T09:00:00Z');
  const ahead = '2026-05-02T09:00:00Z';
  const past = '2026-04-30T09:00:00Z';

  it('is open for an Open course with a session still ahead', () => {
    expect(courseEnrolment({ Status: 'Open' }, [past, ahead], now)).toBe('open');
  });

  it('waits for a first session: an Open course with none takes no enrolment', () => {
    expect(courseEnrolment({ Status: 'Open' }, [], now)).toBe('no-sessions');
  });

  it('is over when every session has started, and closed for any status but Open', () => {
    expect(courseEnrolment({ Status: 'Open' }, [past], now)).toBe('over');
    expect(courseEnrolment({ Status: 'Closed' }, [ahead], now)).toBe('closed');
    expect(courseEnrolment({ Status: 'Cancelled' }, [], now)).toBe('closed');
  });

  it('closes as the last session starts: one starting this very moment has started, a millisecond later is still ahead', () => {
    const startingNow = new Date(now).toISOString();
    expect(courseEnrolment({ Status: 'Open' }, [past, startingNow], now)).toBe('over');
    expect(courseEnrolment({ Status: 'Open' }, [past, new Date(now + 1).toISOString()], now)).toBe('open');
  });
});

describe('completionRefusal (Mark completed: the card offers it, the backend allows it, by this rule)', () => {
  it.each([
    ['before the start, nobody paid', lesson(), START - 1, { paid: false, tutorCame: false }, 'not-started'],
    ['from the start, nobody paid', lesson(), START, { paid: false, tutorCame: false }, null],
    ['paid, the tutor in the room, before the start', lesson(), START - 5 * MIN, { paid: true, tutorCame: true }, 'not-started'],
    ['paid, the tutor in the room, after the start', lesson(), START + 5 * MIN, { paid: true, tutorCame: true }, null],
    ['paid, the tutor never came', lesson(), START + 5 * MIN, { paid: true, tutorCame: false }, 'not-taught'],
    ['Live (the host is in)', lesson('Live'), START + 70 * MIN, { paid: true, tutorCame: true }, null],
    ['already Completed', lesson('Completed'), START + 70 * MIN, { paid: false, tutorCame: true }, 'over'],
    ['Cancelled', lesson('Cancelled'), START + 5 * MIN, { paid: false, tutorCame: false }, 'over'],
  ])('%s', (_case, lessonNow, nowMs, party, expected) => {
    expect(completionRefusal(lessonNow, nowMs, party)).toBe(expected);
  });
});

describe('the classroom clock: minutes left and minutes in', () => {
  const at = Date.parse('2026-05-01T10:00:00Z');
  it('counts the minutes left up, so the last half minute still reads 1, and stops at 0 once the end has passed', () => {
    expect(minutesLeft(at + 25 * 60_000, at)).toBe(25);
    expect(minutesLeft(at + 30_000, at)).toBe(1);
    expect(minutesLeft(at, at)).toBe(0);
    expect(minutesLeft(at - 5 * 60_000, at)).toBe(0);
  });
  it('counts the minutes in down, from 0', () => {
    expect(minutesSince(at, at + 59_000)).toBe(0);
    expect(minutesSince(at, at + 12 * 60_000 + 30_000)).toBe(12);
    expect(minutesSince(at + 1_000, at)).toBe(0);
  });
});
