// What search engines and link previews read in a page's <head>, beside its title and description: the canonical
// address, Open Graph and Twitter card tags, and schema.org JSON-LD. Written into the HTML of the pages prerendered at
// build time (scripts/prerender.mjs) and of the tutor pages rendered at request time (src/serve-page.tsx), and into the
// document by the browser as the app navigates (src/ui/app/document-head.ts): one rule for all three. Pure: the site's
// origin is given (VITE_SITE_ORIGIN in production, the preview's own origin offline).
import type { TutorPublicProfile } from '../../contract/records';
import { languageName } from '../components/language-names';
import { text } from '../components/text';
import { tutorName, tutorPageDescription } from '../features/tutor-page/tutor-page-meta';

export interface HeadMeta {
  /** The page's absolute address (canonical, og:url). */
  url: string;
  title: string;
  description: string;
  /** og:type: 'profile' for a tutor, 'website' for the others. */
  type: 'website' | 'profile';
  /** An absolute image address (og:image, twitter:image), when the page has one. */
  image?: string;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: readonly object[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An absolute address on the site: `path` ('/asha-rao') against the origin, without a trailing slash on the origin. */
export const siteUrl = (origin: string, path: string) => new URL(path, `${origin.replace(/\/$/, '')}/`).href;

/** JSON for a JSON-LD script: '<' as \u003c, U+2028/U+2029 escaped (see jsonLdScript). */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A JSON-LD script whose text nothing in it can end: '<' is written \u003c (so no '</script' nor '<!--'), and the line
 * separators U+2028/U+2029 are escaped too. JSON reads \u003c as '<', so the data is unchanged. `type` is
 * application/ld+json, which browsers never execute: the Content-Security-Policy does not apply to it.
 */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
}

/** One element of the head this module writes: a link or meta tag (its attributes, in order), or a JSON-LD script. */
export type HeadElement = { tag: 'link' | 'meta'; attributes: readonly (readonly [string, string])[] } | { tag: 'script'; json: string };

/**
 * The elements this module owns in a page's head, as a selector: what the browser removes before it writes the head
 * of the page it has navigated to (src/ui/app/document-head.ts), the served ones included.
 */
export const OWN_HEAD_ELEMENTS = 'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"], meta[name="robots"]';

/** A page search engines should not keep (a tutor nobody has, a page behind the sign-in, an address of no page). */
export const NOINDEX: HeadElement = { tag: 'meta', attributes: [['name', 'robots'], ['content', 'noindex']] };

/** The elements of a page's head (canonical, Open Graph, Twitter card, JSON-LD): one list, written as HTML or as DOM. */
export function headElements(meta: HeadMeta): HeadElement[] {
  const tag = (attribute: 'property' | 'name', key: string, value: string): HeadElement => ({ tag: 'meta', attributes: [[attribute, key], ['content', value]] });
  return [
    { tag: 'link', attributes: [['rel', 'canonical'], ['href', meta.url]] },
    tag('property', 'og:site_name', text.brand),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.image ? [tag('property', 'og:image', meta.image)] : []),
    // 'summary': a square thumbnail beside the text, which is what a tutor's photo is (a large card would crop it to 2:1).
    tag('name', 'twitter:card', 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    ...(meta.image ? [tag('name', 'twitter:image', meta.image)] : []),
    ...(meta.jsonLd ?? []).map((data): HeadElement => ({ tag: 'script', json: jsonLdText(data) })),
  ];
}

/** One head element as HTML (attribute values escaped; a script's JSON is safe already, see jsonLdScript). */
export function headElementHtml(element: HeadElement): string {
  if (element.tag === 'script') return `<script type="application/ld+json">${element.json}</script>`;
  return `<${element.tag} ${element.attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')}>`;
}

/** The tags of a page's head (canonical, Open Graph, Twitter card, JSON-LD), as one HTML string. */
export function headTags(meta: HeadMeta): string {
  return headElements(meta).map(headElementHtml).join('');
}

/** A tutor as a schema.org Person: their name, bio, photo, page, topics and languages, rating and hourly rate. */
export function tutorPerson(profile: TutorPublicProfile, origin: string): Record<string, unknown> {
  const tutor = profile.Tutor;
  const url = siteUrl(origin, `/${tutor.Slug}`);
  const reviews = tutor.RatingCount ?? 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${url}#tutor`,
    name: tutorName(tutor),
    url,
    jobTitle: 'Tutor',
    ...(tutor.Bio ? { description: tutor.Bio } : {}),
    ...(tutor.PhotoURL ? { image: siteUrl(origin, tutor.PhotoURL) } : {}),
    ...(tutor.Topics.length > 0 ? { knowsAbout: tutor.Topics.map((topic) => topic.TopicName) } : {}),
    ...(tutor.Languages.length > 0 ? { knowsLanguage: tutor.Languages.map((code) => ({ '@type': 'Language', name: languageName(code), alternateName: code })) } : {}),
    ...(reviews > 0 && tutor.RatingAverage !== undefined
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: tutor.RatingAverage, reviewCount: reviews, bestRating: 5, worstRating: 1 } }
      : {}),
    // The hourly rate as what the tutor offers: private classes, priced per hour.
    ...(tutor.HourlyRate !== undefined && tutor.CurrencyType
      ? {
          makesOffer: {
            '@type': 'Offer',
            name: `Private classes with ${tutorName(tutor)}`,
            url,
            priceSpecification: { '@type': 'UnitPriceSpecification', price: tutor.HourlyRate, priceCurrency: tutor.CurrencyType, unitCode: 'HUR', unitText: 'hour' },
          },
        }
      : {}),
  };
}

/** A tutor's courses (their /course/{slug} page) as schema.org Course objects, each with its Offer. */
export function tutorCourses(profile: TutorPublicProfile, origin: string): Record<string, unknown>[] {
  const tutor = profile.Tutor;
  const url = siteUrl(origin, `/course/${tutor.Slug}`);
  return (profile.Courses ?? []).map((course) => ({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.CourseName,
    description: course.Description || course.CourseName,
    url,
    provider: { '@type': 'Person', name: tutorName(tutor), url: siteUrl(origin, `/${tutor.Slug}`) },
    ...(course.CoverImageURL ? { image: siteUrl(origin, course.CoverImageURL) } : {}),
    offers: { '@type': 'Offer', category: 'Paid', price: course.Price, priceCurrency: course.CurrencyType, url },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
  }));
}

/** The head of a tutor's page (/{slug}) or of their courses' page (/course/{slug}). */
export function tutorPageHead(profile: TutorPublicProfile, origin: string, page: { courses: boolean; title: string; description: string }): HeadMeta {
  const tutor = profile.Tutor;
  return {
    url: siteUrl(origin, page.courses ? `/course/${tutor.Slug}` : `/${tutor.Slug}`),
    title: page.title,
    description: page.description,
    type: 'profile',
    ...(tutor.PhotoURL ? { image: siteUrl(origin, tutor.PhotoURL) } : {}),
    jsonLd: page.courses ? [...tutorCourses(profile, origin), tutorPerson(profile, origin)] : [tutorPerson(profile, origin)],
  };
}

/** The head of a tutor's page (/{slug}) or their courses' page (/course/{slug}), with its title and description. */
export function tutorHead(profile: TutorPublicProfile, origin: string, courses: boolean): HeadMeta {
  const title = `${tutorName(profile.Tutor)} · ${text.brand}`;
  return tutorPageHead(profile, origin, { courses, title, description: tutorPageDescription(profile) });
}

/** The head of a page prerendered at build time (PRERENDERED_PAGES): the landing page also says what the site is. */
export function publicPageHead(page: { path: string; title: string; description: string }, origin: string): HeadMeta {
  const url = siteUrl(origin, page.path);
  const site = { '@context': 'https://schema.org', '@type': 'WebSite', name: text.brand, url: siteUrl(origin, '/'), description: page.description };
  return { url, title: page.title, description: page.description, type: 'website', jsonLd: page.path === '/' ? [site] : [] };
}
