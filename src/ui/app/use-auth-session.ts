import { useCallback, useSyncExternalStore } from 'react';
import { AUTH_GATEWAY, type AuthSession } from '../../ports/auth-gateway';
import { useServiceWhenReady } from './container-context';

const UNKNOWN: AuthSession = { status: 'unknown' };
/** Before the services: on a prerendered page and while it hydrates. */
const unknown = () => UNKNOWN;

/** The provider's session; 'unknown' until it has answered (and while the services are still loading). */
export function useAuthSession(): AuthSession {
  const auth = useServiceWhenReady(AUTH_GATEWAY);
  const subscribe = useCallback((onChange: () => void) => auth?.subscribe(onChange) ?? (() => undefined), [auth]);
  return useSyncExternalStore(subscribe, () => auth?.current() ?? UNKNOWN, unknown);
}
