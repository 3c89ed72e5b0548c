import type { PageQuery, Review, ReviewPage } from '../contract/records';
import { token } from './token';

export interface NewReview {
  ClassCode: string;
  /** Whole stars, 1–5. */
  Rating: number;
  Text?: string;
}

/**
 * Reviews of tutors (added beyond the spec): a tutor's reviews with their rating, for anyone (/GetTutorReviews); a
 * student's review of a class they attended, posted or edited (/SaveReview); the tutor's one answer (/ReplyToReview).
 * Failures reject with BackendError (403 'forbidden' for a student who did not attend, 409 'conflict' past the edit
 * window or for a second answer).
 */
export interface ReviewsApi {
  list(slug: string, query?: PageQuery): Promise<ReviewPage>;
  save(review: NewReview): Promise<Review>;
  reply(reviewId: number, text: string): Promise<Review>;
}

export const REVIEWS_API = token<ReviewsApi>('ReviewsApi');
