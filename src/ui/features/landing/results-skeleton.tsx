import { Skeleton } from '../../components/kit/skeleton';
import { landingText as t } from './landing-text';

/** How many cards' place a search's results hold while they load (about one screen). */
const PLACEHOLDERS = 3;

/**
 * A search's results while they load (their chunk, then their answer): the count's line and a few cards' shapes, so
 * the page does not jump when they arrive.
 */
export function ResultsSkeleton() {
  return (
    <div className="landing-results" aria-busy="true">
      <p className="search-count muted" role="status">
        {t.searching}
      </p>
      <ul className="landing-results-placeholder" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <li key={i} className="card">
            <Skeleton avatar lines={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}
