import { useCallback, useSyncExternalStore } from 'react';
import { type SessionService } from '../../application/session-service';
import { SESSION_SERVICE } from '../../application/tokens';
import type { Role } from '../../domain/constants';
import type { ProfileState } from '../../domain/route-access';
import { useServiceWhenReady } from './container-context';

/** A value the session service keeps, re-read whenever it stores or clears the role; `fallback` until it has loaded. */
function useSessionValue<T>(read: (session: SessionService) => T, fallback: T): T {
  const session = useServiceWhenReady(SESSION_SERVICE);
  const subscribe = useCallback((onChange: () => void) => session?.subscribeRole(onChange) ?? (() => undefined), [session]);
  return useSyncExternalStore(subscribe, () => (session ? read(session) : fallback), () => fallback);
}

/** The signed-in user's ROLE as stored (spec §3); null while signed out or still loading. */
export function useRole(): Role | null {
  return useSessionValue((session) => session.role(), null);
}

/** Whether the signed-in user has registered a profile (the session service's profileState), re-read when it changes. */
export function useProfileState(): ProfileState {
  return useSessionValue((session) => session.profileState(), 'unknown');
}
