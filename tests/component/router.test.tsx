import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { guardedRoutes, publicRoutes } from '../../src/ui/app/router';
import { SESSION_SERVICE } from '../../src/application/tokens';
import { routeAudience } from '../../src/domain/route-access';
import { actAs, DEMO, store } from './backend';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { LOCAL_STORAGE_KEYS } from '../../src/domain/constants';
import { buildTestContainer, renderApp, samplePath } from './render-app';
import { ROUTES, routeEntries, paths, type RouteId } from '../../src/domain/routes';
import { authText } from '../../src/ui/components/auth/auth-text';
import { text } from '../../src/ui/components/text';
import { availabilityText } from '../../src/ui/features/tutor/availability/availability-text';
import { accountText } from '../../src/ui/features/account/account-text';
import { checkoutText } from '../../src/ui/features/checkout/checkout-text';
import { classroomText } from '../../src/ui/features/classroom/classroom-text';
import { landingText } from '../../src/ui/features/landing/landing-text';
import { messagesText } from '../../src/ui/features/messages/messages-text';
import { paymentHistoryText } from '../../src/ui/features/payment-history/payment-history-text';
import { studentText } from '../../src/ui/features/student/student-text';
import { courseText } from '../../src/ui/features/tutor/courses/course-text';
import { moneyText } from '../../src/ui/features/tutor/earnings/money-text';
import { tutorText } from '../../src/ui/features/tutor/tutor-text';
import { tutorPageText } from '../../src/ui/features/tutor-page/tutor-page-text';
import { tutorSearchText } from '../../src/ui/features/tutor-search/tutor-search-text';

type PageId = Exclude<RouteId, 'notFound'>;

/**
 * How a route's own page shows itself: its heading, and where two pages share a heading (the checkout, classroom and
 * account pages, the tutor's two public pages), something only this page shows.
 */
type OwnPage = { heading: string; only?: () => Promise<unknown> };

/** The words a text shows inside a larger accessible name (a link's "← Back to the class"). */
const containing = (words: string) => (name: string) => name.includes(words);

/** The demo tutor's name, as the seed of the test backend holds it (their public pages' heading). */
function demoTutorName(): string {
  const tutor = store().users.find((user: { UserID: string }) => user.UserID === DEMO.tutor.uid) as { FirstName: string; LastName: string };
  return `${tutor.FirstName} ${tutor.LastName}`;
}

function demoInstantClassTitle(): string {
  return (store().instantClasses.find((record: { ClassCode: string }) => record.ClassCode === DEMO.instantClass.code) as { Title: string }).Title;
}

/** Each route's own page (the page loaders say which page that is: src/ui/app/page-loaders.ts). */
const OWN_PAGE: Record<PageId, () => OwnPage> = {
  landing: () => ({ heading: landingText.title }),
  login: () => ({ heading: authText.signInTitle }),
  signup: () => ({ heading: authText.signUpTitle }),
  forgetPassword: () => ({ heading: authText.resetTitle }),
  classCheckout: () => ({ heading: checkoutText.heading, only: () => screen.findByText(checkoutText.nothingToPay) }),
  classRoom: () => ({ heading: classroomText.titles.enterClass }),
  tutorPublicCourses: () => ({
    heading: demoTutorName(),
    only: () => Promise.all([screen.findByRole('heading', { level: 2, name: tutorPageText.courses }), screen.findByRole('link', { name: tutorPageText.showPrivate })]),
  }),
  studentSignup: () => ({ heading: studentText.signupTitle(demoTutorName()) }),
  registration: () => ({ heading: studentText.registrationTitle }),
  tutorInstantClass: () => ({ heading: classroomText.titles.instantClass, only: () => screen.findByText(classroomText.instantHostOnly) }),
  // Role 2 takes part: the class's own title, and the camera check of a participant.
  instantClassroom: () => ({
    heading: demoInstantClassTitle(),
    only: () => screen.findByText(classroomText.joinAs(classroomText.roleParticipant)),
  }),
  tutorPublic: () => ({ heading: demoTutorName(), only: () => screen.findByRole('link', { name: tutorPageText.showCourses }) }),

  tutorDashboard: () => ({ heading: tutorText.dashboardTitle }),
  studentDashboard: () => ({ heading: studentText.dashboardTitle }),
  tutorSearch: () => ({ heading: tutorSearchText.title }),
  courseClass: () => ({ heading: courseText.coursesTitle }),
  studentPrivateClass: () => ({ heading: studentText.privateClassesTitle }),
  studentCourseClass: () => ({ heading: studentText.coursesTitle }),
  tutorPaymentHistory: () => ({ heading: paymentHistoryText.tutorTitle }),
  studentPaymentHistory: () => ({ heading: paymentHistoryText.studentTitle }),
  messages: () => ({ heading: messagesText.title }),
  tutorAvailability: () => ({ heading: availabilityText.title, only: () => screen.findByRole('form', { name: availabilityText.formLabel }) }),
  tutorCashWithdrawal: () => ({ heading: moneyText.withdrawTitle }),
  tutorProfile: () => ({ heading: accountText.profileTitle, only: () => screen.findByText(accountText.tutorProfileLead) }),
  studentProfile: () => ({ heading: accountText.profileTitle, only: () => screen.findByText(accountText.studentProfileLead) }),
  tutorAccount: () => ({ heading: accountText.accountTitle, only: () => ownLink(accountText.profileLink, paths.tutorProfile()) }),
  studentAccount: () => ({ heading: accountText.accountTitle, only: () => ownLink(accountText.profileLink, paths.studentProfile()) }),
  sessionsSchedule: () => ({ heading: studentText.scheduleTitle }),
  privateClassCheckout: () => ({ heading: checkoutText.heading, only: () => screen.findByRole('link', { name: containing(checkoutText.backToClass) }) }),
  courseClassCheckout: () => ({ heading: checkoutText.heading, only: () => screen.findByRole('link', { name: containing(checkoutText.backToCourse) }) }),
  tutorRegistration: () => ({ heading: authText.tutorRegistrationTitle }),
  studentRegistration: () => ({ heading: authText.studentRegistrationTitle }),
  addBank: () => ({ heading: moneyText.addBankTitle }),
  checkoutPage: () => ({ heading: checkoutText.heading, only: () => screen.findByText(checkoutText.nothingToPay) }),
  classroom: () => ({ heading: classroomText.titles.classroom }),
  privateClassroom: () => ({ heading: classroomText.titles.privateClass }),
  manageSessions: () => ({ heading: courseText.sessionsTitle }),
  courseClassroom: () => ({ heading: classroomText.titles.courseClass }),
  // The demo tutor (this route's audience is anyone) started the class: this page sends its host to the host's entry.
  studentInstantClass: () => ({ heading: classroomText.titles.instantClass, only: () => screen.findByText(classroomText.refusals['join-as-host'] ?? '') }),
  payment: () => ({ heading: checkoutText.heading, only: () => screen.findByText(checkoutText.noPaymentForm) }),
};

async function ownLink(name: string, href: string) {
  expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
}

/** Waits for the route's own page: its heading, and what only it shows. */
async function expectOwnPage(id: PageId) {
  const own = OWN_PAGE[id]();
  expect(await screen.findByRole('heading', { level: 1, name: own.heading })).toBeInTheDocument();
  await own.only?.();
}

/** Where the sample address cannot tell the page apart: an instant classroom with role 1 is the tutor's instant class (spec). */
const ADDRESS: Partial<Record<PageId, string>> = { instantClassroom: paths.instantClassroom(DEMO.instantClass.code, 2) };

/** [address, route id] of each public or guarded route, in table order. */
const pagesOf = (guarded: boolean) =>
  routeEntries.flatMap(([id, entry]) => (id !== 'notFound' && entry.guarded === guarded ? [[ADDRESS[id] ?? samplePath(entry.path), id] as const] : []));
const publicPages = pagesOf(false);
const guardedPages = pagesOf(true);

const guardedPaths = guardedRoutes.map((route) => samplePath(route.path ?? ''));
const publicPaths = publicRoutes.map((route) => samplePath(route.path ?? ''));

describe('the route table', () => {
  it('declares every route of spec §2 once, and the messages and availability routes added beyond it', () => {
    const all = [...publicRoutes, ...guardedRoutes].map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
    expect(publicRoutes).toHaveLength(12);
    expect(guardedRoutes).toHaveLength(28);
  });

  it('has an own-page check for each route of the router, at the address the router serves', () => {
    expect(publicPages.map(([, id]) => samplePath(ROUTES[id].path))).toEqual(publicPaths);
    expect(guardedPages.map(([, id]) => ROUTES[id].path)).toEqual(guardedRoutes.map((route) => route.path));
  });

  it.each(publicPages)('renders public route %s (%s) for a signed-out visitor: its own page', async (path, id) => {
    const { router } = renderApp(await buildTestContainer(), path);
    await expectOwnPage(id);
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(guardedPaths)('sends a signed-out visitor from %s to / and keeps the origin', async (path) => {
    const { router } = renderApp(await buildTestContainer(), `${path}?tab=2#top`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ from: `${path}?tab=2#top` });
    expect(await screen.findByRole('heading', { level: 1, name: landingText.title })).toBeInTheDocument();
  });

  it.each(guardedPages)('lets a signed-in user of its audience into %s (%s): its own page', async (path, id) => {
    const container = await buildTestContainer();
    // The demo tutor and student are registered: their profile loads, and a page of their role or of both stays.
    actAs(container, routeAudience(path) === 'student' ? 'student' : 'tutor');
    container.get(SESSION_SERVICE).start();
    const { router } = renderApp(container, path);
    await expectOwnPage(id);
    await waitFor(() => expect(container.get(SESSION_SERVICE).profileState()).toBe('registered'));
    expect(router.state.location.pathname).toBe(path);
  });

  it("shows 'Loading.....' while the session is not known yet, then decides", async () => {
    const container = await buildTestContainer();
    const auth = container.get<FakeAuthGateway>(AUTH_GATEWAY);
    auth.setSession({ status: 'unknown' });
    const { router } = renderApp(container, '/tutor-dashboard');
    // Past the route-loading fallback, the guard itself holds the page until the session is known.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByText('Loading.....')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    auth.setSession({ status: 'signed-in', user: { uid: 'u1', email: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tutor-dashboard');
  });

  it('lets the session this device kept in before the provider answers, with its data; a provider that says signed out sends the visitor to /', async () => {
    const container = await buildTestContainer();
    const auth = container.get<FakeAuthGateway>(AUTH_GATEWAY);
    // A reload of a signed-in tab: the token and the user are kept, the provider's SDK has not answered yet.
    actAs(container, 'student');
    container.get(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.AUTH, JSON.stringify({ uid: DEMO.student.uid, email: DEMO.student.email }));
    container.get(SESSION_SERVICE).start();
    auth.setSession({ status: 'unknown' });
    const { router } = renderApp(container, '/tutor-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a tutor' })).toBeInTheDocument();
    // Its requests carry the kept token: the results come.
    expect(await screen.findByRole('link', { name: 'View profile: Asha Rao' })).toBeInTheDocument();
    auth.setSession({ status: 'signed-out' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(container.get(LOCAL_STORE).get(LOCAL_STORAGE_KEYS.TOKEN)).toBeNull();
  });

  it('sends a visitor away when they sign out on a guarded page', async () => {
    const container = await buildTestContainer();
    const auth = container.get<FakeAuthGateway>(AUTH_GATEWAY);
    auth.setSession({ status: 'signed-in', user: { uid: 'u1', email: null } });
    const { router } = renderApp(container, '/student-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Student dashboard' });
    expect(await auth.signOut()).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows not-found for unknown deep paths', async () => {
    renderApp(await buildTestContainer(), '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: text.notFoundTitle })).toBeInTheDocument();
  });
});
