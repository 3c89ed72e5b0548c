import { canonicalTimeZone } from '../../domain/time-zone';
import { useEffect, useSyncExternalStore } from 'react';
import { SESSION_SERVICE } from '../../application/tokens';
import { useService } from './container-context';

/** The browser's own zone: the default of a new profile, and what a visitor's times are shown in. */
export function browserTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

/**
 * Spec §9: class times in the signed-in user's own time zone — the one in their stored profile (USER_PROFILE), kept
 * current by the session service; the browser's zone until a profile is known (it is loaded if none is stored).
 */
export function useProfileTimeZone(): string {
  const session = useService(SESSION_SERVICE);
  const stored = useSyncExternalStore(
    (onChange) => session.subscribeRole(onChange),
    () => session.storedTimeZone(),
  );
  useEffect(() => {
    if (stored === null) session.ensureProfile();
  }, [session, stored]);
  return stored ?? browserTimeZone();
}
