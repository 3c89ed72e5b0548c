// A tutor's bookable hours (issue 39): weekly ranges on the tutor's wall clock, date overrides, the lesson lengths
// offered, a buffer between lessons, minimum notice, how far ahead students may book, and a trial lesson; and the open
// slots they give. Pure: the mock backend imports it (Node strips the types), the screens show what it computes.
//
// Time: every range is wall-clock time in the tutor's zone, so a Monday 09:00 in Europe/London stays 09:00 London time
// across a daylight-saving change (and moves by an hour for a student in New York). A wall-clock time that does not
// exist (in the spring gap) is read with the offset before the gap, as RFC 5545 and Temporal's 'compatible' do
// (01:30 London on the day of the change is 02:30 BST); one that exists twice (the autumn overlap) is its first.
import { isTimeZone } from './time-zone.ts';

// The shapes are the contract's (openapi/backend.yaml: Availability and its parts): one definition for the screens,
// the adapters and the mock.
import type { Availability, OfferedLesson, TimeRange, WeeklyRange } from '../contract/records.ts';

export type { Availability, DateOverride, LessonLength, OfferedLesson, TimeRange, TrialLesson, WeeklyRange } from '../contract/records.ts';

/** Start times are on a half-hour grid from each range's start, whatever the length (Preply's and italki's grid). */
export const SLOT_STEP_MINUTES = 30;
/** How long a chosen slot is held for its student during checkout; other students do not see it meanwhile. */
export const HOLD_MINUTES = 10;
export const AVAILABILITY_LIMITS = {
  lengthMinutes: { min: 15, max: 180 },
  lengths: { max: 6 },
  trialMinutes: { min: 15, max: 60 },
  bufferMinutes: { max: 120 },
  minNoticeHours: { max: 168 },
  horizonDays: { min: 1, max: 365 },
  rangesPerDay: { max: 6 },
  overrides: { max: 366 },
} as const;

/**
 * Where a tutor starts before their first save: nothing published (no weekly ranges, so no open slots), one 60-minute
 * lesson at their hourly rate (at least 1: a card provider cannot take 0), their zone and currency, 12 hours' notice,
 * 12 weeks ahead, no buffer and no trial.
 */
export function startingAvailability(tutor: { TimeZone: string; CurrencyType?: Availability['CurrencyType']; HourlyRate?: number }): Availability {
  return {
    TimeZone: tutor.TimeZone,
    CurrencyType: tutor.CurrencyType ?? 'INR',
    Weekly: [],
    Overrides: [],
    Lengths: [{ Minutes: 60, Price: Math.max(1, tutor.HourlyRate ?? 1), TransactionFees: 0 }],
    BufferMinutes: 0,
    MinNoticeHours: 12,
    HorizonDays: 84,
    Trial: null,
  };
}

/**
 * Every lesson a tutor's hours offer, at the terms a booking takes (each length's own price and fees, in the hours'
 * currency): the trial first when there is one, then the lengths in the order the tutor saved them.
 */
export function offeredLessons(a: Pick<Availability, 'CurrencyType' | 'Lengths' | 'Trial'>): OfferedLesson[] {
  const lesson = (l: { Minutes: number; Price: number; TransactionFees: number }, trial: boolean): OfferedLesson => ({
    Minutes: l.Minutes,
    Price: l.Price,
    TransactionFees: l.TransactionFees,
    CurrencyType: a.CurrencyType,
    Trial: trial,
  });
  return [...(a.Trial ? [lesson(a.Trial, true)] : []), ...a.Lengths.map((l) => lesson(l, false))];
}

export interface AvailabilityProblem {
  /** The field, as the contract names it: 'Weekly[2].To', 'Lengths[0].Minutes', 'TimeZone'. */
  Field: string;
  code: string;
  Message: string;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE = 60_000;
const DAY_MS = 86_400_000;

/** Minutes since midnight of an 'HH:MM' wall-clock time ('24:00' is 1440); NaN when it is not one. */
export function clockMinutes(value: string): number {
  if (!CLOCK.test(value)) return Number.NaN;
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isAmount = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isFinite(value) && value >= min;

function rangeProblems(ranges: readonly TimeRange[], field: (i: number) => string, problems: AvailabilityProblem[]): void {
  const valid: { from: number; to: number; i: number }[] = [];
  ranges.forEach((range, i) => {
    const from = clockMinutes(range.From);
    const to = clockMinutes(range.To);
    if (Number.isNaN(from) || from === 1440) problems.push({ Field: `${field(i)}.From`, code: 'AVAILABILITY.INVALID_TIME', Message: 'Give a start time from 00:00 to 23:59.' });
    else if (Number.isNaN(to)) problems.push({ Field: `${field(i)}.To`, code: 'AVAILABILITY.INVALID_TIME', Message: 'Give an end time from 00:00 to 24:00.' });
    else if (to <= from) problems.push({ Field: `${field(i)}.To`, code: 'AVAILABILITY.END_BEFORE_START', Message: 'The end time must be after the start time.' });
    else valid.push({ from, to, i });
  });
  valid.sort((a, b) => a.from - b.from);
  for (let k = 1; k < valid.length; k += 1) {
    if (valid[k]!.from < valid[k - 1]!.to) {
      problems.push({ Field: `${field(valid[k]!.i)}.From`, code: 'AVAILABILITY.OVERLAP', Message: 'This range overlaps another one of the same day.' });
    }
  }
}

/** Every rule an availability breaks, by field; empty when it may be saved. */
export function availabilityProblems(a: Availability): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  const L = AVAILABILITY_LIMITS;
  if (typeof a.TimeZone !== 'string' || !isTimeZone(a.TimeZone)) problems.push({ Field: 'TimeZone', code: 'AVAILABILITY.UNKNOWN_TIME_ZONE', Message: 'Choose a time zone from the list.' });
  const byDay = new Map<number, { range: WeeklyRange; i: number }[]>();
  a.Weekly.forEach((range, i) => {
    if (!isWhole(range.Day, 1, 7)) {
      problems.push({ Field: `Weekly[${i}].Day`, code: 'AVAILABILITY.INVALID_DAY', Message: 'Give a day of the week from 1 (Monday) to 7 (Sunday).' });
      return;
    }
    byDay.set(range.Day, [...(byDay.get(range.Day) ?? []), { range, i }]);
  });
  for (const entries of byDay.values()) {
    if (entries.length > L.rangesPerDay.max) problems.push({ Field: `Weekly[${entries[L.rangesPerDay.max]!.i}]`, code: 'AVAILABILITY.TOO_MANY_RANGES', Message: `At most ${L.rangesPerDay.max} ranges a day.` });
    rangeProblems(entries.map((e) => e.range), (k) => `Weekly[${entries[k]!.i}]`, problems);
  }
  if (a.Overrides.length > L.overrides.max) problems.push({ Field: 'Overrides', code: 'AVAILABILITY.TOO_MANY_OVERRIDES', Message: `At most ${L.overrides.max} dates.` });
  const dates = new Set<string>();
  a.Overrides.forEach((override, i) => {
    if (!isDate(override.Date)) problems.push({ Field: `Overrides[${i}].Date`, code: 'AVAILABILITY.INVALID_DATE', Message: 'Give a date as YYYY-MM-DD.' });
    else if (dates.has(override.Date)) problems.push({ Field: `Overrides[${i}].Date`, code: 'AVAILABILITY.DUPLICATE_DATE', Message: 'This date is already listed.' });
    dates.add(override.Date);
    if (override.Ranges.length > L.rangesPerDay.max) problems.push({ Field: `Overrides[${i}].Ranges`, code: 'AVAILABILITY.TOO_MANY_RANGES', Message: `At most ${L.rangesPerDay.max} ranges a day.` });
    rangeProblems(override.Ranges, (k) => `Overrides[${i}].Ranges[${k}]`, problems);
  });
  if (a.Lengths.length === 0) problems.push({ Field: 'Lengths', code: 'AVAILABILITY.NO_LENGTHS', Message: 'Offer at least one lesson length.' });
  if (a.Lengths.length > L.lengths.max) problems.push({ Field: 'Lengths', code: 'AVAILABILITY.TOO_MANY_LENGTHS', Message: `Offer at most ${L.lengths.max} lesson lengths.` });
  const minutes = new Set<number>();
  a.Lengths.forEach((length, i) => {
    if (!isWhole(length.Minutes, L.lengthMinutes.min, L.lengthMinutes.max) || length.Minutes % 5 !== 0) {
      problems.push({ Field: `Lengths[${i}].Minutes`, code: 'AVAILABILITY.INVALID_LENGTH', Message: `A lesson lasts ${L.lengthMinutes.min} to ${L.lengthMinutes.max} minutes, in steps of 5.` });
    } else if (minutes.has(length.Minutes)) {
      problems.push({ Field: `Lengths[${i}].Minutes`, code: 'AVAILABILITY.DUPLICATE_LENGTH', Message: 'This length is already offered.' });
    }
    minutes.add(length.Minutes);
    // A card provider cannot take 0: a paid lesson costs at least 1. A free lesson is the trial's.
    if (!isAmount(length.Price, 1)) problems.push({ Field: `Lengths[${i}].Price`, code: 'AVAILABILITY.INVALID_PRICE', Message: 'Give a price of at least 1.' });
    if (!isAmount(length.TransactionFees, 0)) problems.push({ Field: `Lengths[${i}].TransactionFees`, code: 'AVAILABILITY.INVALID_FEES', Message: 'Give transaction fees of 0 or more.' });
  });
  if (a.Trial) {
    if (!isWhole(a.Trial.Minutes, L.trialMinutes.min, L.trialMinutes.max) || a.Trial.Minutes % 5 !== 0) {
      problems.push({ Field: 'Trial.Minutes', code: 'AVAILABILITY.INVALID_TRIAL_LENGTH', Message: `A trial lesson lasts ${L.trialMinutes.min} to ${L.trialMinutes.max} minutes, in steps of 5.` });
    }
    if (!isAmount(a.Trial.Price, 0)) problems.push({ Field: 'Trial.Price', code: 'AVAILABILITY.INVALID_PRICE', Message: 'Give a price of 0 (free) or more.' });
    else if (a.Trial.Price > 0 && a.Trial.Price < 1) problems.push({ Field: 'Trial.Price', code: 'AVAILABILITY.INVALID_PRICE', Message: 'A paid trial costs at least 1; 0 makes it free.' });
    if (!isAmount(a.Trial.TransactionFees, 0)) problems.push({ Field: 'Trial.TransactionFees', code: 'AVAILABILITY.INVALID_FEES', Message: 'Give transaction fees of 0 or more.' });
    else if (a.Trial.Price === 0 && a.Trial.TransactionFees !== 0) problems.push({ Field: 'Trial.TransactionFees', code: 'AVAILABILITY.INVALID_FEES', Message: 'A free trial has no transaction fees.' });
  }
  if (!isWhole(a.BufferMinutes, 0, L.bufferMinutes.max)) problems.push({ Field: 'BufferMinutes', code: 'AVAILABILITY.INVALID_BUFFER', Message: `Give a buffer of 0 to ${L.bufferMinutes.max} minutes.` });
  if (!isWhole(a.MinNoticeHours, 0, L.minNoticeHours.max)) problems.push({ Field: 'MinNoticeHours', code: 'AVAILABILITY.INVALID_NOTICE', Message: `Give a notice of 0 to ${L.minNoticeHours.max} hours.` });
  if (!isWhole(a.HorizonDays, L.horizonDays.min, L.horizonDays.max)) problems.push({ Field: 'HorizonDays', code: 'AVAILABILITY.INVALID_HORIZON', Message: `Let students book ${L.horizonDays.min} to ${L.horizonDays.max} days ahead.` });
  return problems;
}

/** A zone's wall clock read from instants, with one formatter per zone (building one is the slow part). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockAsUtc(instant: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    wallClocks.set(timeZone, format);
  }
  let y = 0, mo = 0, d = 0, h = 0, mi = 0;
  for (const part of format.formatToParts(instant)) {
    if (part.type === 'year') y = Number(part.value);
    else if (part.type === 'month') mo = Number(part.value);
    else if (part.type === 'day') d = Number(part.value);
    else if (part.type === 'hour') h = Number(part.value);
    else if (part.type === 'minute') mi = Number(part.value);
  }
  return Date.UTC(y, mo - 1, d, h, mi);
}

/**
 * The zone's offset from UTC at an instant, in ms. Kept per zone and quarter hour (every change of offset in the time
 * zone database falls on one), since reading a wall clock is the costly part: a search by free time reads the hours
 * of every tutor.
 */
const QUARTER = 15 * MINUTE;
const offsets = new Map<string, number>();
function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER) * QUARTER;
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = wallClockAsUtc(quarter, timeZone) - quarter;
    if (offsets.size > 200_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant of a wall-clock time, given as ms since the epoch of that time read as UTC. In a gap: with the offset
 * before it (later on the clock); in an overlap: the first.
 */
export function wallClockToInstant(wallAsUtc: number, timeZone: string): number {
  const before = offsetAt(wallAsUtc - DAY_MS / 2, timeZone);
  const after = offsetAt(wallAsUtc + DAY_MS / 2, timeZone);
  if (before === after) return wallAsUtc - before;
  // A change near this time: the earlier reading if it reads back as this wall clock, else the later one; in a gap
  // neither does, and the offset before the change applies.
  const early = wallAsUtc - before;
  if (early + offsetAt(early, timeZone) === wallAsUtc) return early;
  const late = wallAsUtc - after;
  if (late + offsetAt(late, timeZone) === wallAsUtc) return late;
  return early;
}

/** An interval the tutor is busy (a class, a course session, a held slot), as ms since the epoch; End excluded. */
export interface BusyInterval {
  Start: number;
  End: number;
}

export interface SlotQuery {
  /** Slots starting at or after this instant (ms). */
  from: number;
  /** Slots starting before this instant (ms). */
  to: number;
  minutes: number;
  now: number;
}

/** Busy intervals widened by the buffer, sorted and merged. */
function blocked(busy: readonly BusyInterval[], bufferMs: number): BusyInterval[] {
  const sorted = busy.map((b) => ({ Start: b.Start - bufferMs, End: b.End + bufferMs })).sort((a, b) => a.Start - b.Start);
  const merged: BusyInterval[] = [];
  for (const b of sorted) {
    const last = merged[merged.length - 1];
    if (last && b.Start <= last.End) last.End = Math.max(last.End, b.End);
    else merged.push({ ...b });
  }
  return merged;
}

const dayKey = (wallAsUtc: number) => new Date(wallAsUtc).toISOString().slice(0, 10);

/**
 * The tutor's free time around [from, to) as instants, ascending: each day of their calendar, a date's override
 * instead of its weekday's ranges (unless `weeklyOnly`), ranges that touch joined (across midnight).
 */
export function freeIntervals(a: Pick<Availability, 'TimeZone' | 'Weekly' | 'Overrides'>, from: number, to: number, weeklyOnly = false): BusyInterval[] {
  const overrides = new Map(weeklyOnly ? [] : a.Overrides.map((o) => [o.Date, o.Ranges]));
  const weekly = new Map<number, TimeRange[]>();
  for (const range of a.Weekly) weekly.set(range.Day, [...(weekly.get(range.Day) ?? []), range]);
  const free: BusyInterval[] = [];
  const firstDay = Math.floor((from + offsetAt(from, a.TimeZone)) / DAY_MS) * DAY_MS - DAY_MS;
  const lastDay = Math.floor((to + offsetAt(to, a.TimeZone)) / DAY_MS) * DAY_MS + DAY_MS;
  for (let day = firstDay; day <= lastDay; day += DAY_MS) {
    const isoWeekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
    const ranges = overrides.get(dayKey(day)) ?? weekly.get(isoWeekday) ?? [];
    for (const range of [...ranges].sort((x, y) => clockMinutes(x.From) - clockMinutes(y.From))) {
      const start = wallClockToInstant(day + clockMinutes(range.From) * MINUTE, a.TimeZone);
      const end = wallClockToInstant(day + clockMinutes(range.To) * MINUTE, a.TimeZone);
      if (end <= start) continue;
      const last = free[free.length - 1];
      if (last && start <= last.End) last.End = Math.max(last.End, end);
      else free.push({ Start: start, End: end });
    }
  }
  return free;
}

/** Whether two ascending lists of intervals share at least `minutes` minutes in one stretch. */
export function overlapAtLeast(a: readonly BusyInterval[], b: readonly BusyInterval[], minutes: number): boolean {
  const need = minutes * MINUTE;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]!.Start, b[j]!.Start);
    const end = Math.min(a[i]!.End, b[j]!.End);
    if (end - start >= need) return true;
    if (a[i]!.End < b[j]!.End) i += 1;
    else j += 1;
  }
  return false;
}

/**
 * When a student wants lessons, as instants in [from, to): some ISO weekdays, between two wall-clock times, in their
 * zone ('18:00'–'22:00'; a From after To runs across midnight into the next day).
 */
export function wantedIntervals(want: { days: readonly number[]; from: string; to: string; timeZone: string }, from: number, to: number): BusyInterval[] {
  const start = clockMinutes(want.from);
  const end = clockMinutes(want.to);
  const weekly = want.days.flatMap((Day) =>
    end > start ? [{ Day, From: want.from, To: want.to }] : [{ Day, From: want.from, To: '24:00' }, { Day: (Day % 7) + 1, From: '00:00', To: want.to }],
  );
  return freeIntervals({ TimeZone: want.timeZone, Weekly: weekly, Overrides: [] }, from, to, true).filter((i) => i.End > from && i.Start < to);
}

/**
 * The start instants (ms, ascending) of the open slots of `minutes` between `from` and `to`: inside a range of the
 * tutor's hours (a date's override instead of its weekday's), on the half-hour grid from the range's start, at least
 * the minimum notice after `now` and no further ahead than the horizon, and clear of every busy interval by the
 * buffer on both sides. A range that crosses midnight is two ranges (23:00–24:00 and 00:00–01:00 of the next day):
 * a slot may span them, since the tutor is free across midnight.
 */
export function openSlots(a: Availability, busy: readonly BusyInterval[], query: SlotQuery): number[] {
  const { minutes, now } = query;
  const lengthMs = minutes * MINUTE;
  const stepMs = SLOT_STEP_MINUTES * MINUTE;
  const earliest = Math.max(query.from, now + a.MinNoticeHours * 3_600_000);
  const latest = Math.min(query.to, now + a.HorizonDays * DAY_MS);
  if (!(minutes > 0) || earliest >= latest) return [];
  const free = freeIntervals(a, earliest, latest);
  const busyMerged = blocked(busy, a.BufferMinutes * MINUTE);
  const slots: number[] = [];
  let b = 0;
  for (const range of free) {
    for (let start = range.Start; start + lengthMs <= range.End; start += stepMs) {
      if (start < earliest) continue;
      if (start >= latest) return slots;
      const end = start + lengthMs;
      while (b < busyMerged.length && busyMerged[b]!.End <= start) b += 1;
      // Busy intervals are merged and sorted: only the first one not ended yet can overlap this slot.
      if (b < busyMerged.length && busyMerged[b]!.Start < end) continue;
      slots.push(start);
    }
  }
  return slots;
}

/** The first open slot at or after `from`, looking as far as the horizon; null when there is none. */
export function nextOpenSlot(a: Availability, busy: readonly BusyInterval[], minutes: number, now: number): number | null {
  // A week at a time: most tutors have one in the first, and a search page asks this of every card.
  const end = now + a.HorizonDays * DAY_MS;
  for (let from = now; from < end; from += 7 * DAY_MS) {
    const first = openSlots(a, busy, { from, to: Math.min(end, from + 7 * DAY_MS), minutes, now })[0];
    if (first !== undefined) return first;
  }
  return null;
}
