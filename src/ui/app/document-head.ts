// The head of the page the app shows, written into the document as it navigates: the browser keeps the head it was
// served, which described the first page only. The same rules as the served head (seo-head.ts): canonical address,
// Open Graph and Twitter card tags, JSON-LD, meta description; pages that are not public say noindex instead.
import { ROUTES, type RouteId } from '../../domain/routes';
import type { PageHeadSubject } from '../components/public/page-head';
import { PRERENDERED_PAGES, pageDescription } from './page-meta';
import { headElements, NOINDEX, OWN_HEAD_ELEMENTS, publicPageHead, tutorHead, type HeadElement } from './seo-head';

/** What the head says of a page: its elements (seo-head.ts's) and its meta description. */
export interface PageHead {
  elements: readonly HeadElement[];
  description: string;
}

/**
 * The head of a route, before its page says more: a prerendered page's (/, /login) is the one it was served with; a
 * tutor's page has none until it has the tutor (usePageHead); a page behind the sign-in, or an address of no page, is
 * noindex; the other public pages (sign-up, password reset) have their description only.
 */
export function routeHead(route: RouteId | undefined, origin: string): PageHead {
  const description = pageDescription(route);
  if (route === undefined) return { elements: [NOINDEX], description };
  const entry = ROUTES[route];
  const prerendered = PRERENDERED_PAGES.find((page) => page.path === entry.path);
  if (prerendered) return { elements: headElements(publicPageHead(prerendered, origin)), description };
  return { elements: entry.guarded ? [NOINDEX] : [], description };
}

/** The head a page asks for once it knows what it shows: a tutor's (as served, src/serve-page.tsx), or noindex. */
export function subjectHead(subject: PageHeadSubject, origin: string): PageHead {
  if (subject.page === 'missing') return { elements: [NOINDEX], description: pageDescription(undefined) };
  const meta = tutorHead(subject.profile, origin, subject.courses);
  return { elements: headElements(meta), description: meta.description };
}

/** Replaces the head elements seo-head.ts owns (the served ones included) with `head`'s, and sets the description. */
export function writeHead(doc: Document, head: PageHead): void {
  doc.head.querySelectorAll(OWN_HEAD_ELEMENTS).forEach((element) => element.remove());
  doc.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  for (const item of head.elements) {
    const element = doc.createElement(item.tag);
    if (item.tag === 'script') {
      element.setAttribute('type', 'application/ld+json');
      element.textContent = item.json;
    } else {
      for (const [name, value] of item.attributes) element.setAttribute(name, value);
    }
    doc.head.append(element);
  }
}
