import { useSyncExternalStore } from 'react';
import { SESSION_SERVICE } from '../../application/session-service';
import type { Role } from '../../domain/constants';
import { useService } from './container-context';

/** The signed-in user's ROLE as stored (spec §3), re-read whenever the session service stores or clears it. */
export function useRole(): Role | null {
  const session = useService(SESSION_SERVICE);
  return useSyncExternalStore(
    (onChange) => session.subscribeRole(onChange),
    () => session.role(),
  );
}
