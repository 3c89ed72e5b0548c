import { describe, expect, it } from 'vitest';
import { messageDay } from '../../../src/domain/class-time';

// A conversation's day separators: today, yesterday or the date, by the reader's calendar (not by 24 hours).
describe('messageDay', () => {
  const now = Date.parse('2026-05-01T09:00:00Z'); // 2:30 PM on Fri 1 May in Kolkata
  it('is today on the reader’s calendar day, yesterday on the one before, a date before that', () => {
    expect(messageDay('2026-05-01T00:30:00Z', now, 'Asia/Kolkata')).toEqual({ key: '2026-05-01', when: 'today', date: 'Fri, 1 May 2026' });
    expect(messageDay('2026-04-30T05:00:00Z', now, 'Asia/Kolkata')).toMatchObject({ key: '2026-04-30', when: 'yesterday' });
    expect(messageDay('2026-04-29T10:28:00Z', now, 'Asia/Kolkata')).toEqual({ key: '2026-04-29', when: 'earlier', date: 'Wed, 29 Apr 2026' });
  });
  it('judges by the calendar in the reader’s zone: 18:00 UTC the day before is already today in Kolkata, yesterday in London', () => {
    expect(messageDay('2026-04-30T18:45:00Z', now, 'Asia/Kolkata').when).toBe('today');
    expect(messageDay('2026-04-30T18:45:00Z', now, 'Europe/London').when).toBe('yesterday');
  });
  it('counts across a month end and a year end', () => {
    expect(messageDay('2026-12-31T12:00:00Z', Date.parse('2027-01-01T12:00:00Z'), 'UTC').when).toBe('yesterday');
    expect(messageDay('2026-12-30T12:00:00Z', Date.parse('2027-01-01T12:00:00Z'), 'UTC').when).toBe('earlier');
  });
});
