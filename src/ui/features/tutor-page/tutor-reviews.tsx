import { useState } from 'react';
import { REVIEWS } from '../../../application/tokens';
import type { Review } from '../../../contract/records';
import { useServiceWhenReady } from '../../components/container-context';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { ratingText } from '../../components/rating-text';
import { ReviewItem, reviewListText as t } from '../../components/review-list';
import { useAsync } from '../../components/use-async';

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
  const list = useAsync(async () => (reviews ? reviews.ofTutor(slug, { page: 1, pageSize: PAGE }) : null), `reviews|${slug}|${reviews !== null}`);
  const data = list.status === 'ready' ? list.data : null;
  // The pages after the first, as "Show more" brings them.
  const [more, setMore] = useState<{ slug: string; pages: number; items: Review[]; total: number | null; state: 'idle' | 'loading' | 'failed' }>({ slug, pages: 1, items: [], total: null, state: 'idle' });
  const extra = more.slug === slug ? more : { slug, pages: 1, items: [], total: null, state: 'idle' as const };
  const items = data ? [...data.Items, ...extra.items.filter((r) => !data.Items.some((first) => first.ReviewID === r.ReviewID))] : [];
  const total = extra.total ?? data?.Total ?? 0;
  const showMore = async () => {
    if (!reviews) return;
    const page = extra.pages + 1;
    setMore({ ...extra, state: 'loading' });
    try {
      const next = await reviews.ofTutor(slug, { page, pageSize: PAGE });
      const known = new Set([...(data?.Items ?? []), ...extra.items].map((r) => r.ReviewID));
      setMore({ slug, pages: page, items: [...extra.items, ...next.Items.filter((r) => !known.has(r.ReviewID))], total: next.Total, state: 'idle' });
    } catch {
      setMore({ ...extra, state: 'failed' });
    }
  };
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
              {items.map((review) => (
                <ReviewItem key={review.ReviewID} review={review} tutorFirstName={tutorFirstName} when={when} />
              ))}
            </ul>
            <p role="status" className="muted">
              {extra.items.length > 0 ? t.showing(items.length, total) : ''}
            </p>
            {extra.state === 'failed' && <ErrorBlock onRetry={() => void showMore()} />}
            {extra.pages * PAGE < total && (
              <button type="button" className="button secondary" disabled={extra.state === 'loading'} onClick={() => void showMore()}>
                {t.more}
              </button>
            )}
          </>
        ))}
    </section>
  );
}
