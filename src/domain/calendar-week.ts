// The tutor's week as a calendar (issue 39): seven days on the tutor's wall clock (their hours' zone), each with the
// hours students may book (the weekday's ranges, or that date's override; an override with no ranges is a day off) and
// the tutor's classes and course sessions in it. Pure: the use case reads the records, the screen draws the days.
//
// A class across midnight appears on both days: on each it is clipped to the day (for drawing), and keeps its whole
// start and end (for its words), as Google Calendar and Preply's calendar show it.
import type { Availability, TimeRange } from '../contract/records.ts';
import { clockMinutes, wallClockToInstant } from './availability.ts';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD) read as midnight UTC, in ms; NaN when it is not one. */
function dateAsUtc(date: string): number {
  const match = DATE.exec(date);
  if (!match) return Number.NaN;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const at = Date.UTC(y, m - 1, d);
  return dateOf(at) === date ? at : Number.NaN;
}

const dateOf = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  return !Number.isNaN(dateAsUtc(value));
}

/** The date `days` after `date` (before, when negative), by the calendar: '2026-11-30' + 7 is '2026-12-07'. */
export function addDays(date: string, days: number): string {
  return dateOf(dateAsUtc(date) + days * DAY_MS);
}

/** The ISO weekday of a date: 1 (Monday) to 7 (Sunday). */
export function isoWeekday(date: string): number {
  return ((new Date(dateAsUtc(date)).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the week a date is in (weeks run Monday to Sunday, as ISO 8601 and Preply's calendar have them). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Minutes since midnight on the wall clock of `timeZone` at an instant (0–1439). */
const clocks = new Map<string, Intl.DateTimeFormat>();
export function wallClockMinutes(instant: number, timeZone: string): number {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
    clocks.set(timeZone, format);
  }
  let hour = 0;
  let minute = 0;
  for (const part of format.formatToParts(instant)) {
    if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return hour * 60 + minute;
}

/** A class or course session of the tutor, as instants (ms). */
export interface CalendarEventInput {
  key: string;
  kind: 'private' | 'session';
  title: string;
  start: number;
  end: number;
  /** A trial lesson booked from the tutor's hours. */
  trial?: boolean;
  /** A private class a student has booked (paid); false for one the tutor made that nobody has booked yet. */
  booked?: boolean;
  /** Where the event's page is (the private class's room, the course's sessions). */
  to: string;
}

/** An event on one day: its whole times, and its part of this day on the wall clock (for drawing it). */
export interface CalendarEvent extends CalendarEventInput {
  /** Minutes since the day's midnight where its part of this day starts (0 when it began the day before). */
  fromMinute: number;
  /** Minutes since the day's midnight where its part of this day ends (1440 when it goes on past midnight). */
  toMinute: number;
  /** It began on an earlier day. */
  continued: boolean;
  /** It goes on into the next day. */
  continues: boolean;
}

export interface CalendarRange {
  from: string;
  to: string;
  fromMinute: number;
  toMinute: number;
}

export interface CalendarDay {
  /** YYYY-MM-DD on the tutor's calendar. */
  date: string;
  /** 1 (Monday) to 7 (Sunday). */
  weekday: number;
  /** The hours students may book this day, in order (on the tutor's wall clock). */
  available: CalendarRange[];
  /** A date override sets this day's hours (instead of its weekday's). */
  override: boolean;
  /** A date override with no hours: the tutor is off. */
  dayOff: boolean;
  /** The day's classes and sessions, by start. */
  events: CalendarEvent[];
}

const byFrom = (a: TimeRange, b: TimeRange) => clockMinutes(a.From) - clockMinutes(b.From);

/**
 * Seven days from `startDate` on the tutor's calendar (in `a.TimeZone`): each day's bookable ranges and the events
 * that overlap it. An event across midnight is on both days (clipped to each).
 */
export function calendarWeek(a: Pick<Availability, 'TimeZone' | 'Weekly' | 'Overrides'>, events: readonly CalendarEventInput[], startDate: string): CalendarDay[] {
  const zone = a.TimeZone;
  const first = dateAsUtc(startDate);
  if (Number.isNaN(first)) throw new RangeError(`Not a calendar date: ${startDate}`);
  const overrides = new Map(a.Overrides.map((o) => [o.Date, o.Ranges]));
  const sorted = [...events].sort((x, y) => x.start - y.start || x.end - y.end);
  return Array.from({ length: 7 }, (_, i) => {
    const wall = first + i * DAY_MS;
    const date = dateOf(wall);
    const weekday = isoWeekday(date);
    const override = overrides.get(date);
    const ranges = override ?? a.Weekly.filter((range) => range.Day === weekday);
    const dayStart = wallClockToInstant(wall, zone);
    const dayEnd = wallClockToInstant(wall + DAY_MS, zone);
    const dayEvents = sorted
      .filter((event) => event.start < dayEnd && event.end > dayStart)
      .map((event) => {
        const continued = event.start < dayStart;
        const continues = event.end > dayEnd;
        const fromMinute = continued ? 0 : wallClockMinutes(event.start, zone);
        // An end on the wall clock's 00:00 of the next day (or later) is this day's 24:00.
        const toMinute = continues || event.end === dayEnd ? 1440 : wallClockMinutes(event.end, zone);
        return { ...event, fromMinute, toMinute: Math.max(toMinute, fromMinute), continued, continues };
      });
    return {
      date,
      weekday,
      available: [...ranges].sort(byFrom).map((range) => ({ from: range.From, to: range.To, fromMinute: clockMinutes(range.From), toMinute: clockMinutes(range.To) })),
      override: override !== undefined,
      dayOff: override !== undefined && override.length === 0,
      events: dayEvents,
    };
  });
}
