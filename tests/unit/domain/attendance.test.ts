import { describe, expect, it } from 'vitest';
import { absenceKnown, isTutorNoShow, minutesAttended, NO_SHOW_GRACE_MS } from '../../../src/domain/attendance';

const START = '2026-03-05T10:00:00Z';
const startMs = Date.parse(START);

describe('attendance', () => {
  it('a tutor who has not joined by 15 minutes after the start of a class still Scheduled is a no-show', () => {
    expect(NO_SHOW_GRACE_MS).toBe(15 * 60_000);
    const lesson = { status: 'Scheduled', startsAt: START, tutorJoined: false };
    expect(isTutorNoShow(lesson, startsAtPlus(14.99))).toBe(false);
    expect(isTutorNoShow(lesson, startsAtPlus(15))).toBe(true);
    expect(isTutorNoShow({ ...lesson, tutorJoined: true }, startsAtPlus(60))).toBe(false);
    expect(isTutorNoShow({ ...lesson, status: 'Live' }, startsAtPlus(60))).toBe(false);
    expect(isTutorNoShow({ ...lesson, status: 'Cancelled' }, startsAtPlus(60))).toBe(false);
  });

  it('adds up the minutes of every stint, one still open up to now', () => {
    const stints = [
      { JoinedAt: '2026-03-05T10:00:00Z', LeftAt: '2026-03-05T10:20:00Z' },
      { JoinedAt: '2026-03-05T10:25:00Z' },
    ];
    expect(minutesAttended(stints, startsAtPlus(45))).toBe(40);
    expect(minutesAttended([], startsAtPlus(45))).toBe(0);
  });
});

function startsAtPlus(minutes: number): number {
  return startMs + minutes * 60_000;
}

describe('absenceKnown ("did not join" is said only once the class has ended)', () => {
  const lesson = (status: string) => ({ status, startsAt: START, durationMinutes: 60 });
  it.each([
    ['before the start', 'Scheduled', startMs - 5 * 60_000, false],
    ['during the class', 'Scheduled', startMs + 59 * 60_000, false],
    ['while it is Live, before its end', 'Live', startMs + 30 * 60_000, false],
    ['at its end', 'Scheduled', startMs + 60 * 60_000, true],
    ['ended early by the host', 'Completed', startMs + 20 * 60_000, true],
    ['cancelled (a tutor no-show)', 'Cancelled', startMs + 15 * 60_000, true],
  ])('%s', (_case, status, nowMs, expected) => {
    expect(absenceKnown(lesson(status), nowMs)).toBe(expected);
  });
});
