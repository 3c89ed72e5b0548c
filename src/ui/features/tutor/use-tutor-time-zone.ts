import { PROFILE_API, type ProfileApi } from '../../../ports/profile-api';
import { useService } from '../../app/container-context';
import { useLoad } from './use-load';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The tutor's profile time zone (spec §9: times in the tutor's zone); the browser's zone until it is known. */
export function useTutorTimeZone(): string {
  const profiles = useService<ProfileApi>(PROFILE_API);
  const { state } = useLoad(async () => (await profiles.getMyProfile())?.TimeZone ?? browserZone());
  return state.status === 'ready' ? state.data : browserZone();
}
