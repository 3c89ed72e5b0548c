// Reviews from real students: one rule for the UI and the mock backend, which imports this very file (as
// cancellation-policy.ts).
//
//   - only a student who attended (was in the class's room: the attendance record, not the payment) may review, once
//     the class is over (a private class) or from their first session on (a course); one review per class or course;
//   - a rating is a whole number of stars, 1 to 5, with an optional plain-text comment of up to 1,000 characters;
//   - the student may edit it for 14 days after posting it; the tutor may answer it once;
//   - a tutor's rating is the average of their reviews to one decimal, with the count.

import { Rating, ReplyToReviewRequest_Text, ReviewText } from '../contract/generated/backend/limits.gen.ts';
import { plainTextProblem } from './plain-text.ts';

export type ReviewRefusal = 'cancelled' | 'not-attended' | 'not-over';

// From the contract (Rating, ReviewText, ReplyToReviewRequest.Text): 1 to 5 stars, 1,000 characters.
export const RATING_MIN: number = Rating.minimum;
export const RATING_MAX: number = Rating.maximum;
export const REVIEW_TEXT_MAX: number = ReviewText.maxLength;
export const REPLY_TEXT_MAX: number = ReplyToReviewRequest_Text.maxLength;
export const REVIEW_EDIT_DAYS: number = 14;

const DAY_MS = 86_400_000;
/** Why a rating is refused (a sentence), or null. */
export function ratingProblem(rating: unknown): string | null {
  return Number.isInteger(rating) && (rating as number) >= RATING_MIN && (rating as number) <= RATING_MAX ? null : `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars.`;
}

/** Why a review's comment is refused, or null (it is optional). */
export function reviewTextProblem(text: string | undefined | null): string | null {
  return plainTextProblem(text, { max: REVIEW_TEXT_MAX, empty: null, noun: 'the review' });
}

/** Why a tutor's answer is refused, or null. */
export function replyTextProblem(text: string | undefined | null): string | null {
  return plainTextProblem(text, { max: REPLY_TEXT_MAX, empty: 'Write your answer.', noun: 'the answer' });
}

/** Until when a review posted at `createdAt` may be edited (ISO). */
export function editableUntil(createdAt: string): string {
  return new Date(Date.parse(createdAt) + REVIEW_EDIT_DAYS * DAY_MS).toISOString();
}

/** Whether a review posted at `createdAt` may still be edited at `nowMs`. */
export function isEditable(createdAt: string, nowMs: number): boolean {
  return nowMs <= Date.parse(editableUntil(createdAt));
}

/**
 * Whether a student may review a class: 'cancelled' for a cancelled one (a tutor no-show included: nothing was
 * taught), 'not-attended' unless they were in its room, 'not-over' while a private class has not ended (a course may
 * be reviewed from the first session they attended), else null.
 */
export function reviewRefusal({ attended, over, cancelled = false }: { attended: boolean; over: boolean; cancelled?: boolean }): ReviewRefusal | null {
  if (cancelled) return 'cancelled';
  if (!attended) return 'not-attended';
  if (!over) return 'not-over';
  return null;
}

/** A tutor's rating from their reviews' stars: the average to one decimal (null with none) and the count. */
export function ratingSummary(ratings: readonly number[]): { average: number | null; count: number } {
  if (ratings.length === 0) return { average: null, count: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { average: Math.round((sum * 10) / ratings.length) / 10, count: ratings.length };
}

/** How a reviewer is named in public: their first name and the initial of their last ("Ravi K."). */
export function reviewerName(firstName: string, lastName: string | undefined): string {
  const initial = (lastName ?? '').trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
