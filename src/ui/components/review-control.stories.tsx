// The review control (review-control.tsx) on a student's class card: Rate, the form (stars and a comment), their review
// once posted with Edit while it may be, the tutor's answer, and why there is no Rate for a class they did not join.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Review } from '../../contract/records';
import { ReviewControl } from './review-control';
import { STORY_NOW, STORY_ZONE, storyAt } from './story-services';

const REVIEW: Review = {
  ReviewID: 7,
  TutorID: 'tutor-1',
  ClassName: 'Geometry Practice',
  Kind: 'PrivateClass',
  StudentName: 'Priya S.',
  Rating: 4,
  Text: 'Clear explanations and good practice problems.',
  CreatedAt: storyAt(-2 * 24 * 60),
  EditableUntil: storyAt(12 * 24 * 60),
} as Review;

const meta: Meta<typeof ReviewControl> = {
  title: 'Shared/Reviews/ReviewControl',
  component: ReviewControl,
  args: { name: 'Geometry Practice', noun: 'class', canReview: true, nowMs: STORY_NOW, timeZone: STORY_ZONE, onSave: () => Promise.resolve({ ok: true, value: REVIEW }) },
  decorators: [(Story) => <div className="card" style={{ maxWidth: 560 }}>{Story()}</div>],
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ReviewControl>;

export const MayRate: Story = {};

export const Rating: Story = {
  name: 'Rating (the form open)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rate this class: Geometry Practice' }));
  },
};

export const Posted: Story = { name: 'Posted, editable', args: { canReview: false, myReview: REVIEW } };

export const Answered: Story = {
  name: 'Answered by the tutor, no longer editable',
  args: { canReview: false, myReview: { ...REVIEW, EditableUntil: storyAt(-60), Reply: { Text: 'Thank you, Priya!', RepliedAt: storyAt(-24 * 60) } } },
};

export const NotAttended: Story = { name: 'Did not attend', args: { canReview: false, notAttended: true } };
