import type { TutorPublicProfile } from '../../../domain/backend-records';
import type { UserProfile } from '../../../domain/user-profile';
import { PROFILE_API, type ProfileApi } from '../../../ports/profile-api';
import { TUTOR_DIRECTORY_API, type TutorDirectoryApi } from '../../../ports/tutor-directory-api';
import { useService } from '../../app/container-context';
import { useAsync } from '../../components/use-async';

/** The signed-in user's profile from the backend (null: signed up but not registered yet). */
export function useMyProfile() {
  const profiles = useService<ProfileApi>(PROFILE_API);
  return useAsync<UserProfile | null>(() => profiles.getMyProfile(), 'my-profile');
}

/** The public page of the tutor a student is linked to, for the tutor's name. */
export function useLinkedTutor(slug: string) {
  const directory = useService<TutorDirectoryApi>(TUTOR_DIRECTORY_API);
  return useAsync<TutorPublicProfile>(() => directory.getPublicProfile(slug, { includeCourses: false }), `tutor|${slug}`);
}
