import { useId, useState } from 'react';
import { OutcomeLine } from './outcome-line';
import { useFocusAfter } from './use-focus-after';
import type { ClassParty, RescheduleProposal } from '../../contract/records';
import { cancellationRefusal } from '../../domain/cancellation-policy';
import { proposalState } from '../../domain/reschedule-policy';
import { DatedText } from './kit/date-time';
import { FormField, SubmitButton, TextAreaField } from './form/fields';
import type { SaveOutcome } from './form/save-outcome';
import { useForm } from './form/use-form';
import { rescheduleNoteSchema, rescheduleSchema, type RescheduleFormValues } from './reschedule-schema';
import { rescheduleText } from './reschedule-text';

// Moving a class to another time, the same on both sides' class cards: propose a new time (in the viewer's zone), see
// a proposal waiting, accept or decline the other side's. The rule is src/domain/reschedule-policy.ts.

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
  opened,
}: {
  /** Opened by something else (a card's ActionMenu item): no Propose button of its own, the opener holds the state. */
  opened?: { open: boolean; onOpenChange: (open: boolean) => void; /** Kept: focus goes back to the opener. */ onKept: () => void };
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
  const [openHere, setOpenHere] = useState(false);
  const open = opened ? opened.open : openHere;
  const setOpen = (next: boolean) => (opened ? opened.onOpenChange(next) : setOpenHere(next));
  const [answering, setAnswering] = useState(false);
  const [message, setMessage] = useState<React.ReactNode>('');
  const formId = useId();
  const { openButton, result, focusTo } = useFocusAfter();

  // A sentence with the dates it names, each in the viewer's zone inside its own <time>.
  const dated = (text: (...when: string[]) => string, ...values: string[]) => <DatedText dates={values.map((value) => ({ value }))} now={nowMs} timeZone={timeZone} text={text} />;
  const state = proposal ? proposalState(proposal, nowMs) : null;
  const pending = proposal && state === 'Pending' ? proposal : null;
  // A class may move while it may still be cancelled: Scheduled, not started.
  const movable = allowed && cancellationRefusal({ status, startsAt }, nowMs) === null;

  function done(text: React.ReactNode) {
    setMessage(text);
    focusTo('result');
  }

  async function answer(accept: boolean) {
    if (answering || !pending) return;
    setAnswering(true);
    const outcome = await onAnswer(pending.ProposalID, accept);
    setAnswering(false);
    if (!outcome.ok) return done(outcome.message);
    done(accept ? dated(rescheduleText.accepted, outcome.value.NewDateTime) : dated(rescheduleText.declined, outcome.value.PreviousDateTime));
  }

  return (
    <>
      {proposal && state === 'Accepted' && <p className="muted">{dated(rescheduleText.wasAccepted, proposal.PreviousDateTime)}</p>}
      {proposal && state === 'Declined' && <p className="muted">{dated((when) => rescheduleText.wasDeclined(when, proposal.ProposedBy === side), proposal.NewDateTime)}</p>}
      {proposal && state === 'Expired' && <p className="muted">{dated(rescheduleText.expired, proposal.NewDateTime)}</p>}
      {pending && pending.ProposedBy === side && <p>{dated((when, expires) => rescheduleText.waiting(when, side, expires), pending.NewDateTime, pending.ExpiresAt)}</p>}
      {pending && pending.ProposedBy !== side && allowed && (
        <div className="confirm-group" role="group" aria-labelledby={`${formId}-incoming`}>
          <p id={`${formId}-incoming`}>
            {dated((when) => rescheduleText.incoming(when, side), pending.NewDateTime)}
            {pending.Message ? <>: “{pending.Message}”</> : '.'}
          </p>
          <p className="actions">
            <button type="button" className="button primary" disabled={answering} aria-label={rescheduleText.acceptNamed(name)} onClick={() => void answer(true)}>
              {rescheduleText.accept}
            </button>
            <button type="button" className="button secondary" disabled={answering} aria-label={rescheduleText.declineNamed(name)} onClick={() => void answer(false)}>
              {rescheduleText.decline}
            </button>
          </p>
        </div>
      )}
      {movable && !pending && !open && !opened && (
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
        <ProposalForm
          name={name}
          klass={{ status, startsAt }}
          nowMs={nowMs}
          timeZone={timeZone}
          onPropose={onPropose}
          onSent={(proposed) => {
            setOpen(false);
            done(dated((when) => rescheduleText.sent(when, side), proposed.NewDateTime));
          }}
          onKeep={() => {
            setOpen(false);
            if (opened) opened.onKept();
            else focusTo('open');
          }}
        />
      )}
      <OutcomeLine message={message} lineRef={result} />
    </>
  );
}

/** The new time and an optional message, empty each time it opens (mounted per opening). */
function ProposalForm({
  name,
  klass,
  nowMs,
  timeZone,
  onPropose,
  onSent,
  onKeep,
}: {
  name: string;
  klass: { status: string; startsAt: string };
  nowMs: number;
  timeZone: string;
  onPropose: (newDateTime: string, message: string | undefined) => Promise<SaveOutcome<RescheduleProposal>>;
  onSent: (proposed: RescheduleProposal) => void;
  onKeep: () => void;
}) {
  const form = useForm({
    initial: { local: '', note: '' } satisfies RescheduleFormValues,
    schema: () => rescheduleSchema(klass, timeZone, nowMs),
    send: async ({ local, note }) => {
      const outcome = await onPropose(local, note);
      // A refusal (a clash with the other side's calendar, say) is about the time: it stands at that field.
      if (!outcome.ok) return { ok: false, errors: { local: outcome.message } };
      onSent(outcome.value);
      return { ok: true };
    },
  });
  // The message's length is checked as it is typed, and the proposal cannot be sent while it is too long.
  const noteTooLong = rescheduleNoteSchema.safeParse(form.values.note).error?.issues[0]?.message;

  return (
    <form className="confirm-group" aria-label={rescheduleText.formLabel(name)} noValidate onSubmit={form.onSubmit}>
      <FormField label={rescheduleText.newTime} type="datetime-local" hint={rescheduleText.newTimeHint(timeZone)} {...form.field('local')} autoFocus />
      <TextAreaField label={rescheduleText.message} error={noteTooLong ?? form.errors.note ?? null} value={form.values.note} onChange={(note) => form.set('note', note)} rows={2} />
      <p className="actions">
        <SubmitButton pending={form.pending} disabled={noteTooLong !== undefined} label={rescheduleText.send} pendingLabel={rescheduleText.sending} />
        <button type="button" className="button secondary" onClick={onKeep}>
          {rescheduleText.keep}
        </button>
      </p>
    </form>
  );
}
