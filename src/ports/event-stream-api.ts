import type { PushEvent } from '../contract/records';
import { token } from './token';

/** What one connection of the push channel tells its caller, as it happens. */
export interface StreamListener {
  /** One of the caller's events (its EventID is the position to resume after). */
  event(event: PushEvent): void;
  /** The stream stands at `eventId` (a new stream's `ready`): nothing happened yet, resume after it. */
  position(eventId: number): void;
  /** Some events could not be had (no longer kept, or the backend's store is another): reload what is shown. */
  reset(eventId: number): void;
}

/** How a connection ended: the server closed it, the network failed, or the backend refused it (401/403: signed out). */
export type StreamEnd = 'closed' | 'failed' | 'refused';

/**
 * The push channel (added beyond the spec, issue 41): the signed-in user's events, Server-Sent Events from
 * /StreamEvents. `connect` holds one connection, resuming after `after` (null: from now), until it ends or `signal`
 * aborts; reconnecting is the caller's (LiveUpdates). `catchUp` asks once for what came after `after` (the polling
 * fallback); a refusal rejects with BackendError.
 */
export interface EventStreamApi {
  connect(after: number | null, listener: StreamListener, signal: AbortSignal): Promise<StreamEnd>;
  catchUp(after: number): Promise<{ events: PushEvent[]; reset: number | null }>;
}

export const EVENT_STREAM_API = token<EventStreamApi>('EventStreamApi');
