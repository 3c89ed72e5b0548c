import { Link } from 'react-router-dom';
import { formatClassTime } from '../../../domain/class-time';
import { useHydrated } from '../../components/use-hydrated';
import { useNow } from '../../components/use-now';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { PageDescription, PageTitle } from '../../components/page-title';
import { tutorName, tutorPageDescription } from './tutor-page-meta';
import { tutorPageText as t } from './tutor-page-text';
import { useBooking, usePaidBookings, useTutorProfile } from './use-tutor-page';
import { browserTimeZone } from '../../components/use-profile-time-zone';
import { useAuthSession } from '../../components/auth/use-auth-session';
import { paths } from '../../../domain/routes';
import { courseEnrolment } from '../../../domain/class-lifecycle';
import { languageName } from '../../components/language-names';
import { ratingText } from '../../components/rating-text';
import { TutorReviews } from './tutor-reviews';
import { SkippedNote } from '../../components/skipped-note';


/** A tutor's public page: /{slug} (private classes) and /course/{slug} (also group courses with their schedules). */
export function TutorPublicView({ slug, withCourses }: { slug: string; withCourses: boolean }) {
  const { profile, renderedAt } = useTutorProfile(slug, withCourses);
  const booking = useBooking(slug);
  const { courses: paidCourses, privateClasses: paidClasses } = usePaidBookings();
  // Sign-up is for visitors: a signed-in user (a student who already books here, or a tutor) is not offered it.
  const signedIn = useAuthSession().status === 'signed-in';
  // Drawn by the server (src/serve-page.tsx) and hydrated before the services: its times in UTC and its 'now' the
  // server's, until the browser's own (the render after hydration).
  const hydrated = useHydrated();
  const zone = hydrated ? browserTimeZone() : 'UTC';
  // Data on screen came either with the page (renderedAt) or through the services (the clock is there).
  const now = useNow(renderedAt ?? 0);
  const when = (at: string) => formatClassTime(at, now(), zone);

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
          <Link className="button primary" to={paths.tutorSearch()}>
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
  return (
    <section className="page">
      {/* After the title: the loading state's h1 stays the same element when the profile arrives. */}
      <PageTitle>{name}</PageTitle>
      <PageDescription>{tutorPageDescription(profile.data)}</PageDescription>
      {tutor.PhotoURL && <img className="tutor-photo tutor-photo-large" src={tutor.PhotoURL} alt={t.photoOf(name)} width={128} height={128} />}
      {tutor.Bio && <p className="lead">{tutor.Bio}</p>}
      <dl className="facts">
        <dt>{t.topics}</dt>
        <dd>{tutor.Topics.map((topic) => topic.TopicName).join(', ')}</dd>
        {tutor.Languages.length > 0 && (
          <>
            <dt>{t.languages}</dt>
            <dd>{tutor.Languages.map(languageName).join(', ')}</dd>
          </>
        )}
        {tutor.HourlyRate !== undefined && tutor.CurrencyType && (
          <>
            <dt>{t.rateLabel}</dt>
            <dd>{t.rate(tutor.HourlyRate, tutor.CurrencyType)}</dd>
          </>
        )}
        <dt>{t.ratingLabel}</dt>
        <dd>
          <a href="#reviews-title">{ratingText.summary(tutor.RatingAverage, tutor.RatingCount ?? 0)}</a>
        </dd>
        {tutor.CancellationNoticeHours !== undefined && (
          <>
            <dt>{t.cancellationLabel}</dt>
            <dd>{t.cancellation(tutor.CancellationNoticeHours)}</dd>
          </>
        )}
      </dl>
      <p className="muted">{hydrated ? t.timeZoneNote(zone) : t.utcNote}</p>
      <p className="actions">
        <Link to={withCourses ? paths.tutorPublic(slug) : paths.tutorPublicCourses(slug)}>{withCourses ? t.showPrivate : t.showCourses}</Link>
        {signedIn ? null : <Link to={paths.studentSignup(slug)}>{t.signUpWithTutor}</Link>}
        <Link to={paths.messages(tutor.UserID)} state={{ name }}>
          {t.message(tutor.FirstName)}
        </Link>
      </p>

      <SkippedNote count={profile.data.skipped} words={t.skipped} />
      <h2>{t.privateClasses}</h2>
      {classes.length === 0 ? (
        <p className="muted">{t.noPrivateClasses}</p>
      ) : (
        <ul className="card-list">
          {classes.map((record) => (
            <li key={record.ClassLink} className="card">
              <h3 className="card-title">{record.ClassName}</h3>
              <p>
                {when(record.DateTime)} · {t.minutes(record.Duration)}
              </p>
              <p>{t.price(record.Price, record.TransactionFees, record.CurrencyType)}</p>
              {paidClasses.has(record.ClassLink) ? (
                // Booked by this student (a payment recorded while the page was open): the way to it, where Join appears.
                <p>
                  <span className="badge badge-paid">{t.booked}</span>{' '}
                  <Link to={paths.studentPrivateClass(record.ClassLink)}>{t.openEnrolled(record.ClassName)}</Link>
                </p>
              ) : (
                <button type="button" className="button primary" aria-label={t.book(record.ClassName)} disabled={!hydrated} onClick={() => void booking.bookPrivateClass(record)}>
                  {t.bookShort}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      {withCourses && (
        <>
          <h2>{t.courses}</h2>
          {courses.length === 0 ? (
            <p className="muted">{t.noCourses}</p>
          ) : (
            <ul className="card-list">
              {courses.map((course) => {
                const full = course.EnrolledCount >= course.Capacity;
                const enrolment = courseEnrolment(course, course.Sessions.map((session) => session.StartDateTime), now().getTime());
                return (
                  <li key={course.ClassLink} className="card">
                    {/* Decorative: the heading names the course. */}
                    {course.CoverImageURL && <img className="course-cover" src={course.CoverImageURL} alt="" loading="lazy" />}
                    <h3 className="card-title">{course.CourseName}</h3>
                    <p>{course.Description}</p>
                    <p>
                      {t.price(course.Price, course.TransactionFees, course.CurrencyType)} · {t.seats(course.EnrolledCount, course.Capacity)} ·{' '}
                      {t.sessions(course.Sessions.length)}
                    </p>
                    <ol aria-label={`${course.CourseName}: ${t.sessions(course.Sessions.length)}`}>
                      {[...course.Sessions]
                        .sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime))
                        .map((session) => (
                          <li key={session.SessionID}>
                            {session.Title}: {when(session.StartDateTime)} · {t.minutes(session.Duration)}
                          </li>
                        ))}
                    </ol>
                    {paidCourses.has(course.ClassLink) ? (
                      // Enrolled (paid): the way to the course, not a second enrolment.
                      <p>
                        <span className="badge badge-paid">{t.enrolled}</span>{' '}
                        <Link to={paths.studentCourseClass(course.ClassLink)}>{t.openEnrolled(course.CourseName)}</Link>
                      </p>
                    ) : enrolment !== 'open' ? (
                      // No session yet (or none left): nothing to enrol in, and the page says why.
                      <p className="muted">{enrolment === 'no-sessions' ? t.sessionsToCome : t.notEnrolling}</p>
                    ) : full ? (
                      <p className="badge">{t.full}</p>
                    ) : (
                      <button type="button" className="button primary" aria-label={t.enrol(course.CourseName)} disabled={!hydrated} onClick={() => void booking.enrolInCourse(course)}>
                        {t.enrolShort}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      <TutorReviews slug={slug} tutorFirstName={tutor.FirstName} average={tutor.RatingAverage} count={tutor.RatingCount ?? 0} when={when} />
    </section>
  );
}
