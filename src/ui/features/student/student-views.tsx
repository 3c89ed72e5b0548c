import { Link } from 'react-router-dom';
import type { CourseSession, PaymentStatus, StudentCourse, StudentPrivateClass } from '../../../domain/backend-records';
import { formatClassTime } from '../../../domain/class-time';
import { studentText as t } from './student-text';
import { isLive, privateClassEvent, sessionEvent, useCalendarDownload, useViewerTime } from './use-student-classes';

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <span className={`badge payment-${status.toLowerCase()}`}>{t.payment[status]}</span>;
}

/** "with <tutor>", linking to the tutor's public page when they have one. */
function TutorLink({ name, slug }: { name: string; slug?: string }) {
  if (!slug) return <>{t.withTutor(name)}</>;
  return (
    <>
      {t.with} <Link to={`/${slug}`}>{name}</Link>
    </>
  );
}

export function PrivateClassCard({ record, focused = false }: { record: StudentPrivateClass; focused?: boolean }) {
  const { clock, zone } = useViewerTime();
  const download = useCalendarDownload();
  return (
    <li className={focused ? 'card card-focused' : 'card'} aria-current={focused || undefined}>
      <h3 className="card-title">{record.ClassName}</h3>
      <p>
        {formatClassTime(record.DateTime, clock.now(), zone)} · {t.minutes(record.Duration)} · <TutorLink name={record.TutorName} slug={record.TutorSlug} />
      </p>
      <p>
        <span className="badge">{t.status[record.Status] ?? record.Status}</span> <PaymentBadge status={record.PaymentStatus} />
      </p>
      <div className="actions">
        {isLive(record.Status) && record.Paid && (
          <Link className="button primary" to={`/private-class/${record.ClassLink}`} aria-label={t.join(record.ClassName)}>
            {t.joinShort}
          </Link>
        )}
        {!record.Paid && record.Status === 'Scheduled' && (
          <Link className="button primary" to={`/private-class-checkout/${record.ClassLink}`} aria-label={t.payNow(record.ClassName)}>
            {t.payShort}
          </Link>
        )}
        <button type="button" className="button secondary" aria-label={t.downloadClassIcs(record.ClassName)} onClick={() => download(record.ClassName, [privateClassEvent(record, window.location.origin)])}>
          {t.downloadIcs}
        </button>
      </div>
    </li>
  );
}

export function CourseCard({ course, focused = false }: { course: StudentCourse; focused?: boolean }) {
  return (
    <li className={focused ? 'card card-focused' : 'card'} aria-current={focused || undefined}>
      <h3 className="card-title">{course.CourseName}</h3>
      <p>
        <TutorLink name={course.TutorName} slug={course.TutorSlug} /> · {t.sessions(course.SessionCount)}
      </p>
      <p>
        <span className="badge">{t.status[course.Status] ?? course.Status}</span> <PaymentBadge status={course.PaymentStatus} />
      </p>
      <div className="actions">
        <Link className="button secondary" to={`/student-course-class/sessions-schedule/${course.ClassID}`} aria-label={t.schedule(course.CourseName)}>
          {t.scheduleShort}
        </Link>
        {!course.Paid && course.Status === 'Open' && (
          <Link className="button primary" to={`/course-class-checkout/${course.ClassLink}`} aria-label={t.payNow(course.CourseName)}>
            {t.payShort}
          </Link>
        )}
      </div>
    </li>
  );
}

export function SessionItem({ session, past, joinable }: { session: CourseSession; past: boolean; joinable: boolean }) {
  const { clock, zone } = useViewerTime();
  return (
    <li className={past ? 'card session-past' : 'card'}>
      <h3 className="card-title">
        {session.CourseName}: {session.Title}
      </h3>
      <p>
        {formatClassTime(session.StartDateTime, clock.now(), zone)} · {t.minutes(session.Duration)}
      </p>
      <p>
        <span className="badge">{past ? t.past : t.upcoming}</span> <span className="badge">{t.status[session.Status] ?? session.Status}</span>
      </p>
      {joinable && isLive(session.Status) && (
        <Link className="button primary" to={`/course-class/${session.ClassLink}`} aria-label={t.join(`${session.CourseName}: ${session.Title}`)}>
          {t.joinShort}
        </Link>
      )}
    </li>
  );
}


export function useScheduleDownload() {
  const download = useCalendarDownload();
  return (name: string, sessions: CourseSession[]) => download(name, sessions.map((session) => sessionEvent(session, window.location.origin)));
}
