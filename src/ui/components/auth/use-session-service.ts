import { type SessionService } from '../../../application/session-service';
import { SESSION_SERVICE } from '../../../application/tokens';
import { useService } from '../container-context';

export function useSessionService(): SessionService {
  return useService(SESSION_SERVICE);
}

/** The guard's origin location carried in the router state ({ from }), unvalidated: the session rules validate it. */
export function fromState(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : undefined;
}

/** The router state for the page after sign-in or sign-up: the origin travels on, so registration can finish there. */
export function onwardState(state: unknown): { from: unknown } | undefined {
  const from = fromState(state);
  return from === undefined ? undefined : { from };
}
