import { Link } from 'react-router-dom';
import type { CourseSession, PaymentStatus, StudentCourse, StudentPrivateClass } from '../../../contract/records';
import { canEnter, classPhase, isOver, lessonOfClass, lessonOfSession, nextSession, type Lesson } from '../../../domain/class-lifecycle';
import { formatClassTime, formatClassTimeInText } from '../../../domain/class-time';
import { TutorPhoto } from '../../components/tutor-photo';
import { checkoutPath, classPhaseText, classroomPath, PhaseNote, useNowMs } from '../../components/class-phase';
import { studentText as t } from './student-text';
import { privateClassEvent, sessionEvent, studentReads, useCalendarDownload, useStudentClassPlans, useViewerTime } from './use-student-classes';
import { RescheduleControl } from '../../components/reschedule';
import { AttendanceNote } from '../../components/attendance-note';
import { CancellationPolicy, CancelClassControl, CancelledNote } from '../../components/cancellation';
import { paths } from '../../../domain/routes';
import { ReviewControl } from '../../components/review-control';
import { SavedClassChat } from '../../components/saved-class-chat';
import { useSaveReview } from '../../components/use-reviews';
import { formatMoney } from '../../../domain/money';

/** The student left this course (/WithdrawFromCourse; the backend's PaymentStatus 'Withdrawn'): nothing of it is offered for payment again. */
export function hasLeftCourse(course: Pick<StudentCourse, 'PaymentStatus'>): boolean {
  return course.PaymentStatus === 'Withdrawn';
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <span className={`badge payment-${status.toLowerCase()}`}>{t.payment[status]}</span>;
}

/** "with <tutor>" and their photo, linking to the tutor's public page when they have one. */
/** The way to write to the tutor: their conversation, named for them. */
function MessageTutor({ tutorId, name }: { tutorId: string; name: string }) {
  return (
    <Link className="button secondary" to={paths.messages(tutorId)} state={{ name }} aria-label={t.messageTutorNamed(name)}>
      {t.messageTutor}
    </Link>
  );
}

function TutorLink({ name, slug, photo }: { name: string; slug?: string; photo?: string }) {
  return (
    <>
      <TutorPhoto url={photo} />
      {slug ? (
        <>
          {t.with} <Link to={paths.tutorPublic(slug)}>{name}</Link>
        </>
      ) : (
        t.withTutor(name)
      )}
    </>
  );
}

/**
 * How a student gets into a class: Join while its room is open and it is paid, Pay to join while it is unpaid and not
 * over; otherwise nothing (the phase note says when it opens, or that it is over).
 */
function EntryAction({ kind, code, name, lesson, paid, nowMs }: { kind: 'private' | 'course'; code: string; name: string; lesson: Lesson; paid: boolean; nowMs: number }) {
  const phase = classPhase(lesson, nowMs);
  if (paid && canEnter(phase)) {
    return (
      <Link className="button primary" to={classroomPath(kind, code)} aria-label={classPhaseText.joinNamed(name)}>
        {classPhaseText.join}
      </Link>
    );
  }
  if (!paid && !isOver(phase)) {
    return (
      <Link className="button primary" to={checkoutPath(kind, code)} aria-label={classPhaseText.payToJoinNamed(name)}>
        {classPhaseText.payToJoin}
      </Link>
    );
  }
  return null;
}

export function PrivateClassCard({ record, focused = false }: { record: StudentPrivateClass; focused?: boolean }) {
  const { zone } = useViewerTime();
  const nowMs = useNowMs();
  const download = useCalendarDownload();
  const plans = useStudentClassPlans();
  const saveReview = useSaveReview([studentReads.all]);
  const lesson = lessonOfClass(record);
  const cancelled = record.Status === 'Cancelled';
  return (
    <li className={focused ? 'card card-focused' : 'card'} aria-current={focused || undefined}>
      <h3 className="card-title">{record.ClassName}</h3>
      <p>
        {formatClassTime(record.DateTime, nowMs, zone)} · {t.minutes(record.Duration)} · <TutorLink name={record.TutorName} slug={record.TutorSlug} photo={record.TutorPhotoURL} />
      </p>
      <p>
        <PhaseNote lesson={lesson} nowMs={nowMs} timeZone={zone} /> <PaymentBadge status={record.PaymentStatus} />
      </p>
      <CancelledNote by={record.CancelledBy} at={record.CancelledAt} reason={record.CancellationReason} rule={record.CancellationRule} viewer="Student" timeZone={zone} nowMs={nowMs} />
      <AttendanceNote attendance={record.Attendance} lesson={lesson} nowMs={nowMs} />
      {record.Paid && classPhase(lesson, nowMs) !== 'upcoming' && !cancelled ? <SavedClassChat classCode={record.ClassLink} name={record.ClassName} timeZone={zone} /> : null}
      <ReviewControl
        name={record.ClassName}
        noun="class"
        myReview={record.MyReview}
        canReview={record.CanReview ?? false}
        notAttended={classPhase(lesson, nowMs) === 'completed' && record.Attendance?.some((entry) => entry.Role === 'Student' && !entry.Joined) === true}
        nowMs={nowMs}
        timeZone={zone}
        onSave={(rating, text) => saveReview(record.ClassLink, rating, text)}
      />
      {cancelled && (record.RefundedAmount ?? 0) > 0 && <p>{t.refundedAmount(formatMoney(record.RefundedAmount ?? 0, record.PaidCurrencyType ?? record.CurrencyType))}</p>}
      {cancelled && record.CancellationRule === 'Late' && <p>{t.notRefunded}</p>}
      {record.Paid && <CancellationPolicy status={record.Status} startsAt={record.DateTime} noticeHours={record.CancellationNoticeHours} freeUntil={record.FreeCancellationUntil} nowMs={nowMs} timeZone={zone} />}
      <div className="actions">
        <EntryAction kind="private" code={record.ClassLink} name={record.ClassName} lesson={lesson} paid={record.Paid} nowMs={nowMs} />
        <button
          type="button"
          className="button secondary"
          aria-label={cancelled ? t.downloadCancelledClassIcs(record.ClassName) : t.downloadClassIcs(record.ClassName)}
          onClick={() => download(record.ClassName, [privateClassEvent(record, window.location.origin)])}
        >
          {cancelled ? t.downloadCancelledIcs : t.downloadIcs}
        </button>
        <MessageTutor tutorId={record.TutorID} name={record.TutorName} />
      </div>
      <RescheduleControl
        allowed={record.Paid}
        name={record.ClassName}
        side="Student"
        status={record.Status}
        startsAt={record.DateTime}
        proposal={record.Reschedule}
        nowMs={nowMs}
        timeZone={zone}
        onPropose={(newDateTime, message) => plans.propose(record.ClassLink, newDateTime, message)}
        onAnswer={plans.answer}
      />
      <CancelClassControl
        allowed={record.Paid}
        name={record.ClassName}
        side="Student"
        status={record.Status}
        startsAt={record.DateTime}
        noticeHours={record.CancellationNoticeHours}
        freeUntil={record.FreeCancellationUntil}
        amount={record.AmountPaid ?? record.Price + record.TransactionFees}
        currency={record.AmountPaid !== undefined ? (record.PaidCurrencyType ?? record.CurrencyType) : record.CurrencyType}
        nowMs={nowMs}
        timeZone={zone}
        onCancel={(reason) => plans.cancel(record.ClassLink, reason)}
      />
    </li>
  );
}

/** A booked course; with its sessions known, the next one not over (its phase, and Join while it is open and paid). */
export function CourseCard({ course, sessions, focused = false }: { course: StudentCourse; sessions?: CourseSession[]; focused?: boolean }) {
  const { zone } = useViewerTime();
  const nowMs = useNowMs();
  const saveReview = useSaveReview([studentReads.all]);
  const left = hasLeftCourse(course);
  const next = sessions && !left ? nextSession(sessions.filter((s) => s.ClassLink === course.ClassLink).map((session) => ({ ...lessonOfSession(session), session })), nowMs) : null;
  return (
    <li className={focused ? 'card card-focused' : 'card'} aria-current={focused || undefined}>
      <h3 className="card-title">{course.CourseName}</h3>
      <p>
        <TutorLink name={course.TutorName} slug={course.TutorSlug} photo={course.TutorPhotoURL} /> · {t.sessions(course.SessionCount)}
      </p>
      <p>
        <span className="badge">{t.status[course.Status] ?? course.Status}</span> <PaymentBadge status={course.PaymentStatus} />
      </p>
      {course.Status === 'Cancelled' && <CancelledNote by="Tutor" at={course.CancelledAt} reason={course.CancellationReason} viewer="Student" timeZone={zone} nowMs={nowMs} />}
      {course.WithdrawnAt && <p>{t.leftCourse(formatClassTimeInText(course.WithdrawnAt, nowMs, zone))}</p>}
      {(course.RefundedAmount ?? 0) > 0 && <p>{t.refundedAmount(formatMoney(course.RefundedAmount ?? 0, course.PaidCurrencyType ?? course.CurrencyType))}</p>}
      <ReviewControl
        name={course.CourseName}
        noun="course"
        myReview={course.MyReview}
        canReview={course.CanReview ?? false}
        nowMs={nowMs}
        timeZone={zone}
        onSave={(rating, text) => saveReview(course.ClassLink, rating, text)}
      />
      {course.Paid || course.WithdrawnAt ? <SavedClassChat classCode={course.ClassLink} name={course.CourseName} timeZone={zone} /> : null}
      {next ? (
        <p>
          {t.nextSession(next.session.Title, formatClassTime(next.session.StartDateTime, nowMs, zone))} <PhaseNote lesson={next} nowMs={nowMs} timeZone={zone} />
        </p>
      ) : null}
      <div className="actions">
        {next && course.Paid ? (
          <EntryAction kind="course" code={course.ClassLink} name={`${course.CourseName}: ${next.session.Title}`} lesson={next} paid nowMs={nowMs} />
        ) : null}
        <Link className="button secondary" to={paths.sessionsSchedule(course.ClassID)} aria-label={t.schedule(course.CourseName)}>
          {t.scheduleShort}
        </Link>
        <MessageTutor tutorId={course.TutorID} name={course.TutorName} />
        {!course.Paid && !left && course.Status === 'Open' && (
          <Link className="button primary" to={checkoutPath('course', course.ClassLink)} aria-label={t.payNow(course.CourseName)}>
            {t.payShort}
          </Link>
        )}
      </div>
    </li>
  );
}

/** A course session: its phase, and Join (paid) or Pay to join (unpaid) while it is not over; neither once the student left the course. */
export function SessionItem({ session, paid, left = false }: { session: CourseSession; paid: boolean; left?: boolean }) {
  const { zone } = useViewerTime();
  const nowMs = useNowMs();
  const lesson = lessonOfSession(session);
  const phase = classPhase(lesson, nowMs);
  const name = `${session.CourseName}: ${session.Title}`;
  return (
    <li className={phase === 'completed' || phase === 'cancelled' ? 'card session-past' : 'card'}>
      <h3 className="card-title">{name}</h3>
      <p>
        {formatClassTime(session.StartDateTime, nowMs, zone)} · {t.minutes(session.Duration)}
      </p>
      <p>
        <PhaseNote lesson={lesson} nowMs={nowMs} timeZone={zone} />
      </p>
      {session.MovedFrom && <p>{t.movedFrom(formatClassTime(session.MovedFrom, nowMs, zone))}</p>}
      <CancelledNote by="Tutor" at={session.CancelledAt} reason={session.CancellationReason} rule={session.CancellationRule} viewer="Student" timeZone={zone} nowMs={nowMs} part="session" />
      {left ? <p>{t.leftCourseNote}</p> : <EntryAction kind="course" code={session.ClassLink} name={name} lesson={lesson} paid={paid} nowMs={nowMs} />}
    </li>
  );
}


export function useScheduleDownload() {
  const download = useCalendarDownload();
  return (name: string, sessions: CourseSession[]) => download(name, sessions.map((session) => sessionEvent(session, window.location.origin)));
}
