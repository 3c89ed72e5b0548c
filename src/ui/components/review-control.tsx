import { useId, useState } from 'react';
import { OutcomeLine } from './outcome-line';
import type { Review } from '../../contract/records';
import { isEditable } from '../../domain/reviews';
import { DateTime } from './kit/date-time';
import { StarRatingInput } from './kit/star-rating';
import { FormAlert, SubmitButton, TextAreaField } from './form/fields';
import type { SaveOutcome } from './form/save-outcome';
import { useForm } from './form/use-form';
import { reviewSchema, type ReviewFormValues } from './review-schema';
import { ratingText } from './rating-text';
import { useFocusAfter } from './use-focus-after';

// A student's review of a class or course they attended, on its card: Rate, a form (stars and an optional comment,
// checked where they are entered by the domain's rules), their review once posted with Edit while it may be, and the
// tutor's answer. Who may review is the backend's (CanReview); this only offers what it allows.

export const reviewText = {
  rate: (noun: 'class' | 'course') => `Rate this ${noun}`,
  rateNamed: (noun: 'class' | 'course', name: string) => `Rate this ${noun}: ${name}`,
  formName: (name: string) => `Your review of ${name}`,
  rating: 'Rating',
  star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  comment: 'Review (optional)',
  commentHint: 'Other students see it on the tutor’s page with your first name and initial. Plain text, up to 1,000 characters.',
  post: 'Post review',
  save: 'Save review',
  sending: 'Saving…',
  cancel: 'Cancel',
  posted: 'Thank you: your review is on the tutor’s page.',
  saved: 'Your review is updated.',
  yours: (stars: string) => `Your review: ${stars}`,
  editUntil: (when: string) => `You can edit it until ${when}.`,
  edit: 'Edit review',
  editNamed: (name: string) => `Edit review: ${name}`,
  answer: 'The tutor answered:',
  notAttended: 'Only students who attended can review a class: you did not join this one.',
  failed: 'Your review could not be saved. Nothing was changed; try again.',
} as const;

export function ReviewControl({
  name,
  noun,
  myReview,
  canReview,
  notAttended = false,
  nowMs,
  timeZone,
  onSave,
  opened,
}: {
  /** Opened by something else (a card's ActionMenu item): no Rate / Edit button of its own, the opener holds the state. */
  opened?: { open: boolean; onOpenChange: (open: boolean) => void; /** Closed without saving: focus goes back to the opener. */ onKept: () => void };
  name: string;
  noun: 'class' | 'course';
  myReview?: Review;
  canReview: boolean;
  /** It is over and the viewer paid but never joined: say why there is no Rate. */
  notAttended?: boolean;
  nowMs: number;
  timeZone: string;
  onSave: (rating: number, text: string) => Promise<SaveOutcome<Review>>;
}) {
  const [editingHere, setEditingHere] = useState(false);
  const editing = opened ? opened.open : editingHere;
  const setEditing = (next: boolean) => (opened ? opened.onOpenChange(next) : setEditingHere(next));
  const [message, setMessage] = useState('');
  const { openButton, result, focusTo } = useFocusAfter();
  // Opened again from the menu: the last outcome line goes, as it does when its own button opens the form.
  const openedThere = opened?.open ?? false;
  const [wasOpened, setWasOpened] = useState(openedThere);
  if (openedThere !== wasOpened) {
    setWasOpened(openedThere);
    if (openedThere) setMessage('');
  }
  // Editable for 14 days, and not once the tutor has answered it (the answer is to what it says).
  const editable = myReview ? isEditable(myReview.CreatedAt, nowMs) && !myReview.Reply : false;

  function open() {
    setMessage('');
    setEditing(true);
    focusTo(null);
  }

  function saved() {
    setEditing(false);
    setMessage(myReview ? reviewText.saved : reviewText.posted);
    focusTo('result');
  }

  return (
    <div className="review-control">
      {myReview && !editing && (
        <>
          <p>
            {reviewText.yours(ratingText.stars(myReview.Rating))}
            {myReview.Text ? <>: “{myReview.Text}”</> : '.'}
          </p>
          {myReview.Reply && (
            <p className="muted">
              {reviewText.answer} “{myReview.Reply.Text}”
            </p>
          )}
          {editable && <p className="muted"><DateTime value={myReview.EditableUntil} now={nowMs} timeZone={timeZone} within={reviewText.editUntil} /></p>}
        </>
      )}
      {!myReview && !canReview && notAttended && <p className="muted">{reviewText.notAttended}</p>}
      {!editing && !opened && (canReview || editable) && (
        <p>
          <button ref={openButton} type="button" className="button secondary" aria-label={myReview ? reviewText.editNamed(name) : reviewText.rateNamed(noun, name)} onClick={open}>
            {myReview ? reviewText.edit : reviewText.rate(noun)}
          </button>
        </p>
      )}
      {editing && (
        <ReviewForm
          name={name}
          myReview={myReview}
          onSave={onSave}
          onSaved={saved}
          onCancel={() => {
            setEditing(false);
            if (opened) opened.onKept();
            else focusTo('open');
          }}
        />
      )}
      <OutcomeLine message={message} lineRef={result} />
    </div>
  );
}

/** Stars and a comment, from the review as it stands each time it opens (mounted per opening). */
function ReviewForm({
  name,
  myReview,
  onSave,
  onSaved,
  onCancel,
}: {
  name: string;
  myReview?: Review;
  onSave: (rating: number, text: string) => Promise<SaveOutcome<Review>>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useForm({
    initial: (): ReviewFormValues => ({ rating: myReview?.Rating ?? null, text: myReview?.Text ?? '' }),
    schema: () => reviewSchema,
    send: async ({ rating, text }) => {
      const outcome = await onSave(rating, text);
      if (!outcome.ok) return { ok: false, alert: [outcome.message] };
      onSaved();
      return { ok: true };
    },
  });
  const ratingError = form.errors.rating;

  // useForm takes focus after a refused press to the first field in error (the first star), which reads its message.
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={reviewText.formName(name)} className="confirm-group">
      <FormAlert messages={form.alert} />
      <StarRatingInput
        legend={reviewText.rating}
        starLabel={reviewText.star}
        name={`${id}-rating`}
        value={form.values.rating}
        onChange={(stars) => form.set('rating', stars)}
        invalid={Boolean(ratingError)}
        describedBy={ratingError ? `${id}-rating-error` : undefined}
        autoFocus
      />
      {ratingError && (
        <p id={`${id}-rating-error`} className="field-error">
          {ratingError}
        </p>
      )}
      <TextAreaField id={`${id}-comment`} label={reviewText.comment} hint={reviewText.commentHint} error={form.errors.text ?? null} value={form.values.text} onChange={(text) => form.set('text', text)} rows={3} />
      <p className="actions">
        <SubmitButton pending={form.pending} label={myReview ? reviewText.save : reviewText.post} pendingLabel={reviewText.sending} />
        <button type="button" className="button secondary" onClick={onCancel}>
          {reviewText.cancel}
        </button>
      </p>
    </form>
  );
}
