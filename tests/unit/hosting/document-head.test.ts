// Issue 40: the head follows in-app navigation. What the browser writes (src/ui/app/document-head.ts) comes from the
// same rules as the served head (src/ui/app/seo-head.ts): the elements are one list, written as HTML or as DOM.
import { describe, expect, it } from 'vitest';
import type { TutorPublicProfile } from '../../../src/contract/records';
import { routeHead, subjectHead } from '../../../src/ui/app/document-head';
import { PRERENDERED_PAGES } from '../../../src/ui/app/page-meta';
import { prerenderedHead } from '../../../src/ui/app/prerender';
import { headElementHtml, headTags, NOINDEX, tutorHead, type HeadElement } from '../../../src/ui/app/seo-head';

type Elements = readonly HeadElement[];

const ORIGIN = 'https://tutors.example';

const profile = {
  Tutor: {
    UserID: 'u1', Slug: 'asha-rao', FirstName: 'Asha', LastName: 'Rao', Bio: 'Maths & "more" <b>', PhotoURL: '/uploads/asha.jpg',
    Topics: [{ TopicID: 1, TopicName: 'Algebra' }], HourlyRate: 800, CurrencyType: 'INR', Languages: ['en'], TimeZone: 'UTC', RatingAverage: 4.5, RatingCount: 2,
  },
  UpcomingPrivateClasses: [],
  Courses: [{ CourseID: 1, CourseName: 'Algebra I', Description: 'Basics', Price: 1000, CurrencyType: 'INR' }],
} as unknown as TutorPublicProfile;

const html = (elements: Elements) => elements.map(headElementHtml).join('');
const attribute = (elements: Elements, name: string, key: string) =>
  elements.flatMap((element) => (element.tag !== 'script' && element.attributes.some(([n, v]) => n === name && v === key) ? [element.attributes.find(([n]) => n === 'content' || n === 'href')?.[1]] : []));
const jsonLd = (elements: Elements) => elements.flatMap((element) => (element.tag === 'script' ? [JSON.parse(element.json) as Record<string, unknown>] : []));

describe('the head written as the app navigates', () => {
  it('is, for a tutor’s page, the head the server writes (the same elements, as HTML)', () => {
    const head = subjectHead({ page: 'tutor', profile, courses: false }, ORIGIN);
    expect(html(head.elements)).toBe(headTags(tutorHead(profile, ORIGIN, false)));
    expect(attribute(head.elements, 'rel', 'canonical')).toEqual(['https://tutors.example/asha-rao']);
    expect(attribute(head.elements, 'property', 'og:url')).toEqual(['https://tutors.example/asha-rao']);
    expect(attribute(head.elements, 'property', 'og:title')).toEqual(['Asha Rao · TutorHub']);
    expect(head.description).toBe(tutorHead(profile, ORIGIN, false).description);
    expect(head.description).toContain('Asha Rao');
    expect(jsonLd(head.elements).map((data) => [data['@type'], data.name])).toEqual([['Person', 'Asha Rao']]);
  });

  it('is, for the courses’ page, /course/{slug} with a Course and the Person', () => {
    const head = subjectHead({ page: 'tutor', profile, courses: true }, ORIGIN);
    expect(attribute(head.elements, 'rel', 'canonical')).toEqual(['https://tutors.example/course/asha-rao']);
    expect(jsonLd(head.elements).map((data) => data['@type'])).toEqual(['Course', 'Person']);
  });

  it('is, for / and /login, the head they were prerendered with', () => {
    for (const id of ['landing', 'login'] as const) {
      const page = PRERENDERED_PAGES.find((candidate) => candidate.path === (id === 'landing' ? '/' : '/login'))!;
      const head = routeHead(id, ORIGIN);
      expect(html(head.elements)).toBe(prerenderedHead(page, ORIGIN));
      expect(head.description).toBe(page.description);
    }
    expect(jsonLd(routeHead('landing', ORIGIN).elements)[0]).toMatchObject({ '@type': 'WebSite', url: 'https://tutors.example/' });
  });

  it('drops the canonical, Open Graph and JSON-LD of a page that is not public, and says noindex', () => {
    for (const id of ['studentDashboard', 'tutorSearch', 'tutorPaymentHistory'] as const) expect(routeHead(id, ORIGIN).elements).toEqual([NOINDEX]);
    // An address of no page, and a tutor nobody has.
    expect(routeHead(undefined, ORIGIN).elements).toEqual([NOINDEX]);
    expect(subjectHead({ page: 'missing' }, ORIGIN).elements).toEqual([NOINDEX]);
    expect(html([NOINDEX])).toBe('<meta name="robots" content="noindex">');
  });

  it('has nothing of a tutor before the page has the tutor, and nothing but the description on the other public pages', () => {
    expect(routeHead('tutorPublic', ORIGIN).elements).toEqual([]);
    expect(routeHead('signup', ORIGIN)).toEqual({ elements: [], description: expect.stringContaining('account') });
  });
});
