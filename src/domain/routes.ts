/**
 * The app's one route table (spec §2): each route's path pattern, whether it sits behind the login guard (and what it
 * is, in the words of the signed-out visitor's notice), who it is for, and where it shows in each role's menu. The UI
 * builds its router and menu from it, the role rule reads it, and `paths` writes its addresses. Pure data: the
 * end-to-end tests import it in Node.
 */

/** Who a route is for. Spec §6 separates the areas by route name; the role rule itself is ours. */
export type Audience = 'tutor' | 'student' | 'any';

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
  | 'bank-accounts'
  | 'messages'
  | 'availability';

/** A menu entry: the key of its label in the UI's nav text, and the roles whose menu shows it. */
export type NavEntry = { label: 'dashboard' | 'courses' | 'availability' | 'payments' | 'withdrawals' | 'profile' | 'account' | 'search' | 'classes' | 'studentCourses' | 'messages'; roles: readonly ('tutor' | 'student')[] };

/** A public route, or a guarded one with its area (null: the notice names it "that page"). */
export type RouteEntry = { path: string; audience: Audience; nav?: NavEntry } & ({ guarded: false } | { guarded: true; area: GuardedArea | null });

const pub = { guarded: false, audience: 'any' } as const;
const tutor = ['tutor'] as const;
const student = ['student'] as const;

/**
 * Within each role the menu lists its entries in table order (the order a user works through them). Registration is
 * open to both roles (a user may switch before saving; the backend refuses a role change), as are the classrooms.
 */
export const ROUTES = {
  landing: { ...pub, path: '/' },
  login: { ...pub, path: '/login' },
  signup: { ...pub, path: '/signup' },
  forgetPassword: { ...pub, path: '/forget-password' },
  classCheckout: { ...pub, path: '/class-checkout' },
  classRoom: { ...pub, path: '/class-room' },
  tutorPublicCourses: { ...pub, path: '/course/:session' },
  studentSignup: { ...pub, path: '/student-signup/:session' },
  registration: { ...pub, path: '/registration/:session' },
  tutorInstantClass: { ...pub, path: '/tutor-instant-class/:encryptSessionId' },
  instantClassroom: { ...pub, path: '/instant-classroom/:encryptSessionId/:roleId' },
  // Static paths rank above this dynamic one, so it only catches tutor slugs.
  tutorPublic: { ...pub, path: '/:session' },

  tutorDashboard: { guarded: true, area: 'dashboard', audience: 'tutor', path: '/tutor-dashboard', nav: { label: 'dashboard', roles: tutor } },
  studentDashboard: { guarded: true, area: 'dashboard', audience: 'student', path: '/student-dashboard', nav: { label: 'dashboard', roles: student } },
  tutorSearch: { guarded: true, area: 'tutor-search', audience: 'any', path: '/tutor-search', nav: { label: 'search', roles: student } },
  courseClass: { guarded: true, area: 'courses', audience: 'tutor', path: '/course-class', nav: { label: 'courses', roles: tutor } },
  // Added beyond the spec (issue 39): the tutor's bookable hours, in the menu (where Preply and italki keep a tutor's
  // calendar) and among the dashboard's shortcuts.
  tutorAvailability: { guarded: true, area: 'availability', audience: 'tutor', path: '/tutor-availability', nav: { label: 'availability', roles: tutor } },
  studentPrivateClass: { guarded: true, area: 'private-class', audience: 'student', path: '/student-private-class/:session?', nav: { label: 'classes', roles: student } },
  studentCourseClass: { guarded: true, area: 'course', audience: 'student', path: '/student-course-class/:session?', nav: { label: 'studentCourses', roles: student } },
  tutorPaymentHistory: { guarded: true, area: 'payment-history', audience: 'tutor', path: '/tutor-payment-history', nav: { label: 'payments', roles: tutor } },
  studentPaymentHistory: { guarded: true, area: 'payment-history', audience: 'student', path: '/student-payment-history', nav: { label: 'payments', roles: student } },
  // Added beyond the spec: conversations between a student and a tutor; `with` is the other person's UserID.
  messages: { guarded: true, area: 'messages', audience: 'any', path: '/messages/:with?', nav: { label: 'messages', roles: ['tutor', 'student'] } },
  tutorCashWithdrawal: { guarded: true, area: 'withdrawals', audience: 'tutor', path: '/tutor-cash-withdrawal', nav: { label: 'withdrawals', roles: tutor } },
  tutorProfile: { guarded: true, area: 'profile', audience: 'tutor', path: '/tutor-profile', nav: { label: 'profile', roles: tutor } },
  studentProfile: { guarded: true, area: 'profile', audience: 'student', path: '/student-profile', nav: { label: 'profile', roles: student } },
  tutorAccount: { guarded: true, area: 'account', audience: 'tutor', path: '/tutor-account', nav: { label: 'account', roles: tutor } },
  studentAccount: { guarded: true, area: 'account', audience: 'student', path: '/student-account', nav: { label: 'account', roles: student } },
  sessionsSchedule: { guarded: true, area: 'course', audience: 'student', path: '/student-course-class/sessions-schedule/:ClassID' },
  privateClassCheckout: { guarded: true, area: 'checkout', audience: 'student', path: '/private-class-checkout/:session' },
  courseClassCheckout: { guarded: true, area: 'checkout', audience: 'student', path: '/course-class-checkout/:session' },
  tutorRegistration: { guarded: true, area: 'registration', audience: 'any', path: '/tutor-registration' },
  studentRegistration: { guarded: true, area: 'registration', audience: 'any', path: '/student-registration' },
  addBank: { guarded: true, area: 'bank-accounts', audience: 'tutor', path: '/add-bank' },
  checkoutPage: { guarded: true, area: 'checkout', audience: 'student', path: '/checkout-page' },
  classroom: { guarded: true, area: 'classroom', audience: 'any', path: '/classroom/:encryptSessionId' },
  privateClassroom: { guarded: true, area: 'classroom', audience: 'any', path: '/private-class/:encryptSessionId' },
  manageSessions: { guarded: true, area: 'course', audience: 'tutor', path: '/course-class/managesession/:ClassID' },
  courseClassroom: { guarded: true, area: 'classroom', audience: 'any', path: '/course-class/:encryptSessionId' },
  studentInstantClass: { guarded: true, area: 'classroom', audience: 'any', path: '/student-instant-class/:encryptSessionId' },
  // The payment wait screen only makes sense with a form handed to it; the notice says "that page".
  payment: { guarded: true, area: null, audience: 'student', path: '/payment' },

  notFound: { ...pub, path: '*' },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof ROUTES;

/** The table's entries with their ids, in table order. */
export const routeEntries = Object.entries(ROUTES) as { [Id in RouteId]: [Id, (typeof ROUTES)[Id]] }[RouteId][];

type Param = string | number;
/** A route's parameters in pattern order; an optional one (`:session?`) may be left out. */
type ParamArgs<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [Param, ...ParamArgs<`/${Rest}`>]
  : Pattern extends `${string}:${string}?`
    ? [param?: Param]
    : Pattern extends `${string}:${string}`
      ? [Param]
      : [];

type Paths = { [Id in Exclude<RouteId, 'notFound'>]: (...params: ParamArgs<(typeof ROUTES)[Id]['path']>) => string };

const PARAM = /\/:\w+(\?)?/g;

/** The pattern with its parameters filled in order, each encoded; a missing optional one is left out with its slash. */
function fill(pattern: string, params: readonly (Param | undefined)[]): string {
  let index = 0;
  return pattern.replace(PARAM, () => {
    const value = params[index++];
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });
}

/** One address writer per route: `paths.privateClassCheckout(code)`, `paths.tutorDashboard()`. */
export const paths = Object.fromEntries(
  routeEntries.filter(([id]) => id !== 'notFound').map(([id, entry]) => [id, (...params: (Param | undefined)[]) => fill(entry.path, params)]),
) as Paths;

/**
 * The pattern as a regular expression, as React Router reads it: a trailing slash allowed, in any case (it renders
 * /Tutor-Dashboard as /tutor-dashboard, so whose area that is must be read the same way).
 */
function compile(pattern: string): RegExp {
  const body = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(PARAM, (_, optional?: string) => (optional ? '(?:/[^/]+)?' : '/[^/]+'));
  return new RegExp(`^${body}/?$`, 'i');
}

const MATCHERS = routeEntries.filter(([, entry]) => entry.path !== '*').map(([id, entry]) => ({ id, regex: compile(entry.path), audience: entry.audience }));

/** The audiences of every table route the pathname matches (the catch-all aside). */
export function matchingAudiences(pathname: string): Audience[] {
  return MATCHERS.filter((matcher) => matcher.regex.test(pathname)).map((matcher) => matcher.audience);
}

/** The ids of every table route the pathname matches (the catch-all aside; '/login' matches login and tutorPublic). */
export function matchingRoutes(pathname: string): RouteId[] {
  return MATCHERS.filter((matcher) => matcher.regex.test(pathname)).map((matcher) => matcher.id);
}

/**
 * Each route as React Router ranks it: an optional parameter makes two patterns (with it and without), each scored by
 * its segments (the segment count, plus 10 for a fixed segment, 3 for a
 * parameter): '/login' is login, not a tutor called 'login'; '/messages' is messages, not '/:session'.
 */
const RANKED = routeEntries
  .filter(([, entry]) => entry.path !== '*')
  .flatMap(([id, entry]) => {
    const variants = [entry.path.replace(/\?/g, ''), entry.path.replace(/\/:\w+\?/g, '')];
    return [...new Set(variants)].map((pattern) => {
      const segments = pattern.split('/').filter(Boolean);
      const score = segments.length + segments.reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : 10), 0) + (segments.length === 0 ? 2 : 0);
      return { id, regex: compile(pattern), score };
    });
  });

/** The route the router shows for the pathname (the best ranked that matches, the first of equals); null for the catch-all. */
export function bestMatchingRoute(pathname: string): RouteId | null {
  let best: (typeof RANKED)[number] | null = null;
  for (const route of RANKED) if (route.regex.test(pathname) && (best === null || route.score > best.score)) best = route;
  return best?.id ?? null;
}

/** A role's menu: each entry's label key and address, in table order. */
export function menuLinks(role: NavEntry['roles'][number]): { label: NavEntry['label']; to: string }[] {
  return routeEntries.flatMap(([, entry]) => {
    const nav: NavEntry | undefined = 'nav' in entry ? entry.nav : undefined;
    return nav?.roles.includes(role) ? [{ label: nav.label, to: fill(entry.path, []) }] : [];
  });
}

/**
 * Addresses the hosting serves besides the table's routes (firebase.json, the web server, the mock backend): the built
 * pages by their clean URL (/index, /app), the bundle's files, the backend and the uploads. A tutor slug equal to one
 * would be shadowed by it as surely as by a route.
 */
export const SERVED_FIRST_SEGMENTS = ['index', 'app', 'assets', 'api', 'functions', 'uploads', 'admin'] as const;

/**
 * Slugs no tutor may take: every fixed first segment of a route in the table ('/messages/:with?' gives 'messages'), and
 * the served addresses. The one list: the profile form reads it here, the mock backend reads the copy
 * scripts/generate-reserved-slugs.mjs writes from it (mock-server/reserved-slugs.generated.json).
 */
export function reservedSlugs(): string[] {
  const fromRoutes = routeEntries.map(([, entry]) => entry.path.split('/')[1] ?? '').filter((segment) => segment !== '' && segment !== '*' && !segment.startsWith(':'));
  return [...new Set([...fromRoutes.map((segment) => segment.toLowerCase()), ...SERVED_FIRST_SEGMENTS])].sort();
}

let reserved: Set<string> | undefined;
/** Whether a tutor may not take `slug` as the address of their page (reservedSlugs). */
export function isReservedSlug(slug: string): boolean {
  reserved ??= new Set(reservedSlugs());
  return reserved.has(slug.trim().toLowerCase());
}
