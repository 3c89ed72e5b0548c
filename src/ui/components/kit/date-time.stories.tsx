// DateTime (date-time.tsx): every date on screen, a <time dateTime> with the domain's words in the reader's zone. The
// catalogue's clock is fixed (story-services.tsx): Monday 2 March 2026, 11:30 AM in Asia/Kolkata.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment } from 'react';
import { STORY_NOW as NOW, STORY_ZONE as ZONE, storyAt } from '../story-services';
import { DateTime, DatedText, type DateTimeVariant } from './date-time';

const meta: Meta = { title: 'Kit/DateTime', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

const ROWS: { name: string; variant: DateTimeVariant; value: string; end?: string }[] = [
  { name: 'A class today', variant: 'class', value: storyAt(270) },
  { name: 'A class on another day', variant: 'class', value: storyAt(3 * 24 * 60 - 60) },
  { name: 'In a sentence', variant: 'in-text', value: storyAt(-90) },
  { name: 'A chat message today', variant: 'chat', value: storyAt(-5) },
  { name: 'The time alone', variant: 'time', value: storyAt(30) },
  { name: 'The date alone', variant: 'date', value: storyAt(9 * 24 * 60) },
  { name: 'A class’s span', variant: 'range', value: storyAt(-60), end: storyAt(0) },
  { name: 'A span across noon', variant: 'range', value: storyAt(0), end: storyAt(60) },
];

export const Variants: Story = {
  render: () => (
    <dl className="facts">
      {ROWS.map((row) => (
        <Fragment key={row.name}>
          <dt>{row.name}</dt>
          <dd>
            <DateTime value={row.value} end={row.end} variant={row.variant} now={NOW} timeZone={ZONE} />
          </dd>
        </Fragment>
      ))}
    </dl>
  ),
};

export const RelativeDays: Story = {
  name: 'Relative days (Today, Yesterday, a date)',
  render: () => (
    <ul>
      {[0, -1, -4].map((days) => (
        <li key={days}>
          <DateTime value={storyAt(days * 24 * 60)} variant="day" words={{ today: 'Today', yesterday: 'Yesterday' }} now={NOW} timeZone={ZONE} />
          {' · last message '}
          <DateTime value={storyAt(days * 24 * 60)} variant="recent" words={{ yesterday: 'Yesterday' }} now={NOW} timeZone={ZONE} />
        </li>
      ))}
    </ul>
  ),
};

export const InSentences: Story = {
  render: () => (
    <div>
      <p>
        <DateTime value={storyAt(-10 + 300)} now={NOW} timeZone={ZONE} within={(when) => `Opens at ${when}`} />
      </p>
      <p>
        <DateTime value={storyAt(-45)} variant="in-text" now={NOW} timeZone={ZONE} within={(when) => `Cancelled by the tutor ${when}: “I am unwell.”`} />
      </p>
      <p>
        <DatedText
          dates={[{ value: storyAt(2 * 24 * 60) }, { value: storyAt(24 * 60) }]}
          now={NOW}
          timeZone={ZONE}
          text={(when, until) => `You proposed moving it to ${when}; waiting for the tutor to answer (until ${until}).`}
        />
      </p>
    </div>
  ),
};
