import { isBackendError } from '../../domain/backend-error';
import type { AccountRole, UserProfileRecord } from '../../contract/records';
import type { Role } from '../../domain/constants';
import { getAccountRole, getUserProfile, saveAccountRole, saveUserProfile } from '../../contract/generated/backend/sdk.gen';
import type { ProfileInput, UserProfile } from '../../domain/user-profile';
import type { ProfileApi } from '../../ports/profile-api';
import type { BackendTransport } from './http/backend-transport';

function toUserProfile(record: UserProfileRecord): UserProfile {
  const { CreatedAt: _created, ...profile } = record;
  // The contract makes Phone optional; the app's profile type always has one (empty = not given).
  return { ...profile, Phone: record.Phone ?? '' };
}

export class HttpProfileApi implements ProfileApi {
  constructor(private readonly http: BackendTransport) {}

  async getMyProfile(): Promise<UserProfile | null> {
    try {
      return toUserProfile(await this.http.call('read', (base) => getUserProfile(base)));
    } catch (error) {
      // 404: signed up with the provider but not registered yet.
      if (isBackendError(error, 'not-found')) return null;
      throw error;
    }
  }

  async saveMyProfile(input: ProfileInput): Promise<UserProfile> {
    const record = await this.http.call('once', (base) => saveUserProfile({ ...base, body: input }));
    return toUserProfile(record);
  }

  async getAccountRole(): Promise<AccountRole | null> {
    try {
      return await this.http.call('read', (base) => getAccountRole(base));
    } catch (error) {
      // 404: no role chosen (an account from before roles were kept, or one made elsewhere).
      if (isBackendError(error, 'not-found')) return null;
      throw error;
    }
  }

  saveAccountRole(role: Role): Promise<AccountRole> {
    // Idempotent on the server (the same role again answers it again), so it may be retried.
    return this.http.call('read', (base) => saveAccountRole({ ...base, body: { Role: role } }));
  }
}
