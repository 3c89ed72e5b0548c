// The head search engines and link previews read (src/ui/app/seo-head.ts): canonical, Open Graph, Twitter card and
// JSON-LD that a tutor's words cannot break out of.
import { describe, expect, it } from 'vitest';
import type { TutorPublicProfile } from '../../../src/contract/records';
import { headTags, jsonLdScript, siteUrl, tutorPageHead } from '../../../src/ui/app/seo-head';

const ORIGIN = 'https://tutors.example';

function profile(overrides: Partial<TutorPublicProfile['Tutor']> = {}, courses?: TutorPublicProfile['Courses']): TutorPublicProfile {
  return {
    Tutor: {
      UserID: 'u1',
      Slug: 'asha-rao',
      FirstName: 'Asha',
      LastName: 'Rao',
      Bio: 'Maths tutor.',
      PhotoURL: '/uploads/asha.jpg',
      Topics: [{ TopicID: 1, TopicName: 'Algebra' }, { TopicID: 2, TopicName: 'Geometry' }],
      HourlyRate: 800,
      CurrencyType: 'INR',
      Languages: ['en', 'hi'],
      TimeZone: 'Asia/Kolkata',
      RatingAverage: 4.8,
      RatingCount: 12,
      ...overrides,
    },
    UpcomingPrivateClasses: [],
    ...(courses ? { Courses: courses } : {}),
  } as TutorPublicProfile;
}

/** The JSON-LD objects of some HTML, as a parser reads them. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

describe('the head of a tutor page', () => {
  it('has its canonical address, Open Graph (profile, with the photo) and Twitter card tags', () => {
    const head = headTags(tutorPageHead(profile(), ORIGIN, { courses: false, title: 'Asha Rao · TutorHub', description: 'Live & online' }));
    expect(head).toContain('<link rel="canonical" href="https://tutors.example/asha-rao">');
    expect(head).toContain('<meta property="og:type" content="profile">');
    expect(head).toContain('<meta property="og:url" content="https://tutors.example/asha-rao">');
    expect(head).toContain('<meta property="og:title" content="Asha Rao · TutorHub">');
    expect(head).toContain('<meta property="og:description" content="Live &amp; online">');
    expect(head).toContain('<meta property="og:image" content="https://tutors.example/uploads/asha.jpg">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).toContain('<meta name="twitter:image" content="https://tutors.example/uploads/asha.jpg">');
  });

  it('says who the tutor is as a Person: topics, languages, rating, hourly rate', () => {
    const [person = {}] = jsonLd(headTags(tutorPageHead(profile(), ORIGIN, { courses: false, title: 't', description: 'd' })));
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Asha Rao',
      description: 'Maths tutor.',
      image: 'https://tutors.example/uploads/asha.jpg',
      url: 'https://tutors.example/asha-rao',
      knowsAbout: ['Algebra', 'Geometry'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 12 },
      makesOffer: { '@type': 'Offer', priceSpecification: { price: 800, priceCurrency: 'INR', unitCode: 'HUR' } },
    });
    expect((person.knowsLanguage as { alternateName: string }[]).map((l) => l.alternateName)).toEqual(['en', 'hi']);
  });

  it('has no rating without reviews, no image or og:image without a photo, no offer without a rate', () => {
    const head = headTags(tutorPageHead(profile({ RatingCount: 0, RatingAverage: undefined, PhotoURL: undefined, HourlyRate: undefined }), ORIGIN, { courses: false, title: 't', description: 'd' }));
    const [person = {}] = jsonLd(head);
    expect(person).not.toHaveProperty('aggregateRating');
    expect(person).not.toHaveProperty('image');
    expect(person).not.toHaveProperty('makesOffer');
    expect(head).not.toContain('og:image');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
  });

  it('lists each course of /course/{slug} as a Course with its provider and Offer', () => {
    const course = { ClassID: 7, ClassLink: 'GC1', CourseName: 'Spoken English', Description: 'Speak with confidence.', TopicID: 1, Price: 2000, TransactionFees: 100, CurrencyType: 'INR', Capacity: 10, EnrolledCount: 1, Status: 'Open', TutorID: 'u1', TutorName: 'Asha Rao', SessionCount: 4, Sessions: [] };
    const head = headTags(tutorPageHead(profile({}, [course] as unknown as TutorPublicProfile['Courses']), ORIGIN, { courses: true, title: 't', description: 'd' }));
    expect(head).toContain('<link rel="canonical" href="https://tutors.example/course/asha-rao">');
    const [first, person] = jsonLd(head);
    expect(first).toMatchObject({
      '@type': 'Course',
      name: 'Spoken English',
      description: 'Speak with confidence.',
      provider: { '@type': 'Person', name: 'Asha Rao', url: 'https://tutors.example/asha-rao' },
      offers: { '@type': 'Offer', price: 2000, priceCurrency: 'INR', url: 'https://tutors.example/course/asha-rao' },
    });
    expect(person?.['@type']).toBe('Person');
  });
});

describe('JSON-LD', () => {
  it('cannot be closed by a bio: no "</script" nor "<!--" in its text, and it reads back as written', () => {
    const bio = '</script><script>alert(1)</script> <!-- \u2028 & "quoted"';
    const html = jsonLdScript({ description: bio });
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).toContain('\\u003c/script>');
    expect(jsonLd(html)[0]?.description).toBe(bio);
  });

  it('escapes attribute values of the meta tags', () => {
    const head = headTags({ url: `${ORIGIN}/x`, title: '"><script>x</script>', description: 'd', type: 'website' });
    expect(head).not.toContain('<script>x');
    expect(head).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('makes addresses absolute on the site, with or without a trailing slash on the origin', () => {
    expect(siteUrl('https://tutors.example/', '/asha')).toBe('https://tutors.example/asha');
    expect(siteUrl('http://localhost:5721', '/')).toBe('http://localhost:5721/');
    expect(siteUrl(ORIGIN, 'https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
  });
});
