import { ButtonLink } from '../../components/kit/button';
import { EmptyState } from '../../components/kit/empty-state';
import { classPhase, isOver, lessonOfClass, lessonOfSession } from '../../../domain/class-lifecycle';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { useNowMs } from '../../components/class-phase';
import { PageTitle } from '../../components/page-title';
import { SkippedNote } from '../../components/skipped-note';
import { studentText as t } from './student-text';
import { hasLeftCourse, PrivateClassCard, SessionItem } from './student-views';
import { isClassAhead, RECENT_DAYS } from '../../../domain/upcoming-classes';
import { useStudentCourses, useStudentPrivateClasses, useStudentSessions, useViewerTime } from './use-student-classes';
import { paths } from '../../../domain/routes';

/** What is ahead (with Join / Pay to join as the lifecycle rule allows) and what finished in the last two weeks. */
export function StudentDashboardPage() {
  const classes = useStudentPrivateClasses();
  const sessions = useStudentSessions();
  const courses = useStudentCourses();
  const { zone } = useViewerTime();
  const nowMs = useNowMs();
  const recentFrom = nowMs - RECENT_DAYS * 86_400_000;
  const paidCourses = new Set(courses.status === 'ready' ? courses.data.filter((course) => course.Paid).map((course) => course.ClassLink) : []);
  const leftCourses = new Set(courses.status === 'ready' ? courses.data.filter(hasLeftCourse).map((course) => course.ClassLink) : []);
  const classPhaseOf = (record: { Status: string; DateTime: string; Duration: number }) => classPhase(lessonOfClass(record), nowMs);
  // A class cancelled before its time stays in the upcoming list, marked cancelled, until that time has passed.
  const isAhead = (record: { Status: string; DateTime: string; Duration: number }) => isClassAhead(record, nowMs);
  const sessionPhaseOf = (session: { Status: string; StartDateTime: string; Duration: number }) => classPhase(lessonOfSession(session), nowMs);

  // The agenda's first item: the earliest class or session not over and not cancelled, whichever list it is in.
  const byTime = (a: { at: number }, b: { at: number }) => a.at - b.at;
  const nextUp = [
    ...(classes.status === 'ready' ? classes.data.filter((r) => r.Status !== 'Cancelled' && !isOver(classPhaseOf(r))).map((r) => ({ key: `class:${r.ClassLink}`, at: Date.parse(r.DateTime) })) : []),
    ...(sessions.status === 'ready'
      ? sessions.data.filter((s) => s.Status !== 'Cancelled' && !isOver(sessionPhaseOf(s)) && !leftCourses.has(s.ClassLink)).map((s) => ({ key: `session:${s.SessionID}`, at: Date.parse(s.StartDateTime) }))
      : []),
  ].sort(byTime)[0]?.key;

  return (
    <section className="page student-page">
      <header className="page-header">
        <div className="page-header-text">
          <PageTitle>{t.dashboardTitle}</PageTitle>
          <p className="page-header-lead">
            {t.dashboardLead} {t.timeZoneNote(zone)}
          </p>
        </div>
      </header>
      <div className="student-shortcuts">
        <ButtonLink variant="primary" to={paths.tutorSearch()}>
          {t.findTutor}
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.studentPrivateClass()}>
          {t.allPrivateClasses}
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.studentCourseClass()}>
          {t.allCourses}
        </ButtonLink>
        <ButtonLink variant="quiet" to={paths.studentPaymentHistory()}>
          {t.paymentHistory}
        </ButtonLink>
      </div>
      <SkippedNote count={classes.skipped + sessions.skipped + courses.skipped} words={t.skipped} />
      <h2 className="student-section-title">{t.upcomingClasses}</h2>
      {classes.status === 'loading' && <LoadingBlock />}
      {classes.status === 'error' && <ErrorBlock onRetry={classes.retry} />}
      {classes.status === 'ready' &&
        (() => {
          const upcoming = classes.data.filter(isAhead).sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime));
          return upcoming.length === 0 ? (
            <EmptyState title={t.noUpcomingClasses} />
          ) : (
            <ul className="card-list" aria-label={t.upcomingClasses}>
              {upcoming.map((record) => (
                <PrivateClassCard key={record.ClassLink} record={record} next={nextUp === `class:${record.ClassLink}`} />
              ))}
            </ul>
          );
        })()}
      <h2 className="student-section-title">{t.upcomingSessions}</h2>
      {sessions.status === 'loading' && <LoadingBlock />}
      {sessions.status === 'error' && <ErrorBlock onRetry={sessions.retry} />}
      {sessions.status === 'ready' &&
        (() => {
          const upcoming = sessions.data.filter((session) => !isOver(sessionPhaseOf(session)));
          return upcoming.length === 0 ? (
            <EmptyState title={t.noUpcomingSessions} />
          ) : (
            <ul className="card-list" aria-label={t.upcomingSessions}>
              {upcoming.map((session) => (
                <SessionItem key={session.SessionID} session={session} paid={paidCourses.has(session.ClassLink)} left={leftCourses.has(session.ClassLink)} next={nextUp === `session:${session.SessionID}`} />
              ))}
            </ul>
          );
        })()}
      {classes.status === 'ready' &&
        sessions.status === 'ready' &&
        (() => {
          const recentClasses = classes.data.filter((record) => !isAhead(record) && Date.parse(record.DateTime) >= recentFrom);
          const recentSessions = sessions.data.filter((session) => isOver(sessionPhaseOf(session)));
          if (recentClasses.length === 0 && recentSessions.length === 0) return null;
          return (
            <>
              <h2 className="student-section-title">{t.recentHeading}</h2>
              <ul className="card-list" aria-label={t.recentHeading}>
                {recentClasses.map((record) => (
                  <PrivateClassCard key={record.ClassLink} record={record} />
                ))}
                {recentSessions.map((session) => (
                  <SessionItem key={session.SessionID} session={session} paid={paidCourses.has(session.ClassLink)} left={leftCourses.has(session.ClassLink)} />
                ))}
              </ul>
            </>
          );
        })()}
    </section>
  );
}
