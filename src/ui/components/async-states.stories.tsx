// The async states (async-states.tsx) every panel draws: the spec's 'Loading.....', an error with Try again, empty, data.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsyncView, ErrorBlock, LoadingBlock } from './async-states';
import type { AsyncLoad } from './server-state';

const meta: Meta = { title: 'Shared/Async states', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

const still = { retry: () => undefined, refresh: () => undefined };
const panel = (load: AsyncLoad<string[]>) => (
  <section className="card" aria-labelledby="panel-title" style={{ maxWidth: 560 }}>
    <h2 id="panel-title">Your students</h2>
    <AsyncView load={load} isEmpty={(names) => names.length === 0} empty="No student has booked yet.">
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </AsyncView>
  </section>
);

export const Loading: Story = { render: () => panel({ status: 'loading', ...still }) };
export const Failed: Story = { name: 'Error, with Try again', render: () => panel({ status: 'error', refusal: { code: 'offline' } as never, ...still }) };
export const Empty: Story = { render: () => panel({ status: 'ready', data: [], ...still }) };
export const WithData: Story = { render: () => panel({ status: 'ready', data: ['Priya Shah', 'Ravi Kumar'], ...still }) };

export const Blocks: Story = {
  name: 'The blocks alone (LoadingBlock, ErrorBlock with a message)',
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <LoadingBlock />
      <ErrorBlock message="The payments could not be loaded. Check your connection and try again." onRetry={() => undefined} />
    </div>
  ),
};
