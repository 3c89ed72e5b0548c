import type { QueryKey } from '@tanstack/react-query';
import { REVIEWS } from '../../application/tokens';
import { reviewText } from './review-control';
import { useChange } from './server-state';

/** Post or edit the student's review of a class or course (/SaveReview); the reads under `changes` are read again. */
export function useSaveReview(changes: readonly QueryKey[]) {
  return useChange(REVIEWS, (reviews, classCode: string, rating: number, text: string) => reviews.save({ ClassCode: classCode, Rating: rating, Text: text }), { failed: reviewText.failed }, changes);
}
