import { BackendError } from '../../domain/backend-error';
import type { ProfileInput, UserProfile } from '../../domain/user-profile';
import type { ProfileApi } from '../../ports/profile-api';

export class FakeProfileApi implements ProfileApi {
  profile: UserProfile | null = null;
  failWith: BackendError | null = null;
  readonly saved: ProfileInput[] = [];

  async getMyProfile(): Promise<UserProfile | null> {
    if (this.failWith) throw this.failWith;
    return this.profile;
  }

  async saveMyProfile(input: ProfileInput): Promise<UserProfile> {
    if (this.failWith) throw this.failWith;
    this.saved.push(input);
    this.profile = { ...input, UserID: this.profile?.UserID ?? 'user-1', Email: this.profile?.Email ?? 'user@demo.test' };
    return this.profile;
  }
}
