import { classTimeParts } from '../../domain/class-time';

/**
 * Spec §9: 'h:mm AM/PM, Today' when the class falls on today's calendar day in `timeZone`, otherwise the full date,
 * e.g. 'Tue, 24 Nov 2026, 4:05 PM'.
 */
export function formatClassTime(dateTime: Date | string | number, now: Date | number, timeZone: string): string {
  const { time, date, today } = classTimeParts(dateTime, now, timeZone);
  return today ? `${time}, Today` : `${date}, ${time}`;
}
