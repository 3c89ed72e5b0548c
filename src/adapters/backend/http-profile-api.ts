import { isBackendError } from '../../domain/backend-error';
import { userProfileRecordSchema, type UserProfileRecord } from '../../domain/backend-records';
import type { ProfileInput, UserProfile } from '../../domain/user-profile';
import type { ProfileApi } from '../../ports/profile-api';
import { getUserProfile, saveUserProfile } from './generated/backend/sdk.gen';
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
      return toUserProfile(await this.http.call(getUserProfile, { operation: 'getUserProfile', retry: 'read', data: userProfileRecordSchema }));
    } catch (error) {
      // 404: signed up with the provider but not registered yet.
      if (isBackendError(error, 'not-found')) return null;
      throw error;
    }
  }

  async saveMyProfile(input: ProfileInput): Promise<UserProfile> {
    const record = await this.http.call(saveUserProfile, { operation: 'saveUserProfile', retry: 'once', data: userProfileRecordSchema, body: input });
    return toUserProfile(record);
  }
}
