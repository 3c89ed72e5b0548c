/**
 * Texts of a visitor's search results on the landing page (landing-results.tsx: their own module, so the results'
 * chunk shares nothing with the first page's but the shared components; the heading's words are in landing-text.ts).
 */
export const landingResultsText = {
  resultsCount: (total: number) => (total === 1 ? '1 tutor found' : `${total.toLocaleString('en-US')} tutors found`),
  noResults: (q: string) => `No tutor matches “${q}”.`,
  noResultsHint: 'Try another subject, fewer words, or a tutor’s first name.',
  seeFeatured: 'See our featured tutors',
  resultPages: 'Result pages',
  tooManySearches: 'Too many searches: try again in a minute.',
} as const;
