import { describe, expect, it } from 'vitest';
import { addDays, dayStart } from '../../../src/domain/slot-week';

describe('a week of slots: calendar days in a zone', () => {
  it('adds days across a month, a year and a leap day', () => {
    expect(addDays('2026-11-27', 7)).toBe('2026-12-04');
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(addDays('2026-05-08', -7)).toBe('2026-05-01');
  });

  it('starts a day at its local midnight, on either side of a daylight-saving change', () => {
    expect(new Date(dayStart('2027-03-27', 'Europe/London')).toISOString()).toBe('2027-03-27T00:00:00.000Z');
    expect(new Date(dayStart('2027-03-29', 'Europe/London')).toISOString()).toBe('2027-03-28T23:00:00.000Z');
    expect(new Date(dayStart('2026-05-02', 'Asia/Kolkata')).toISOString()).toBe('2026-05-01T18:30:00.000Z');
    // Kiritimati (+14) and Pago Pago (−11): the same calendar day starts 25 hours apart.
    expect(dayStart('2027-03-01', 'Pacific/Pago_Pago') - dayStart('2027-03-01', 'Pacific/Kiritimati')).toBe(25 * 3600_000);
  });
});
