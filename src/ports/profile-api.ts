import type { ProfileInput, UserProfile } from '../domain/user-profile';
import { token } from './token';

/** The signed-in user's own profile on the main backend (registration, role, time zone). */
export interface ProfileApi {
  /** null when the user has signed up with the provider but not registered a profile yet. */
  getMyProfile(): Promise<UserProfile | null>;
  saveMyProfile(profile: ProfileInput): Promise<UserProfile>;
}

export const PROFILE_API = token<ProfileApi>('ProfileApi');
