// The class's phase (class-phase.tsx PhaseNote): its pill and, before the room opens, when it opens in the viewer's
// zone, and in how long within the hour. On the catalogue's fixed clock (story-services.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhaseNote } from './class-phase';
import { STORY_NOW, STORY_ZONE, storyAt } from './story-services';

const meta: Meta = { title: 'Shared/ClassPhase', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

const lesson = (startsInMinutes: number, status = 'Scheduled') => ({ status, startsAt: storyAt(startsInMinutes), durationMinutes: 60 });

const PHASES: [string, ReturnType<typeof lesson>][] = [
  ['Upcoming, another day', lesson(3 * 24 * 60)],
  ['Upcoming, later today', lesson(5 * 60)],
  ['Upcoming, opening within the hour', lesson(40)],
  ['Open now (10 minutes before the start)', lesson(5)],
  ['Live', lesson(-20)],
  ['Completed', lesson(-3 * 60, 'Completed')],
  ['Cancelled', lesson(24 * 60, 'Cancelled')],
];

export const EveryPhase: Story = {
  render: () => (
    <ul className="card-list" style={{ maxWidth: 560 }}>
      {PHASES.map(([name, l]) => (
        <li key={name} className="card">
          <h3 className="card-title">{name}</h3>
          <p>
            <PhaseNote lesson={l} nowMs={STORY_NOW} timeZone={STORY_ZONE} />
          </p>
        </li>
      ))}
    </ul>
  ),
};
