import { describe, expect, it } from 'vitest';
import { addDays, calendarWeek, isoWeekday, mondayOf, wallClockMinutes, type CalendarEventInput } from '../../../src/domain/calendar-week';

const london = {
  TimeZone: 'Europe/London',
  Weekly: [
    { Day: 1, From: '09:00', To: '12:00' },
    { Day: 3, From: '09:00', To: '17:00' },
    { Day: 4, From: '09:00', To: '12:00' },
    { Day: 7, From: '14:00', To: '16:00' },
    { Day: 7, From: '09:00', To: '10:00' },
  ],
  Overrides: [
    { Date: '2027-03-24', Ranges: [] },
    { Date: '2027-03-25', Ranges: [{ From: '14:00', To: '16:00' }] },
  ],
};

const event = (key: string, startIso: string, minutes: number, extra: Partial<CalendarEventInput> = {}): CalendarEventInput => ({
  key,
  kind: 'private',
  title: key,
  start: Date.parse(startIso),
  end: Date.parse(startIso) + minutes * 60_000,
  to: `/private-class/${key}`,
  ...extra,
});

describe('calendarWeek', () => {
  // The week of 22 March 2027: London moves from GMT to BST on Sunday 28 March at 01:00.
  const days = calendarWeek(
    london,
    [
      event('monday-nine', '2027-03-22T09:00:00Z', 60),
      event('sunday-ten-bst', '2027-03-28T09:00:00Z', 30),
      event('across-midnight', '2027-03-26T23:30:00Z', 60),
      event('next-week', '2027-03-29T08:00:00Z', 60),
    ],
    '2027-03-22',
  );

  it('gives seven days from the date, with their weekdays', () => {
    expect(days.map((day) => day.date)).toEqual(['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28']);
    expect(days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the hours on the tutor’s wall clock across the change to summer time, and places events by that clock', () => {
    expect(days[0]!.available).toEqual([{ from: '09:00', to: '12:00', fromMinute: 540, toMinute: 720 }]);
    // Sunday's ranges in order; the class at 09:00Z is 10:00 BST on the day of the change.
    expect(days[6]!.available.map((r) => `${r.from}-${r.to}`)).toEqual(['09:00-10:00', '14:00-16:00']);
    expect(days[6]!.events).toEqual([expect.objectContaining({ key: 'sunday-ten-bst', fromMinute: 600, toMinute: 630, continued: false, continues: false })]);
    expect(days[0]!.events).toEqual([expect.objectContaining({ key: 'monday-nine', fromMinute: 540, toMinute: 600 })]);
    // 08:00Z on Monday 29 March is 09:00 BST: the next week, not this one.
    expect(days.flatMap((day) => day.events.map((e) => e.key))).not.toContain('next-week');
  });

  it('takes a date’s override instead of its weekday’s hours, and says when it is a day off', () => {
    expect(days[2]).toMatchObject({ date: '2027-03-24', available: [], override: true, dayOff: true });
    expect(days[3]).toMatchObject({ date: '2027-03-25', available: [{ from: '14:00', to: '16:00' }], override: true, dayOff: false });
    expect(days[1]).toMatchObject({ available: [], override: false, dayOff: false });
  });

  it('shows a class across midnight on both days, clipped to each, with its whole times', () => {
    const friday = days[4]!.events;
    const saturday = days[5]!.events;
    expect(friday).toEqual([expect.objectContaining({ key: 'across-midnight', fromMinute: 1410, toMinute: 1440, continued: false, continues: true })]);
    expect(saturday).toEqual([expect.objectContaining({ key: 'across-midnight', fromMinute: 0, toMinute: 30, continued: true, continues: false })]);
    expect(saturday[0]!.start).toBe(Date.parse('2027-03-26T23:30:00Z'));
  });

  it('puts a day’s midnight by the zone: Kolkata’s Monday starts at 18:30Z on Sunday', () => {
    const kolkata = calendarWeek({ TimeZone: 'Asia/Kolkata', Weekly: [], Overrides: [] }, [event('early', '2026-11-29T18:30:00Z', 30), event('late', '2026-11-29T18:29:00Z', 1)], '2026-11-30');
    expect(kolkata[0]!.events.map((e) => [e.key, e.fromMinute])).toEqual([['early', 0]]);
  });

  it('refuses a start that is not a date', () => {
    expect(() => calendarWeek(london, [], '2027-02-30')).toThrow(RangeError);
  });
});

describe('the calendar helpers', () => {
  it('counts dates by the calendar and finds a week’s Monday', () => {
    expect(addDays('2026-11-30', 7)).toBe('2026-12-07');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('reads a zone’s wall clock at an instant', () => {
    expect(wallClockMinutes(Date.parse('2027-03-28T00:59:00Z'), 'Europe/London')).toBe(59);
    expect(wallClockMinutes(Date.parse('2027-03-28T01:00:00Z'), 'Europe/London')).toBe(120);
    expect(wallClockMinutes(Date.parse('2026-11-30T04:30:00Z'), 'Asia/Kolkata')).toBe(600);
  });
});
