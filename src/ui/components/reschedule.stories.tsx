// The reschedule panel (reschedule.tsx): Propose a new time, the proposal waiting for the other side, one to answer,
// and what became of it; every time in the viewer's zone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { RescheduleProposal } from '../../contract/records';
import { RescheduleControl } from './reschedule';
import { STORY_NOW, STORY_ZONE, storyAt } from './story-services';

const PROPOSAL: RescheduleProposal = {
  ProposalID: 3,
  ClassCode: 'PCdemo',
  ProposedBy: 'Student',
  ProposedAt: storyAt(-60),
  PreviousDateTime: storyAt(2 * 24 * 60),
  NewDateTime: storyAt(3 * 24 * 60 + 120),
  ExpiresAt: storyAt(24 * 60),
  Message: 'Could we move it to Thursday afternoon?',
  Status: 'Pending',
} as RescheduleProposal;

const meta: Meta<typeof RescheduleControl> = {
  title: 'Shared/Reschedule',
  component: RescheduleControl,
  args: {
    name: 'Geometry Practice',
    side: 'Student',
    status: 'Scheduled',
    startsAt: storyAt(2 * 24 * 60),
    nowMs: STORY_NOW,
    timeZone: STORY_ZONE,
    onPropose: () => Promise.resolve({ ok: true, value: PROPOSAL }),
    onAnswer: () => Promise.resolve({ ok: true, value: { ...PROPOSAL, Status: 'Accepted' } }),
  },
  decorators: [(Story) => <div className="card" style={{ maxWidth: 600 }}>{Story()}</div>],
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof RescheduleControl>;

export const MayPropose: Story = {};
export const Proposing: Story = {
  name: 'Proposing (the form open)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Propose a new time for Geometry Practice' }));
  },
};
export const WaitingForTheOtherSide: Story = { args: { proposal: PROPOSAL } };
export const ToAnswer: Story = { name: 'To answer (Accept / Decline)', args: { side: 'Tutor', proposal: PROPOSAL } };
export const Accepted: Story = { args: { proposal: { ...PROPOSAL, Status: 'Accepted' } } };
export const Declined: Story = { args: { proposal: { ...PROPOSAL, Status: 'Declined' } } };
export const Expired: Story = { args: { proposal: { ...PROPOSAL, Status: 'Expired', ExpiresAt: storyAt(-10) } } };
