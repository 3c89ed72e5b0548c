import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../src/domain/constants';
import { dashboardPath, destinationAfterSignIn, isRouteAllowed, ownRolePath, parseRole, routeAudience, safeReturnPath, unregisteredRedirect } from '../../../src/domain/route-access';

describe('safeReturnPath', () => {
  it.each(['/tutor-dashboard', '/student-private-class/PC123?tab=2#top', '/classroom/abc%2Fdef'])('keeps the in-app path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' /tutor-dashboard',
    '/\t/evil.example',
    '/tutor\ndashboard',
    'tutor-dashboard',
    '',
    '/login',
    '/signup?x=1',
    '/forget-password',
    // Only after normalisation do these point elsewhere or at an account page.
    '/..//evil.example',
    '/../..//evil.example/x',
    '/./..//evil.example',
    '/%2e%2e//evil.example',
    '/tutor-dashboard/..//evil.example',
    '/x/../login',
    '/%2e%2e/signup',
    'JavaScript:alert(1)',
    'data:text/html,hi',
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it.each([
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/a/../tutor-dashboard', '/tutor-dashboard'],
  ])('keeps an encoded or dotted in-app path %j as the path %j (the router never reads it as a host)', (path, kept) => {
    expect(safeReturnPath(path)).toBe(kept);
    expect(new URL(safeReturnPath(path)!, 'https://app.test').origin).toBe('https://app.test');
  });

  it.each([undefined, null, 42, { pathname: '/x' }])('refuses a non-string %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('the role rule', () => {
  it('sorts routes into tutor, student and shared areas', () => {
    expect(routeAudience('/tutor-dashboard')).toBe('tutor');
    expect(routeAudience('/course-class/managesession/42')).toBe('tutor');
    expect(routeAudience('/student-dashboard')).toBe('student');
    expect(routeAudience('/student-course-class/sessions-schedule/42')).toBe('student');
    expect(routeAudience('/private-class-checkout/PC1')).toBe('student');
    expect(routeAudience('/classroom/abc')).toBe('any');
    expect(routeAudience('/course-class/abc')).toBe('any');
    expect(routeAudience('/tutor-search')).toBe('any');
    expect(routeAudience('/tutor-registration')).toBe('any');
  });

  it('lets each role into its own area and the shared one only', () => {
    expect(isRouteAllowed(ROLE.TUTOR, '/tutor-account')).toBe(true);
    expect(isRouteAllowed(ROLE.TUTOR, '/student-account')).toBe(false);
    expect(isRouteAllowed(ROLE.STUDENT, '/tutor-cash-withdrawal')).toBe(false);
    expect(isRouteAllowed(ROLE.STUDENT, '/payment')).toBe(true);
    expect(isRouteAllowed(ROLE.STUDENT, '/classroom/abc')).toBe(true);
    // The router renders an address in any case as the route: a student's /TUTOR-DASHBOARD is still the tutor's area.
    expect(isRouteAllowed(ROLE.STUDENT, '/TUTOR-DASHBOARD')).toBe(false);
    expect(isRouteAllowed(ROLE.TUTOR, '/Student-Account/')).toBe(false);
  });

  it("sends a user from the other role's profile or account page to their own, and elsewhere to their dashboard", () => {
    expect(ownRolePath(ROLE.TUTOR, '/student-profile')).toBe('/tutor-profile');
    expect(ownRolePath(ROLE.TUTOR, '/student-account/')).toBe('/tutor-account');
    expect(ownRolePath(ROLE.STUDENT, '/tutor-profile')).toBe('/student-profile');
    expect(ownRolePath(ROLE.STUDENT, '/tutor-account')).toBe('/student-account');
    expect(ownRolePath(ROLE.STUDENT, '/tutor-cash-withdrawal')).toBe('/student-dashboard');
    expect(ownRolePath(ROLE.TUTOR, '/student-payment-history')).toBe('/tutor-dashboard');
    expect(ownRolePath(ROLE.TUTOR, '/student-profile/extra')).toBe('/tutor-dashboard');
  });

  it('does not hold back a user whose role is not known yet', () => {
    expect(isRouteAllowed(null, '/tutor-account')).toBe(true);
  });

  it('reads only the two stored ROLE values', () => {
    expect(parseRole('1')).toBe(ROLE.TUTOR);
    expect(parseRole('2')).toBe(ROLE.STUDENT);
    expect(parseRole(2)).toBe(ROLE.STUDENT);
    expect(parseRole('3')).toBeNull();
    expect(parseRole('')).toBeNull();
    expect(parseRole(null)).toBeNull();
  });
});

describe('destinationAfterSignIn', () => {
  it('sends a user without a profile to registration for their role (student when unknown)', () => {
    expect(destinationAfterSignIn({ from: '/tutor-account', role: ROLE.TUTOR, profile: 'unregistered' })).toBe('/tutor-registration');
    expect(destinationAfterSignIn({ from: undefined, role: null, profile: 'unregistered' })).toBe('/student-registration');
  });

  it('returns to a safe origin that fits the role', () => {
    expect(destinationAfterSignIn({ from: '/student-private-class/PC1?x=1', role: ROLE.STUDENT, profile: 'registered' })).toBe(
      '/student-private-class/PC1?x=1',
    );
  });

  it('falls back to the dashboard for a hostile, missing or wrong-role origin', () => {
    expect(destinationAfterSignIn({ from: 'https://evil.example', role: ROLE.TUTOR, profile: 'registered' })).toBe('/tutor-dashboard');
    expect(destinationAfterSignIn({ from: '//evil.example', role: ROLE.STUDENT, profile: 'registered' })).toBe('/student-dashboard');
    expect(destinationAfterSignIn({ from: undefined, role: ROLE.STUDENT, profile: 'registered' })).toBe('/student-dashboard');
    expect(destinationAfterSignIn({ from: '/tutor-account', role: ROLE.STUDENT, profile: 'registered' })).toBe('/student-dashboard');
    expect(destinationAfterSignIn({ from: '/tutor-registration', role: ROLE.TUTOR, profile: 'registered' })).toBe('/tutor-dashboard');
  });

  it('with the profile unknown, honours only a safe origin, else the home page', () => {
    expect(destinationAfterSignIn({ from: '/tutor-dashboard', role: null, profile: 'unknown' })).toBe('/tutor-dashboard');
    expect(destinationAfterSignIn({ from: 'javascript:alert(1)', role: null, profile: 'unknown' })).toBe('/');
    expect(destinationAfterSignIn({ from: undefined, role: ROLE.TUTOR, profile: 'unknown' })).toBe(dashboardPath(ROLE.TUTOR));
  });
});

describe('unregisteredRedirect', () => {
  it("sends a user with no profile from any page of a role's area to their registration (a student's when the role is unknown)", () => {
    expect(unregisteredRedirect(ROLE.TUTOR, '/tutor-cash-withdrawal')).toBe('/tutor-registration');
    expect(unregisteredRedirect(ROLE.TUTOR, '/student-dashboard')).toBe('/tutor-registration');
    expect(unregisteredRedirect(null, '/tutor-dashboard')).toBe('/student-registration');
  });

  it('leaves them on pages for anyone, the registration pages among them, and on their account', () => {
    expect(unregisteredRedirect(ROLE.TUTOR, '/tutor-registration')).toBeNull();
    expect(unregisteredRedirect(ROLE.STUDENT, '/tutor-search')).toBeNull();
    expect(unregisteredRedirect(ROLE.STUDENT, '/checkout-page')).toBe('/student-registration');
    expect(unregisteredRedirect(ROLE.STUDENT, '/')).toBeNull();
    // The account (email, password) is the provider's: it works before registration.
    expect(unregisteredRedirect(ROLE.STUDENT, '/student-account')).toBeNull();
  });
});
