import { useId, useState } from 'react';
import { OutcomeLine } from '../../../components/outcome-line';
import type { Review } from '../../../../contract/records';
import { replyTextProblem } from '../../../../domain/reviews';
import { REVIEWS } from '../../../../application/tokens';
import { useService } from '../../../components/container-context';
import { ErrorBlock, LoadingBlock } from '../../../components/async-states';
import { formatClassTime } from '../../../../domain/class-time';
import { TextAreaField } from '../../../components/form/fields';
import { worded } from '../../../components/form/save-outcome';
import { ratingText } from '../../../components/rating-text';
import { ReviewItem, reviewListText } from '../../../components/review-list';
import { useInvalidate, useRead } from '../../../components/server-state';
import { useFocusAfter } from '../../../components/use-focus-after';
import { useNowMs } from '../../../components/class-phase';

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
  const reviews = useService(REVIEWS);
  const [shown, setShown] = useState(PAGE);
  const list = useRead(REVIEWS, ['tutor', 'reviews', shown], (mine) => mine.mine({ page: 1, pageSize: shown }));
  const invalidate = useInvalidate();
  const reply = worded((reviewId: number, text: string) => reviews.reply(reviewId, text), { failed: t.failed }, () => void invalidate(['tutor', 'reviews']));
  const nowMs = useNowMs();
  const when = (at: string) => formatClassTime(at, nowMs, timeZone);
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
                <ReviewItem key={review.ReviewID} review={review} tutorFirstName="you" when={when}>
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

function AnswerControl({ review, onAnswer }: { review: Review; onAnswer: ReturnType<typeof worded<[number, string], Review>> }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const { openButton, result, focusTo } = useFocusAfter();
  const id = useId();

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = replyTextProblem(text);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const outcome = await onAnswer(review.ReviewID, text);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setOpen(false);
    setMessage(t.posted);
    focusTo('result');
  }

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
        <form onSubmit={(event) => void send(event)} noValidate aria-label={t.formName(review.StudentName)} className="confirm-group">
          <TextAreaField id={`${id}-answer`} label={t.yourAnswer} hint={t.answerHint} error={error} value={text} onChange={setText} rows={3} autoFocus />
          <p className="actions">
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? t.posting : t.post}
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setOpen(false);
                focusTo('open');
              }}
            >
              {t.cancel}
            </button>
          </p>
        </form>
      )}
      <OutcomeLine message={message} lineRef={result} />
    </>
  );
}
