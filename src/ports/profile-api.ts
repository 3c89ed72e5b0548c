import type { AccountRole } from '../contract/records';
import type { Role } from '../domain/constants';
import type { ProfileInput, UserProfile } from '../domain/user-profile';
import { token } from './token';

/** The signed-in user's own profile on the main backend (registration, role, time zone). */
export interface ProfileApi {
  /** null when the user has signed up with the provider but not registered a profile yet. */
  getMyProfile(): Promise<UserProfile | null>;
  saveMyProfile(profile: ProfileInput): Promise<UserProfile>;
  /** The role chosen at sign-up and whether the profile is registered; null when no role was chosen (/GetAccountRole). */
  getAccountRole(): Promise<AccountRole | null>;
  /** Keeps the role chosen at sign-up with the account (/SaveAccountRole); a conflict when the other role was chosen. */
  saveAccountRole(role: Role): Promise<AccountRole>;
}

export const PROFILE_API = token<ProfileApi>('ProfileApi');
