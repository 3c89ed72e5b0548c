import type { RouteObject } from 'react-router-dom';
import { page } from './lazy-page';

/** What a guarded route is, in the words a signed-out visitor's sign-in notice on / uses (landing-text.ts). */
export type GuardedArea =
  | 'tutor-search'
  | 'dashboard'
  | 'private-class'
  | 'course'
  | 'courses'
  | 'checkout'
  | 'classroom'
  | 'payment-history'
  | 'account'
  | 'profile'
  | 'registration'
  | 'withdrawals'
  | 'bank-accounts';

/** A guarded route's `handle`; a route without an area is named "that page". */
export type GuardedRouteHandle = { area?: GuardedArea };

function guarded(path: string, area: GuardedArea | null, load: Parameters<typeof page>[1]): RouteObject {
  const handle: GuardedRouteHandle = area === null ? {} : { area };
  return { ...page(path, load), handle };
}

/**
 * Spec §2 "Routes behind the login guard" (composed under RequireAuth in router.tsx). Kept in their own module so the
 * landing page can name where a signed-out visitor was going without importing the router, which loads it.
 */
export const guardedRoutes: RouteObject[] = [
  guarded('/student-private-class/:session?', 'private-class', () => import('../routes/student-private-class-page')),
  guarded('/student-course-class/sessions-schedule/:ClassID', 'course', () => import('../routes/sessions-schedule-page')),
  guarded('/student-course-class/:session?', 'course', () => import('../routes/student-course-class-page')),
  guarded('/private-class-checkout/:session', 'checkout', () => import('../routes/private-class-checkout-page')),
  guarded('/course-class-checkout/:session', 'checkout', () => import('../routes/course-class-checkout-page')),
  guarded('/tutor-registration', 'registration', () => import('../routes/tutor-registration-page')),
  guarded('/student-registration', 'registration', () => import('../routes/student-registration-page')),
  guarded('/student-dashboard', 'dashboard', () => import('../routes/student-dashboard-page')),
  guarded('/tutor-dashboard', 'dashboard', () => import('../routes/tutor-dashboard-page')),
  guarded('/tutor-search', 'tutor-search', () => import('../routes/tutor-search-page')),
  guarded('/student-account', 'account', () => import('../routes/student-account-page')),
  guarded('/tutor-account', 'account', () => import('../routes/tutor-account-page')),
  guarded('/tutor-payment-history', 'payment-history', () => import('../routes/tutor-payment-history-page')),
  guarded('/student-payment-history', 'payment-history', () => import('../routes/student-payment-history-page')),
  guarded('/tutor-cash-withdrawal', 'withdrawals', () => import('../routes/tutor-cash-withdrawal-page')),
  guarded('/add-bank', 'bank-accounts', () => import('../routes/add-bank-page')),
  guarded('/checkout-page', 'checkout', () => import('../routes/checkout-page')),
  guarded('/student-profile', 'profile', () => import('../routes/student-profile-page')),
  guarded('/tutor-profile', 'profile', () => import('../routes/tutor-profile-page')),
  guarded('/classroom/:encryptSessionId', 'classroom', () => import('../routes/classroom-page')),
  guarded('/private-class/:encryptSessionId', 'classroom', () => import('../routes/private-classroom-page')),
  guarded('/course-class/managesession/:ClassID', 'course', () => import('../routes/manage-session-page')),
  guarded('/course-class/:encryptSessionId', 'classroom', () => import('../routes/course-classroom-page')),
  guarded('/course-class', 'courses', () => import('../routes/course-class-page')),
  guarded('/student-instant-class/:encryptSessionId', 'classroom', () => import('../routes/student-instant-class-page')),
  // The payment wait screen only makes sense with a form handed to it; the notice says "that page".
  guarded('/payment', null, () => import('../routes/payment-page')),
];
