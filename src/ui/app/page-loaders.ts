// Each page's chunk, by route id: the one place that says which module a route's page is in. The router loads a page
// through it (src/ui/app/router.tsx, guarded-routes.ts); so does the entry, for the page the address names, in parallel
// with the app (src/main.tsx: preloadPage), so that the page's chunk does not wait for the router's to arrive first.
import { bestMatchingRoute, type ROUTES, type RouteId } from '../../domain/routes';
import type { PageLoader } from './lazy-page';

type PublicRouteId = { [Id in RouteId]: (typeof ROUTES)[Id]['guarded'] extends false ? Id : never }[RouteId];
export type GuardedRouteId = { [Id in RouteId]: (typeof ROUTES)[Id]['guarded'] extends true ? Id : never }[RouteId];
/** Every route but the landing page, which is in the entry (src/ui/app/router.tsx). */
export type LazyPublicRouteId = Exclude<PublicRouteId, 'landing'>;

/**
 * Each public route's page: a feature's export, or a page of src/ui/app/pages/ (default export). The landing page is in
 * the entry (the first page most visitors see paints without a second round trip); every other page is its own chunk.
 */
export const PUBLIC_PAGES: Record<LazyPublicRouteId, PageLoader> = {
  login: () => import('../features/auth/login-page').then((m) => m.LoginPage),
  signup: () => import('../features/auth/signup-page').then((m) => m.SignupPage),
  forgetPassword: () => import('../features/auth/forget-password-page').then((m) => m.ForgetPasswordPage),
  classCheckout: () => import('../features/checkout/checkout-redirect').then((m) => m.CheckoutRedirect),
  classRoom: () => import('./pages/class-room-page').then((m) => m.default),
  tutorPublicCourses: () => import('../features/tutor-page/pages').then((m) => m.TutorPublicCoursesPage),
  studentSignup: () => import('./pages/student-signup-page').then((m) => m.default),
  registration: () => import('./pages/registration-page').then((m) => m.default),
  tutorInstantClass: () => import('../features/classroom/pages').then((m) => m.TutorInstantClassPage),
  instantClassroom: () => import('../features/classroom/pages').then((m) => m.InstantClassroomPage),
  tutorPublic: () => import('../features/tutor-page/pages').then((m) => m.TutorPublicPage),
  notFound: () => import('./not-found-page').then((m) => m.NotFoundPage),
};

/** Each guarded route's page: a feature's export, or a page of src/ui/app/pages/ (default export). */
export const GUARDED_PAGES: Record<GuardedRouteId, PageLoader> = {
  tutorDashboard: () => import('../features/tutor/dashboard/tutor-dashboard').then((m) => m.TutorDashboard),
  studentDashboard: () => import('../features/student/student-dashboard-page').then((m) => m.StudentDashboardPage),
  tutorSearch: () => import('../features/tutor-search/tutor-search-page').then((m) => m.TutorSearchPage),
  courseClass: () => import('../features/tutor/courses/course-class-screen').then((m) => m.CourseClassScreen),
  studentPrivateClass: () => import('../features/student/student-private-class-page').then((m) => m.StudentPrivateClassPage),
  studentCourseClass: () => import('../features/student/student-course-class-page').then((m) => m.StudentCourseClassPage),
  tutorPaymentHistory: () => import('../features/payment-history/pages').then((m) => m.TutorPaymentHistoryPage),
  studentPaymentHistory: () => import('../features/payment-history/pages').then((m) => m.StudentPaymentHistoryPage),
  tutorAvailability: () => import('../features/tutor/availability/availability-screen').then((m) => m.AvailabilityScreen),
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

const PAGES: Record<Exclude<RouteId, 'landing'>, PageLoader> = { ...PUBLIC_PAGES, ...GUARDED_PAGES };

/**
 * Starts loading the chunk of the page at `pathname` (as the router will pick it), and its imports; the router's own
 * load of it later finds the module there. A failure is the router's to show, when it loads the page itself.
 */
export function preloadPage(pathname: string): void {
  const id = bestMatchingRoute(pathname) ?? 'notFound';
  if (id === 'landing') return;
  PAGES[id]().catch(() => undefined);
}
