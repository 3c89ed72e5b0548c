import { describe, expect, it } from 'vitest';
import { formatTimeRange } from '../../../src/domain/class-time';

describe('formatTimeRange', () => {
  it('writes a span within one half of the day with one AM/PM', () => {
    expect(formatTimeRange('2026-11-24T05:00:00Z', '2026-11-24T06:00:00Z', 'Asia/Kolkata')).toBe('10:30 – 11:30 AM');
  });

  it('writes both halves across noon', () => {
    expect(formatTimeRange('2026-11-24T06:00:00Z', '2026-11-24T07:00:00Z', 'Asia/Kolkata')).toBe('11:30 AM – 12:30 PM');
  });

  it('dates an end on the next calendar day in the zone', () => {
    expect(formatTimeRange('2026-11-24T18:00:00Z', '2026-11-24T19:00:00Z', 'Asia/Kolkata')).toBe('11:30 PM – Wed, 25 Nov 2026, 12:30 AM');
  });
});
