import type { PageQuery, Review, ReviewPage } from '../../contract/records';
import { getTutorReviews, replyToReview, saveReview } from '../../contract/generated/backend/sdk.gen';
import type { NewReview, ReviewsApi } from '../../ports/reviews-api';
import { paging, type BackendTransport } from './http/backend-transport';

export class HttpReviewsApi implements ReviewsApi {
  constructor(private readonly http: BackendTransport) {}

  list(slug: string, query: PageQuery = {}): Promise<ReviewPage> {
    return this.http.call('read', (base) => getTutorReviews({ ...base, query: { Slug: slug, ...paging(query) } }));
  }

  save(review: NewReview): Promise<Review> {
    // Saving the same review twice leaves it as the second save says: safe to retry.
    return this.http.call('idempotent', (base) => saveReview({ ...base, body: { ClassCode: review.ClassCode, Rating: review.Rating, ...(review.Text?.trim() ? { Text: review.Text.trim() } : {}) } }));
  }

  reply(reviewId: number, text: string): Promise<Review> {
    return this.http.call('once', (base) => replyToReview({ ...base, body: { ReviewID: reviewId, Text: text.trim() } }));
  }
}
