import { CalendarClock, CheckCircle2, Copy, Video, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { classCardAnchor } from '../../../../domain/notifications';
import { canEnter, classPhase, classWindow, completionRefusal, isOver, lessonOfClass, type ClassPhase } from '../../../../domain/class-lifecycle';
import { cancellationRefusal } from '../../../../domain/cancellation-policy';
import { proposalState } from '../../../../domain/reschedule-policy';
import { DateTime } from '../../../components/kit/date-time';
import { classPhaseText, classroomPath } from '../../../components/class-phase';
import type { Cancellation, ClassStatus, PrivateClassRecord, RescheduleProposal } from '../../../../contract/records';
import { RescheduleControl } from '../../../components/reschedule';
import { AttendanceNote } from '../../../components/attendance-note';
import { SavedClassChat } from '../../../components/saved-class-chat';
import { CancelClassControl, CancelledNote } from '../../../components/cancellation';
import { ActionMenu, type MenuAction } from '../../../components/kit/action-menu';
import { Button, ButtonLink } from '../../../components/kit/button';
import { Card, CardHeader } from '../../../components/kit/card';
import { Money } from '../../../components/kit/money';
import { StatusPill, type Tone } from '../../../components/kit/status-pill';
import { CopyNote, useCopyLink } from '../copy-link-button';
import { useMenuPanelFocus } from '../../../components/use-menu-panel-focus';
import { tutorText } from '../tutor-text';
import { bookingStateParts, BookingStateWords } from '../booking-state-text';
import type { SaveOutcome } from '../../../components/form/save-outcome';
import '../tutor-lists.css';
/** Share link a student opens to book and pay (spec §2 /private-class-checkout/{session}). */
export function privateClassShareLink(origin: string, record: PrivateClassRecord): string {
  return `${origin}/private-class-checkout/${record.ClassLink}`;
}

/** Which inline panel of a card is open, chosen from its ActionMenu. */
type Panel = 'reschedule' | 'cancel' | 'complete' | null;

/** The class's state as one pill: the lifecycle first (Live, Cancelled…), then, before it starts, who paid (booked but unpaid is still open). */
function classPill(phase: ClassPhase, booking: PrivateClassRecord['Booking']): { tone: Tone; label: string } {
  const { pill } = tutorText;
  if (phase === 'cancelled') return { tone: 'danger', label: pill.cancelled };
  if (phase === 'completed') return { tone: 'neutral', label: pill.completed };
  if (phase === 'live') return { tone: 'success', label: pill.live };
  if (phase === 'joinable') return { tone: 'warning', label: pill.openNow };
  if (booking?.State === 'Paid') return { tone: 'success', label: pill.paidBy(booking.StudentName) };
  return { tone: 'info', label: pill.scheduled };
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
  const [panel, setPanelState] = useState<Panel>(null);
  // A notification's link (/tutor-dashboard#class-<code>) lands here: the card is brought into view and marked.
  const anchor = classCardAnchor(record.ClassLink);
  const targeted = useLocation().hash === `#${anchor}`;
  useEffect(() => {
    if (targeted) document.getElementById(anchor)?.scrollIntoView?.({ block: 'center' });
  }, [targeted, anchor]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const { copy, note } = useCopyLink();
  const { panelRef, menuBoxRef, after: focusPanelAfterMenu, onTriggerFocus, backToMenu, reset: resetPanelFocus } = useMenuPanelFocus();
  const setPanel = (next: Panel) => {
    if (next === null) resetPanelFocus();
    setPanelState(next);
  };
  const link = privateClassShareLink(window.location.origin, record);
  const lesson = lessonOfClass(record);
  const nowMs = now.getTime();
  const phase = classPhase(lesson, nowMs);
  const open = !isOver(phase);
  const booking = record.Booking;
  // The backend's rule for Completed (a paid class needs its tutor to have been in the room in time), read from the card.
  const tutorCame = record.Status === 'Live' || (record.Attendance ?? []).some((entry) => entry.Role === 'Tutor' && entry.Joined);
  const canComplete = completionRefusal(lesson, nowMs, { paid: booking?.State === 'Paid', tutorCame }) === null;
  // Moving and cancelling share one rule: Scheduled and not started (src/domain/cancellation-policy.ts).
  const changeable = cancellationRefusal({ status: record.Status, startsAt: record.DateTime }, nowMs) === null;
  const waitingProposal = record.Reschedule && proposalState(record.Reschedule, nowMs) === 'Pending';
  const pill = classPill(phase, booking);
  const enter = canEnter(phase);
  // Before the class, while nobody has paid, sharing the link is what is left to do: it is the card's main action.
  const shareFirst = open && !enter && booking?.State !== 'Paid';

  async function confirm() {
    if (panel !== 'complete' || busy) return;
    setBusy(true);
    const outcome = await onChangeStatus(record.ClassID, 'Completed');
    setBusy(false);
    setPanel(null);
    setMessage(outcome.ok ? tutorText.statusChanged(record.ClassName, outcome.value.Status) : outcome.message);
  }
  const openPanel = (next: Panel) => {
    setMessage('');
    setPanel(next);
    focusPanelAfterMenu();
  };

  const menu: MenuAction[] = [
    ...(open && !shareFirst ? [{ label: tutorText.menu.copyLink, icon: <Copy />, onSelect: () => void copy(link) }] : []),
    ...(changeable && !waitingProposal ? [{ label: tutorText.menu.reschedule, icon: <CalendarClock />, onSelect: () => openPanel('reschedule') }] : []),
    ...(canComplete ? [{ label: tutorText.markCompleted, icon: <CheckCircle2 />, onSelect: () => openPanel('complete') }] : []),
    ...(changeable ? [{ label: tutorText.menu.cancel, icon: <XCircle />, danger: true, onSelect: () => openPanel('cancel') }] : []),
  ];

  return (
    <Card as="li" id={anchor} className={targeted ? 'tutor-class-card card-focused' : 'tutor-class-card'}>
      <CardHeader
        title={record.ClassName}
        meta={
          <>
            <DateTime value={record.DateTime} now={now} timeZone={timeZone} /> · {tutorText.minutes(record.Duration)} ·{' '}
            <Money amount={record.Price} currency={record.CurrencyType} />
          </>
        }
        actions={
          <div ref={menuBoxRef} className="tutor-card-status" onFocusCapture={onTriggerFocus}>
            <StatusPill tone={pill.tone}>{pill.label}</StatusPill>
            {menu.length > 0 && <ActionMenu label={tutorText.menu.moreFor(record.ClassName)} actions={menu} />}
          </div>
        }
      />
      <div className="tutor-card-body">
        {phase === 'upcoming' && Number.isFinite(classWindow(lesson).opensAt) && (
          <p className="tutor-card-line">
            <DateTime value={classWindow(lesson).opensAt} now={now} timeZone={timeZone} within={classPhaseText.opensAt} />
          </p>
        )}
        <p className="class-booking tutor-card-line">
          {booking ? (
            <BookingStateWords
              parts={[
                tutorText.booking.bookedBy(booking.StudentName),
                ...bookingStateParts({ state: booking.State, refundAmount: booking.RefundAmount, refundedAt: booking.RefundedAt, currency: booking.CurrencyType ?? record.CurrencyType }),
              ]}
              zoned={{ now, timeZone }}
            />
          ) : open
              ? tutorText.booking.open
              : tutorText.booking.notBooked}
        </p>
        <CancelledNote by={record.CancelledBy} at={record.CancelledAt} reason={record.CancellationReason} rule={record.CancellationRule} viewer="Tutor" timeZone={timeZone} nowMs={nowMs} />
        <AttendanceNote attendance={record.Attendance} lesson={lesson} nowMs={nowMs} />
      </div>
      {(enter || shareFirst) && (
        <div className="tutor-card-footer">
          {enter ? (
            <ButtonLink variant="primary" icon={<Video />} to={classroomPath('private', record.ClassLink)} aria-label={classPhaseText.startClassNamed(record.ClassName)}>
              {classPhaseText.startClass}
            </ButtonLink>
          ) : (
            <Button variant="primary" icon={<Copy />} onClick={() => void copy(link)}>
              {tutorText.menu.copyLink}
            </Button>
          )}
        </div>
      )}
      <CopyNote note={note} />
      <div ref={panelRef} className="tutor-card-panels">
        <RescheduleControl
          name={record.ClassName}
          side="Tutor"
          status={record.Status}
          startsAt={record.DateTime}
          proposal={record.Reschedule}
          nowMs={nowMs}
          timeZone={timeZone}
          onPropose={(newDateTime, note) => actions.propose(record.ClassLink, newDateTime, note)}
          onAnswer={actions.answer}
          opened={{ open: panel === 'reschedule', onOpenChange: (next) => setPanel(next ? 'reschedule' : null), onKept: backToMenu }}
        />
        <CancelClassControl
          name={record.ClassName}
          side="Tutor"
          status={record.Status}
          startsAt={record.DateTime}
          noticeHours={record.CancellationNoticeHours}
          amount={record.Price + record.TransactionFees}
          currency={record.CurrencyType}
          nowMs={nowMs}
          timeZone={timeZone}
          onCancel={(reason) => onCancel(record.ClassLink, reason)}
          opened={{ open: panel === 'cancel', onOpenChange: (next) => setPanel(next ? 'cancel' : null), onKept: backToMenu }}
        />
        {panel === 'complete' && (
          <div role="group" className="confirm-group" aria-label={tutorText.confirmStatus(record.ClassName, 'Completed')}>
            <p tabIndex={-1}>{tutorText.confirmStatus(record.ClassName, 'Completed')}</p>
            <p className="actions">
              <Button variant="primary" disabled={busy} onClick={() => void confirm()}>
                {tutorText.confirmYes('Completed')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setPanel(null);
                  backToMenu();
                }}
              >
                {tutorText.confirmNo}
              </Button>
            </p>
          </div>
        )}
      </div>
      {phase !== 'upcoming' && phase !== 'cancelled' ? <SavedClassChat classCode={record.ClassLink} name={record.ClassName} timeZone={timeZone} /> : null}
      <p aria-live="polite" className="tutor-card-outcome">
        {message}
      </p>
    </Card>
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
    <ul className="card-list tutor-card-list">
      {props.classes.map((record) => (
        <PrivateClassItem key={record.ClassID} record={record} timeZone={props.timeZone} now={props.now} actions={props.actions} />
      ))}
    </ul>
  );
}
