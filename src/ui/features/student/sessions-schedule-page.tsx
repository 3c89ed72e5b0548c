import { useParams } from 'react-router-dom';
import { BackendError } from '../../../domain/backend-error';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { studentText as t } from './student-text';
import { SessionItem, useScheduleDownload } from './student-views';
import { useStudentCourses, useStudentSessions, useViewerTime } from './use-student-classes';

/** One booked course's sessions, past and upcoming marked, with the whole schedule as a calendar file. */
export function SessionsSchedulePage() {
  const { ClassID = '' } = useParams();
  const classId = /^[1-9]\d{0,9}$/.test(ClassID) ? Number(ClassID) : undefined;
  if (classId === undefined) {
    return (
      <section className="page">
        <PageTitle>{t.scheduleTitle}</PageTitle>
        <p role="alert">{t.badClassId}</p>
      </section>
    );
  }
  return <Schedule classId={classId} />;
}

function Schedule({ classId }: { classId: number }) {
  const sessions = useStudentSessions(classId);
  const courses = useStudentCourses();
  const { zone } = useViewerTime();
  const download = useScheduleDownload();
  const paid = courses.status === 'ready' && courses.data.some((course) => course.ClassID === classId && course.Paid);
  const name = sessions.status === 'ready' && sessions.data[0] ? sessions.data[0].CourseName : t.scheduleTitle;

  return (
    <section className="page">
      <PageTitle>{name}</PageTitle>
      <p className="muted">{t.timeZoneNote(zone)}</p>
      {sessions.status === 'loading' && <LoadingBlock />}
      {sessions.status === 'error' &&
        (sessions.error instanceof BackendError && sessions.error.kind === 'not-found' ? (
          <p role="alert">{t.courseNotFound}</p>
        ) : (
          <ErrorBlock onRetry={sessions.retry} />
        ))}
      {sessions.status === 'ready' &&
        (sessions.data.length === 0 ? (
          <p className="muted">{t.noSessions}</p>
        ) : (
          <>
            <h2>{t.sessionsHeading}</h2>
            <p>{t.sessions(sessions.data.length)}</p>
            <button type="button" className="button primary" onClick={() => download(name, sessions.data)}>
              {t.downloadScheduleIcs}
            </button>
            <ol className="card-list" aria-label={t.schedule(name)}>
              {sessions.data.map((session) => (
                <SessionItem key={session.SessionID} session={session} paid={paid} />
              ))}
            </ol>
          </>
        ))}
    </section>
  );
}
