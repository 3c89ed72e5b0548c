import { useEffect, useId, useState } from 'react';
import { OutcomeLine } from './outcome-line';
import { useFocusAfter } from './use-focus-after';
import type { Cancellation, CancelledBy } from '../../contract/records';
import { cancellationRefund, cancellationRefusal, freeCancellationDeadline, freeCancellationPassed, noticeHoursOf } from '../../domain/cancellation-policy';
import { DateTime } from './kit/date-time';
import { TextAreaField } from './form/fields';
import type { SaveOutcome } from './form/save-outcome';
import { formatMoney } from '../../domain/money';
import { PARTY_NOTE_MAX } from '../../domain/form-limits';

// The cancellation rule in words (src/domain/cancellation-policy.ts decides), the same on the checkout page and on
// both sides' class pages, and the one Cancel control both sides use.

const REASON_MAX = PARTY_NOTE_MAX;

type Noun = 'class' | 'course' | 'session';

const money = formatMoney;

export const cancellationText = {
  policy: (deadline: string, hours: number, passed: boolean) =>
    passed
      ? `Free cancellation ended at ${deadline} (${hours} hours before the start): if you cancel now there is no refund; if the tutor cancels, you are refunded in full.`
      : `Free cancellation until ${deadline} (${hours} hours before the start): cancel by then for a full refund, later there is no refund; if the tutor cancels, you are refunded in full.`,
  policyAfterMove: (deadline: string, passed: boolean) =>
    passed
      ? `Free cancellation of this moved class ended at ${deadline}: if you cancel now there is no refund; if the tutor cancels, you are refunded in full.`
      : `This class was moved: free cancellation until ${deadline}; later there is no refund; if the tutor cancels, you are refunded in full.`,
  coursePolicy: (hours: number) =>
    `Each session is free to cancel until ${hours} hours before it starts: if you leave the course, you are refunded the share of every session more than ${hours} hours away; the sessions closer than that are charged. If the tutor cancels a session or the course, you are refunded its share.`,
  courseNextDeadline: (deadline: string, session: string) => ` The next free cancellation ends at ${deadline}, for “${session}”.`,
  cancel: (noun: Noun) => `Cancel ${noun}`,
  cancelNamed: (noun: Noun, name: string) => `Cancel ${noun} ${name}`,
  confirmStudent: (name: string, refund: string | null, deadline: string) =>
    refund ? `Cancel ${name}? You will be refunded ${refund} in full.` : `Cancel ${name}? Free cancellation ended at ${deadline}, so there is no refund.`,
  confirmTutor: (name: string) => `Cancel ${name}? A student who paid is refunded in full and sees your reason.`,
  reason: 'Reason (optional)',
  reasonHintStudent: 'Your tutor sees it.',
  reasonHintTutor: 'Your student sees it.',
  reasonTooLong: `Keep the reason to ${REASON_MAX} characters or fewer.`,
  confirmYes: (noun: Noun) => `Yes, cancel the ${noun}`,
  confirmNo: (noun: Noun) => `Keep the ${noun}`,
  cancelling: 'Cancelling…',
  done: (c: Cancellation, side: CancelledBy) => {
    const refund = money(c.RefundAmount, c.CurrencyType);
    if (side === 'Tutor') return c.RefundAmount > 0 ? `Cancelled. The student is refunded ${refund}.` : 'Cancelled. Nobody had paid, so nothing is refunded.';
    return c.Rule === 'Late' ? 'Cancelled. No refund: free cancellation had ended.' : `Cancelled. ${refund} is being refunded to you.`;
  },
  cancelledBy: (by: CancelledBy, viewer: CancelledBy, when: string) => `Cancelled by ${by === viewer ? 'you' : by === 'Tutor' ? 'the tutor' : 'the student'} ${when}`,
  noShow: (viewer: CancelledBy, when: string) =>
    viewer === 'Tutor'
      ? `Cancelled automatically ${when}: you did not join within 15 minutes of the start, so the student was refunded in full.`
      : `Cancelled automatically ${when}: the tutor did not join within 15 minutes of the start, so you are refunded in full.`,
  noShowSession: (viewer: CancelledBy, when: string) =>
    viewer === 'Tutor'
      ? `Cancelled automatically ${when}: you did not join within 15 minutes of the start, so each student who paid was refunded its share.`
      : `Cancelled automatically ${when}: the tutor did not join within 15 minutes of the start, so every student who paid for it is refunded its share of the course.`,
  leave: 'Leave course',
  leaveNamed: (name: string) => `Leave course ${name}`,
  leaveYes: 'Yes, leave the course',
  leaveNo: 'Stay in the course',
  leaving: 'Leaving…',
  refunded: (amount: string) => `Refunded ${amount}`,
} as const;

interface ClassTime {
  /** The class's stored status (Scheduled, Live, …). */
  status: string;
  startsAt: string;
  /** The tutor's notice period (the class record's CancellationNoticeHours). */
  noticeHours: number | undefined;
  /** A deadline set by a move of the class (the record's FreeCancellationUntil), instead of the notice period. */
  freeUntil?: string;
  nowMs: number;
  timeZone: string;
}

/** The rule in one sentence, with the actual deadline in the viewer's time zone; nothing once the class can no longer be cancelled. */
export function CancellationPolicy({ status, startsAt, noticeHours, freeUntil, nowMs, timeZone }: ClassTime) {
  const deadline = freeCancellationDeadline({ startsAt, noticeHours, freeUntil });
  if (Number.isNaN(deadline) || cancellationRefusal({ status, startsAt }, nowMs) !== null) return null;
  const passed = freeCancellationPassed({ startsAt, noticeHours, freeUntil }, nowMs);
  const sentence = (when: string) => (freeUntil ? cancellationText.policyAfterMove(when, passed) : cancellationText.policy(when, noticeHoursOf(noticeHours), passed));
  return (
    <p className="policy-note">
      <DateTime value={deadline} now={nowMs} timeZone={timeZone} within={sentence} />
    </p>
  );
}

/**
 * A course's rule before paying: each session free to cancel until the notice period before it (leaving refunds those
 * still that far away), and the next deadline in the viewer's time zone.
 */
export function CourseCancellationPolicy({
  sessions,
  noticeHours,
  nowMs,
  timeZone,
}: {
  sessions: readonly { Title: string; StartDateTime: string }[];
  noticeHours: number | undefined;
  nowMs: number;
  timeZone: string;
}) {
  const next = sessions
    .map((session) => ({ title: session.Title, deadline: freeCancellationDeadline({ startsAt: session.StartDateTime, noticeHours }) }))
    .filter((session) => session.deadline > nowMs)
    .sort((a, b) => a.deadline - b.deadline)[0];
  return (
    <p className="policy-note">
      {cancellationText.coursePolicy(noticeHoursOf(noticeHours))}
      {next && <DateTime value={next.deadline} now={nowMs} timeZone={timeZone} within={(when) => cancellationText.courseNextDeadline(when, next.title)} />}
    </p>
  );
}

/** Who cancelled and when, with their reason (a cancelled class, on either side's page). */
export function CancelledNote({
  by,
  at,
  reason,
  rule,
  viewer,
  timeZone,
  nowMs,
  part,
}: {
  by?: CancelledBy;
  at?: string;
  reason?: string;
  /** TutorNoShow: cancelled by the backend, not by a person (the reason is its own sentence). */
  rule?: string;
  viewer: CancelledBy;
  timeZone: string;
  nowMs: number;
  /** A session of a course (refunded its share), not a whole class. */
  part?: 'session';
}) {
  if (!by || !at) return null;
  const noShow = part === 'session' ? cancellationText.noShowSession : cancellationText.noShow;
  if (rule === 'TutorNoShow') return (
      <p className="cancelled-note">
        <DateTime value={at} now={nowMs} timeZone={timeZone} variant="in-text" within={(when) => noShow(viewer, when)} />
      </p>
    );
  return (
    <p className="cancelled-note">
      <DateTime value={at} now={nowMs} timeZone={timeZone} variant="in-text" within={(when) => cancellationText.cancelledBy(by, viewer, when)} />
      {reason ? <>: “{reason}”</> : '.'}
    </p>
  );
}

/**
 * A confirmation opened by something else (a card's ActionMenu item) rather than by the control's own button: `open`
 * shows it, `onOpenChange(false)` is called when it is kept or done.
 */
export interface Opened {
  opened?: { open: boolean; onOpenChange: (open: boolean) => void; /** Kept: focus goes back to the opener. */ onKept: () => void };
}

/**
 * Cancel class, then a confirmation that says what happens to the money (a student's, from the rule), an optional
 * reason, and the outcome in words. Offered while the class may still be cancelled (Scheduled, not started).
 */
export function CancelClassControl({
  name,
  side,
  amount,
  currency,
  allowed = true,
  onCancel,
  opened,
  ...time
}: ClassTime & Opened & {
  name: string;
  side: CancelledBy;
  /** What the student paid (their payment's amount; the class's Price + TransactionFees only when that is not known). */
  amount: number;
  currency: string;
  /** Whether this viewer may cancel it at all (a student: only a class they paid for). Kept mounted either way, so the outcome stays on screen. */
  allowed?: boolean;
  onCancel: (reason: string | undefined) => Promise<SaveOutcome<Cancellation>>;
}) {
  // What the rule would give back if the student cancelled now (the backend applies the same rule when it happens).
  const { refund } = cancellationRefund({ by: side, startsAt: time.startsAt, noticeHours: time.noticeHours, amount, nowMs: time.nowMs, freeUntil: time.freeUntil });
  const deadline = freeCancellationDeadline({ startsAt: time.startsAt, noticeHours: time.noticeHours, freeUntil: time.freeUntil });
  const refundWords = refund > 0 ? money(refund, currency) : null;
  return (
    <CancelControl
      name={name}
      cancellable={allowed && cancellationRefusal({ status: time.status, startsAt: time.startsAt }, time.nowMs) === null}
      question={
        side === 'Tutor' ? (
          cancellationText.confirmTutor(name)
        ) : (
          <DateTime value={deadline} now={time.nowMs} timeZone={time.timeZone} within={(when) => cancellationText.confirmStudent(name, refundWords, when)} />
        )
      }
      reasonHint={side === 'Tutor' ? cancellationText.reasonHintTutor : cancellationText.reasonHintStudent}
      onCancel={onCancel}
      done={(value) => cancellationText.done(value, side)}
      opened={opened}
    />
  );
}

/**
 * The one Cancel control (a class, a course): Cancel class, then `question` (what happens to the money), an optional
 * reason, Yes / Keep, and the outcome in words (`done`), focused.
 */
export function CancelControl<T>({
  name,
  noun = 'class',
  verb = 'cancel',
  cancellable,
  question,
  reasonHint,
  onCancel,
  done,
  opened,
}: {
  name: string;
  /** What is cancelled, in the button's words. */
  noun?: Noun;
  /** Cancel it, or (a student) leave a course: the buttons' words. */
  verb?: 'cancel' | 'leave';
  cancellable: boolean;
  question: React.ReactNode;
  /** Who reads the optional reason; no reason field without it. */
  reasonHint?: string;
  onCancel: (reason: string | undefined) => Promise<SaveOutcome<T>>;
  done: (value: T) => string;
} & Opened) {
  const [askingHere, setAskingHere] = useState(false);
  // Opened from elsewhere (a card's ActionMenu item): no Cancel button of its own, the opener holds the state.
  const asking = opened ? opened.open : askingHere;
  const setAsking = (next: boolean) => (opened ? opened.onOpenChange(next) : setAskingHere(next));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const groupId = useId();
  const { openButton, result, question: questionLine, focusTo } = useFocusAfter();
  const tooLong = reason.trim().length > REASON_MAX;
  const t = cancellationText;
  const openedHere = opened?.open ?? false;
  useEffect(() => {
    if (openedHere && reasonHint === undefined) focusTo('question');
    // focusTo is a new function each render; the opening is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedHere, reasonHint]);
  const words =
    verb === 'leave'
      ? { open: t.leave, openNamed: t.leaveNamed(name), yes: t.leaveYes, no: t.leaveNo, busy: t.leaving }
      : { open: t.cancel(noun), openNamed: t.cancelNamed(noun, name), yes: t.confirmYes(noun), no: t.confirmNo(noun), busy: t.cancelling };

  async function confirm() {
    if (busy || tooLong) return;
    setBusy(true);
    const outcome = await onCancel(reason.trim() || undefined);
    setBusy(false);
    setAsking(false);
    setMessage(outcome.ok ? done(outcome.value) : outcome.message);
    focusTo('result');
  }

  return (
    <>
      {cancellable && !asking && !opened && (
        <p>
          <button
            ref={openButton}
            type="button"
            className="button secondary"
            aria-label={words.openNamed}
            onClick={() => {
              setAsking(true);
              focusTo(reasonHint === undefined ? 'question' : null);
            }}
          >
            {words.open}
          </button>
        </p>
      )}
      {cancellable && asking && (
        <div role="group" aria-labelledby={`${groupId}-question`} className="confirm-group">
          {/* With no reason to type, focus lands on the question (read out first), not on the button that confirms. */}
          <p id={`${groupId}-question`} ref={questionLine} tabIndex={reasonHint === undefined ? -1 : undefined}>
            {question}
          </p>
          {reasonHint !== undefined && (
            <TextAreaField
              label={cancellationText.reason}
              hint={reasonHint}
              error={tooLong ? cancellationText.reasonTooLong : null}
              value={reason}
              onChange={setReason}
              rows={2}
              autoFocus
            />
          )}
          <p className="actions">
            <button type="button" className="button primary" disabled={busy || tooLong} onClick={() => void confirm()}>
              {busy ? words.busy : words.yes}
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setAsking(false);
                if (opened) opened.onKept();
                else focusTo('open');
              }}
            >
              {words.no}
            </button>
          </p>
        </div>
      )}
      <OutcomeLine message={message} lineRef={result} />
    </>
  );
}
