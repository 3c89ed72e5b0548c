import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type PageModule = { default: ComponentType };

/** How a route's page module is fetched: `() => import('../routes/…')`. */
export type PageLoader = () => Promise<PageModule>;

/** One lazy chunk per page: the module is fetched only when its route matches. */
export function page(path: string, load: PageLoader): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}
