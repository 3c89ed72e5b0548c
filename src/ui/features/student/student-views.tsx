import { useState, type FocusEvent, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CalendarClock, CalendarPlus, CalendarX, ListOrdered, MessageSquare, Star, UserRound, Video, CreditCard, XCircle } from 'lucide-react';
import type { CourseSession, PaymentStatus, StudentCourse, StudentPrivateClass } from '../../../contract/records';
import { canEnter, classPhase, isOver, lessonOfClass, lessonOfSession, nextSession, type Lesson } from '../../../domain/class-lifecycle';
import { DateTime } from '../../components/kit/date-time';
import { ActionMenu, type MenuAction } from '../../components/kit/action-menu';
import { Avatar } from '../../components/kit/avatar';
import { Button, ButtonLink } from '../../components/kit/button';
import { StatusPill, type Tone } from '../../components/kit/status-pill';
import './student.css';

/** The kit's card class names (a Card's): joined here, so the student's pages load no more files before they paint. */
const cardClass = (...names: (string | false)[]) => ['card', ...names.filter(Boolean)].join(' ');
import { checkoutPath, classPhaseText, classroomPath, PhaseNote, useNowMs } from '../../components/class-phase';
import { studentText as t } from './student-text';
import { privateClassEvent, sessionEvent, studentReads, useCalendarDownload, useStudentClassPlans, useViewerTime } from './use-student-classes';
import { RescheduleControl } from '../../components/reschedule';
import { AttendanceNote } from '../../components/attendance-note';
import { CancellationPolicy, CancelClassControl, CancelledNote, cancellationText } from '../../components/cancellation';
import { paths } from '../../../domain/routes';
import { ReviewControl, reviewText } from '../../components/review-control';
import { rescheduleText } from '../../components/reschedule-text';
import { useMenuPanelFocus } from '../../components/use-menu-panel-focus';
import { cancellationRefusal } from '../../../domain/cancellation-policy';
import { proposalState } from '../../../domain/reschedule-policy';
import { isEditable } from '../../../domain/reviews';
import { SavedClassChat } from '../../components/saved-class-chat';
import { useSaveReview } from '../../components/use-reviews';
import { formatMoney } from '../../../domain/money';

/** The student left this course (/WithdrawFromCourse; the backend's PaymentStatus 'Withdrawn'): nothing of it is offered for payment again. */
export function hasLeftCourse(course: Pick<StudentCourse, 'PaymentStatus'>): boolean {
  return course.PaymentStatus === 'Withdrawn';
}

const PAYMENT_TONE: Record<PaymentStatus, Tone> = { Paid: 'success', Unpaid: 'warning', Failed: 'danger', Refunded: 'neutral', Withdrawn: 'neutral' };

/** Whether it is paid, in words; the tone repeats it. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <StatusPill tone={PAYMENT_TONE[status]}>{t.payment[status]}</StatusPill>;
}

/** "with <tutor>", linking to the tutor's public page when they have one. */
function TutorLink({ name, slug }: { name: string; slug?: string }) {
  return slug ? (
    <>
      {t.with} <Link to={paths.tutorPublic(slug)}>{name}</Link>
    </>
  ) : (
    <>{t.withTutor(name)}</>
  );
}

/** A booking card's top: the tutor's face, the name and its facts, the statuses and the menu of the other actions. */
function BookingHead({
  title,
  meta,
  tutorName,
  tutorPhoto,
  pills,
  menuLabel,
  actions,
  menuBoxRef,
  onMenuFocus,
}: {
  title: string;
  meta: ReactNode;
  tutorName: string;
  tutorPhoto?: string;
  pills: ReactNode;
  menuLabel: string;
  actions: MenuAction[];
  /** Around the menu's button: where a panel opened from the menu gives focus back (useMenuPanelFocus). */
  menuBoxRef: RefObject<HTMLDivElement | null>;
  onMenuFocus: (event: FocusEvent<HTMLElement>) => void;
}) {
  return (
    <div className="booking-head">
      <Avatar name={tutorName} photoUrl={tutorPhoto} size={48} />
      <div className="booking-heading">
        <h3 className="card-title">{title}</h3>
        <p className="card-meta">{meta}</p>
      </div>
      <div className="booking-side" ref={menuBoxRef} onFocusCapture={onMenuFocus}>
        <span className="booking-pills">{pills}</span>
        <ActionMenu label={menuLabel} actions={actions} />
      </div>
    </div>
  );
}

type Panel = 'reschedule' | 'cancel' | 'review';

/**
 * A card's panels opened from its menu, one at a time: `choose` is an ActionMenu item's onSelect (focus goes into the
 * panel once the menu has closed), `opened` the panel control's prop (Keep gives focus back to the menu's button).
 */
function cardPanels(panel: Panel | null, setPanel: (panel: Panel | null) => void, focus: Pick<ReturnType<typeof useMenuPanelFocus>, 'after' | 'reset' | 'backToMenu'>) {
  return {
    choose: (next: Panel) => () => {
      setPanel(next);
      focus.after();
    },
    opened: (which: Panel) => ({
      open: panel === which,
      onOpenChange: (next: boolean) => {
        if (!next) focus.reset();
        setPanel(next ? which : null);
      },
      onKept: focus.backToMenu,
    }),
  };
}

/** The menu entries every booking has: write to the tutor, and their public page when they have one. */
function useTutorActions(tutorId: string, name: string, slug: string | undefined): MenuAction[] {
  const navigate = useNavigate();
  return [
    { label: t.messageTutor, icon: <MessageSquare />, onSelect: () => void navigate(paths.messages(tutorId), { state: { name } }) },
    ...(slug ? [{ label: t.tutorPage, icon: <UserRound />, onSelect: () => void navigate(paths.tutorPublic(slug)) }] : []),
  ];
}

/**
 * How a student gets into a class: Join while its room is open and it is paid, Pay to join while it is unpaid and not
 * over; otherwise nothing (the phase note says when it opens, or that it is over).
 */
function EntryAction({ kind, code, name, lesson, paid, nowMs }: { kind: 'private' | 'course'; code: string; name: string; lesson: Lesson; paid: boolean; nowMs: number }) {
  const phase = classPhase(lesson, nowMs);
  if (paid && canEnter(phase)) {
    return (
      <ButtonLink variant="primary" icon={<Video />} to={classroomPath(kind, code)} aria-label={classPhaseText.joinNamed(name)}>
        {classPhaseText.join}
      </ButtonLink>
    );
  }
  if (!paid && !isOver(phase)) {
    return (
      <ButtonLink variant="primary" icon={<CreditCard />} to={checkoutPath(kind, code)} aria-label={classPhaseText.payToJoinNamed(name)}>
        {classPhaseText.payToJoin}
      </ButtonLink>
    );
  }
  return null;
}

/**
 * A paid booking's confirmation offers its calendar file at once (a class booked from the tutor's hours too), as well as
 * in the card's menu; its event has the class's UID, so a later download or the calendar feed updates the same event.
 */
export function AddToCalendarButton({ record }: { record: StudentPrivateClass }) {
  const download = useCalendarDownload();
  if (record.Status === 'Cancelled') return null;
  return (
    <Button variant="secondary" icon={<CalendarPlus />} onClick={() => download(record.ClassName, [privateClassEvent(record, window.location.origin)])}>
      {t.downloadIcs}
    </Button>
  );
}

export function PrivateClassCard({ record, focused = false, next = false }: { record: StudentPrivateClass; focused?: boolean; /** The student's next class: drawn first and stronger. */ next?: boolean }) {
  const { zone } = useViewerTime();
  const nowMs = useNowMs();
  const download = useCalendarDownload();
  const plans = useStudentClassPlans();
  const saveReview = useSaveReview([studentReads.all]);
  const lesson = lessonOfClass(record);
  const cancelled = record.Status === 'Cancelled';
  const tutorActions = useTutorActions(record.TutorID, record.TutorName, record.TutorSlug);
  const [panel, setPanel] = useState<Panel | null>(null);
  const { panelRef, menuBoxRef, onTriggerFocus, after, reset, backToMenu } = useMenuPanelFocus();
  const panels = cardPanels(panel, setPanel, { after, reset, backToMenu });
  // Moving and cancelling share one rule: paid, Scheduled and not started (src/domain/cancellation-policy.ts).
  const changeable = record.Paid && cancellationRefusal({ status: record.Status, startsAt: record.DateTime }, nowMs) === null;
  const waitingProposal = record.Reschedule !== undefined && proposalState(record.Reschedule, nowMs) === 'Pending';
  const rateWord = reviewAction(record.MyReview, record.CanReview ?? false, nowMs, 'class');
  const menu: MenuAction[] = [
    ...(changeable && !waitingProposal ? [{ label: rescheduleText.propose, icon: <CalendarClock />, onSelect: panels.choose('reschedule') }] : []),
    ...(rateWord ? [{ label: rateWord, icon: <Star />, onSelect: panels.choose('review') }] : []),
    {
      label: cancelled ? t.downloadCancelledIcs : t.downloadIcs,
      icon: cancelled ? <CalendarX /> : <CalendarPlus />,
      onSelect: () => download(record.ClassName, [privateClassEvent(record, window.location.origin)]),
    },
    ...tutorActions,
    ...(changeable ? [{ label: cancellationText.cancel('class'), icon: <XCircle />, danger: true, onSelect: panels.choose('cancel') }] : []),
  ];
  return (
    <li className={cardClass('booking-card', focused && 'card-focused', next && 'booking-next')} aria-current={focused || undefined}>
      <BookingHead
        title={record.ClassName}
        meta={
          <>
            <TutorLink name={record.TutorName} slug={record.TutorSlug} /> · <DateTime value={record.DateTime} now={nowMs} timeZone={zone} /> · {t.minutes(record.Duration)}
          </>
        }
        tutorName={record.TutorName}
        tutorPhoto={record.TutorPhotoURL}
        pills={
          <>
            {next && <StatusPill tone="info">{t.nextClass}</StatusPill>}
            <PaymentBadge status={record.PaymentStatus} />
          </>
        }
        menuLabel={t.moreActions(record.ClassName)}
        actions={menu}
        menuBoxRef={menuBoxRef}
        onMenuFocus={onTriggerFocus}
      />
      <p className="booking-phase">
        <PhaseNote lesson={lesson} nowMs={nowMs} timeZone={zone} />
      </p>
      <CancelledNote by={record.CancelledBy} at={record.CancelledAt} reason={record.CancellationReason} rule={record.CancellationRule} viewer="Student" timeZone={zone} nowMs={nowMs} />
      <AttendanceNote attendance={record.Attendance} lesson={lesson} nowMs={nowMs} />
      {cancelled && (record.RefundedAmount ?? 0) > 0 && <p>{t.refundedAmount(formatMoney(record.RefundedAmount ?? 0, record.PaidCurrencyType ?? record.CurrencyType))}</p>}
      {cancelled && record.CancellationRule === 'Late' && <p>{t.notRefunded}</p>}
      {record.Paid && <CancellationPolicy status={record.Status} startsAt={record.DateTime} noticeHours={record.CancellationNoticeHours} freeUntil={record.FreeCancellationUntil} nowMs={nowMs} timeZone={zone} />}
      <div className="booking-actions">
        <EntryAction kind="private" code={record.ClassLink} name={record.ClassName} lesson={lesson} paid={record.Paid} nowMs={nowMs} />
      </div>
      {/* The menu's panels (a proposal, a cancellation, a review) and what they said; the tutor's proposal to answer. */}
      <div className="booking-manage" ref={panelRef}>
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
          opened={panels.opened('reschedule')}
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
          opened={panels.opened('cancel')}
        />
        <ReviewControl
          name={record.ClassName}
          noun="class"
          myReview={record.MyReview}
          canReview={record.CanReview ?? false}
          notAttended={classPhase(lesson, nowMs) === 'completed' && record.Attendance?.some((entry) => entry.Role === 'Student' && !entry.Joined) === true}
          nowMs={nowMs}
          timeZone={zone}
          onSave={(rating, text) => saveReview(record.ClassLink, rating, text)}
          opened={panels.opened('review')}
        />
        {record.Paid && classPhase(lesson, nowMs) !== 'upcoming' && !cancelled ? <SavedClassChat classCode={record.ClassLink} name={record.ClassName} timeZone={zone} /> : null}
      </div>
    </li>
  );
}

/**
 * The menu's word for a review, offered when ReviewControl would offer its form: Rate while the backend allows one,
 * Edit review while the student's may still change (14 days, and no answer from the tutor yet).
 */
function reviewAction(myReview: StudentPrivateClass['MyReview'], canReview: boolean, nowMs: number, noun: 'class' | 'course'): string | null {
  const editable = myReview ? isEditable(myReview.CreatedAt, nowMs) && !myReview.Reply : false;
  if (!canReview && !editable) return null;
  return myReview ? reviewText.edit : reviewText.rate(noun);
}

/** A booked course; with its sessions known, the next one not over (its phase, and Join while it is open and paid). */
export function CourseCard({ course, sessions, focused = false }: { course: StudentCourse; sessions?: CourseSession[]; focused?: boolean }) {
  const { zone } = useViewerTime();
  const nowMs = useNowMs();
  const saveReview = useSaveReview([studentReads.all]);
  const left = hasLeftCourse(course);
  const next = sessions && !left ? nextSession(sessions.filter((s) => s.ClassLink === course.ClassLink).map((session) => ({ ...lessonOfSession(session), session })), nowMs) : null;
  const tutorActions = useTutorActions(course.TutorID, course.TutorName, course.TutorSlug);
  const [panel, setPanel] = useState<Panel | null>(null);
  const { panelRef, menuBoxRef, onTriggerFocus, after, reset, backToMenu } = useMenuPanelFocus();
  const panels = cardPanels(panel, setPanel, { after, reset, backToMenu });
  const rateWord = reviewAction(course.MyReview, course.CanReview ?? false, nowMs, 'course');
  const menu: MenuAction[] = [...(rateWord ? [{ label: rateWord, icon: <Star />, onSelect: panels.choose('review') }] : []), ...tutorActions];
  const payable = !course.Paid && !left && course.Status === 'Open';
  const joinable = next !== null && course.Paid;
  return (
    <li className={cardClass('booking-card', focused && 'card-focused')} aria-current={focused || undefined}>
      <BookingHead
        title={course.CourseName}
        meta={
          <>
            <TutorLink name={course.TutorName} slug={course.TutorSlug} /> · {t.sessions(course.SessionCount)}
          </>
        }
        tutorName={course.TutorName}
        tutorPhoto={course.TutorPhotoURL}
        pills={
          <>
            <StatusPill tone={COURSE_TONE[course.Status] ?? 'neutral'}>{t.status[course.Status] ?? course.Status}</StatusPill>
            <PaymentBadge status={course.PaymentStatus} />
          </>
        }
        menuLabel={t.moreActions(course.CourseName)}
        actions={menu}
        menuBoxRef={menuBoxRef}
        onMenuFocus={onTriggerFocus}
      />
      {course.Status === 'Cancelled' && <CancelledNote by="Tutor" at={course.CancelledAt} reason={course.CancellationReason} viewer="Student" timeZone={zone} nowMs={nowMs} />}
      {course.WithdrawnAt && (
        <p>
          <DateTime value={course.WithdrawnAt} now={nowMs} timeZone={zone} variant="in-text" within={t.leftCourse} />
        </p>
      )}
      {(course.RefundedAmount ?? 0) > 0 && <p>{t.refundedAmount(formatMoney(course.RefundedAmount ?? 0, course.PaidCurrencyType ?? course.CurrencyType))}</p>}
      {next ? (
        <p className="booking-phase">
          <DateTime value={next.session.StartDateTime} now={nowMs} timeZone={zone} within={(when) => t.nextSession(next.session.Title, when)} /> <PhaseNote lesson={next} nowMs={nowMs} timeZone={zone} />
        </p>
      ) : null}
      <div className="booking-actions">
        {joinable && next ? <EntryAction kind="course" code={course.ClassLink} name={`${course.CourseName}: ${next.session.Title}`} lesson={next} paid nowMs={nowMs} /> : null}
        {payable && (
          <ButtonLink variant="primary" icon={<CreditCard />} to={checkoutPath('course', course.ClassLink)} aria-label={t.payNow(course.CourseName)}>
            {t.payShort}
          </ButtonLink>
        )}
        {/* The schedule is the course's own page: the main action while there is nothing to join or pay. */}
        <ButtonLink variant={payable || (joinable && next && canEnter(classPhase(next, nowMs))) ? 'secondary' : 'primary'} icon={<ListOrdered />} to={paths.sessionsSchedule(course.ClassID)} aria-label={t.schedule(course.CourseName)}>
          {t.scheduleShort}
        </ButtonLink>
      </div>
      <div className="booking-manage" ref={panelRef}>
        <ReviewControl
          name={course.CourseName}
          noun="course"
          myReview={course.MyReview}
          canReview={course.CanReview ?? false}
          nowMs={nowMs}
          timeZone={zone}
          onSave={(rating, text) => saveReview(course.ClassLink, rating, text)}
          opened={panels.opened('review')}
        />
        {course.Paid || course.WithdrawnAt ? <SavedClassChat classCode={course.ClassLink} name={course.CourseName} timeZone={zone} /> : null}
      </div>
    </li>
  );
}

const COURSE_TONE: Record<string, Tone> = { Open: 'info', Closed: 'neutral', Live: 'success', Completed: 'neutral', Cancelled: 'danger', Scheduled: 'info' };

/** A course session: its phase, and Join (paid) or Pay to join (unpaid) while it is not over; neither once the student left the course. */
export function SessionItem({ session, paid, left = false, next = false }: { session: CourseSession; paid: boolean; left?: boolean; /** The student's next class: drawn first and stronger. */ next?: boolean }) {
  const { zone } = useViewerTime();
  const nowMs = useNowMs();
  const lesson = lessonOfSession(session);
  const phase = classPhase(lesson, nowMs);
  const name = `${session.CourseName}: ${session.Title}`;
  return (
    <li className={cardClass('booking-card', 'session-card', (phase === 'completed' || phase === 'cancelled') && 'session-past', next && 'booking-next')}>
      <div className="booking-head">
        <span className="session-icon" aria-hidden="true">
          <ListOrdered />
        </span>
        <div className="booking-heading">
          <h3 className="card-title">{name}</h3>
          <p className="card-meta">
            <DateTime value={session.StartDateTime} now={nowMs} timeZone={zone} /> · {t.minutes(session.Duration)}
          </p>
        </div>
        {next && (
          <div className="booking-side">
            <StatusPill tone="info">{t.nextClass}</StatusPill>
          </div>
        )}
      </div>
      <p className="booking-phase">
        <PhaseNote lesson={lesson} nowMs={nowMs} timeZone={zone} />
      </p>
      {session.MovedFrom && (
        <p>
          <DateTime value={session.MovedFrom} now={nowMs} timeZone={zone} within={t.movedFrom} />
        </p>
      )}
      <CancelledNote by="Tutor" at={session.CancelledAt} reason={session.CancellationReason} rule={session.CancellationRule} viewer="Student" timeZone={zone} nowMs={nowMs} part="session" />
      {left ? (
        <p>{t.leftCourseNote}</p>
      ) : (
        <div className="booking-actions">
          <EntryAction kind="course" code={session.ClassLink} name={name} lesson={lesson} paid={paid} nowMs={nowMs} />
        </div>
      )}
    </li>
  );
}


export function useScheduleDownload() {
  const download = useCalendarDownload();
  return (name: string, sessions: CourseSession[]) => download(name, sessions.map((session) => sessionEvent(session, window.location.origin)));
}

// The bookings screen comes with the cards (one file fewer before the student's class and course pages paint).
export { StudentBookingsScreen } from './student-bookings-screen';
