import { Link } from 'react-router-dom';
import { DIRECTORY } from '../../../application/tokens';
import { Avatar } from '../../components/kit/avatar';
import { Money } from '../../components/kit/money';
import { StarRating } from '../../components/kit/star-rating';
import { ratingText } from '../../components/rating-text';
import { useRead } from '../../components/server-state';
import { paths } from '../../../domain/routes';
import { landingText as t } from './landing-text';
import { FEATURED_COUNT, FeaturedSkeleton } from './featured-skeleton';

/**
 * The best-rated tutors and the subjects they teach, read from the public search once the app has loaded (its own
 * chunk: the first paint carries neither it nor the server-state layer). Drawn in the space the skeleton reserved. A
 * subject runs that search (`searchPath`: on this page for a visitor, /tutor-search once signed in).
 */
export default function FeaturedTutors({ searchPath }: { searchPath: (q: string) => string }) {
  const found = useRead(DIRECTORY, ['landing-featured'], (directory) => directory.search({ sort: 'RatingDesc', page: 1, pageSize: FEATURED_COUNT }));
  if (found.status === 'loading') return <FeaturedSkeleton />;
  // The page stands without them: a failed read leaves the space empty rather than an error on the first page.
  if (found.status === 'error' || found.data.Items.length === 0) return <FeaturedSkeleton empty />;
  const tutors = found.data.Items;
  const subjects = [...new Set(tutors.flatMap((tutor) => tutor.Topics.map((topic) => topic.TopicName)))].sort((a, b) => a.localeCompare(b));
  return (
    <div className="featured">
      <ul className="featured-tutors" aria-label={t.featuredHeading}>
        {tutors.map((tutor) => {
          const name = `${tutor.FirstName} ${tutor.LastName}`;
          const count = tutor.RatingCount ?? 0;
          return (
            <li key={tutor.UserID} className="card interactive featured-tutor">
              <Avatar name={name} photoUrl={tutor.PhotoURL} size={64} />
              <div className="featured-tutor-text">
                <Link className="featured-tutor-name" to={paths.tutorPublic(tutor.Slug)}>
                  {name}
                </Link>
                <span className="featured-tutor-rating">
                  {count > 0 && tutor.RatingAverage !== undefined ? (
                    <>
                      <StarRating value={tutor.RatingAverage} size="sm" label={ratingText.summary(tutor.RatingAverage, count)} />
                      <span aria-hidden="true">
                        {tutor.RatingAverage.toFixed(1)} ({count})
                      </span>
                    </>
                  ) : (
                    <span className="muted">{ratingText.summary(undefined, 0)}</span>
                  )}
                </span>
                <span className="featured-tutor-topics">{tutor.Topics.map((topic) => topic.TopicName).join(' · ')}</span>
                {tutor.HourlyRate !== undefined && tutor.CurrencyType && (
                  <span className="featured-tutor-rate">
                    <Money amount={tutor.HourlyRate} currency={tutor.CurrencyType} /> {t.perHour}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <h2 id="subjects" className="landing-subheading">
        {t.subjectsHeading}
      </h2>
      <ul className="subject-chips" aria-labelledby="subjects">
        {subjects.map((subject) => (
          <li key={subject}>
            <Link className="subject-chip" to={searchPath(subject)}>
              {subject}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
