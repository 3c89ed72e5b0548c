import { useCallback, useSyncExternalStore } from 'react';
import { type SessionService } from '../../../application/session-service';
import { SESSION_SERVICE } from '../../../application/tokens';
import type { Role } from '../../../domain/constants';
import type { ProfileState } from '../../../domain/route-access';
import type { StoredSession } from '../../../application/stored-session';
import { useServiceHost, useServiceWhenReady } from '../container-context';

/**
 * A value the session service keeps, re-read whenever it stores or clears the role; before the services have loaded,
 * as this device kept it when the app started (ServiceHost.stored); `hydrating` while a prerendered page hydrates.
 */
function useSessionValue<K extends 'role' | 'profile'>(read: (session: SessionService) => StoredSession[K], key: K, hydrating: StoredSession[K]): StoredSession[K] {
  const host = useServiceHost();
  const session = useServiceWhenReady(SESSION_SERVICE);
  const subscribe = useCallback((onChange: () => void) => session?.subscribeRole(onChange) ?? (() => undefined), [session]);
  return useSyncExternalStore(subscribe, () => (session ? read(session) : host.stored[key]), () => hydrating);
}

/** The signed-in user's ROLE as stored (spec §3); null while signed out or not known yet. */
export function useRole(): Role | null {
  return useSessionValue((session) => session.role(), 'role', null);
}

/** Whether the signed-in user has registered a profile (the session service's profileState), re-read when it changes. */
export function useProfileState(): ProfileState {
  return useSessionValue((session) => session.profileState(), 'profile', 'unknown');
}
