// The OutcomeLine (outcome-line.tsx): what a card's open-then-confirm control did, in words (focus moves to it).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { OutcomeLine } from './outcome-line';
import { DateTime } from './kit/date-time';
import { STORY_NOW, STORY_ZONE, storyAt } from './story-services';

const meta: Meta = { title: 'Shared/OutcomeLine', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

function Line({ message }: { message: React.ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  return <OutcomeLine message={message} lineRef={ref} />;
}

export const Done: Story = { render: () => <Line message="Cancelled. The student is refunded ₹525." /> };
export const WithADate: Story = {
  render: () => <Line message={<DateTime value={storyAt(2 * 24 * 60)} now={STORY_NOW} timeZone={STORY_ZONE} within={(when) => `Accepted: the class now starts ${when}.`} />} />,
};
export const Refused: Story = { render: () => <Line message="The class could not be cancelled: it has started." /> };
