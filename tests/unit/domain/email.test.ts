// When the reminder emails go (src/domain/email.ts).
import { describe, expect, it } from 'vitest';
import { bookedBefore, REMINDER_WINDOWS, windowOpen } from '../../../src/domain/email';

const HOUR = 3_600_000;
const start = Date.parse('2026-12-01T05:00:00Z');
const [day, hour] = REMINDER_WINDOWS as [(typeof REMINDER_WINDOWS)[number], (typeof REMINDER_WINDOWS)[number]];

describe('reminder windows', () => {
  it('the 24 h window runs from 24 h to 1 h before; the 1 h window from 1 h to the start', () => {
    expect(windowOpen(day, start, start - 24 * HOUR - 1)).toBe(false);
    expect(windowOpen(day, start, start - 24 * HOUR)).toBe(true);
    expect(windowOpen(day, start, start - HOUR - 1)).toBe(true);
    expect(windowOpen(day, start, start - HOUR)).toBe(false);
    expect(windowOpen(hour, start, start - HOUR)).toBe(true);
    expect(windowOpen(hour, start, start - 1)).toBe(true);
    expect(windowOpen(hour, start, start)).toBe(false);
  });
  it('a participant who booked after a window opened is not reminded by it', () => {
    expect(bookedBefore(day, start, start - 5 * HOUR)).toBe(false);
    expect(bookedBefore(hour, start, start - 5 * HOUR)).toBe(true);
    expect(bookedBefore(hour, start, start - HOUR)).toBe(true);
  });
});
