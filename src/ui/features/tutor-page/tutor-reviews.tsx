import { REVIEWS } from '../../../application/tokens';
import { WithServices } from '../../components/container-context';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { ratingText } from '../../components/rating-text';
import { ReviewItem, reviewListText as t } from '../../components/review-list';
import type { Zoned } from '../../components/kit/date-time';
import { useReadPages } from '../../components/server-state';

const PAGE = 5;

/**
 * The tutor's reviews on their public page, newest first, five more at a time (each page added under the ones shown,
 * each review once even if new ones came in between). Loaded once the services have arrived (the page itself is drawn
 * by the server; the rating summary comes with it, in the facts).
 */
export function TutorReviews({
  slug,
  tutorFirstName,
  average,
  count,
  zoned,
}: {
  slug: string;
  tutorFirstName: string;
  /** The rating that came with the page: shown while the reviews themselves wait for the services (and on the server). */
  average: number | undefined;
  count: number;
  zoned: Zoned;
}) {
  const list = useReadPages(REVIEWS, ['tutor-reviews', slug], (reviews, page) => reviews.ofTutor(slug, { page, pageSize: PAGE }), (last, read) => read * PAGE < last.Total);
  const pages = list.status === 'ready' ? list.data : [];
  const first = pages[0] ?? null;
  // Each review once, in the order of the pages (one that moved to a later page as new ones came in is not repeated).
  const items = pages.flatMap((page) => page.Items).filter((review, index, all) => all.findIndex((r) => r.ReviewID === review.ReviewID) === index);
  const total = pages.at(-1)?.Total ?? 0;
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t.heading}</h2>
      {/* Drawn by the server and hydrated before the services: the rating it came with, then the reviews. */}
      <WithServices fallback={<p>{ratingText.summary(average, count)}</p>}>{list.status === 'loading' && <LoadingBlock />}</WithServices>
      {list.status === 'error' && <ErrorBlock onRetry={list.retry} />}
      {first &&
        (first.Count === 0 ? (
          <p className="muted">{t.none}</p>
        ) : (
          <>
            <p>{ratingText.summary(first.Average, first.Count)}</p>
            <ul className="review-list" aria-label={t.heading}>
              {items.map((review) => (
                <ReviewItem key={review.ReviewID} review={review} tutorFirstName={tutorFirstName} zoned={zoned} />
              ))}
            </ul>
            <p role="status" className="muted">
              {pages.length > 1 ? t.showing(items.length, total) : ''}
            </p>
            {list.moreState === 'failed' && <ErrorBlock onRetry={list.more} />}
            {list.hasMore && (
              <button type="button" className="button secondary" disabled={list.moreState === 'loading'} onClick={list.more}>
                {t.more}
              </button>
            )}
          </>
        ))}
    </section>
  );
}
