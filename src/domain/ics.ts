import { DomainError } from './errors.ts';

/** One event of a calendar file. */
export interface CalendarEvent {
  /** Stable across downloads, so calendar apps update rather than duplicate. */
  uid: string;
  start: Date | string;
  durationMinutes: number;
  summary: string;
  description?: string;
  url?: string;
  /** A cancelled event (STATUS:CANCELLED): imported over the earlier download (same uid), calendar apps mark it cancelled. */
  cancelled?: boolean;
  /**
   * How many times the event changed (a new time, a cancellation): SEQUENCE, so a calendar app takes the newer file over
   * the one it has. Default 0, or 1 for a cancelled event.
   */
  sequence?: number;
}

/** The UID of a private class's event: the same in a downloaded file and in a subscribed feed. */
export const classEventUid = (classCode: string): string => `${classCode}@tutorhub`;
/** The UID of a course session's event. */
export const sessionEventUid = (sessionId: number, courseCode: string): string => `${sessionId}-${courseCode}@tutorhub`;

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

function utc(value: Date | string, field: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new DomainError('ICS.INVALID_DATE', `${field} is not a valid date.`);
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11 TEXT escaping: backslash, semicolon, comma, and line breaks as \n. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets fold with CRLF + space, never splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** Who sends an invitation or its cancellation (iTIP's ORGANIZER, RFC 5546 §3.2): the platform's mail address. */
export const ICS_ORGANIZER = 'ORGANIZER;CN=TutorHub:mailto:no-reply@tutorhub.example';

/**
 * A VCALENDAR with one VEVENT per event, times in UTC; `stamp` is when the file was made (DTSTAMP). `method`: PUBLISH
 * for a download or a feed; REQUEST (an invitation: a booking's email) and CANCEL (a cancellation's email), iTIP's
 * methods (RFC 5546), which mail programs offer to add to or take out of the calendar, matched by UID.
 */
export function buildIcs(events: readonly CalendarEvent[], stamp: Date | string, calendarName?: string, method: 'PUBLISH' | 'REQUEST' | 'CANCEL' = 'PUBLISH'): string {
  const dtstamp = utc(stamp, 'Stamp');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//TutorHub//Classes//EN', 'CALSCALE:GREGORIAN', `METHOD:${method}`];
  if (calendarName) lines.push(`X-WR-CALNAME:${escapeIcsText(calendarName)}`);
  for (const event of events) {
    if (!Number.isInteger(event.durationMinutes) || event.durationMinutes <= 0) {
      throw new DomainError('ICS.INVALID_DURATION', 'An event lasts a whole, positive number of minutes.');
    }
    const start = event.start instanceof Date ? event.start : new Date(event.start);
    const end = new Date(start.getTime() + event.durationMinutes * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(event.uid)}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART:${utc(start, 'Start')}`,
      `DTEND:${utc(end, 'Start')}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    if (method !== 'PUBLISH') lines.push(ICS_ORGANIZER);
    lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, `SEQUENCE:${event.sequence ?? (event.cancelled ? 1 : 0)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A file name safe on every system: letters, digits and dashes. */
export function icsFileName(name: string): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${base || 'calendar'}.ics`;
}
