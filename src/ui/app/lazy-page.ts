import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * How a route's page is fetched: the module that exports it, imported on demand, and the export, e.g.
 * `() => import('../features/tutor/dashboard/tutor-dashboard').then((m) => m.TutorDashboard)`.
 */
export type PageLoader = () => Promise<ComponentType>;

/** One lazy chunk per page module: it is fetched only when its route matches. */
export function page(path: string, load: PageLoader): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}
