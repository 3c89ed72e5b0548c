import type { Review } from '../../contract/records';
import { ratingText } from './rating-text';
import { StarRating } from './kit/star-rating';
import { DateTime, type Zoned } from './kit/date-time';
import './review-list.css';

// One list of reviews, the same on the tutor's public page and on their dashboard: stars, who (first name and
// initial), which class, when, the comment as plain text, and the tutor's answer.

export const reviewListText = {
  heading: 'Reviews',
  by: (name: string, className: string) => `${name} · ${className}`,
  edited: 'edited',
  answer: (tutor: string) => `Answer from ${tutor}:`,
  more: 'Show more reviews',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} reviews.`,
  none: 'No reviews yet. Reviews come from students who attended a class.',
} as const;

export function ReviewItem({ review, tutorFirstName, zoned, children }: { review: Review; tutorFirstName: string; /** Dates in the reader's zone. */ zoned: Zoned; children?: React.ReactNode }) {
  return (
    <li className="card review-item">
      <p className="review-head">
        {/* The stars for the eye, the same words for a screen reader (once). */}
        <span className="review-stars">
          <span aria-hidden="true">
            <StarRating value={review.Rating} size="sm" label={ratingText.stars(review.Rating)} />
          </span>
          <span className="visually-hidden">{ratingText.stars(review.Rating)}</span>
        </span>
        <span className="review-by">{reviewListText.by(review.StudentName, review.ClassName)}</span>
        <DateTime className="review-when" value={review.CreatedAt} {...zoned}>
          {review.UpdatedAt ? ` (${reviewListText.edited})` : ''}
        </DateTime>
      </p>
      {review.Text && <p className="review-text">{review.Text}</p>}
      {review.Reply && (
        <p className="review-reply">
          {reviewListText.answer(tutorFirstName)} “{review.Reply.Text}”
        </p>
      )}
      {children}
    </li>
  );
}
