import type { RouteObject } from 'react-router-dom';
import { routeEntries, type GuardedArea } from '../../domain/routes';
import { page } from './lazy-page';
import { GUARDED_PAGES, type GuardedRouteId } from './page-loaders';

export type { GuardedArea } from '../../domain/routes';

/** A guarded route's `handle`; a route without an area is named "that page". */
export type GuardedRouteHandle = { area?: GuardedArea };

/**
 * Spec §2 "Routes behind the login guard" (composed under RequireAuth in router.tsx), built from the route table. Kept
 * in their own module so the landing page can name where a signed-out visitor was going without importing the router,
 * which loads it.
 */
export const guardedRoutes: RouteObject[] = routeEntries.flatMap(([id, entry]) => {
  if (!entry.guarded) return [];
  const handle: GuardedRouteHandle = entry.area === null ? {} : { area: entry.area };
  return [{ ...page(entry.path, GUARDED_PAGES[id as GuardedRouteId]), handle }];
});
