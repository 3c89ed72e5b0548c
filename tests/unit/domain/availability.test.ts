import { describe, expect, it } from 'vitest';
import {
  availabilityProblems,
  freeIntervals,
  nextOpenSlot,
  offeredLessons,
  overlapAtLeast,
  wantedIntervals,
  openSlots,
  wallClockToInstant,
  type Availability,
  type BusyInterval,
} from '../../../src/domain/availability';
import { isoToZonedLocal } from '../../../src/domain/zoned-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

function hours(overrides: Partial<Availability> = {}): Availability {
  return {
    TimeZone: 'Asia/Kolkata',
    CurrencyType: 'INR',
    Weekly: [{ Day: 1, From: '09:00', To: '12:00' }],
    Overrides: [],
    Lengths: [{ Minutes: 60, Price: 800, TransactionFees: 40 }],
    BufferMinutes: 0,
    MinNoticeHours: 0,
    HorizonDays: 84,
    Trial: null,
    ...overrides,
  };
}

/** Open slots in one week from `from` (the caller's now is a week before). */
const week = (a: Availability, from: string, minutes = 60, busy: BusyInterval[] = [], now = at(from) - 7 * DAY) =>
  openSlots(a, busy, { from: at(from), to: at(from) + 7 * DAY, minutes, now }).map(iso);

describe('open slots', () => {
  it('are the half-hour starts of each range that a lesson of the length fits, on the tutor’s wall clock', () => {
    // Monday 1 March 2027, 09:00–12:00 in Kolkata (UTC+5:30) is 03:30–06:30 UTC.
    expect(week(hours(), '2027-03-01T00:00:00Z')).toEqual(['2027-03-01T03:30:00Z', '2027-03-01T04:00:00Z', '2027-03-01T04:30:00Z', '2027-03-01T05:00:00Z', '2027-03-01T05:30:00Z']);
    expect(week(hours(), '2027-03-01T00:00:00Z', 90)).toHaveLength(4);
    expect(week(hours(), '2027-03-01T00:00:00Z', 180)).toEqual(['2027-03-01T03:30:00Z']);
    expect(week(hours(), '2027-03-01T00:00:00Z', 181)).toEqual([]);
  });

  it('leave out busy time and the buffer on both sides of it', () => {
    const busy = [{ Start: at('2027-03-01T04:30:00Z'), End: at('2027-03-01T05:00:00Z') }];
    expect(week(hours(), '2027-03-01T00:00:00Z', 60, busy)).toEqual(['2027-03-01T03:30:00Z', '2027-03-01T05:00:00Z', '2027-03-01T05:30:00Z']);
    expect(week(hours({ BufferMinutes: 15 }), '2027-03-01T00:00:00Z', 60, busy)).toEqual(['2027-03-01T05:30:00Z']);
    // Overlapping busy intervals, given in any order, block their union.
    const two = [
      { Start: at('2027-03-01T05:00:00Z'), End: at('2027-03-01T06:00:00Z') },
      { Start: at('2027-03-01T03:00:00Z'), End: at('2027-03-01T05:30:00Z') },
    ];
    expect(week(hours(), '2027-03-01T00:00:00Z', 30, two)).toEqual(['2027-03-01T06:00:00Z']);
  });

  it('start no sooner than the minimum notice and no further ahead than the horizon', () => {
    const now = at('2027-03-01T02:00:00Z');
    expect(week(hours({ MinNoticeHours: 2 }), '2027-03-01T00:00:00Z', 60, [], now)[0]).toBe('2027-03-01T04:00:00Z');
    const all = openSlots(hours({ HorizonDays: 14 }), [], { from: now, to: now + 60 * DAY, minutes: 60, now });
    expect(all).toHaveLength(10);
    expect(iso(all[all.length - 1]!)).toBe('2027-03-08T05:30:00Z');
  });

  it('follow a date’s override instead of its weekday: a day off, or other hours', () => {
    const off = hours({ Overrides: [{ Date: '2027-03-01', Ranges: [] }] });
    expect(week(off, '2027-03-01T00:00:00Z')).toEqual([]);
    const other = hours({ Overrides: [{ Date: '2027-03-03', Ranges: [{ From: '18:00', To: '19:00' }] }] });
    expect(week(other, '2027-03-01T00:00:00Z')).toContain('2027-03-03T12:30:00Z');
  });

  it('keep a London Monday at 09:00 London time across the spring change; New York sees it move by an hour', () => {
    const london = hours({ TimeZone: 'Europe/London', Weekly: [{ Day: 1, From: '09:00', To: '10:00' }] });
    const before = week(london, '2027-03-22T00:00:00Z');
    const after = week(london, '2027-03-29T00:00:00Z');
    expect(before).toEqual(['2027-03-22T09:00:00Z']);
    expect(after).toEqual(['2027-03-29T08:00:00Z']);
    expect(isoToZonedLocal(before[0]!, 'Europe/London').slice(11)).toBe('09:00');
    expect(isoToZonedLocal(after[0]!, 'Europe/London').slice(11)).toBe('09:00');
    // New York changed on 14 March: 05:00 before London's change, 04:00 after it.
    expect(isoToZonedLocal(before[0]!, 'America/New_York').slice(11)).toBe('05:00');
    expect(isoToZonedLocal(after[0]!, 'America/New_York').slice(11)).toBe('04:00');
  });

  it('read a wall-clock time in the spring gap with the offset before it, and the autumn hour that repeats as lasting two', () => {
    // 28 March 2027, London: 01:00–02:00 does not exist. 01:00–03:00 on the clock is 01:00–02:00 UTC: one hour.
    const spring = hours({ TimeZone: 'Europe/London', Weekly: [{ Day: 7, From: '01:00', To: '03:00' }] });
    expect(week(spring, '2027-03-28T00:00:00Z')).toEqual(['2027-03-28T01:00:00Z']);
    expect(iso(wallClockToInstant(Date.UTC(2027, 2, 28, 1, 30), 'Europe/London'))).toBe('2027-03-28T01:30:00Z');
    // 31 October 2027, London: 01:00–02:00 happens twice. 01:00–02:00 on the clock is 00:00–02:00 UTC: two hours.
    const autumn = hours({ TimeZone: 'Europe/London', Weekly: [{ Day: 7, From: '01:00', To: '02:00' }] });
    expect(week(autumn, '2027-10-31T00:00:00Z')).toEqual(['2027-10-31T00:00:00Z', '2027-10-31T00:30:00Z', '2027-10-31T01:00:00Z']);
    expect(iso(wallClockToInstant(Date.UTC(2027, 9, 31, 1, 30), 'Europe/London'))).toBe('2027-10-31T00:30:00Z');
  });

  it('are right for zones more than 12 hours apart: a Kiritimati Monday morning is a Pago Pago Sunday', () => {
    const kiritimati = hours({ TimeZone: 'Pacific/Kiritimati', Weekly: [{ Day: 1, From: '08:00', To: '09:00' }] });
    const [slot] = week(kiritimati, '2027-03-07T00:00:00Z');
    expect(slot).toBe('2027-03-07T18:00:00Z');
    expect(isoToZonedLocal(slot!, 'Pacific/Kiritimati')).toBe('2027-03-08T08:00');
    expect(isoToZonedLocal(slot!, 'Pacific/Pago_Pago')).toBe('2027-03-07T07:00');
  });

  it('run across midnight when the hours do (23:00–24:00 and 00:00–01:00 of the next day)', () => {
    const late = hours({ Weekly: [{ Day: 1, From: '23:00', To: '24:00' }, { Day: 2, From: '00:00', To: '01:00' }] });
    // Monday 23:00 Kolkata is 17:30 UTC.
    expect(week(late, '2027-03-01T00:00:00Z', 90)).toEqual(['2027-03-01T17:30:00Z', '2027-03-01T18:00:00Z']);
    expect(week(late, '2027-03-01T00:00:00Z', 120)).toEqual(['2027-03-01T17:30:00Z']);
    expect(week(late, '2027-03-01T00:00:00Z', 60)).toEqual(['2027-03-01T17:30:00Z', '2027-03-01T18:00:00Z', '2027-03-01T18:30:00Z']);
  });

  it('give the next open time, or none', () => {
    const now = at('2027-03-02T00:00:00Z');
    expect(iso(nextOpenSlot(hours(), [], 60, now)!)).toBe('2027-03-08T03:30:00Z');
    expect(nextOpenSlot(hours({ Weekly: [] }), [], 60, now)).toBeNull();
  });
});

describe('free at the times a student wants (search by free time)', () => {
  const from = at('2027-03-01T00:00:00Z');
  const to = from + 7 * DAY;

  it('a New York student wanting Monday evenings finds a Kolkata tutor free on Tuesday mornings, their Monday night', () => {
    const tutor = freeIntervals(hours({ Weekly: [{ Day: 2, From: '05:00', To: '08:00' }] }), from, to, true);
    // Monday 19:00–22:00 in New York (EST, UTC-5) is Tuesday 00:00–03:00 UTC, 05:30–08:30 in Kolkata.
    const evenings = wantedIntervals({ days: [1], from: '19:00', to: '22:00', timeZone: 'America/New_York' }, from, to);
    expect(evenings.map((i) => [iso(i.Start), iso(i.End)])).toContainEqual(['2027-03-02T00:00:00Z', '2027-03-02T03:00:00Z']);
    expect(overlapAtLeast(tutor, evenings, 30)).toBe(true);
    expect(overlapAtLeast(tutor, evenings, 150)).toBe(true);
    expect(overlapAtLeast(tutor, evenings, 151)).toBe(false);
    const mornings = wantedIntervals({ days: [1], from: '06:00', to: '09:00', timeZone: 'America/New_York' }, from, to);
    expect(overlapAtLeast(tutor, mornings, 30)).toBe(false);
  });

  it('a wanted range that runs past midnight continues on the next day', () => {
    const late = wantedIntervals({ days: [7], from: '22:00', to: '02:00', timeZone: 'UTC' }, from, to);
    expect(late.map((i) => [iso(i.Start), iso(i.End)])).toContainEqual(['2027-03-07T22:00:00Z', '2027-03-08T02:00:00Z']);
  });
});

describe('availability rules', () => {
  const codes = (a: Availability) => availabilityProblems(a).map((p) => `${p.Field} ${p.code}`);

  it('accepts a full week of hours, several lengths and a trial', () => {
    expect(
      codes(
        hours({
          Weekly: [
            { Day: 1, From: '09:00', To: '12:00' },
            { Day: 1, From: '14:00', To: '18:00' },
            { Day: 7, From: '00:00', To: '24:00' },
          ],
          Lengths: [
            { Minutes: 30, Price: 400, TransactionFees: 20 },
            { Minutes: 90, Price: 1100, TransactionFees: 50 },
          ],
          Trial: { Minutes: 30, Price: 0, TransactionFees: 0 },
          Overrides: [{ Date: '2027-12-25', Ranges: [] }],
        }),
      ),
    ).toEqual([]);
  });

  it('refuses ranges that end before they start, overlap, or are not times', () => {
    expect(
      codes(
        hours({
          Weekly: [
            { Day: 1, From: '09:00', To: '12:00' },
            { Day: 1, From: '11:00', To: '13:00' },
            { Day: 2, From: '10:00', To: '09:00' },
            { Day: 3, From: '9:00', To: '10:00' },
            { Day: 8, From: '09:00', To: '10:00' },
            { Day: 4, From: '24:00', To: '24:00' },
          ],
        }),
      ),
    ).toEqual([
      'Weekly[4].Day AVAILABILITY.INVALID_DAY',
      'Weekly[1].From AVAILABILITY.OVERLAP',
      'Weekly[2].To AVAILABILITY.END_BEFORE_START',
      'Weekly[3].From AVAILABILITY.INVALID_TIME',
      'Weekly[5].From AVAILABILITY.INVALID_TIME',
    ]);
  });

  it('refuses lengths, prices, a trial, buffer, notice and horizon out of bounds, and an unknown zone', () => {
    expect(
      codes(
        hours({
          TimeZone: 'Mars/Olympus',
          Lengths: [
            { Minutes: 10, Price: 100, TransactionFees: 0 },
            { Minutes: 60, Price: 0, TransactionFees: 0 },
            { Minutes: 60, Price: 10, TransactionFees: -1 },
          ],
          Trial: { Minutes: 90, Price: 0.5, TransactionFees: 0 },
          BufferMinutes: 121,
          MinNoticeHours: -1,
          HorizonDays: 0,
          Overrides: [
            { Date: '2027-02-30', Ranges: [] },
            { Date: '2027-03-01', Ranges: [] },
            { Date: '2027-03-01', Ranges: [] },
          ],
        }),
      ),
    ).toEqual([
      'TimeZone AVAILABILITY.UNKNOWN_TIME_ZONE',
      'Overrides[0].Date AVAILABILITY.INVALID_DATE',
      'Overrides[2].Date AVAILABILITY.DUPLICATE_DATE',
      'Lengths[0].Minutes AVAILABILITY.INVALID_LENGTH',
      'Lengths[1].Price AVAILABILITY.INVALID_PRICE',
      'Lengths[2].Minutes AVAILABILITY.DUPLICATE_LENGTH',
      'Lengths[2].TransactionFees AVAILABILITY.INVALID_FEES',
      'Trial.Minutes AVAILABILITY.INVALID_TRIAL_LENGTH',
      'Trial.Price AVAILABILITY.INVALID_PRICE',
      'BufferMinutes AVAILABILITY.INVALID_BUFFER',
      'MinNoticeHours AVAILABILITY.INVALID_NOTICE',
      'HorizonDays AVAILABILITY.INVALID_HORIZON',
    ]);
    expect(codes(hours({ Lengths: [] }))).toEqual(['Lengths AVAILABILITY.NO_LENGTHS']);
    expect(codes(hours({ Trial: { Minutes: 30, Price: 0, TransactionFees: 5 } }))).toEqual(['Trial.TransactionFees AVAILABILITY.INVALID_FEES']);
  });
});

describe('offeredLessons', () => {
  it('lists the trial first, then every length in the order saved, each at its own terms in the hours’ currency', () => {
    const a = hours({ CurrencyType: 'USD', Lengths: [{ Minutes: 45, Price: 30, TransactionFees: 2 }, { Minutes: 90, Price: 55, TransactionFees: 3 }], Trial: { Minutes: 20, Price: 0, TransactionFees: 0 } });
    expect(offeredLessons(a)).toEqual([
      { Minutes: 20, Price: 0, TransactionFees: 0, CurrencyType: 'USD', Trial: true },
      { Minutes: 45, Price: 30, TransactionFees: 2, CurrencyType: 'USD', Trial: false },
      { Minutes: 90, Price: 55, TransactionFees: 3, CurrencyType: 'USD', Trial: false },
    ]);
    expect(offeredLessons({ ...a, Trial: null }).map((l) => l.Minutes)).toEqual([45, 90]);
  });
});
