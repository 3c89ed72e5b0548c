import { BackendError } from '../../domain/backend-error';
import type { ProfileInput, UserProfile } from '../../domain/user-profile';
import type { ProfileApi } from '../../ports/profile-api';

export class FakeProfileApi implements ProfileApi {
  profile: UserProfile | null = null;
  failWith: BackendError | null = null;
  /** Public page addresses of other tutors: saving one of them is a 409 on Slug, as the backend answers. */
  takenSlugs: string[] = [];
  readonly saved: ProfileInput[] = [];

  async getMyProfile(): Promise<UserProfile | null> {
    if (this.failWith) throw this.failWith;
    return this.profile;
  }

  async saveMyProfile(input: ProfileInput): Promise<UserProfile> {
    if (this.failWith) throw this.failWith;
    if (input.Slug !== undefined && this.takenSlugs.includes(input.Slug)) {
      throw new BackendError('conflict', 'This slug is already taken.', [{ field: 'Slug', message: 'This slug is already taken.' }], 409);
    }
    this.saved.push(input);
    // Like the backend: a student's link to a tutor, once made, stays when a later save leaves it out.
    const selectedTutorSlug = input.SelectedTutorSlug ?? this.profile?.SelectedTutorSlug;
    this.profile = {
      ...input,
      ...(selectedTutorSlug ? { SelectedTutorSlug: selectedTutorSlug } : {}),
      UserID: this.profile?.UserID ?? 'user-1',
      Email: this.profile?.Email ?? 'user@demo.test',
    };
    return this.profile;
  }
}
