// The review list (review-list.tsx): stars, who and which class, when (in the reader's zone), the comment, the answer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Review } from '../../contract/records';
import { ReviewItem, reviewListText } from './review-list';
import { STORY_NOW, STORY_ZONE, storyAt } from './story-services';

const meta: Meta = { title: 'Shared/Reviews/ReviewList', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

const review = (id: number, fields: Partial<Review>): Review =>
  ({
    ReviewID: id,
    TutorID: 'tutor-1',
    ClassName: 'Geometry Practice',
    Kind: 'PrivateClass',
    StudentName: 'Priya S.',
    Rating: 5,
    CreatedAt: storyAt(-3 * 60),
    EditableUntil: storyAt(14 * 24 * 60),
    ...fields,
  }) as Review;

const REVIEWS = [
  review(1, { Text: 'Clear explanations and good practice problems.', Reply: { Text: 'Thank you, Priya!', RepliedAt: storyAt(-60) } }),
  review(2, { StudentName: 'Ravi K.', ClassName: 'Calculus Foundations', Kind: 'GroupCourse', Rating: 4, CreatedAt: storyAt(-5 * 24 * 60), UpdatedAt: storyAt(-4 * 24 * 60), Text: 'Well paced; I wanted more homework.' }),
  review(3, { StudentName: 'Meera J.', Rating: 3, CreatedAt: storyAt(-30 * 24 * 60) }),
];

const zoned = { now: STORY_NOW, timeZone: STORY_ZONE };

export const Reviews: Story = {
  render: () => (
    <section aria-labelledby="reviews-title" style={{ maxWidth: 640 }}>
      <h2 id="reviews-title">{reviewListText.heading}</h2>
      <ul className="review-list" aria-label={reviewListText.heading}>
        {REVIEWS.map((r) => (
          <ReviewItem key={r.ReviewID} review={r} tutorFirstName="Asha" zoned={zoned} />
        ))}
      </ul>
      <p className="muted">{reviewListText.showing(3, 12)}</p>
    </section>
  ),
};

export const None: Story = {
  render: () => (
    <section aria-labelledby="reviews-title" style={{ maxWidth: 640 }}>
      <h2 id="reviews-title">{reviewListText.heading}</h2>
      <p className="muted">{reviewListText.none}</p>
    </section>
  ),
};
