import type { Availability, AvailabilityState, OpenSlots, PrivateClassRecord } from '../../contract/records';
import { getAvailability, getOpenSlots, holdSlot, saveAvailability } from '../../contract/generated/backend/sdk.gen';
import type { AvailabilityApi, OpenSlotsQuery, SlotChoice } from '../../ports/availability-api';
import type { BackendTransport } from './http/backend-transport';

export class HttpAvailabilityApi implements AvailabilityApi {
  constructor(private readonly http: BackendTransport) {}

  get(): Promise<AvailabilityState> {
    return this.http.call('read', (base) => getAvailability(base));
  }

  save(availability: Availability): Promise<AvailabilityState> {
    // Saving replaces the whole set: sending it twice leaves the same hours, so a retry is safe.
    return this.http.call('idempotent', (base) => saveAvailability({ ...base, body: availability }));
  }

  openSlots(query: OpenSlotsQuery): Promise<OpenSlots> {
    return this.http.call('read', (base) =>
      getOpenSlots({ ...base, query: { Slug: query.slug, From: query.from, To: query.to, Minutes: query.minutes, Trial: query.trial } }),
    );
  }

  hold(slot: SlotChoice): Promise<PrivateClassRecord> {
    // Holding the same slot again returns the same hold, so a retry is safe.
    return this.http.call('idempotent', (base) => holdSlot({ ...base, body: { Slug: slot.slug, Start: slot.start, Minutes: slot.minutes, Trial: slot.trial } }));
  }
}
