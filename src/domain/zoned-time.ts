import { DomainError } from './errors.ts';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClockAsUtc(instant: number, timeZone: string): number {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    throw new DomainError('ZONED_TIME.UNKNOWN_TIME_ZONE', `Unknown time zone '${timeZone}'.`);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A wall-clock time picked in `timeZone` ('2026-11-25T16:00', as an <input type="datetime-local"> gives it) as an
 * unambiguous ISO 8601 instant with that zone's offset ('2026-11-25T16:00:00+05:30'). Null when `local` is not such a time.
 */
export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(asUtc).getUTCDate() !== d) return null;
  let offset = wallClockAsUtc(asUtc, timeZone) - asUtc;
  offset = wallClockAsUtc(asUtc - offset, timeZone) - (asUtc - offset);
  const minutes = Math.round(offset / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${local}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The instant as 'YYYY-MM-DDTHH:mm' on the wall clock of `timeZone` (the value a datetime-local input shows). */
export function isoToZonedLocal(instant: string | number | Date, timeZone: string): string {
  const at = new Date(instant).getTime();
  return new Date(wallClockAsUtc(at, timeZone)).toISOString().slice(0, 16);
}

/** `count` wall-clock times a week apart from `local` ('YYYY-MM-DDTHH:mm'); each keeps the same local hour across DST. */
export function weeklyLocalTimes(local: string, count: number): string[] {
  const match = LOCAL_PATTERN.exec(local);
  if (!match || !Number.isInteger(count) || count < 1) return [];
  const [, y, mo, d] = match.map(Number) as [number, number, number, number];
  const time = local.slice(11);
  return Array.from({ length: count }, (_, week) => `${new Date(Date.UTC(y, mo - 1, d + 7 * week)).toISOString().slice(0, 10)}T${time}`);
}
