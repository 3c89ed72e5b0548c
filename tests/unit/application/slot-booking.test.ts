import { describe, expect, it, vi } from 'vitest';
import { SlotBooking } from '../../../src/application/slot-booking';
import type { OpenSlots } from '../../../src/contract/records';
import type { AvailabilityApi } from '../../../src/ports/availability-api';

const NOW = new Date('2026-05-01T09:00:00Z');

/** The demo tutor's answer: a 30-minute trial and three lengths, each at its own terms. */
const OPEN: OpenSlots = {
  Slug: 'demo-tutor',
  TimeZone: 'Asia/Kolkata',
  Minutes: 45,
  Price: 570,
  TransactionFees: 30,
  CurrencyType: 'INR',
  Trial: false,
  Slots: [],
  NextOpenAt: '2026-05-02T03:30:00Z',
  Lessons: [
    { Minutes: 30, Price: 200, TransactionFees: 10, CurrencyType: 'INR', Trial: true },
    { Minutes: 45, Price: 570, TransactionFees: 30, CurrencyType: 'INR', Trial: false },
    { Minutes: 60, Price: 760, TransactionFees: 40, CurrencyType: 'INR', Trial: false },
    { Minutes: 90, Price: 1100, TransactionFees: 55, CurrencyType: 'INR', Trial: false },
  ],
};

function booking(answer: OpenSlots) {
  const api: AvailabilityApi = { get: vi.fn(), save: vi.fn(), openSlots: vi.fn(async () => answer), hold: vi.fn() };
  return { api, booking: new SlotBooking(api, { now: () => NOW }) };
}

describe('SlotBooking.offer', () => {
  it('asks GetOpenSlots once, for a one-minute window from now, and offers every lesson, the trial first', async () => {
    const { api, booking: b } = booking(OPEN);
    const offer = await b.offer('demo-tutor');
    expect(api.openSlots).toHaveBeenCalledTimes(1);
    expect(api.openSlots).toHaveBeenCalledWith({ slug: 'demo-tutor', from: '2026-05-01T09:00:00.000Z', to: '2026-05-01T09:01:00.000Z' });
    expect(offer).toEqual({
      lessons: [
        { minutes: 30, trial: true, price: 200, fees: 10, currency: 'INR' },
        { minutes: 45, trial: false, price: 570, fees: 30, currency: 'INR' },
        { minutes: 60, trial: false, price: 760, fees: 40, currency: 'INR' },
        { minutes: 90, trial: false, price: 1100, fees: 55, currency: 'INR' },
      ],
      nextOpenAt: '2026-05-02T03:30:00Z',
      trialUsed: false,
    });
  });

  it('leaves the trial out for a student who had it', async () => {
    const offer = await booking({ ...OPEN, TrialUsed: true }).booking.offer('demo-tutor');
    expect(offer?.trialUsed).toBe(true);
    expect(offer?.lessons.map((l) => [l.minutes, l.trial])).toEqual([[45, false], [60, false], [90, false]]);
  });

  it('offers nothing when the tutor has no open time (or never saved hours)', async () => {
    expect(await booking({ ...OPEN, NextOpenAt: null }).booking.offer('demo-tutor')).toBeNull();
    expect(await booking({ ...OPEN, NextOpenAt: null, Lessons: [] }).booking.offer('demo-tutor')).toBeNull();
  });
});
