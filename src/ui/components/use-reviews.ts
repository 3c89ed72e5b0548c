import { REVIEWS } from '../../application/tokens';
import { useService } from './container-context';
import { worded } from './form/save-outcome';
import { reviewText } from './review-control';

/** Post or edit the student's review of a class or course (/SaveReview); `after` reloads what shows it. */
export function useSaveReview(after: () => void = () => {}) {
  const reviews = useService(REVIEWS);
  return worded((classCode: string, rating: number, text: string) => reviews.save({ ClassCode: classCode, Rating: rating, Text: text }), { failed: reviewText.failed }, after);
}
