import type { Availability, AvailabilityState, OpenSlots } from '../contract/records';
import { token } from './token';

export interface OpenSlotsQuery {
  slug: string;
  /** ISO instants: slots starting at or after `from` and before `to` (at most 31 days apart). */
  from: string;
  to: string;
  /** A length the tutor offers; their first when absent. */
  minutes?: number;
  trial?: boolean;
}

/**
 * A tutor's bookable hours (/GetAvailability, /SaveAvailability: the tutor's own; 400 names the fields that break a
 * rule) and the open slots students book from them (/GetOpenSlots: anyone, signed in or not). Added beyond the spec.
 */
export interface AvailabilityApi {
  /** Before the first save: a starting point, UpdatedAt null. */
  get(): Promise<AvailabilityState>;
  save(availability: Availability): Promise<AvailabilityState>;
  openSlots(query: OpenSlotsQuery): Promise<OpenSlots>;
}

export const AVAILABILITY_API = token<AvailabilityApi>('AvailabilityApi');
