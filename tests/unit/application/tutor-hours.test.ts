import { describe, expect, it, vi } from 'vitest';
import { TutorHours } from '../../../src/application/tutor-hours';
import { BackendError } from '../../../src/domain/backend-error';
import { startingAvailability } from '../../../src/domain/availability';
import type { AvailabilityApi } from '../../../src/ports/availability-api';

const hours = { ...startingAvailability({ TimeZone: 'Asia/Kolkata', CurrencyType: 'INR', HourlyRate: 800 }), Weekly: [{ Day: 1, From: '09:00', To: '12:00' }] };

function api(save: AvailabilityApi['save']): AvailabilityApi {
  return { get: vi.fn(), save: vi.fn(save), openSlots: vi.fn(), hold: vi.fn() };
}

describe('TutorHours', () => {
  it('refuses by field what the domain refuses, and sends nothing', async () => {
    const port = api(async () => ({ Availability: hours, UpdatedAt: '2026-05-01T09:00:00Z' }));
    const outcome = await new TutorHours(port).save({ ...hours, Weekly: [{ Day: 1, From: '12:00', To: '09:00' }], BufferMinutes: 500 });
    expect(outcome).toMatchObject({
      ok: false,
      code: 'invalid',
      field: 'Weekly[0].To',
      fields: [
        { field: 'Weekly[0].To', message: 'The end time must be after the start time.' },
        { field: 'BufferMinutes', message: 'Give a buffer of 0 to 120 minutes.' },
      ],
    });
    expect(port.save).not.toHaveBeenCalled();
  });

  it('maps the backend’s 400 to its fields', async () => {
    const port = api(async () => {
      throw new BackendError('validation', 'Invalid', [{ field: 'Lengths[0].Price', message: 'Give a price of at least 1.' }], 400);
    });
    const outcome = await new TutorHours(port).save(hours);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid', fields: [{ field: 'Lengths[0].Price', message: 'Give a price of at least 1.' }] });
    expect(port.save).toHaveBeenCalledWith(hours);
  });

  it('saves what passes the rules', async () => {
    const port = api(async (a) => ({ Availability: a, UpdatedAt: '2026-05-01T09:00:00Z' }));
    expect(await new TutorHours(port).save(hours)).toEqual({ ok: true, value: { Availability: hours, UpdatedAt: '2026-05-01T09:00:00Z' } });
  });
});
