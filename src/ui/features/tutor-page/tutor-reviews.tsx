import { useState } from 'react';
import { REVIEWS } from '../../../application/tokens';
import { useServiceWhenReady } from '../../app/container-context';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { ratingText } from '../../components/rating-text';
import { ReviewItem, reviewListText as t } from '../../components/review-list';
import { useAsync } from '../../components/use-async';

const PAGE = 5;

/**
 * The tutor's reviews on their public page, newest first, five more at a time. Loaded once the services have arrived
 * (the page itself is drawn by the server; the rating summary comes with it, in the facts).
 */
export function TutorReviews({
  slug,
  tutorFirstName,
  average,
  count,
  when,
}: {
  slug: string;
  tutorFirstName: string;
  /** The rating that came with the page: shown while the reviews themselves wait for the services (and on the server). */
  average: number | undefined;
  count: number;
  when: (at: string) => string;
}) {
  const reviews = useServiceWhenReady(REVIEWS);
  const [shown, setShown] = useState(PAGE);
  const list = useAsync(async () => (reviews ? reviews.ofTutor(slug, { page: 1, pageSize: shown }) : null), `reviews|${slug}|${shown}|${reviews !== null}`);
  const data = list.status === 'ready' ? list.data : null;
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t.heading}</h2>
      {/* Drawn by the server and hydrated before the services: the rating it came with, then the reviews. */}
      {!reviews && <p>{ratingText.summary(average, count)}</p>}
      {reviews && (list.status === 'loading' || (list.status === 'ready' && data === null)) && <LoadingBlock />}
      {list.status === 'error' && <ErrorBlock onRetry={list.retry} />}
      {data &&
        (data.Count === 0 ? (
          <p className="muted">{t.none}</p>
        ) : (
          <>
            <p>{ratingText.summary(data.Average, data.Count)}</p>
            <ul className="review-list" aria-label={t.heading}>
              {data.Items.map((review) => (
                <ReviewItem key={review.ReviewID} review={review} tutorFirstName={tutorFirstName} when={when} />
              ))}
            </ul>
            {data.Items.length < data.Total && shown < 100 && (
              <button type="button" className="button secondary" onClick={() => setShown((n) => Math.min(100, n + PAGE))}>
                {t.more}
              </button>
            )}
          </>
        ))}
    </section>
  );
}
