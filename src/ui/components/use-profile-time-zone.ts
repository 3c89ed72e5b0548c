import { canonicalTimeZone } from '../../domain/time-zone';
import { useEffect, useSyncExternalStore } from 'react';
import { SESSION_SERVICE } from '../../application/tokens';
import { useService, useServiceWhenReady } from './container-context';

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

/**
 * The viewer's zone on a page drawn before the services (server-rendered or prerendered, then hydrated): UTC while it
 * hydrates (the server's render), then the signed-in user's profile zone once the services know it, else the
 * browser's. So a public page's fixed-time classes, its zone note and its slot picker (useProfileTimeZone) agree.
 */
export function useViewerTimeZone(hydrated: boolean): string {
  const session = useServiceWhenReady(SESSION_SERVICE);
  const stored = useSyncExternalStore(
    (onChange) => session?.subscribeRole(onChange) ?? (() => undefined),
    () => session?.storedTimeZone() ?? null,
    () => null,
  );
  if (!hydrated) return 'UTC';
  return stored ?? browserTimeZone();
}
