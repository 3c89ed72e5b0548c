import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routeEntries, ROUTES, type RouteId } from '../../domain/routes';
import { LoadingScreen } from '../components/loading-screen';
import { guardedRoutes } from './guarded-routes';
import { page, type PageLoader } from './lazy-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

export { guardedRoutes } from './guarded-routes';

type PublicRouteId = { [Id in RouteId]: (typeof ROUTES)[Id]['guarded'] extends false ? Id : never }[RouteId];

/** Each public route's page, one lazy chunk each. */
const PUBLIC_PAGES: Record<PublicRouteId, PageLoader> = {
  landing: () => import('../routes/landing-page'),
  login: () => import('../routes/login-page'),
  signup: () => import('../routes/signup-page'),
  forgetPassword: () => import('../routes/forget-password-page'),
  classCheckout: () => import('../routes/class-checkout-page'),
  classRoom: () => import('../routes/class-room-page'),
  tutorPublicCourses: () => import('../routes/tutor-public-courses-page'),
  studentSignup: () => import('../routes/student-signup-page'),
  registration: () => import('../routes/registration-page'),
  tutorInstantClass: () => import('../routes/tutor-instant-class-page'),
  instantClassroom: () => import('../routes/instant-classroom-page'),
  tutorPublic: () => import('../routes/tutor-public-page'),
  notFound: () => import('../routes/not-found-page'),
};

/** Spec §2 public routes (no login guard), from the route table; the catch-all comes last, after the guarded ones. */
export const publicRoutes: RouteObject[] = routeEntries.flatMap(([id, entry]) =>
  entry.guarded || id === 'notFound' ? [] : [page(entry.path, PUBLIC_PAGES[id as PublicRouteId])],
);

export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    // Only when the shell itself fails; a page's failure is caught below, inside the shell.
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [...publicRoutes, { Component: RequireAuth, children: guardedRoutes }, page(ROUTES.notFound.path, PUBLIC_PAGES.notFound)],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
