import { landingText as t } from './landing-text';

/** How many tutors the landing page features (one row of four on a desktop, two by two on a phone). */
export const FEATURED_COUNT = 4;

/**
 * The featured tutors' place while they load (and the prerendered page's): the same size as the cards and the chips,
 * so nothing below moves when they arrive (CLS 0). `empty`: they could not be read; the space stays, quietly.
 */
export function FeaturedSkeleton({ empty = false }: { empty?: boolean }) {
  return (
    <div className="featured" aria-busy={empty ? undefined : true}>
      <ul className="featured-tutors" aria-hidden="true">
        {Array.from({ length: FEATURED_COUNT }, (_, i) => (
          <li key={i} className="card featured-tutor featured-placeholder">
            {!empty && (
              <>
                <span className="skeleton-avatar featured-placeholder-face" />
                <span className="skeleton-lines">
                  <span className="skeleton-line" />
                  <span className="skeleton-line" />
                  <span className="skeleton-line" />
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <h2 className="landing-subheading">{t.subjectsHeading}</h2>
      <div className="subject-chips subject-chips-placeholder" aria-hidden="true" />
    </div>
  );
}
