import { useMemo } from 'react';
import { type SessionService } from '../../../application/session-service';
import { SESSION_SERVICE } from '../../../application/tokens';
import { useService, useServiceLater } from '../container-context';

export function useSessionService(): SessionService {
  return useService(SESSION_SERVICE);
}

/** What a press on the sign-in page or the header's Sign out asks of the session. */
export type SessionActions = Pick<SessionService, 'signIn' | 'signInWithGoogle' | 'startPhoneSignIn' | 'signOut'>;

/**
 * The session's actions for what paints before the services (the prerendered /login, the header of a kept session):
 * each waits for them when pressed, so that rendering neither suspends nor starts them earlier.
 */
export function useSessionActions(): SessionActions {
  const later = useServiceLater(SESSION_SERVICE);
  return useMemo(
    () => ({
      signIn: (...args) => later((session) => session.signIn(...args)),
      signInWithGoogle: (...args) => later((session) => session.signInWithGoogle(...args)),
      startPhoneSignIn: (...args) => later((session) => session.startPhoneSignIn(...args)),
      signOut: () => later((session) => session.signOut()),
    }),
    [later],
  );
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
