import { useSyncExternalStore } from 'react';
import { AUTH_GATEWAY, type AuthGateway, type AuthSession } from '../../ports/auth-gateway';
import { useService } from './container-context';

export function useAuthSession(): AuthSession {
  const auth = useService<AuthGateway>(AUTH_GATEWAY);
  return useSyncExternalStore(
    (onChange) => auth.subscribe(onChange),
    () => auth.current(),
  );
}
