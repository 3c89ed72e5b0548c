import { ROUTES, type RouteId } from '../../domain/routes';
import { authText } from '../components/auth/auth-text';
import { landingText } from '../features/landing/landing-text';
import { text } from '../components/text';

/** The description of pages that have none of their own (the one in index.html). */
export const DEFAULT_DESCRIPTION = 'Live online tutoring: private classes, group courses and instant classes.';

/** Each public page's description for search engines and link previews (the meta description of its HTML). */
export const PAGE_DESCRIPTIONS: Partial<Record<RouteId, string>> = {
  landing: landingText.lead,
  login: 'Sign in to TutorHub to see your classes, join them and pay for new ones.',
  signup: 'Create a TutorHub account to learn with a tutor or to teach your own classes and courses.',
  forgetPassword: 'Reset the password of your TutorHub account.',
};

/** The description of the page at a route; the default for the others. */
export function pageDescription(id: RouteId | undefined): string {
  return (id && PAGE_DESCRIPTIONS[id]) ?? DEFAULT_DESCRIPTION;
}

/** A page whose HTML is rendered at build time (scripts/prerender.mjs): its address, its file in the build, its head. */
export interface PrerenderedPage {
  path: string;
  file: string;
  title: string;
  description: string;
}

const documentTitle = (title: string) => `${title} · ${text.brand}`;

/**
 * The pages prerendered: the ones visitors arrive on. Every other address is served the empty shell (app.html), which
 * the hosting's rewrites (firebase.json) and `vite preview` (scripts/vite-plugin-hosting.mjs) send for them.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: ROUTES.landing.path, file: 'index.html', title: documentTitle(landingText.title), description: pageDescription('landing') },
  { path: ROUTES.login.path, file: 'login.html', title: documentTitle(authText.signInTitle), description: pageDescription('login') },
];
