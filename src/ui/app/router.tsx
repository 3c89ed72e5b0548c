import { createBrowserRouter, type Params, type RouteObject } from 'react-router-dom';
import { routeEntries, ROUTES } from '../../domain/routes';
import { LoadingScreen } from '../components/loading-screen';
import { LandingPage } from '../features/landing/landing-page';
import { guardedRoutes } from './guarded-routes';
import { page } from './lazy-page';
import { PUBLIC_PAGES, type LazyPublicRouteId } from './page-loaders';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { ServiceHost } from '../components/container-context';
import { requestTutorProfile, tutorProfileKey } from '../features/tutor-page/tutor-profile-request';

export { guardedRoutes } from './guarded-routes';

/**
 * Spec §2 public routes (no login guard), from the route table; the catch-all comes last, after the guarded ones. With
 * the services' host, the tutor pages' loaders start their request with the route (ServiceHost.prefetch).
 */
export function buildPublicRoutes(host?: ServiceHost): RouteObject[] {
  const tutorProfile = (includeCourses: boolean) =>
    host &&
    ((params: Params) => {
      const slug = params.session ?? '';
      host.prefetch(tutorProfileKey(slug, includeCourses), (container) => requestTutorProfile(container, slug, includeCourses));
    });
  const prefetch: Partial<Record<LazyPublicRouteId, ((params: Params) => void) | undefined>> = {
    tutorPublic: tutorProfile(false),
    tutorPublicCourses: tutorProfile(true),
  };
  return routeEntries.flatMap(([id, entry]) => {
    if (entry.guarded || id === 'notFound') return [];
    if (id === 'landing') return [{ path: entry.path, Component: LandingPage }];
    const pageId = id as LazyPublicRouteId;
    return [page(entry.path, PUBLIC_PAGES[pageId], prefetch[pageId])];
  });
}

export const publicRoutes: RouteObject[] = buildPublicRoutes();

/** The app's routes; with the services' host, pages start their first request with their route. */
export function buildAppRoutes(host?: ServiceHost): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      // Only when the shell itself fails; a page's failure is caught below, inside the shell.
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [...buildPublicRoutes(host), { Component: RequireAuth, children: guardedRoutes }, page(ROUTES.notFound.path, PUBLIC_PAGES.notFound)],
        },
      ],
    },
  ];
}

export const appRoutes: RouteObject[] = buildAppRoutes();

export function createAppRouter(host: ServiceHost) {
  return createBrowserRouter(buildAppRoutes(host));
}
