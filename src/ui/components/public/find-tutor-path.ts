import { paths } from '../../../domain/routes';

/** The id of the landing page's search field: a visitor's "Find a tutor" goes to it (`/#landing-search`). */
export const LANDING_SEARCH_FIELD = 'landing-search';

/**
 * Where a "Find a tutor" link goes. Signed in: /tutor-search (with its filters; the login guard keeps it). Otherwise
 * (a visitor, or a page drawn before the session is known: the HTML a crawler reads) the landing page's public search,
 * its field focused (the shell focuses a field an address names), as Preply's "Find a tutor" opens its search: never the
 * guard's "Sign in or create an account to search tutors".
 */
export function findTutorPath(signedIn: boolean): string {
  return signedIn ? paths.tutorSearch() : `${paths.landing()}#${LANDING_SEARCH_FIELD}`;
}
