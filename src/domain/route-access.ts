import { ROLE, type Role } from './constants.ts';
import { matchingAudiences, matchingRoutes, paths, type Audience, type RouteId } from './routes.ts';

export type { Audience } from './routes.ts';

/** Who a pathname is for, from the route table: a tutor's or a student's area if any route of one matches, else both. */
export function routeAudience(pathname: string): Audience {
  const audiences = matchingAudiences(pathname);
  if (audiences.includes('tutor')) return 'tutor';
  if (audiences.includes('student')) return 'student';
  return 'any';
}

export function dashboardPath(role: Role): string {
  return role === ROLE.TUTOR ? paths.tutorDashboard() : paths.studentDashboard();
}

export function registrationPath(role: Role): string {
  return role === ROLE.TUTOR ? paths.tutorRegistration() : paths.studentRegistration();
}

/** Pages both roles have, tutor's and student's. */
const PAGES_OF_BOTH_ROLES = [
  ['tutorProfile', 'studentProfile'],
  ['tutorAccount', 'studentAccount'],
] as const;

const matches = (pathname: string, ids: readonly RouteId[]): boolean => matchingRoutes(pathname).some((id) => ids.includes(id));

/**
 * Where the guard sends a user who opens a page of the other role: the same page of their own role where both roles
 * have one (/student-profile → /tutor-profile, /tutor-account → /student-account), else their dashboard.
 */
export function ownRolePath(role: Role, pathname: string): string {
  const pair = PAGES_OF_BOTH_ROLES.find((ids) => matches(pathname, ids));
  if (!pair) return dashboardPath(role);
  return paths[pair[role === ROLE.TUTOR ? 0 : 1]]();
}

/** A user whose role is not known yet (no profile) is not held back by the role rule. */
export function isRouteAllowed(role: Role | null, pathname: string): boolean {
  const audience = routeAudience(pathname);
  if (audience === 'any' || role === null) return true;
  return audience === (role === ROLE.TUTOR ? 'tutor' : 'student');
}

/**
 * Where a signed-in user with no profile yet goes from a page of a role's area: their registration (the role chosen at
 * sign-up, else a student's), since those pages need a profile. null: they stay (a page for anyone, or their account).
 */
export function unregisteredRedirect(role: Role | null, pathname: string): string | null {
  if (routeAudience(pathname) === 'any' || matches(pathname, WITHOUT_PROFILE)) return null;
  return registrationPath(role ?? ROLE.STUDENT);
}

/** The pages of a role's area that work before registration: the account (email, password) is the provider's. */
const WITHOUT_PROFILE: readonly RouteId[] = ['tutorAccount', 'studentAccount'];

/** The numeric ROLE as stored (spec §3), or null for anything else. */
export function parseRole(value: unknown): Role | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return number === ROLE.TUTOR || number === ROLE.STUDENT ? number : null;
}

const APP_BASE = 'https://app.invalid';
/** The sign-in pages: never a place to return to after signing in. */
const ACCOUNT_PAGES: readonly RouteId[] = ['login', 'signup', 'forgetPassword'];
const REGISTRATION_PAGES: readonly RouteId[] = ['tutorRegistration', 'studentRegistration'];

/**
 * The guard's origin location as a path inside this app, or null. Only same-app absolute paths pass:
 * `https://…`, `//host`, `/\host`, `javascript:`, control characters and the account pages themselves are refused.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // Browsers read a backslash as a slash, and strip tabs and newlines before parsing.
  if (/[\\\s]/.test(candidate) || [...candidate].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return null;
  let url: URL;
  try {
    url = new URL(candidate, APP_BASE);
  } catch {
    return null;
  }
  if (url.origin !== APP_BASE) return null;
  // Checked again after normalisation: '/..//evil.example' resolves to the path '//evil.example', which a browser
  // reads as another host.
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return null;
  if (matches(url.pathname, ACCOUNT_PAGES)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether the backend knows the user's profile: yes, no (not registered yet) or could not be asked. */
export type ProfileState = 'registered' | 'unregistered' | 'unknown';

/**
 * Where a user goes after signing in: registration when they have no profile yet; otherwise the guard's origin when
 * it is safe and fits their role, else their dashboard. When the profile could not be loaded the role is unknown,
 * so only a safe origin (or the home page) is left.
 */
export function destinationAfterSignIn(input: { from: unknown; role: Role | null; profile: ProfileState }): string {
  const { role, profile } = input;
  if (profile === 'unregistered') return registrationPath(role ?? ROLE.STUDENT);
  const from = safeReturnPath(input.from);
  if (role === null) return from ?? paths.landing();
  const fromPath = from === null ? null : new URL(from, APP_BASE).pathname;
  if (fromPath !== null && from !== null && isRouteAllowed(role, fromPath) && !matches(fromPath, REGISTRATION_PAGES)) return from;
  return dashboardPath(role);
}
