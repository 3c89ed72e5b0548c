import type { RouteObject } from 'react-router-dom';
import { routeEntries } from '../../domain/routes';
import { page } from './lazy-page';
import { GUARDED_PAGES, type GuardedRouteId } from './page-loaders';

/** Spec §2 "Routes behind the login guard" (composed under RequireAuth in router.tsx), built from the route table. */
export const guardedRoutes: RouteObject[] = routeEntries.flatMap(([id, entry]) => (entry.guarded ? [page(entry.path, GUARDED_PAGES[id as GuardedRouteId])] : []));
