import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { guardedRoutes } from './guarded-routes';
import { page } from './lazy-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

export { guardedRoutes } from './guarded-routes';

/** Spec §2 public routes (no login guard). */
export const publicRoutes: RouteObject[] = [
  page('/', () => import('../routes/landing-page')),
  page('/login', () => import('../routes/login-page')),
  page('/signup', () => import('../routes/signup-page')),
  page('/forget-password', () => import('../routes/forget-password-page')),
  page('/class-checkout', () => import('../routes/class-checkout-page')),
  page('/class-room', () => import('../routes/class-room-page')),
  page('/course/:session', () => import('../routes/tutor-public-courses-page')),
  page('/student-signup/:session', () => import('../routes/student-signup-page')),
  page('/registration/:session', () => import('../routes/registration-page')),
  page('/tutor-instant-class/:encryptSessionId', () => import('../routes/tutor-instant-class-page')),
  page('/instant-classroom/:encryptSessionId/:roleId', () => import('../routes/instant-classroom-page')),
  // Static paths rank above this dynamic one, so it only catches tutor slugs.
  page('/:session', () => import('../routes/tutor-public-page')),
];

export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    // Only when the shell itself fails; a page's failure is caught below, inside the shell.
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [...publicRoutes, { Component: RequireAuth, children: guardedRoutes }, page('*', () => import('../routes/not-found-page'))],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
