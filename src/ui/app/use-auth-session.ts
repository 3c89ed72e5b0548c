import { useCallback, useSyncExternalStore } from 'react';
import { SESSION_SERVICE } from '../../application/tokens';
import type { AuthSession } from '../../ports/auth-gateway';
import { useServiceWhenReady } from './container-context';

const UNKNOWN: AuthSession = { status: 'unknown' };
/** Before the services: on a prerendered page and while it hydrates. */
const unknown = () => UNKNOWN;

/**
 * Who is signed in (SessionService.session: the provider's session, or this device's still-valid one while the
 * provider has not answered); 'unknown' until then, and while the services are still loading.
 */
export function useAuthSession(): AuthSession {
  const sessions = useServiceWhenReady(SESSION_SERVICE);
  const subscribe = useCallback((onChange: () => void) => sessions?.subscribeSession(onChange) ?? (() => undefined), [sessions]);
  return useSyncExternalStore(subscribe, () => sessions?.session() ?? UNKNOWN, unknown);
}
