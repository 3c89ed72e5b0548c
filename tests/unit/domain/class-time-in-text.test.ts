import { describe, expect, it } from 'vitest';
import { formatChatTime, formatClassTimeInText } from '../../../src/domain/class-time';

describe('formatClassTimeInText', () => {
  it("reads 'today at h:mm AM/PM' on today's day, so no sentence says 'on 4:32 AM, Today'", () => {
    expect(formatClassTimeInText('2026-11-24T04:32:00Z', new Date('2026-11-24T09:00:00Z'), 'UTC')).toBe('today at 4:32 AM');
  });

  it("reads 'on <full date> at h:mm AM/PM' on another day", () => {
    expect(formatClassTimeInText('2026-11-24T16:05:00Z', new Date('2026-11-26T09:00:00Z'), 'UTC')).toBe('on Tue, 24 Nov 2026 at 4:05 PM');
  });

  it('judges today in the zone given (New York is still the day before Kolkata)', () => {
    const now = new Date('2026-11-24T20:00:00Z'); // 15:00 on the 24th in New York, 01:30 on the 25th in Kolkata
    expect(formatClassTimeInText('2026-11-24T21:00:00Z', now, 'America/New_York')).toBe('today at 4:00 PM');
    expect(formatClassTimeInText('2026-11-24T15:00:00Z', now, 'Asia/Kolkata')).toBe('on Tue, 24 Nov 2026 at 8:30 PM');
  });
});

describe('formatChatTime', () => {
  it('shows a message sent today in 12-hour time alone (not 24-hour "15:58")', () => {
    expect(formatChatTime('2026-11-24T15:58:00Z', new Date('2026-11-24T16:00:00Z'), 'UTC')).toBe('3:58 PM');
    expect(formatChatTime('2026-11-24T10:28:00Z', new Date('2026-11-24T16:00:00Z'), 'Asia/Kolkata')).toBe('3:58 PM');
  });

  it('shows the full date for a message of another day', () => {
    expect(formatChatTime('2026-11-23T15:58:00Z', new Date('2026-11-24T16:00:00Z'), 'UTC')).toBe('Mon, 23 Nov 2026, 3:58 PM');
  });
});
