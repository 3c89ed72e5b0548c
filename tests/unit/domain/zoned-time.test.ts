import { describe, expect, it } from 'vitest';
import { isoToZonedLocal, weeklyLocalTimes, zonedLocalToIso } from '../../../src/domain/zoned-time';

describe('zonedLocalToIso', () => {
  it('keeps the wall clock and adds the zone offset', () => {
    expect(zonedLocalToIso('2026-11-25T16:00', 'Asia/Kolkata')).toBe('2026-11-25T16:00:00+05:30');
    expect(zonedLocalToIso('2026-11-25T16:00', 'UTC')).toBe('2026-11-25T16:00:00+00:00');
    expect(zonedLocalToIso('2026-11-25T09:30', 'America/New_York')).toBe('2026-11-25T09:30:00-05:00');
  });

  it('follows daylight saving time', () => {
    expect(zonedLocalToIso('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T09:30:00+01:00');
    expect(Date.parse(zonedLocalToIso('2026-07-01T09:30', 'Europe/London')!)).toBe(Date.UTC(2026, 6, 1, 8, 30));
  });

  it('refuses what is not a date-time', () => {
    expect(zonedLocalToIso('', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedLocalToIso('tomorrow', 'UTC')).toBeNull();
  });

  it('round-trips through isoToZonedLocal', () => {
    const iso = zonedLocalToIso('2026-12-01T07:15', 'Asia/Kolkata')!;
    expect(isoToZonedLocal(iso, 'Asia/Kolkata')).toBe('2026-12-01T07:15');
    expect(isoToZonedLocal(iso, 'UTC')).toBe('2026-12-01T01:45');
  });
});

describe('weeklyLocalTimes', () => {
  it('repeats the same wall-clock time every 7 days, across month ends', () => {
    expect(weeklyLocalTimes('2026-12-24T18:00', 3)).toEqual(['2026-12-24T18:00', '2026-12-31T18:00', '2027-01-07T18:00']);
  });
  it('keeps the local hour when daylight saving time starts', () => {
    const [a, b] = weeklyLocalTimes('2027-03-22T09:00', 2).map((local) => zonedLocalToIso(local, 'Europe/London'));
    expect(a).toBe('2027-03-22T09:00:00+00:00');
    expect(b).toBe('2027-03-29T09:00:00+01:00');
  });
  it('gives nothing for a bad start or count', () => {
    expect(weeklyLocalTimes('nope', 3)).toEqual([]);
    expect(weeklyLocalTimes('2026-12-24T18:00', 0)).toEqual([]);
  });
});
