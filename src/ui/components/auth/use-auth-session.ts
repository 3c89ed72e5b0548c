import { useCallback, useSyncExternalStore } from 'react';
import { SESSION_SERVICE } from '../../../application/tokens';
import type { AuthSession } from '../../../ports/auth-gateway';
import { useServiceHost, useServiceWhenReady } from '../container-context';

const UNKNOWN: AuthSession = { status: 'unknown' };
/** While a prerendered page hydrates: as it was rendered at build time, for nobody. */
const unknown = () => UNKNOWN;

/**
 * Who is signed in (SessionService.session: the provider's session, or this device's still-valid one while the
 * provider has not answered); before the services have loaded, the one this device kept when the app started (the same
 * rule, ServiceHost.stored), else 'unknown'.
 */
export function useAuthSession(): AuthSession {
  const host = useServiceHost();
  const sessions = useServiceWhenReady(SESSION_SERVICE);
  const subscribe = useCallback((onChange: () => void) => sessions?.subscribeSession(onChange) ?? (() => undefined), [sessions]);
  return useSyncExternalStore(subscribe, () => sessions?.session() ?? host.stored.session, unknown);
}

/**
 * Whether the signed-in user's token is still on its way (a reload in the middle of signing in: SessionService.awaitingToken);
 * false before the services have loaded, and while a prerendered page hydrates.
 */
export function useAwaitingToken(): boolean {
  const sessions = useServiceWhenReady(SESSION_SERVICE);
  const subscribe = useCallback((onChange: () => void) => sessions?.subscribeRole(onChange) ?? (() => undefined), [sessions]);
  return useSyncExternalStore(subscribe, () => sessions?.awaitingToken() ?? false, () => false);
}
