import { createBrowserRouter, type Params, type RouteObject } from 'react-router-dom';
import { routeEntries, ROUTES, type RouteId } from '../../domain/routes';
import { LoadingScreen } from '../components/loading-screen';
import { LandingPage } from '../features/landing/landing-page';
import { guardedRoutes } from './guarded-routes';
import { page, type PageLoader } from './lazy-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { ServiceHost } from './container-context';
import { requestTutorProfile, tutorProfileKey } from '../features/tutor-page/tutor-profile-request';

export { guardedRoutes } from './guarded-routes';

type PublicRouteId = { [Id in RouteId]: (typeof ROUTES)[Id]['guarded'] extends false ? Id : never }[RouteId];

/**
 * Each public route's page: a feature's export, or a page of src/ui/routes/ (default export). The landing page is in
 * the entry (the first page most visitors see paints without a second round trip); every other page is its own chunk.
 */
const PUBLIC_PAGES: Record<Exclude<PublicRouteId, 'landing'>, PageLoader> = {
  login: () => import('../features/auth/login-page').then((m) => m.LoginPage),
  signup: () => import('../features/auth/signup-page').then((m) => m.SignupPage),
  forgetPassword: () => import('../features/auth/forget-password-page').then((m) => m.ForgetPasswordPage),
  classCheckout: () => import('../features/checkout/checkout-redirect').then((m) => m.CheckoutRedirect),
  classRoom: () => import('../routes/class-room-page').then((m) => m.default),
  tutorPublicCourses: () => import('../features/tutor-page/pages').then((m) => m.TutorPublicCoursesPage),
  studentSignup: () => import('../routes/student-signup-page').then((m) => m.default),
  registration: () => import('../routes/registration-page').then((m) => m.default),
  tutorInstantClass: () => import('../features/classroom/pages').then((m) => m.TutorInstantClassPage),
  instantClassroom: () => import('../features/classroom/pages').then((m) => m.InstantClassroomPage),
  tutorPublic: () => import('../features/tutor-page/pages').then((m) => m.TutorPublicPage),
  notFound: () => import('./not-found-page').then((m) => m.NotFoundPage),
};

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
  const prefetch: Partial<Record<PublicRouteId, ((params: Params) => void) | undefined>> = {
    tutorPublic: tutorProfile(false),
    tutorPublicCourses: tutorProfile(true),
  };
  return routeEntries.flatMap(([id, entry]) => {
    if (entry.guarded || id === 'notFound') return [];
    if (id === 'landing') return [{ path: entry.path, Component: LandingPage }];
    const pageId = id as Exclude<PublicRouteId, 'landing'>;
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
