import { CalendarClock, Languages } from 'lucide-react';
import type { TutorSummary } from '../../contract/records';
import { paths } from '../../domain/routes';
import { DateTime, type Zoned } from './kit/date-time';
import { Avatar } from './kit/avatar';
import { ButtonLink } from './kit/button';
import { Card } from './kit/card';
import { Money } from './kit/money';
import { StarRating } from './kit/star-rating';
import { languageName } from './language-names';
import { ratingText } from './rating-text';
import { tutorCardText as t } from './tutor-card-text';
import { useNow } from './use-now';
import './tutor-card.css';

type Heading = 'h2' | 'h3';

/**
 * A page of tutors (the tutor search, the landing page's results), each card with its tutor's next open time in the
 * viewer's own zone ('h:mm AM, Today' or the full date). `heading`: the level of each card's name under the page's.
 */
export function TutorCardList({ tutors, zone, heading = 'h2' }: { tutors: TutorSummary[]; zone: string; heading?: Heading }) {
  const now = useNow(0);
  const zoned = { now: now(), timeZone: zone };
  return (
    <ul className="tutor-results">
      {tutors.map((tutor) => (
        <TutorCard key={tutor.UserID} tutor={tutor} zoned={zoned} heading={heading} />
      ))}
    </ul>
  );
}

/** One tutor in a list: face, name, stars, what they teach and in which languages, the rate, and one action. */
export function TutorCard({ tutor, zoned, heading: Title = 'h2' }: { tutor: TutorSummary; zoned: Zoned; heading?: Heading }) {
  const name = `${tutor.FirstName} ${tutor.LastName}`;
  const count = tutor.RatingCount ?? 0;
  return (
    <Card as="li" className="tutor-result">
      <Avatar name={name} photoUrl={tutor.PhotoURL} size={96} className="tutor-result-photo" />
      <div className="tutor-result-main">
        <Title className="card-title">{name}</Title>
        <p className="tutor-result-rating">
          {count > 0 && tutor.RatingAverage !== undefined ? (
            <>
              <StarRating value={tutor.RatingAverage} size="sm" label={ratingText.summary(tutor.RatingAverage, count)} />
              <span aria-hidden="true">
                <strong>{tutor.RatingAverage.toFixed(1)}</strong> {t.reviewCount(count)}
              </span>
            </>
          ) : (
            <span className="muted">{ratingText.summary(undefined, 0)}</span>
          )}
        </p>
        {tutor.Topics.length > 0 && <p className="tutor-result-topics">{tutor.Topics.map((topic) => topic.TopicName).join(' · ')}</p>}
        {tutor.Languages.length > 0 && (
          <p className="tutor-result-languages">
            <Languages aria-hidden="true" /> {t.speaks} {tutor.Languages.map(languageName).join(', ')}
          </p>
        )}
        {tutor.Bio && <p className="tutor-result-bio">{tutor.Bio}</p>}
      </div>
      <div className="tutor-result-side">
        <p className="tutor-result-rate">
          {tutor.HourlyRate !== undefined && tutor.CurrencyType ? (
            <>
              <Money amount={tutor.HourlyRate} currency={tutor.CurrencyType} className="tutor-result-amount" /> <span className="muted">{t.perHourUnit}</span>
            </>
          ) : (
            <span className="muted">{t.noRate}</span>
          )}
        </p>
        {tutor.NextOpenAt ? (
          // The first open time of the tutor's hours (issue 39): what a student books from.
          <p className="tutor-result-next">
            <CalendarClock aria-hidden="true" /> <DateTime value={tutor.NextOpenAt} {...zoned} within={t.nextOpen} whole />
          </p>
        ) : (
          tutor.NextClassAt && (
            <p className="tutor-result-next">
              <CalendarClock aria-hidden="true" />{' '}
              {/* One flex item and one run of text, as the sentence was: the line is right-aligned. */}
              <DateTime value={tutor.NextClassAt} {...zoned} within={t.nextClass} whole />
            </p>
          )
        )}
        <ButtonLink variant="primary" to={paths.tutorPublic(tutor.Slug)} aria-label={t.viewProfile(name)} className="tutor-result-action">
          {t.viewProfileShort}
        </ButtonLink>
      </div>
    </Card>
  );
}
