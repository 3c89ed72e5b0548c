import type { TutorPublicProfile } from '../../../contract/records';
import type { UserProfile } from '../../../domain/user-profile';
import { PROFILE_API } from '../../../ports/profile-api';
import { TUTOR_DIRECTORY_API } from '../../../ports/tutor-directory-api';
import { useRead } from '../../components/server-state';

/** The signed-in user's profile from the backend (null: signed up but not registered yet). */
export function useMyProfile() {
  return useRead(PROFILE_API, ['my-profile'], (profiles): Promise<UserProfile | null> => profiles.getMyProfile());
}

/** The public page of the tutor a student is linked to, for the tutor's name. */
export function useLinkedTutor(slug: string) {
  return useRead(TUTOR_DIRECTORY_API, ['tutor-profile', slug, false], (directory): Promise<TutorPublicProfile> => directory.getPublicProfile(slug, { includeCourses: false }));
}
