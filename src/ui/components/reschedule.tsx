import { useId, useState } from 'react';
import { OutcomeLine } from './outcome-line';
import { useFocusAfter } from './use-focus-after';
import type { ClassParty, RescheduleProposal } from '../../contract/records';
import { cancellationRefusal } from '../../domain/cancellation-policy';
import { newTimeProblem, proposalState } from '../../domain/reschedule-policy';
import { zonedLocalToIso } from '../../domain/zoned-time';
import { formatClassTime } from '../../domain/class-time';
import { FormField, TextAreaField } from './form/fields';
import type { SaveOutcome } from './form/save-outcome';
import { PARTY_NOTE_MAX } from '../../domain/form-limits';

// Moving a class to another time, the same on both sides' class cards: propose a new time (in the viewer's zone), see
// a proposal waiting, accept or decline the other side's. The rule is src/domain/reschedule-policy.ts.

const NOTE_MAX = PARTY_NOTE_MAX;
const other = (side: ClassParty) => (side === 'Tutor' ? 'the student' : 'the tutor');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const rescheduleText = {
  propose: 'Propose a new time',
  proposeNamed: (name: string) => `Propose a new time for ${name}`,
  formLabel: (name: string) => `New time for ${name}`,
  newTime: 'New date and time',
  newTimeHint: (zone: string) => `In your time zone (${zone}). The other side accepts or declines; until then the class keeps its time.`,
  newTimeMissing: 'Pick the new date and time.',
  message: 'Message (optional)',
  messageTooLong: `Keep the message to ${NOTE_MAX} characters or fewer.`,
  send: 'Send proposal',
  sending: 'Sending…',
  keep: 'Keep the current time',
  sent: (when: string, side: ClassParty) => `Proposal sent: ${when}. ${capital(other(side))} will accept or decline it.`,
  waiting: (when: string, side: ClassParty, expires: string) => `You proposed moving it to ${when}; waiting for ${other(side)} to answer (until ${expires}).`,
  incoming: (when: string, side: ClassParty) => `${capital(other(side))} proposes moving it to ${when}`,
  accept: 'Accept new time',
  acceptNamed: (name: string) => `Accept new time for ${name}`,
  decline: 'Decline',
  declineNamed: (name: string) => `Decline new time for ${name}`,
  accepted: (when: string) => `Accepted: the class now starts ${when}.`,
  declined: (when: string) => `Declined: the class keeps its time, ${when}.`,
  wasAccepted: (previous: string) => `Moved by agreement; it was at ${previous}.`,
  wasDeclined: (when: string, mine: boolean) => (mine ? `Your proposal to move it to ${when} was declined.` : `You declined moving it to ${when}.`),
  expired: (when: string) => `The proposal to move it to ${when} was not answered in time; the class keeps its time.`,
} as const;

/**
 * A class card's reschedule part: the latest proposal as it stands, the answer buttons when it waits for this viewer,
 * and Propose a new time while the class may still move (this viewer: `allowed`).
 */
export function RescheduleControl({
  name,
  side,
  status,
  startsAt,
  proposal,
  allowed = true,
  nowMs,
  timeZone,
  onPropose,
  onAnswer,
}: {
  name: string;
  side: ClassParty;
  status: string;
  startsAt: string;
  proposal?: RescheduleProposal;
  allowed?: boolean;
  nowMs: number;
  timeZone: string;
  onPropose: (newDateTime: string, message: string | undefined) => Promise<SaveOutcome<RescheduleProposal>>;
  onAnswer: (proposalId: number, accept: boolean) => Promise<SaveOutcome<RescheduleProposal>>;
}) {
  const [open, setOpen] = useState(false);
  const [local, setLocal] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const formId = useId();
  const { openButton, result, focusTo } = useFocusAfter();

  const when = (iso: string) => formatClassTime(iso, nowMs, timeZone);
  const state = proposal ? proposalState(proposal, nowMs) : null;
  const pending = proposal && state === 'Pending' ? proposal : null;
  // A class may move while it may still be cancelled: Scheduled, not started.
  const movable = allowed && cancellationRefusal({ status, startsAt }, nowMs) === null;
  const noteTooLong = note.trim().length > NOTE_MAX;

  function done(text: string) {
    setMessage(text);
    focusTo('result');
  }

  async function send() {
    if (busy || noteTooLong) return;
    const iso = local ? zonedLocalToIso(local, timeZone) : null;
    const problem = iso ? newTimeProblem({ status, startsAt }, iso, nowMs) : null;
    if (!iso || problem) {
      setError(iso ? problem!.message : rescheduleText.newTimeMissing);
      return;
    }
    setBusy(true);
    const outcome = await onPropose(iso, note.trim() || undefined);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setOpen(false);
    setLocal('');
    setNote('');
    setError(null);
    done(rescheduleText.sent(when(outcome.value.NewDateTime), side));
  }

  async function answer(accept: boolean) {
    if (busy || !pending) return;
    setBusy(true);
    const outcome = await onAnswer(pending.ProposalID, accept);
    setBusy(false);
    if (!outcome.ok) return done(outcome.message);
    done(accept ? rescheduleText.accepted(when(outcome.value.NewDateTime)) : rescheduleText.declined(when(outcome.value.PreviousDateTime)));
  }

  return (
    <>
      {proposal && state === 'Accepted' && <p className="muted">{rescheduleText.wasAccepted(when(proposal.PreviousDateTime))}</p>}
      {proposal && state === 'Declined' && <p className="muted">{rescheduleText.wasDeclined(when(proposal.NewDateTime), proposal.ProposedBy === side)}</p>}
      {proposal && state === 'Expired' && <p className="muted">{rescheduleText.expired(when(proposal.NewDateTime))}</p>}
      {pending && pending.ProposedBy === side && <p>{rescheduleText.waiting(when(pending.NewDateTime), side, when(pending.ExpiresAt))}</p>}
      {pending && pending.ProposedBy !== side && allowed && (
        <div className="confirm-group" role="group" aria-labelledby={`${formId}-incoming`}>
          <p id={`${formId}-incoming`}>
            {rescheduleText.incoming(when(pending.NewDateTime), side)}
            {pending.Message ? <>: “{pending.Message}”</> : '.'}
          </p>
          <p className="actions">
            <button type="button" className="button primary" disabled={busy} aria-label={rescheduleText.acceptNamed(name)} onClick={() => void answer(true)}>
              {rescheduleText.accept}
            </button>
            <button type="button" className="button secondary" disabled={busy} aria-label={rescheduleText.declineNamed(name)} onClick={() => void answer(false)}>
              {rescheduleText.decline}
            </button>
          </p>
        </div>
      )}
      {movable && !pending && !open && (
        <p>
          <button
            ref={openButton}
            type="button"
            className="button secondary"
            aria-label={rescheduleText.proposeNamed(name)}
            onClick={() => {
              setOpen(true);
              focusTo(null);
            }}
          >
            {rescheduleText.propose}
          </button>
        </p>
      )}
      {movable && !pending && open && (
        <form
          className="confirm-group"
          aria-label={rescheduleText.formLabel(name)}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <FormField
            label={rescheduleText.newTime}
            type="datetime-local"
            hint={rescheduleText.newTimeHint(timeZone)}
            error={error}
            value={local}
            onChange={(event) => {
              setLocal(event.target.value);
              setError(null);
            }}
            autoFocus
          />
          <TextAreaField label={rescheduleText.message} error={noteTooLong ? rescheduleText.messageTooLong : null} value={note} onChange={setNote} rows={2} />
          <p className="actions">
            <button type="submit" className="button primary" disabled={busy || noteTooLong}>
              {busy ? rescheduleText.sending : rescheduleText.send}
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setOpen(false);
                setError(null);
                focusTo('open');
              }}
            >
              {rescheduleText.keep}
            </button>
          </p>
        </form>
      )}
      <OutcomeLine message={message} lineRef={result} />
    </>
  );
}
