import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

type PageModule = { default: ComponentType };

/** One lazy chunk per page: the module is fetched only when its route matches. */
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

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

/** Spec §2 "Routes behind the login guard". */
export const guardedRoutes: RouteObject[] = [
  page('/student-private-class/:session?', () => import('../routes/student-private-class-page')),
  page('/student-course-class/sessions-schedule/:ClassID', () => import('../routes/sessions-schedule-page')),
  page('/student-course-class/:session?', () => import('../routes/student-course-class-page')),
  page('/private-class-checkout/:session', () => import('../routes/private-class-checkout-page')),
  page('/course-class-checkout/:session', () => import('../routes/course-class-checkout-page')),
  page('/tutor-registration', () => import('../routes/tutor-registration-page')),
  page('/student-registration', () => import('../routes/student-registration-page')),
  page('/student-dashboard', () => import('../routes/student-dashboard-page')),
  page('/tutor-dashboard', () => import('../routes/tutor-dashboard-page')),
  page('/tutor-search', () => import('../routes/tutor-search-page')),
  page('/student-account', () => import('../routes/student-account-page')),
  page('/tutor-account', () => import('../routes/tutor-account-page')),
  page('/tutor-payment-history', () => import('../routes/tutor-payment-history-page')),
  page('/student-payment-history', () => import('../routes/student-payment-history-page')),
  page('/tutor-cash-withdrawal', () => import('../routes/tutor-cash-withdrawal-page')),
  page('/add-bank', () => import('../routes/add-bank-page')),
  page('/checkout-page', () => import('../routes/checkout-page')),
  page('/student-profile', () => import('../routes/student-profile-page')),
  page('/tutor-profile', () => import('../routes/tutor-profile-page')),
  page('/classroom/:encryptSessionId', () => import('../routes/classroom-page')),
  page('/private-class/:encryptSessionId', () => import('../routes/private-classroom-page')),
  page('/course-class/managesession/:ClassID', () => import('../routes/manage-session-page')),
  page('/course-class/:encryptSessionId', () => import('../routes/course-classroom-page')),
  page('/course-class', () => import('../routes/course-class-page')),
  page('/student-instant-class/:encryptSessionId', () => import('../routes/student-instant-class-page')),
  page('/payment', () => import('../routes/payment-page')),
];

export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    children: [
      ...publicRoutes,
      { Component: RequireAuth, children: guardedRoutes },
      page('*', () => import('../routes/not-found-page')),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
