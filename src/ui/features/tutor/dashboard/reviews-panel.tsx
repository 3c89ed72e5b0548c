import { useId, useState } from 'react';
import { OutcomeLine } from '../../../components/outcome-line';
import type { Review } from '../../../../contract/records';
import { REVIEWS } from '../../../../application/tokens';
import { ErrorBlock, LoadingBlock } from '../../../components/async-states';
import { SubmitButton, TextAreaField } from '../../../components/form/fields';
import { useForm } from '../../../components/form/use-form';
import { ratingText } from '../../../components/rating-text';
import { ReviewItem, reviewListText } from '../../../components/review-list';
import type { SaveOutcome } from '../../../components/form/save-outcome';
import { useChange, useRead } from '../../../components/server-state';
import { useRefreshOnEvents } from '../../../components/use-refresh-on-events';
import { useFocusAfter } from '../../../components/use-focus-after';
import { useNowMs } from '../../../components/class-phase';
import { replySchema } from './reply-schema';

const PAGE = 5;

export const reviewsPanelText = {
  title: 'Reviews of your classes',
  lead: 'Students who attended rate your classes; your answer shows under their review on your public page. You can answer each review once.',
  none: 'No reviews yet. Students who attend your classes can review them once they are over.',
  answerNamed: (name: string) => `Answer ${name}’s review`,
  answer: 'Answer',
  yourAnswer: 'Your answer',
  answerHint: 'Shown under the review on your public page. Plain text, up to 1,000 characters; it cannot be changed later.',
  post: 'Post answer',
  posting: 'Posting…',
  cancel: 'Cancel',
  posted: 'Your answer is on your public page.',
  failed: 'Your answer could not be posted. Nothing was changed; try again.',
  formName: (name: string) => `Your answer to ${name}`,
} as const;
const t = reviewsPanelText;

/** The tutor's dashboard: their reviews, newest first, with the rating, and an answer form under each one not answered. */
export function ReviewsPanel({ timeZone }: { timeZone: string }) {
  const [shown, setShown] = useState(PAGE);
  const list = useRead(REVIEWS, ['tutor', 'reviews', shown], (mine) => mine.mine({ page: 1, pageSize: shown }));
  // A new review, pushed, shows at once.
  useRefreshOnEvents({ reviews: [['tutor', 'reviews']] });
  const reply = useChange(REVIEWS, (mine, reviewId: number, text: string) => mine.reply(reviewId, text), { failed: t.failed }, [['tutor', 'reviews']]);
  const nowMs = useNowMs();
  const data = list.status === 'ready' ? list.data : null;
  return (
    <section aria-labelledby="reviews-panel-title" className="card">
      <h2 id="reviews-panel-title">{t.title}</h2>
      <p className="muted">{t.lead}</p>
      {list.status === 'loading' && <LoadingBlock />}
      {list.status === 'error' && <ErrorBlock onRetry={list.retry} />}
      {list.status === 'ready' &&
        (!data || data.Count === 0 ? (
          <p className="muted">{t.none}</p>
        ) : (
          <>
            <p>{ratingText.summary(data.Average, data.Count)}</p>
            <ul className="review-list" aria-label={t.title}>
              {data.Items.map((review) => (
                <ReviewItem key={review.ReviewID} review={review} tutorFirstName="you" zoned={{ now: nowMs, timeZone }}>
                  <AnswerControl review={review} onAnswer={reply} />
                </ReviewItem>
              ))}
            </ul>
            {data.Items.length < data.Total && shown < 100 && (
              <button type="button" className="button secondary" onClick={() => setShown((n) => Math.min(100, n + PAGE))}>
                {reviewListText.more}
              </button>
            )}
          </>
        ))}
    </section>
  );
}

type Answer = (reviewId: number, text: string) => Promise<SaveOutcome<Review>>;

function AnswerControl({ review, onAnswer }: { review: Review; onAnswer: Answer }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const { openButton, result, focusTo } = useFocusAfter();

  return (
    <>
      {!review.Reply && !open && (
        <p>
          <button ref={openButton} type="button" className="button secondary" aria-label={t.answerNamed(review.StudentName)} onClick={() => setOpen(true)}>
            {t.answer}
          </button>
        </p>
      )}
      {open && (
        <AnswerForm
          review={review}
          onAnswer={onAnswer}
          onPosted={() => {
            setOpen(false);
            setMessage(t.posted);
            focusTo('result');
          }}
          onCancel={() => {
            setOpen(false);
            focusTo('open');
          }}
        />
      )}
      <OutcomeLine message={message} lineRef={result} />
    </>
  );
}

/** The answer, empty each time it opens (mounted per opening); a refusal stands at the field, in the screen's words. */
function AnswerForm({ review, onAnswer, onPosted, onCancel }: { review: Review; onAnswer: Answer; onPosted: () => void; onCancel: () => void }) {
  const id = useId();
  const form = useForm({
    initial: { text: '' },
    schema: () => replySchema,
    send: async ({ text }) => {
      const outcome = await onAnswer(review.ReviewID, text);
      if (!outcome.ok) return { ok: false, errors: { text: outcome.message } };
      onPosted();
      return { ok: true };
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.formName(review.StudentName)} className="confirm-group">
      <TextAreaField id={`${id}-answer`} label={t.yourAnswer} hint={t.answerHint} error={form.errors.text ?? null} value={form.values.text} onChange={(text) => form.set('text', text)} rows={3} autoFocus />
      <p className="actions">
        <SubmitButton pending={form.pending} label={t.post} pendingLabel={t.posting} />
        <button type="button" className="button secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </p>
    </form>
  );
}
