import { inject, injectable } from 'inversify';
import type { PageQuery, Review, ReviewPage } from '../contract/records';
import { PROFILE_API, type ProfileApi } from '../ports/profile-api';
import { REVIEWS_API, type NewReview, type ReviewsApi } from '../ports/reviews-api';
import { attempt, type Outcome } from './outcome';

/**
 * Reviews, for the three who use them: anyone reads a tutor's (their public page, the tutor's dashboard), a student
 * who attended posts or edits theirs, the tutor answers one once. Who may is the backend's (src/domain/reviews.ts);
 * refusals come back coded.
 */
@injectable()
export class Reviews {
  constructor(
    @inject(REVIEWS_API) private readonly api: ReviewsApi,
    @inject(PROFILE_API) private readonly profiles: ProfileApi,
  ) {}

  /** The signed-in tutor's own reviews (their dashboard), by their profile's slug; none before they have one. */
  async mine(query?: PageQuery): Promise<ReviewPage | null> {
    const slug = (await this.profiles.getMyProfile())?.Slug;
    return slug ? this.api.list(slug, query) : null;
  }

  /** /GetTutorReviews: newest first, with the average and the count. */
  ofTutor(slug: string, query?: PageQuery): Promise<ReviewPage> {
    return this.api.list(slug, query);
  }

  /** /SaveReview: posts the caller's review of a class they attended, or edits it within 14 days. */
  save(review: NewReview): Promise<Outcome<Review>> {
    return attempt(() => this.api.save(review));
  }

  /** /ReplyToReview: the tutor's one answer. */
  reply(reviewId: number, text: string): Promise<Outcome<Review>> {
    return attempt(() => this.api.reply(reviewId, text));
  }
}
