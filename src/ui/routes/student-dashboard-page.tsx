import { Link } from 'react-router-dom';
import { ErrorBlock, LoadingBlock } from '../components/async-states';
import { PageTitle } from '../components/page-title';
import { studentText as t } from '../features/student/student-text';
import { PrivateClassCard, SessionItem } from '../features/student/student-views';
import { isUpcoming, useStudentCourses, useStudentPrivateClasses, useStudentSessions, useViewerTime } from '../features/student/use-student-classes';

export default function StudentDashboardPage() {
  const classes = useStudentPrivateClasses();
  const sessions = useStudentSessions();
  const courses = useStudentCourses();
  const { clock, zone } = useViewerTime();
  const now = clock.now();
  const paidCourses = new Set(courses.status === 'ready' ? courses.data.filter((course) => course.Paid).map((course) => course.ClassLink) : []);

  return (
    <section className="page">
      <PageTitle>{t.dashboardTitle}</PageTitle>
      <p className="muted">{t.timeZoneNote(zone)}</p>
      <p className="actions">
        <Link to="/tutor-search">{t.findTutor}</Link>
        <Link to="/student-private-class">{t.allPrivateClasses}</Link>
        <Link to="/student-course-class">{t.allCourses}</Link>
      </p>
      <h2>{t.upcomingClasses}</h2>
      {classes.status === 'loading' && <LoadingBlock />}
      {classes.status === 'error' && <ErrorBlock onRetry={classes.retry} />}
      {classes.status === 'ready' &&
        (() => {
          const upcoming = classes.data.filter((record) => record.Status !== 'Cancelled' && record.Status !== 'Completed' && isUpcoming(record.DateTime, record.Duration, now));
          return upcoming.length === 0 ? (
            <p className="muted">{t.noUpcomingClasses}</p>
          ) : (
            <ul className="card-list" aria-label={t.upcomingClasses}>
              {upcoming.map((record) => (
                <PrivateClassCard key={record.ClassLink} record={record} />
              ))}
            </ul>
          );
        })()}
      <h2>{t.upcomingSessions}</h2>
      {sessions.status === 'loading' && <LoadingBlock />}
      {sessions.status === 'error' && <ErrorBlock onRetry={sessions.retry} />}
      {sessions.status === 'ready' &&
        (sessions.data.length === 0 ? (
          <p className="muted">{t.noUpcomingSessions}</p>
        ) : (
          <ul className="card-list" aria-label={t.upcomingSessions}>
            {sessions.data.map((session) => (
              <SessionItem key={session.SessionID} session={session} past={false} joinable={paidCourses.has(session.ClassLink)} />
            ))}
          </ul>
        ))}
    </section>
  );
}
