import type { TutorPublicProfile } from '../../../contract/records';
import { tutorPageText as t } from './tutor-page-text';

// What a tutor's page says of itself in the document's head: the same in the HTML the server renders
// (src/serve-page.tsx) and in the browser after it.

export const tutorName = (tutor: TutorPublicProfile['Tutor']) => `${tutor.FirstName} ${tutor.LastName}`;

/** The page's meta description, for search engines and link previews. */
export function tutorPageDescription(profile: TutorPublicProfile): string {
  return t.description(tutorName(profile.Tutor), profile.Tutor.Topics.map((topic) => topic.TopicName).join(', '));
}
