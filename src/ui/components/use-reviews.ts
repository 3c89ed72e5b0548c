import { REVIEWS } from '../../application/tokens';
import { reviewText } from './review-control';
import { useChange, type ReadKey } from './server-state';

/** Post or edit the student's review of a class or course (/SaveReview); the reads under `changes` are read again. */
export function useSaveReview(changes: readonly ReadKey[]) {
  return useChange(REVIEWS, (reviews, classCode: string, rating: number, text: string) => reviews.save({ ClassCode: classCode, Rating: rating, Text: text }), { failed: reviewText.failed }, changes);
}
