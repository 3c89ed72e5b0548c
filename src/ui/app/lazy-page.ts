import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router-dom';

/**
 * How a route's page is fetched: the module that exports it, imported on demand, and the export, e.g.
 * `() => import('../features/tutor/dashboard/tutor-dashboard').then((m) => m.TutorDashboard)`.
 */
export type PageLoader = () => Promise<ComponentType>;

/**
 * One lazy chunk per page module: it is fetched only when its route matches. `prefetch`, when given, starts the page's
 * first request at the same moment (a loader that returns at once: the navigation does not wait for it).
 */
export function page(path: string, load: PageLoader, prefetch?: (params: Params) => void): RouteObject {
  const route: RouteObject = { path, lazy: async () => ({ Component: await load() }) };
  if (prefetch) {
    route.loader = ({ params }) => {
      prefetch(params);
      return null;
    };
    // Again only for other params (another tutor), not for every navigation that keeps them.
    route.shouldRevalidate = ({ currentParams, nextParams }) => JSON.stringify(currentParams) !== JSON.stringify(nextParams);
  }
  return route;
}
