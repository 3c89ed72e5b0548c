import { useId, useRef, useState } from 'react';
import { OutcomeLine } from './outcome-line';
import type { Review } from '../../contract/records';
import { isEditable, ratingProblem, RATING_MAX, RATING_MIN, reviewTextProblem } from '../../domain/reviews';
import { formatClassTime } from '../../domain/class-time';
import { TextAreaField } from './form/fields';
import type { SaveOutcome } from './form/save-outcome';
import { ratingText } from './rating-text';
import { useFocusAfter } from './use-focus-after';

// A student's review of a class or course they attended, on its card: Rate, a form (stars and an optional comment,
// checked where they are entered by the domain's rules), their review once posted with Edit while it may be, and the
// tutor's answer. Who may review is the backend's (CanReview); this only offers what it allows.

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

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
}: {
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
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState<number | null>(myReview?.Rating ?? null);
  const [text, setText] = useState(myReview?.Text ?? '');
  const [errors, setErrors] = useState<{ rating?: string; text?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const { openButton, result, focusTo } = useFocusAfter();
  const id = useId();
  // Editable for 14 days, and not once the tutor has answered it (the answer is to what it says).
  const editable = myReview ? isEditable(myReview.CreatedAt, nowMs) && !myReview.Reply : false;
  const firstStar = useRef<HTMLInputElement>(null);

  function open() {
    setRating(myReview?.Rating ?? null);
    setText(myReview?.Text ?? '');
    setErrors({});
    setMessage('');
    setEditing(true);
    focusTo(null);
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = { rating: ratingProblem(rating) ?? undefined, text: reviewTextProblem(text) ?? undefined };
    setErrors(problems);
    // Focus goes to the first thing to mend, which reads out its message.
    if (problems.rating) firstStar.current?.focus();
    else if (problems.text) document.getElementById(`${id}-comment`)?.focus();
    if (problems.rating || problems.text || rating === null) return;
    setBusy(true);
    const outcome = await onSave(rating, text);
    setBusy(false);
    if (!outcome.ok) {
      setErrors({ form: outcome.message });
      return;
    }
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
          {editable && <p className="muted">{reviewText.editUntil(formatClassTime(myReview.EditableUntil, nowMs, timeZone))}</p>}
        </>
      )}
      {!myReview && !canReview && notAttended && <p className="muted">{reviewText.notAttended}</p>}
      {!editing && (canReview || editable) && (
        <p>
          <button ref={openButton} type="button" className="button secondary" aria-label={myReview ? reviewText.editNamed(name) : reviewText.rateNamed(noun, name)} onClick={open}>
            {myReview ? reviewText.edit : reviewText.rate(noun)}
          </button>
        </p>
      )}
      {editing && (
        <form onSubmit={(event) => void send(event)} noValidate aria-label={reviewText.formName(name)} className="confirm-group">
          {errors.form && <p role="alert">{errors.form}</p>}
          <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined} aria-invalid={errors.rating ? true : undefined}>
            <legend>{reviewText.rating}</legend>
            {STARS.map((stars) => (
              <label key={stars} className="radio-label">
                <input
                  ref={stars === RATING_MIN ? firstStar : undefined}
                  type="radio"
                  aria-invalid={errors.rating ? true : undefined}
                  aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
                  name={`${id}-rating`}
                  value={stars} checked={rating === stars} onChange={() => setRating(stars)} autoFocus={stars === (myReview?.Rating ?? RATING_MIN)} />{' '}
                {reviewText.star(stars)}
              </label>
            ))}
            {errors.rating && (
              <p id={`${id}-rating-error`} className="field-error">
                {errors.rating}
              </p>
            )}
          </fieldset>
          <TextAreaField id={`${id}-comment`} label={reviewText.comment} hint={reviewText.commentHint} error={errors.text ?? null} value={text} onChange={setText} rows={3} />
          <p className="actions">
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? reviewText.sending : myReview ? reviewText.save : reviewText.post}
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setEditing(false);
                focusTo('open');
              }}
            >
              {reviewText.cancel}
            </button>
          </p>
        </form>
      )}
      <OutcomeLine message={message} lineRef={result} />
    </div>
  );
}
