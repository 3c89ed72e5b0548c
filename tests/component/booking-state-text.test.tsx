// The words of a booking's state on the tutor's Students table and class cards when the booking cost nothing: no
// "Paid", no "kept", no refund, and not marked as money the tutor keeps.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingState } from '../../src/contract/records';
import { BookingStateBadge, type BookingStateFacts } from '../../src/ui/features/tutor/booking-state-text';

const NOW = new Date('2026-05-01T09:00:00Z');

function badge(facts: Partial<BookingStateFacts> & { state: BookingState }) {
  const { container } = render(<BookingStateBadge facts={{ currency: 'INR', ...facts }} now={NOW} timeZone="UTC" />);
  return container.querySelector('.pill')!;
}

describe('a free booking (amount 0) on the tutor’s views', () => {
  it.each<[BookingState, string]>([
    ['Paid', 'Free booking'],
    ['NotPaid', 'Not paid'],
    ['CancelledByStudent', 'Cancelled by the student'],
    ['CancelledByTutor', 'Cancelled by you'],
    ['LeftCourse', 'Left the course'],
    ['Refunded', 'Free booking · Cancelled: you did not join in time'],
  ])('%s reads “%s”, not as money kept', (state, words) => {
    const shown = badge({ state, amount: 0 });
    expect(shown.textContent).toBe(words);
    expect(shown).not.toHaveClass('success');
    expect(screen.queryByText(/kept|Refunded ₹|nothing refunded/)).toBeNull();
  });

  it('a paid booking the student cancelled late still reads as paid and kept', () => {
    const shown = badge({ state: 'CancelledByStudent', amount: 525 });
    expect(shown.textContent).toBe('Cancelled by the student · Paid, kept (no refund)');
    expect(shown).toHaveClass('success');
  });
});
