import { describe, expect, it } from 'vitest';
import { formatClassTime } from '../../../src/domain/class-time';
import { DomainError } from '../../../src/domain/errors';

describe('formatClassTime', () => {
  it("shows 'h:mm AM/PM, Today' on the same day", () => {
    expect(formatClassTime('2026-11-24T16:05:00Z', new Date('2026-11-24T09:00:00Z'), 'UTC')).toBe('4:05 PM, Today');
  });

  it('shows the full date on another day', () => {
    expect(formatClassTime('2026-11-24T16:05:00Z', new Date('2026-11-23T09:00:00Z'), 'UTC')).toBe(
      'Tue, 24 Nov 2026, 4:05 PM',
    );
  });

  it('uses 12 AM and 12 PM', () => {
    const now = new Date('2026-11-24T01:00:00Z');
    expect(formatClassTime('2026-11-24T00:00:00Z', now, 'UTC')).toBe('12:00 AM, Today');
    expect(formatClassTime('2026-11-24T12:30:00Z', now, 'UTC')).toBe('12:30 PM, Today');
  });

  it('decides "today" in the given zone, not in UTC (Kolkata is already tomorrow)', () => {
    const now = new Date('2026-11-24T20:00:00Z'); // 01:30 on the 25th in Kolkata
    expect(formatClassTime('2026-11-24T21:00:00Z', now, 'Asia/Kolkata')).toBe('2:30 AM, Today');
    expect(formatClassTime('2026-11-24T21:00:00Z', now, 'UTC')).toBe('9:00 PM, Today');
    expect(formatClassTime('2026-11-24T21:00:00Z', now, 'America/Los_Angeles')).toBe('1:00 PM, Today');
  });

  it('shows tomorrow as a full date even when it is only minutes away', () => {
    const now = new Date('2026-11-24T23:50:00Z');
    expect(formatClassTime('2026-11-25T00:10:00Z', now, 'UTC')).toBe('Wed, 25 Nov 2026, 12:10 AM');
  });

  it('handles the spring-forward day (New York, 8 Mar 2026: 02:00 → 03:00)', () => {
    const now = new Date('2026-03-08T05:30:00Z'); // 00:30 EST
    expect(formatClassTime('2026-03-08T07:30:00Z', now, 'America/New_York')).toBe('3:30 AM, Today');
    expect(formatClassTime('2026-03-09T03:59:00Z', now, 'America/New_York')).toBe('11:59 PM, Today');
    expect(formatClassTime('2026-03-09T04:00:00Z', now, 'America/New_York')).toBe('Mon, 9 Mar 2026, 12:00 AM');
  });

  it('handles the fall-back day (London, 25 Oct 2026: 02:00 BST → 01:00 GMT)', () => {
    const now = new Date('2026-10-24T23:30:00Z'); // 00:30 BST on the 25th
    expect(formatClassTime('2026-10-25T00:30:00Z', now, 'Europe/London')).toBe('1:30 AM, Today');
    expect(formatClassTime('2026-10-25T01:30:00Z', now, 'Europe/London')).toBe('1:30 AM, Today');
    expect(formatClassTime('2026-10-25T23:59:00Z', now, 'Europe/London')).toBe('11:59 PM, Today');
  });

  it('accepts Date, ISO string and epoch milliseconds', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    const at = Date.parse('2026-11-24T16:05:00Z');
    expect(formatClassTime(new Date(at), now, 'UTC')).toBe('4:05 PM, Today');
    expect(formatClassTime(at, now, 'UTC')).toBe('4:05 PM, Today');
  });

  it('refuses an invalid date or time zone', () => {
    expect(() => formatClassTime('not a date', new Date(), 'UTC')).toThrow(DomainError);
    expect(() => formatClassTime('2026-11-24T16:05:00Z', new Date(), 'Mars/Olympus')).toThrow(DomainError);
  });
});
