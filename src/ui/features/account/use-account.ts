import type { TutorPublicProfile } from '../../../contract/records';
import type { UserProfile } from '../../../domain/user-profile';
import { DIRECTORY, SESSION_SERVICE } from '../../../application/tokens';
import { useRead } from '../../components/server-state';

/** The signed-in user's profile from the backend (null: signed up but not registered yet). */
export function useMyProfile() {
  return useRead(SESSION_SERVICE, ['my-profile'], (session): Promise<UserProfile | null> => session.myProfile());
}

/** The public page of the tutor a student is linked to, for the tutor's name. */
export function useLinkedTutor(slug: string) {
  return useRead(DIRECTORY, ['tutor-profile', slug, false], (directory): Promise<TutorPublicProfile> => directory.tutor(slug, { includeCourses: false }));
}
