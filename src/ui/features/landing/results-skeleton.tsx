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
            {/* The kit Skeleton's markup (skeleton-*), without its module: this is drawn on the first page. */}
            <div className="skeleton">
              <span className="skeleton-avatar" />
              <span className="skeleton-lines">
                <span className="skeleton-line" />
                <span className="skeleton-line" />
                <span className="skeleton-line" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
