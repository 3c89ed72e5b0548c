import { useParams } from 'react-router-dom';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { studentText as t } from './student-text';
import { hasLeftCourse, SessionItem, useScheduleDownload } from './student-views';
import { useLeaveCourse, useStudentCourses, useStudentSessions, useViewerTime } from './use-student-classes';
import type { CourseSession, StudentCourse } from '../../../contract/records';
import { courseRefund, noticeHoursOf } from '../../../domain/cancellation-policy';
import { CancelControl } from '../../components/cancellation';
import { useNowMs } from '../../components/class-phase';
import { DateTime } from '../../components/kit/date-time';
import { formatMoney } from '../../../domain/money';
import { CalendarPlus, ListOrdered } from 'lucide-react';
import { Button } from '../../components/kit/button';
import { EmptyState } from '../../components/kit/empty-state';

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
  const course = courses.status === 'ready' ? courses.data.find((c) => c.ClassID === classId) : undefined;
  const paid = course?.Paid === true;
  const left = course ? hasLeftCourse(course) : false;
  const leave = useLeaveCourse();
  const name = sessions.status === 'ready' && sessions.data[0] ? sessions.data[0].CourseName : t.scheduleTitle;

  return (
    <section className="page student-page">
      <header className="page-header">
        <div className="page-header-text">
          <PageTitle>{name}</PageTitle>
          <p className="page-header-lead">{t.timeZoneNote(zone)}</p>
        </div>
        {sessions.status === 'ready' && sessions.data.length > 0 && (
          <div className="page-header-actions">
            <Button variant="secondary" icon={<CalendarPlus />} onClick={() => download(name, sessions.data)}>
              {t.downloadScheduleIcs}
            </Button>
          </div>
        )}
      </header>
      {sessions.status === 'loading' && <LoadingBlock />}
      {sessions.status === 'error' &&
        (sessions.refusal.code === 'not-found' ? (
          <p role="alert">{t.courseNotFound}</p>
        ) : (
          <ErrorBlock onRetry={sessions.retry} />
        ))}
      {sessions.status === 'ready' &&
        (sessions.data.length === 0 ? (
          <EmptyState icon={<ListOrdered />} title={t.noSessions} />
        ) : (
          <>
            <div className="student-section-head">
              <h2 className="student-section-title">{t.sessionsHeading}</h2>
              <p className="student-count">{t.sessions(sessions.data.length)}</p>
            </div>
            <ol className="card-list" aria-label={t.schedule(name)}>
              {sessions.data.map((session) => (
                <SessionItem key={session.SessionID} session={session} paid={paid} left={left} />
              ))}
            </ol>
          </>
        ))}
      {course && sessions.status === 'ready' && <LeaveCourse course={course} sessions={sessions.data} onLeave={leave} />}
    </section>
  );
}

/**
 * Leave course, for a student who paid for an Open or Closed course: the rule in one sentence, then a confirmation that
 * says what comes back (the domain's courseRefund, as the backend applies it when they leave), and the outcome.
 */
function LeaveCourse({ course, sessions, onLeave }: { course: StudentCourse; sessions: CourseSession[]; onLeave: ReturnType<typeof useLeaveCourse> }) {
  const nowMs = useNowMs();
  const { zone } = useViewerTime();
  const enrolled = course.Paid && (course.Status === 'Open' || course.Status === 'Closed');
  // What the student paid and gets back is in the currency they paid in (the course's may have changed since).
  const money = (amount: number) => formatMoney(amount, course.PaidCurrencyType ?? course.CurrencyType);
  const share = courseRefund({
    sessions: sessions.map((s) => ({ id: s.SessionID, startsAt: s.StartDateTime, status: s.Status, ...(s.MovedAt ? { movedAt: s.MovedAt } : {}), ...(s.CancelledAt ? { cancelledAt: s.CancelledAt } : {}) })),
    amount: course.AmountPaid ?? course.Price + course.TransactionFees,
    price: course.Price,
    nowMs,
    paidAtMs: course.PaidAt ? Date.parse(course.PaidAt) : undefined,
    noticeHours: course.CancellationNoticeHours,
    withdrawnAtMs: nowMs,
    refundedAmount: course.AmountRefunded ?? 0,
  });
  if (!enrolled && !course.WithdrawnAt) return null;
  return (
    <section aria-labelledby="leave-course-title" className="card leave-course">
      <h2 id="leave-course-title" className="card-title">
        {t.leaveTitle}
      </h2>
      {enrolled && <p className="policy-note">{t.leaveRule(noticeHoursOf(course.CancellationNoticeHours))}</p>}
      {course.WithdrawnAt && (
        <p>
          <DateTime value={course.WithdrawnAt} now={nowMs} timeZone={zone} variant="in-text" within={t.leftCourse} />
        </p>
      )}
      <CancelControl
        name={course.CourseName}
        noun="course"
        verb="leave"
        cancellable={enrolled}
        question={t.leaveQuestion(course.CourseName, share.refund > 0 ? money(share.refund) : null, share.owed, share.total, (course.AmountRefunded ?? 0) > 0 ? money(course.AmountRefunded ?? 0) : null)}
        onCancel={() => onLeave(course.ClassLink)}
        done={(w) => t.leftDone(w.RefundAmount > 0 ? money(w.RefundAmount) : null)}
      />
    </section>
  );
}
