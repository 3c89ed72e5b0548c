import { refreshGroupsOf, type RefreshGroup } from '../../domain/notifications';
import { useInvalidate, type ReadKey } from './server-state';
import { useLiveEvents } from './use-live-events';

/**
 * Reads a screen's lists again when a pushed event changes what they show (issue 41): `keys` gives, per part
 * (src/domain/notifications.ts: classes, payments, reviews), the reads to invalidate. The other side's booking,
 * cancellation, new time, refund or review shows without a reload. Returns the channel's status (poll while not live).
 */
export function useRefreshOnEvents(keys: Partial<Record<RefreshGroup, readonly ReadKey[]>>) {
  const invalidate = useInvalidate();
  return useLiveEvents((event) => {
    const stale = refreshGroupsOf(event.Type).flatMap((group) => keys[group] ?? []);
    if (stale.length > 0) invalidate(...stale);
  });
}
