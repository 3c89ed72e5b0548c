import { wallClockToInstant } from './availability.ts';

/** A booking panel shows a tutor's open slots a week at a time (issue 39). */
export const WEEK_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `days` after `day` (YYYY-MM-DD; negative for before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a calendar day (YYYY-MM-DD) starts in a time zone (in a spring gap, the first instant after it). */
export function dayStart(day: string, timeZone: string): number {
  return wallClockToInstant(Date.parse(`${day}T00:00:00Z`), timeZone);
}
