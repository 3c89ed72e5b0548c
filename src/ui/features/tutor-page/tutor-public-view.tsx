import { Link } from 'react-router-dom';
import { DateTime } from '../../components/kit/date-time';
import { useHydrated } from '../../components/use-hydrated';
import { useNow } from '../../components/use-now';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { usePageHead } from '../../components/public/page-head';
import { tutorName } from './tutor-page-meta';
import { tutorPageText as t } from './tutor-page-text';
import { useBooking, usePaidBookings, useTutorProfile } from './use-tutor-page';
import { useViewerTimeZone } from '../../components/use-profile-time-zone';
import { useAuthSession } from '../../components/auth/use-auth-session';
import { paths } from '../../../domain/routes';
import { findTutorPath } from '../../components/public/find-tutor-path';
import { courseEnrolment } from '../../../domain/class-lifecycle';
import { languageName } from '../../components/language-names';
import { ratingText } from '../../components/rating-text';
import { TutorReviews } from './tutor-reviews';
import { SkippedNote } from '../../components/skipped-note';
import { MessageCircle } from 'lucide-react';
import { Avatar } from '../../components/kit/avatar';
import { StarRating } from '../../components/kit/star-rating';
import { Button, ButtonLink } from '../../components/kit/button';
import { Money } from '../../components/kit/money';
import { StatusPill } from '../../components/kit/status-pill';
import { WithServices } from '../../components/container-context';
import { SlotPicker, SlotPickerSkeleton } from './slot-picker';
import './tutor-page.css';

/** A tutor's public page: /{slug} (private classes) and /course/{slug} (also group courses with their schedules). */
export function TutorPublicView({ slug, withCourses }: { slug: string; withCourses: boolean }) {
  const { profile, renderedAt } = useTutorProfile(slug, withCourses);
  const booking = useBooking(slug);
  const { courses: paidCourses, privateClasses: paidClasses } = usePaidBookings();
  // Sign-up is for visitors: a signed-in user (a student who already books here, or a tutor) is not offered it.
  const signedIn = useAuthSession().status === 'signed-in';
  // Drawn by the server (src/serve-page.tsx) and hydrated before the services: its times in UTC and its 'now' the
  // server's, until the viewer's own (the render after hydration: their profile's zone when signed in, as the slot
  // picker's, else the browser's).
  const hydrated = useHydrated();
  const zone = useViewerTimeZone(hydrated);
  // Data on screen came either with the page (renderedAt) or through the services (the clock is there).
  const now = useNow(renderedAt ?? 0);
  const zoned = { now: now(), timeZone: zone };
  // The head (canonical, Open Graph, JSON-LD, description) of the tutor shown, also when reached in the app; noindex for
  // an address no tutor has.
  const missing = profile.status === 'error' && profile.refusal.code === 'not-found';
  const shown = profile.status !== 'loading' && profile.status !== 'error' ? profile.data : undefined;
  usePageHead(missing ? 'missing' : shown ? 'tutor' : null, shown, withCourses);

  if (profile.status === 'loading') {
    return (
      <section className="page">
        <PageTitle>{t.loadingTitle}</PageTitle>
        <LoadingBlock />
      </section>
    );
  }
  if (profile.status === 'error') {
    if (profile.refusal.code === 'not-found') {
      return (
        <section className="page">
          <PageTitle>{t.notFoundTitle}</PageTitle>
          <p>{t.notFoundBody}</p>
          <Link className="button primary" to={findTutorPath(signedIn)}>
            {t.searchTutors}
          </Link>
        </section>
      );
    }
    return (
      <section className="page">
        <PageTitle>{t.loadingTitle}</PageTitle>
        <ErrorBlock onRetry={profile.retry} />
      </section>
    );
  }

  const { Tutor: tutor, UpcomingPrivateClasses: classes, Courses: courses = [] } = profile.data;
  const name = tutorName(tutor);
  const count = tutor.RatingCount ?? 0;
  return (
    <section className="page tutor-profile">
      {/* First, as in the loading state: the h1 stays the same element when the profile arrives. */}
      <PageTitle>{name}</PageTitle>
      <Avatar name={name} photoUrl={tutor.PhotoURL} size={128} alt={t.photoOf(name)} className="tutor-profile-photo" />
      <div className="tutor-profile-meta">
        <a className="tutor-profile-rating" href="#reviews-title">
          {count > 0 && tutor.RatingAverage !== undefined ? (
            <>
              <StarRating value={tutor.RatingAverage} label={ratingText.summary(tutor.RatingAverage, count)} />
              <span aria-hidden="true">
                <strong>{tutor.RatingAverage.toFixed(1)}</strong> {t.reviewCount(count)}
              </span>
            </>
          ) : (
            ratingText.summary(tutor.RatingAverage, count)
          )}
        </a>
        {tutor.HourlyRate !== undefined && tutor.CurrencyType && (
          <p className="tutor-profile-rate">
            <Money amount={tutor.HourlyRate} currency={tutor.CurrencyType} className="tutor-profile-amount" /> <span className="muted">{t.perHour}</span>
          </p>
        )}
        <div className="actions">
          <ButtonLink to={paths.messages(tutor.UserID)} state={{ name }} size="sm" icon={<MessageCircle />}>
            {t.message(tutor.FirstName)}
          </ButtonLink>
        </div>
      </div>

      {tutor.Bio && <p className="lead tutor-profile-bio">{tutor.Bio}</p>}

      <aside className="booking-panel" aria-label={t.bookingTitle}>
        <p className="booking-panel-zone muted">{hydrated ? t.timeZoneNote(zone) : t.utcNote}</p>
        {tutor.NextOpenAt && (
          // The tutor publishes hours (issue 39): a time is chosen from them. Its slots arrive after hydration, in a box
          // of the same size as its skeleton.
          <>
            <h2>{t.hoursTitle}</h2>
            {hydrated ? (
              <WithServices fallback={<SlotPickerSkeleton />}>
                <SlotPicker slug={slug} noticeHours={tutor.CancellationNoticeHours} />
              </WithServices>
            ) : (
              <SlotPickerSkeleton />
            )}
          </>
        )}
        <SkippedNote count={profile.data.skipped} words={t.skipped} />
        <h2>{t.privateClasses}</h2>
        {classes.length === 0 ? (
          <p className="muted booking-empty">{t.noPrivateClasses}</p>
        ) : (
          <ul className="booking-list">
            {classes.map((record) => (
              <li key={record.ClassLink} className="booking-item">
                <div className="booking-item-text">
                  <h3 className="booking-item-title">{record.ClassName}</h3>
                  <p className="booking-item-when">
                    <DateTime value={record.DateTime} {...zoned} /> · {t.minutes(record.Duration)}
                  </p>
                  <p className="booking-item-price">{t.price(record.Price, record.TransactionFees, record.CurrencyType)}</p>
                </div>
                {paidClasses.has(record.ClassLink) ? (
                  // Booked by this student (a payment recorded while the page was open): the way to it, where Join appears.
                  <div className="booking-item-done">
                    <StatusPill tone="success">{t.booked}</StatusPill>
                    <Link to={paths.studentPrivateClass(record.ClassLink)}>{t.openEnrolled(record.ClassName)}</Link>
                  </div>
                ) : (
                  <Button variant="primary" size="sm" aria-label={t.book(record.ClassName)} disabled={!hydrated} onClick={() => void booking.bookPrivateClass(record)}>
                    {t.bookShort}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {withCourses && (
          <>
            <h2>{t.courses}</h2>
            {courses.length === 0 ? (
              <p className="muted booking-empty">{t.noCourses}</p>
            ) : (
              <ul className="booking-list">
                {courses.map((course) => {
                  const full = course.EnrolledCount >= course.Capacity;
                  const enrolment = courseEnrolment(course, course.Sessions.map((session) => session.StartDateTime), now().getTime());
                  return (
                    <li key={course.ClassLink} className="booking-item booking-course">
                      {/* Decorative: the heading names the course. Shown whole (contain), never cropped through a face. */}
                      {course.CoverImageURL && <img className="booking-course-cover" src={course.CoverImageURL} alt="" loading="lazy" />}
                      <div className="booking-item-text">
                        <h3 className="booking-item-title">{course.CourseName}</h3>
                        <p className="booking-course-description">{course.Description}</p>
                        <p className="booking-item-price">
                          {t.price(course.Price, course.TransactionFees, course.CurrencyType)} · {t.seats(course.EnrolledCount, course.Capacity)} · {t.sessions(course.Sessions.length)}
                        </p>
                        <ol className="booking-sessions" aria-label={`${course.CourseName}: ${t.sessions(course.Sessions.length)}`}>
                          {[...course.Sessions]
                            .sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime))
                            .map((session) => (
                              <li key={session.SessionID}>
                                {session.Title}: <DateTime value={session.StartDateTime} {...zoned} /> · {t.minutes(session.Duration)}
                              </li>
                            ))}
                        </ol>
                      </div>
                      {paidCourses.has(course.ClassLink) ? (
                        // Enrolled (paid): the way to the course, not a second enrolment.
                        <div className="booking-item-done">
                          <StatusPill tone="success">{t.enrolled}</StatusPill>
                          <Link to={paths.studentCourseClass(course.ClassLink)}>{t.openEnrolled(course.CourseName)}</Link>
                        </div>
                      ) : enrolment !== 'open' ? (
                        // No session yet (or none left): nothing to enrol in, and the page says why.
                        <p className="muted booking-item-note">{enrolment === 'no-sessions' ? t.sessionsToCome : t.notEnrolling}</p>
                      ) : full ? (
                        <StatusPill>{t.full}</StatusPill>
                      ) : (
                        <Button variant="primary" size="sm" aria-label={t.enrol(course.CourseName)} disabled={!hydrated} onClick={() => void booking.enrolInCourse(course)}>
                          {t.enrolShort}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
        <p className="booking-panel-switch">
          <Link to={withCourses ? paths.tutorPublic(slug) : paths.tutorPublicCourses(slug)}>{withCourses ? t.showPrivate : t.showCourses}</Link>
        </p>
      </aside>

      <div className="tutor-profile-about">
        <h2 className="visually-hidden">{t.aboutHeading(tutor.FirstName)}</h2>
        <dl className="tutor-facts">
          <div>
            <dt>{t.topics}</dt>
            <dd>{tutor.Topics.map((topic) => topic.TopicName).join(', ')}</dd>
          </div>
          {tutor.Languages.length > 0 && (
            <div>
              <dt>{t.languages}</dt>
              <dd>{tutor.Languages.map(languageName).join(', ')}</dd>
            </div>
          )}
          {tutor.CancellationNoticeHours !== undefined && (
            <div>
              <dt>{t.cancellationLabel}</dt>
              <dd>{t.cancellation(tutor.CancellationNoticeHours)}</dd>
            </div>
          )}
        </dl>
        {signedIn ? null : (
          <p>
            <Link to={paths.studentSignup(slug)}>{t.signUpWithTutor}</Link>
          </p>
        )}
      </div>
      <div className="tutor-profile-reviews">
        <TutorReviews slug={slug} tutorFirstName={tutor.FirstName} average={tutor.RatingAverage} count={tutor.RatingCount ?? 0} zoned={zoned} />
      </div>
    </section>
  );
}
