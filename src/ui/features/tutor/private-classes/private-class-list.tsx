import { useState } from 'react';
import { Link } from 'react-router-dom';
import { canEnter, classPhase, completionRefusal, isOver, lessonOfClass } from '../../../../domain/class-lifecycle';
import { formatClassTime } from '../../../../domain/class-time';
import { classPhaseText, classroomPath, PhaseNote } from '../../../components/class-phase';
import type { Cancellation, ClassStatus, PrivateClassRecord, RescheduleProposal } from '../../../../contract/records';
import { RescheduleControl } from '../../../components/reschedule';
import { AttendanceNote } from '../../../components/attendance-note';
import { SavedClassChat } from '../../../components/saved-class-chat';
import { CancelClassControl, CancelledNote } from '../../../components/cancellation';
import { CopyLinkButton } from '../copy-link-button';
import { tutorText } from '../tutor-text';
import { bookingStateParts } from '../booking-state-text';
import type { SaveOutcome } from '../../../components/form/save-outcome';

/** Share link a student opens to book and pay (spec §2 /private-class-checkout/{session}). */
export function privateClassShareLink(origin: string, record: PrivateClassRecord): string {
  return `${origin}/private-class-checkout/${record.ClassLink}`;
}

function PrivateClassItem({
  record,
  timeZone,
  now,
  actions,
}: {
  record: PrivateClassRecord;
  timeZone: string;
  now: Date;
  actions: PrivateClassActions;
}) {
  const { changeStatus: onChangeStatus, cancel: onCancel } = actions;
  const [asking, setAsking] = useState<ClassStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const link = privateClassShareLink(window.location.origin, record);
  const lesson = lessonOfClass(record);
  const phase = classPhase(lesson, now.getTime());
  const open = !isOver(phase);
  const booking = record.Booking;
  // The backend's rule for Completed (a paid class needs its tutor to have been in the room in time), read from the card.
  const tutorCame = record.Status === 'Live' || (record.Attendance ?? []).some((entry) => entry.Role === 'Tutor' && entry.Joined);
  const canComplete = completionRefusal(lesson, now.getTime(), { paid: booking?.State === 'Paid', tutorCame }) === null;

  async function confirm() {
    if (!asking || busy) return;
    setBusy(true);
    const outcome = await onChangeStatus(record.ClassID, asking);
    setBusy(false);
    setAsking(null);
    setMessage(outcome.ok ? tutorText.statusChanged(record.ClassName, outcome.value.Status) : outcome.message);
  }

  return (
    <li className="card">
      <h3>{record.ClassName}</h3>
      <p>
        <time dateTime={record.DateTime}>{formatClassTime(record.DateTime, now, timeZone)}</time> · {record.Duration} min ·{' '}
        {tutorText.money(record.Price, record.CurrencyType)}
      </p>
      <p>
        <PhaseNote lesson={lesson} nowMs={now.getTime()} timeZone={timeZone} /> · {tutorText.classCode}: {record.ClassLink}
      </p>
      <p className="class-booking">
        {booking
          ? [
              tutorText.booking.bookedBy(booking.StudentName),
              ...bookingStateParts({ state: booking.State, refundAmount: booking.RefundAmount, refundedAt: booking.RefundedAt, currency: booking.CurrencyType ?? record.CurrencyType }, now, timeZone),
            ].join(' · ')
          : open
            ? tutorText.booking.open
            : tutorText.booking.notBooked}
      </p>
      {canEnter(phase) ? (
        <p>
          <Link className="button primary" to={classroomPath('private', record.ClassLink)} aria-label={classPhaseText.startClassNamed(record.ClassName)}>
            {classPhaseText.startClass}
          </Link>
        </p>
      ) : null}
      {/* A class that is over has nothing left to book: no link to share. */}
      {open && (
        <p>
          {tutorText.shareLink}: <code>{link}</code> <CopyLinkButton link={link} label={tutorText.copyLink(record.ClassName)} />
        </p>
      )}
      <CancelledNote by={record.CancelledBy} at={record.CancelledAt} reason={record.CancellationReason} rule={record.CancellationRule} viewer="Tutor" timeZone={timeZone} nowMs={now.getTime()} />
      <AttendanceNote attendance={record.Attendance} lesson={lesson} nowMs={now.getTime()} />
      {phase !== 'upcoming' && phase !== 'cancelled' ? <SavedClassChat classCode={record.ClassLink} name={record.ClassName} timeZone={timeZone} /> : null}
      {canComplete && asking === null && (
        <p>
          <button type="button" className="button secondary" onClick={() => setAsking('Completed')}>
            {tutorText.markCompleted}
          </button>
        </p>
      )}
      {asking === null && (
        <RescheduleControl
          name={record.ClassName}
          side="Tutor"
          status={record.Status}
          startsAt={record.DateTime}
          proposal={record.Reschedule}
          nowMs={now.getTime()}
          timeZone={timeZone}
          onPropose={(newDateTime, message) => actions.propose(record.ClassLink, newDateTime, message)}
          onAnswer={actions.answer}
        />
      )}
      {asking === null && (
        <CancelClassControl
          name={record.ClassName}
          side="Tutor"
          status={record.Status}
          startsAt={record.DateTime}
          noticeHours={record.CancellationNoticeHours}
          amount={record.Price + record.TransactionFees}
          currency={record.CurrencyType}
          nowMs={now.getTime()}
          timeZone={timeZone}
          onCancel={(reason) => onCancel(record.ClassLink, reason)}
        />
      )}
      {asking && (
        <div role="group" aria-label={tutorText.confirmStatus(record.ClassName, asking)}>
          <p>{tutorText.confirmStatus(record.ClassName, asking)}</p>
          <button type="button" className="button secondary" disabled={busy} onClick={() => void confirm()}>
            {tutorText.confirmYes(asking)}
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setAsking(null)}>
            {tutorText.confirmNo}
          </button>
        </div>
      )}
      <p aria-live="polite">{message}</p>
    </li>
  );
}

/** What the tutor can do to a class from the list; each ends in words (a refusal) or the changed record. */
export interface PrivateClassActions {
  changeStatus: (classId: number, status: ClassStatus) => Promise<SaveOutcome<PrivateClassRecord>>;
  cancel: (classCode: string, reason: string | undefined) => Promise<SaveOutcome<Cancellation>>;
  propose: (classCode: string, newDateTime: string, message: string | undefined) => Promise<SaveOutcome<RescheduleProposal>>;
  answer: (proposalId: number, accept: boolean) => Promise<SaveOutcome<RescheduleProposal>>;
}

export function PrivateClassList(props: { classes: PrivateClassRecord[]; timeZone: string; now: Date; actions: PrivateClassActions }) {
  return (
    <ul className="card-list">
      {props.classes.map((record) => (
        <PrivateClassItem key={record.ClassID} record={record} timeZone={props.timeZone} now={props.now} actions={props.actions} />
      ))}
    </ul>
  );
}
