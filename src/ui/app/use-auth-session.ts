import { useSyncExternalStore } from 'react';
import { AUTH_GATEWAY, type AuthSession } from '../../ports/auth-gateway';
import { useService } from './container-context';

export function useAuthSession(): AuthSession {
  const auth = useService(AUTH_GATEWAY);
  return useSyncExternalStore(
    (onChange) => auth.subscribe(onChange),
    () => auth.current(),
  );
}
