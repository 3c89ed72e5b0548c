import type { TutorPublicProfile } from '../../../contract/records';
import type { UserProfile } from '../../../domain/user-profile';
import { PROFILE_API } from '../../../ports/profile-api';
import { TUTOR_DIRECTORY_API } from '../../../ports/tutor-directory-api';
import { useService } from '../../components/container-context';
import { useAsync } from '../../components/use-async';

/** The signed-in user's profile from the backend (null: signed up but not registered yet). */
export function useMyProfile() {
  const profiles = useService(PROFILE_API);
  return useAsync<UserProfile | null>(() => profiles.getMyProfile(), 'my-profile');
}

/** The public page of the tutor a student is linked to, for the tutor's name. */
export function useLinkedTutor(slug: string) {
  const directory = useService(TUTOR_DIRECTORY_API);
  return useAsync<TutorPublicProfile>(() => directory.getPublicProfile(slug, { includeCourses: false }), `tutor|${slug}`);
}
