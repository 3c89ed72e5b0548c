import { DomainError } from './errors.ts';

const formatters = new Map<string, { day: Intl.DateTimeFormat; full: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let entry = formatters.get(timeZone);
  if (!entry) {
    try {
      entry = {
        day: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
        full: new Intl.DateTimeFormat('en-US', {
          timeZone,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
        }),
      };
    } catch {
      throw new DomainError('CLASS_TIME.UNKNOWN_TIME_ZONE', `Unknown time zone '${timeZone}'.`);
    }
    formatters.set(timeZone, entry);
  }
  return entry;
}

function toDate(value: Date | string | number, field: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new DomainError('CLASS_TIME.INVALID_DATE', `${field} is not a valid date: ${String(value)}.`);
  }
  return date;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDay(instant: Date | string | number, timeZone: string): string {
  return formattersFor(timeZone).day.format(toDate(instant, 'Date'));
}

/** A class time as spec §9 shows it, in parts: 'h:mm AM/PM', the full date ('Tue, 24 Nov 2026'), and whether it is today. */
export interface ClassTimeParts {
  time: string;
  date: string;
  /** On today's calendar day in the time zone. */
  today: boolean;
}

/** The parts of a class time in `timeZone`, "today" judged by that zone's calendar day of `now`. */
export function classTimeParts(dateTime: Date | string | number, now: Date | number, timeZone: string): ClassTimeParts {
  const at = toDate(dateTime, 'Class time');
  const parts = Object.fromEntries(
    formattersFor(timeZone)
      .full.formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return {
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod.toUpperCase()}`,
    date: `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`,
    today: calendarDay(at, timeZone) === calendarDay(toDate(now, 'Now'), timeZone),
  };
}

/**
 * Spec §9: 'h:mm AM/PM, Today' when the class falls on today's calendar day in `timeZone`, otherwise the full date,
 * e.g. 'Tue, 24 Nov 2026, 4:05 PM'.
 */
export function formatClassTime(dateTime: Date | string | number, now: Date | number, timeZone: string): string {
  const { time, date, today } = classTimeParts(dateTime, now, timeZone);
  return today ? `${time}, Today` : `${date}, ${time}`;
}

/**
 * The same time inside a sentence ("Cancelled by you …", "You left this course …"): 'today at 4:32 AM' or
 * 'on Tue, 24 Nov 2026 at 4:05 PM', so no sentence reads "on 4:32 AM, Today".
 */
export function formatClassTimeInText(dateTime: Date | string | number, now: Date | number, timeZone: string): string {
  const { time, date, today } = classTimeParts(dateTime, now, timeZone);
  return today ? `today at ${time}` : `on ${date} at ${time}`;
}

/** A chat message's time in the same family: 'h:mm AM/PM' alone on today's day (a chat is read as it happens), else the full date. */
export function formatChatTime(sentAt: Date | string | number, now: Date | number, timeZone: string): string {
  const { time, date, today } = classTimeParts(sentAt, now, timeZone);
  return today ? time : `${date}, ${time}`;
}

/**
 * A class's span on its day, '10:30 – 11:30 AM', or '11:30 AM – 12:30 PM' across noon; an end on another calendar day
 * than the start (in `timeZone`) is written with its date: '11:30 PM – Wed, 25 Nov 2026, 12:30 AM'.
 */
export function formatTimeRange(start: Date | string | number, end: Date | string | number, timeZone: string): string {
  const startsAt = toDate(start, 'Start');
  const from = classTimeParts(startsAt, startsAt, timeZone);
  const to = classTimeParts(end, startsAt, timeZone);
  if (!to.today) return `${from.time} – ${to.date}, ${to.time}`;
  const [fromClock, fromPeriod] = from.time.split(' ');
  const [, toPeriod] = to.time.split(' ');
  return fromPeriod === toPeriod ? `${fromClock} – ${to.time}` : `${from.time} – ${to.time}`;
}

/** The day a message falls on for its reader: the separator a conversation shows above that day's messages. */
export interface MessageDay {
  /** The calendar day in the reader's zone (YYYY-MM-DD): messages with the same key go under one separator. */
  key: string;
  when: 'today' | 'yesterday' | 'earlier';
  /** The full date ('Wed, 29 Apr 2026'), for an earlier day. */
  date: string;
}

const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Which day `sentAt` is for a reader in `timeZone` at `now`: today, yesterday (by the calendar, not 24 hours) or a date. */
export function messageDay(sentAt: Date | string | number, now: Date | number, timeZone: string): MessageDay {
  const key = calendarDay(sentAt, timeZone);
  const daysAgo = dayNumber(calendarDay(toDate(now, 'Now'), timeZone)) - dayNumber(key);
  return { key, when: daysAgo === 0 ? 'today' : daysAgo === 1 ? 'yesterday' : 'earlier', date: classTimeParts(sentAt, now, timeZone).date };
}
