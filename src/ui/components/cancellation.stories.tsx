// The cancellation panel (cancellation.tsx): the rule with its actual deadline in the viewer's zone (a class, a course),
// who cancelled and when, and Cancel class with its confirmation that says what happens to the money.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Cancellation } from '../../contract/records';
import { CancelClassControl, CancellationPolicy, CancelledNote, CourseCancellationPolicy } from './cancellation';
import { STORY_NOW, STORY_ZONE, storyAt } from './story-services';

const meta: Meta = {
  title: 'Shared/Cancellation',
  decorators: [(Story) => <div className="card" style={{ maxWidth: 600 }}>{Story()}</div>],
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

const clock = { nowMs: STORY_NOW, timeZone: STORY_ZONE };
const inTwoDays = storyAt(2 * 24 * 60);
const inFiveHours = storyAt(5 * 60);

export const PolicyBeforeTheDeadline: Story = { render: () => <CancellationPolicy status="Scheduled" startsAt={inTwoDays} noticeHours={24} {...clock} /> };
export const PolicyAfterTheDeadline: Story = { render: () => <CancellationPolicy status="Scheduled" startsAt={inFiveHours} noticeHours={24} {...clock} /> };
export const PolicyOfAMovedClass: Story = { render: () => <CancellationPolicy status="Scheduled" startsAt={inTwoDays} noticeHours={24} freeUntil={storyAt(24 * 60 + 30)} {...clock} /> };

export const CoursePolicy: Story = {
  render: () => (
    <CourseCancellationPolicy
      sessions={[
        { Title: 'Limits', StartDateTime: inFiveHours },
        { Title: 'Derivatives', StartDateTime: storyAt(3 * 24 * 60) },
      ]}
      noticeHours={24}
      {...clock}
    />
  ),
};

export const CancelledByTheTutor: Story = { render: () => <CancelledNote by="Tutor" at={storyAt(-90)} reason="I am unwell." viewer="Student" {...clock} /> };
export const CancelledByYou: Story = { render: () => <CancelledNote by="Student" at={storyAt(-3 * 24 * 60)} viewer="Student" {...clock} /> };
export const TutorDidNotJoin: Story = { render: () => <CancelledNote by="Tutor" at={storyAt(-30)} rule="TutorNoShow" viewer="Student" {...clock} /> };

const cancelled = (): Promise<{ ok: true; value: Cancellation }> =>
  Promise.resolve({ ok: true, value: { ClassCode: 'PCdemo', Status: 'Cancelled', CancelledAt: new Date(STORY_NOW).toISOString(), CancelledBy: 'Student', Rule: 'InNotice', RefundAmount: 525, CurrencyType: 'INR' } as Cancellation });

const control = (side: 'Student' | 'Tutor', startsAt: string) => (
  <CancelClassControl name="Geometry Practice" side={side} amount={525} currency="INR" status="Scheduled" startsAt={startsAt} noticeHours={24} onCancel={cancelled} {...clock} />
);
const ask = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel class Geometry Practice' }));
};

export const CancelClass: Story = { render: () => control('Student', inTwoDays) };
export const StudentConfirmsARefund: Story = { name: 'Confirming (student, refunded in full)', render: () => control('Student', inTwoDays), play: ask };
export const StudentConfirmsNoRefund: Story = { name: 'Confirming (student, after free cancellation)', render: () => control('Student', inFiveHours), play: ask };
export const TutorConfirms: Story = { name: 'Confirming (tutor, with a reason)', render: () => control('Tutor', inTwoDays), play: ask };
