import type { Availability, AvailabilityState, OpenSlots, PrivateClassRecord } from '../contract/records';
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
  /**
   * /HoldSlot (students): the slot becomes a private class held for the student for 10 minutes (HeldUntil), paid as any
   * private class; 409 'conflict' when it is not open any more or the trial was had.
   */
  hold(slot: SlotChoice): Promise<PrivateClassRecord>;
}

export interface SlotChoice {
  slug: string;
  /** ISO instant, one of GetOpenSlots' Slots. */
  start: string;
  minutes?: number;
  trial?: boolean;
}

export const AVAILABILITY_API = token<AvailabilityApi>('AvailabilityApi');
