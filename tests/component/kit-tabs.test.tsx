import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../../src/ui/components/kit/tabs';

type Tab = 'upcoming' | 'past' | 'cancelled';

function Bookings({ initial = 'upcoming' }: { initial?: Tab }) {
  const [tab, setTab] = useState<Tab>(initial);
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Your classes"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'upcoming', label: 'Upcoming', count: 2 },
          { id: 'past', label: 'Past', count: 5 },
          { id: 'cancelled', label: 'Cancelled' },
        ]}
      >
        <p>The {tab} classes</p>
      </Tabs>
    </>
  );
}

describe('Tabs (kit)', () => {
  it('is a named tablist whose selected tab controls the one panel, labelled by that tab', () => {
    render(<Bookings initial="past" />);
    expect(screen.getByRole('tablist', { name: 'Your classes' })).toBeInTheDocument();
    const past = screen.getByRole('tab', { name: 'Past 5', selected: true });
    expect(screen.getByRole('tab', { name: 'Upcoming 2', selected: false })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Past 5' });
    expect(past).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('The past classes');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('puts only the selected tab in the Tab order, then the panel', async () => {
    const user = userEvent.setup();
    render(<Bookings />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming 2' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Past 5' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Bookings />);
    await user.click(screen.getByRole('tab', { name: 'Upcoming 2' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past 5', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The past classes');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cancelled', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming 2', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cancelled', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Upcoming 2', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cancelled', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Cancelled' })).toHaveTextContent('The cancelled classes');
  });

  it('selects a tab on a click', async () => {
    const user = userEvent.setup();
    render(<Bookings />);
    await user.click(screen.getByRole('tab', { name: 'Past 5' }));
    expect(screen.getByRole('tab', { name: 'Past 5' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Upcoming 2' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The past classes');
  });
});
