import type { RouteObject } from 'react-router-dom';
import { routeEntries, ROUTES, type GuardedArea, type RouteId } from '../../domain/routes';
import { page, type PageLoader } from './lazy-page';

export type { GuardedArea } from '../../domain/routes';

/** A guarded route's `handle`; a route without an area is named "that page". */
export type GuardedRouteHandle = { area?: GuardedArea };

type GuardedRouteId = { [Id in RouteId]: (typeof ROUTES)[Id]['guarded'] extends true ? Id : never }[RouteId];

/** Each guarded route's page: a feature's export, or a page of src/ui/routes/ (default export). */
const GUARDED_PAGES: Record<GuardedRouteId, PageLoader> = {
  tutorDashboard: () => import('../features/tutor/dashboard/tutor-dashboard').then((m) => m.TutorDashboard),
  studentDashboard: () => import('../features/student/student-dashboard-page').then((m) => m.StudentDashboardPage),
  tutorSearch: () => import('../features/tutor-search/tutor-search-page').then((m) => m.TutorSearchPage),
  courseClass: () => import('../features/tutor/courses/course-class-screen').then((m) => m.CourseClassScreen),
  studentPrivateClass: () => import('../features/student/student-private-class-page').then((m) => m.StudentPrivateClassPage),
  studentCourseClass: () => import('../features/student/student-course-class-page').then((m) => m.StudentCourseClassPage),
  tutorPaymentHistory: () => import('../features/payment-history/pages').then((m) => m.TutorPaymentHistoryPage),
  studentPaymentHistory: () => import('../features/payment-history/pages').then((m) => m.StudentPaymentHistoryPage),
  tutorCashWithdrawal: () => import('../features/tutor/earnings/cash-withdrawal-screen').then((m) => m.CashWithdrawalScreen),
  tutorProfile: () => import('../features/account/pages').then((m) => m.TutorProfilePage),
  studentProfile: () => import('../features/account/pages').then((m) => m.StudentProfilePage),
  tutorAccount: () => import('../features/account/pages').then((m) => m.TutorAccountPage),
  studentAccount: () => import('../features/account/pages').then((m) => m.StudentAccountPage),
  sessionsSchedule: () => import('../features/student/sessions-schedule-page').then((m) => m.SessionsSchedulePage),
  privateClassCheckout: () => import('../features/checkout/pages').then((m) => m.PrivateClassCheckoutPage),
  courseClassCheckout: () => import('../features/checkout/pages').then((m) => m.CourseClassCheckoutPage),
  tutorRegistration: () => import('../features/auth/pages').then((m) => m.TutorRegistrationPage),
  studentRegistration: () => import('../features/auth/pages').then((m) => m.StudentRegistrationPage),
  addBank: () => import('../features/tutor/earnings/add-bank-screen').then((m) => m.AddBankScreen),
  checkoutPage: () => import('../features/checkout/checkout-redirect').then((m) => m.CheckoutRedirect),
  classroom: () => import('../features/classroom/pages').then((m) => m.ClassroomPage),
  privateClassroom: () => import('../features/classroom/pages').then((m) => m.PrivateClassroomPage),
  manageSessions: () => import('../features/tutor/courses/manage-session-page').then((m) => m.ManageSessionPage),
  courseClassroom: () => import('../features/classroom/pages').then((m) => m.CourseClassroomPage),
  studentInstantClass: () => import('../features/classroom/pages').then((m) => m.StudentInstantClassPage),
  messages: () => import('../features/messages/messages-page').then((m) => m.MessagesPage),
  payment: () => import('../features/checkout/payment-page').then((m) => m.PaymentPage),
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
