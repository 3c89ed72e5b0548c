import { useSyncExternalStore } from 'react';
import { SESSION_SERVICE } from '../../application/session-service';
import type { Role } from '../../domain/constants';
import type { ProfileState } from '../../domain/route-access';
import { useService } from './container-context';

/** The signed-in user's ROLE as stored (spec §3), re-read whenever the session service stores or clears it. */
export function useRole(): Role | null {
  const session = useService(SESSION_SERVICE);
  return useSyncExternalStore(
    (onChange) => session.subscribeRole(onChange),
    () => session.role(),
  );
}

/** Whether the signed-in user has registered a profile (the session service's profileState), re-read when it changes. */
export function useProfileState(): ProfileState {
  const session = useService(SESSION_SERVICE);
  return useSyncExternalStore(
    (onChange) => session.subscribeRole(onChange),
    () => session.profileState(),
  );
}
