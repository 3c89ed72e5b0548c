import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type PageModule = { default: ComponentType };

/** One lazy chunk per page: the module is fetched only when its route matches. */
export function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}
