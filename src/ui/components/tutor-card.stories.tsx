// A tutor's card in a list of tutors (tutor-card.tsx): the tutor search and the landing page's results.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { TutorSummary } from '../../contract/records';
import { TutorCard } from './tutor-card';
import { STORY_NOW, STORY_ZONE, storyAt } from './story-services';

const meta: Meta = { title: 'Shared/TutorCard', parameters: { layout: 'padded' }, decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>] };
export default meta;
type Story = StoryObj;

const tutor = (fields: Partial<TutorSummary>): TutorSummary => ({
  UserID: 'tutor-1',
  Slug: 'asha-rao',
  FirstName: 'Asha',
  LastName: 'Rao',
  Topics: [
    { TopicID: 1, TopicName: 'Mathematics' },
    { TopicID: 2, TopicName: 'English' },
  ],
  Languages: ['en', 'hi'],
  TimeZone: 'Asia/Kolkata',
  Bio: 'Maths and English tutor with ten years of classroom experience.',
  HourlyRate: 800,
  CurrencyType: 'INR',
  RatingAverage: 4.8,
  RatingCount: 23,
  NextOpenAt: storyAt(5 * 60),
  ...fields,
});

const zoned = { now: STORY_NOW, timeZone: STORY_ZONE };

export const Cards: Story = {
  render: () => (
    <section aria-labelledby="cards-title" style={{ maxWidth: 880 }}>
      <h1 id="cards-title">Tutors for “maths”</h1>
      <ul className="tutor-results">
        <TutorCard tutor={tutor({})} zoned={zoned} />
        <TutorCard
          tutor={tutor({ UserID: 'tutor-2', Slug: 'daniel-okafor', FirstName: 'Daniel', LastName: 'Okafor', RatingAverage: undefined, RatingCount: 0, HourlyRate: undefined, NextOpenAt: undefined, Languages: ['en'] })}
          zoned={zoned}
        />
      </ul>
    </section>
  ),
};
