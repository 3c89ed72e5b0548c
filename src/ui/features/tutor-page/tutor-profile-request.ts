import type { Container } from 'inversify';
import type { TutorPublicProfile } from '../../../contract/records';
import { DIRECTORY } from '../../../application/tokens';
import { readKey } from '../../components/container-context';

// The tutor page's one request, named once: its route's loader starts it (router.tsx), the page takes it
// (use-tutor-page.ts). Small on purpose: the route table imports it, and with it the app's first chunk.

/** The read's key (useRead), and the same joined by '|' (readKey): what the route's loader and the server's seed name. */
export const tutorProfileRead = (slug: string, includeCourses: boolean) => ['tutor-profile', slug, includeCourses];
export const tutorProfileKey = (slug: string, includeCourses: boolean) => readKey(tutorProfileRead(slug, includeCourses));

export function requestTutorProfile(container: Container, slug: string, includeCourses: boolean): Promise<TutorPublicProfile> {
  return container.get(DIRECTORY).tutor(slug, { includeCourses });
}
