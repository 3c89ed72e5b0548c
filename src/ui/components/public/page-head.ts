import { createContext, useContext, useEffect } from 'react';
import type { TutorPublicProfile } from '../../../contract/records';

/**
 * What a page whose head depends on its data shows, for the head the shell writes as the app navigates (canonical,
 * Open Graph, JSON-LD, meta description: src/ui/app/document-head.ts, from the rules of src/ui/app/seo-head.ts that
 * wrote the served head): a tutor's page (or their courses' page), or an address no tutor has.
 */
export type PageHeadSubject = { page: 'tutor'; profile: TutorPublicProfile; courses: boolean } | { page: 'missing' };

const PageHeadContext = createContext<(subject: PageHeadSubject) => void>(() => undefined);

/** Given by the shell (root-layout.tsx): writes a page's head into the document. */
export const PageHeadProvider = PageHeadContext.Provider;

/**
 * Tells the shell what the page shows, once it knows (`null` until then: the head of the route, which has none for a
 * tutor's page, stays). An effect: it runs after the shell's own for the new address, so the page has the last word.
 */
export function usePageHead(page: PageHeadSubject['page'] | null, profile?: TutorPublicProfile, courses = false): void {
  const write = useContext(PageHeadContext);
  useEffect(() => {
    if (page === 'missing') write({ page });
    else if (page === 'tutor' && profile) write({ page, profile, courses });
  }, [write, page, profile, courses]);
}
