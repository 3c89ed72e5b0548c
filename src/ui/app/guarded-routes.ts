import type { RouteObject } from 'react-router-dom';
import { routeEntries, ROUTES, type GuardedArea, type RouteId } from '../../domain/routes';
import { page, type PageLoader } from './lazy-page';

export type { GuardedArea } from '../../domain/routes';

/** A guarded route's `handle`; a route without an area is named "that page". */
export type GuardedRouteHandle = { area?: GuardedArea };

type GuardedRouteId = { [Id in RouteId]: (typeof ROUTES)[Id]['guarded'] extends true ? Id : never }[RouteId];

/** Each guarded route's page, one lazy chunk each. */
const GUARDED_PAGES: Record<GuardedRouteId, PageLoader> = {
  tutorDashboard: () => import('../routes/tutor-dashboard-page'),
  studentDashboard: () => import('../routes/student-dashboard-page'),
  tutorSearch: () => import('../routes/tutor-search-page'),
  courseClass: () => import('../routes/course-class-page'),
  studentPrivateClass: () => import('../routes/student-private-class-page'),
  studentCourseClass: () => import('../routes/student-course-class-page'),
  tutorPaymentHistory: () => import('../routes/tutor-payment-history-page'),
  studentPaymentHistory: () => import('../routes/student-payment-history-page'),
  tutorCashWithdrawal: () => import('../routes/tutor-cash-withdrawal-page'),
  tutorProfile: () => import('../routes/tutor-profile-page'),
  studentProfile: () => import('../routes/student-profile-page'),
  tutorAccount: () => import('../routes/tutor-account-page'),
  studentAccount: () => import('../routes/student-account-page'),
  sessionsSchedule: () => import('../routes/sessions-schedule-page'),
  privateClassCheckout: () => import('../routes/private-class-checkout-page'),
  courseClassCheckout: () => import('../routes/course-class-checkout-page'),
  tutorRegistration: () => import('../routes/tutor-registration-page'),
  studentRegistration: () => import('../routes/student-registration-page'),
  addBank: () => import('../routes/add-bank-page'),
  checkoutPage: () => import('../routes/checkout-page'),
  classroom: () => import('../routes/classroom-page'),
  privateClassroom: () => import('../routes/private-classroom-page'),
  manageSessions: () => import('../routes/manage-session-page'),
  courseClassroom: () => import('../routes/course-classroom-page'),
  studentInstantClass: () => import('../routes/student-instant-class-page'),
  payment: () => import('../routes/payment-page'),
};

/**
 * Spec §2 "Routes behind the login guard" (composed under RequireAuth in router.tsx), built from the route table. Kept
 * in their own module so the landing page can name where a signed-out visitor was going without importing the router,
 * which loads it.
 */
export const guardedRoutes: RouteObject[] = routeEntries.flatMap(([id, entry]) => {
  if (!entry.guarded) return [];
  const handle: GuardedRouteHandle = entry.area === null ? {} : { area: entry.area };
  return [{ ...page(entry.path, GUARDED_PAGES[id as GuardedRouteId]), handle }];
});
