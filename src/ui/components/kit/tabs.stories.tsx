// Tabs (tabs.tsx) in their states: the first tab selected, another selected, with counts, many tabs with long labels
// (they scroll sideways on a phone). The catalogue's test runs each at 1280 and 360 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EmptyState } from './empty-state';
import { Tabs, type TabItem } from './tabs';

const meta: Meta = { title: 'Kit/Tabs', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

function Switcher<T extends string>({ tabs, initial, label = 'Your classes' }: { tabs: TabItem<T>[]; initial: T; label?: string }) {
  const [tab, setTab] = useState<T>(initial);
  const chosen = tabs.find((item) => item.id === tab);
  return (
    <Tabs label={label} tabs={tabs} value={tab} onChange={setTab}>
      {chosen?.count === 0 ? <EmptyState title={`Nothing in “${chosen.label}” yet.`} /> : <p>{chosen?.label}: the list goes here.</p>}
    </Tabs>
  );
}

const bookings: TabItem<'upcoming' | 'past'>[] = [
  { id: 'upcoming', label: 'Upcoming', count: 2 },
  { id: 'past', label: 'Past', count: 14 },
];

export const FirstSelected: Story = { render: () => <Switcher tabs={bookings} initial="upcoming" /> };

export const SecondSelected: Story = { render: () => <Switcher tabs={bookings} initial="past" /> };

export const EmptyTab: Story = {
  render: () => (
    <Switcher
      initial="upcoming"
      tabs={[
        { id: 'upcoming', label: 'Upcoming', count: 0 },
        { id: 'past', label: 'Past', count: 3 },
      ]}
    />
  ),
};

export const WithoutCounts: Story = {
  render: () => (
    <Switcher
      label="Payments"
      initial="received"
      tabs={[
        { id: 'received', label: 'Payments received' },
        { id: 'withdrawn', label: 'Withdrawals to your bank' },
        { id: 'refunded', label: 'Refunds to students' },
        { id: 'fees', label: 'Fees kept by the payment provider' },
      ]}
    />
  ),
};
