import type { Review } from '../../contract/records';
import { ratingText } from './rating-text';

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

export function ReviewItem({ review, tutorFirstName, when, children }: { review: Review; tutorFirstName: string; when: (at: string) => string; children?: React.ReactNode }) {
  return (
    <li className="card">
      <p>
        <strong>{ratingText.stars(review.Rating)}</strong> · {reviewListText.by(review.StudentName, review.ClassName)} · <time dateTime={review.CreatedAt}>{when(review.CreatedAt)}</time>
        {review.UpdatedAt ? ` (${reviewListText.edited})` : ''}
      </p>
      {review.Text && <p className="review-text">{review.Text}</p>}
      {review.Reply && (
        <p className="muted">
          {reviewListText.answer(tutorFirstName)} “{review.Reply.Text}”
        </p>
      )}
      {children}
    </li>
  );
}
