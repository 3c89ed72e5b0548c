import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { Availability } from '../../src/contract/records';
import { AVAILABILITY_API } from '../../src/ports/availability-api';
import { actAs, captureAtProvider, DEMO } from './backend';
import { PAYMENT_API } from '../../src/ports/payment-api';
import { buildTestContainer, renderApp } from './render-app';
import { dated } from './dated';

// The demo tutor's hours (Asia/Kolkata): 09:00–12:00 every day, one 60-minute lesson (₹800 + ₹40) and a 30-minute
// trial (₹200 + ₹10). The tests' clock starts Friday 1 May 2026 09:00 UTC (14:30 in Kolkata): that day's hours are past.
const HOURS: Availability = {
  TimeZone: 'Asia/Kolkata',
  CurrencyType: 'INR',
  Weekly: [1, 2, 3, 4, 5, 6, 7].map((Day) => ({ Day, From: '09:00', To: '12:00' })),
  Overrides: [],
  Lengths: [{ Minutes: 60, Price: 800, TransactionFees: 40 }],
  BufferMinutes: 0,
  MinNoticeHours: 0,
  HorizonDays: 60,
  Trial: { Minutes: 30, Price: 200, TransactionFees: 10 },
};

/** Saves the demo tutor's hours through the backend, as the tutor; the container then acts as nobody. */
async function publishHours(container: Container, hours: Availability = HOURS): Promise<void> {
  actAs(container, 'tutor');
  await container.get(AVAILABILITY_API).save(hours);
  actAs(container, null);
}

/** The open times of one day in the panel (by the day's section). */
function slotsOn(day: string) {
  return within(screen.getByRole('region', { name: `Open times on ${day}` })).getAllByRole('button');
}

describe('booking a time from the tutor’s hours', () => {
  it('a visitor sees the lesson lengths (the trial first, with its fees) and a week of slots by day in their zone', async () => {
    const container = await buildTestContainer();
    await publishHours(container);
    renderApp(container, '/demo-tutor');
    const trial = await screen.findByRole('button', { name: 'Trial lesson · 30 min · ₹210' });
    const regular = screen.getByRole('button', { name: '60 min · ₹840' });
    const lengths = within(screen.getByRole('group', { name: 'Lesson length' })).getAllByRole('button');
    expect(lengths).toEqual([trial, regular]);
    expect(trial).toHaveAttribute('aria-pressed', 'true');
    expect(regular).toHaveAttribute('aria-pressed', 'false');
    // The browser's zone (UTC here, no profile): Kolkata's 09:00–12:00 is 03:30–06:30, this week from today (Friday).
    expect(screen.getByRole('heading', { name: 'Fri 1 May – Thu 7 May' })).toBeInTheDocument();
    expect(screen.getByText('Times are shown in your time zone (UTC).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    expect((await screen.findByRole('region', { name: 'Open times on Saturday 2 May' })).querySelector('h4')).toHaveTextContent('Saturday 2 May');
    expect(screen.queryByRole('region', { name: 'Open times on Friday 1 May' })).not.toBeInTheDocument();
    expect(slotsOn('Saturday 2 May').map((b) => b.textContent)).toEqual(['3:30 AM', '4:00 AM', '4:30 AM', '5:00 AM', '5:30 AM', '6:00 AM']);
    expect(screen.getByRole('button', { name: 'Book 3:30 AM on Saturday 2 May, 30 min' })).toBeInTheDocument();

    // The 60-minute lesson: its last start is 11:00 in Kolkata (05:30 UTC).
    await userEvent.click(regular);
    expect(regular).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(slotsOn('Saturday 2 May').map((b) => b.textContent)).toEqual(['3:30 AM', '4:00 AM', '4:30 AM', '5:00 AM', '5:30 AM']));

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { name: 'Fri 8 May – Thu 14 May' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Open times on Friday 8 May' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  });

  it('a week with no open time says so, and Next open jumps to the week of the first one', async () => {
    const container = await buildTestContainer();
    // Only Mondays, and a week's notice: nothing is open before Monday 11 May.
    await publishHours(container, { ...HOURS, Weekly: [{ Day: 1, From: '09:00', To: '12:00' }], MinNoticeHours: 168 });
    renderApp(container, '/demo-tutor');
    expect(await screen.findByText('No open times this week.')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next open: Mon, 11 May 2026, 3:30 AM' });
    await userEvent.click(next);
    expect(screen.getByRole('heading', { name: 'Mon 11 May – Sun 17 May' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Open times on Monday 11 May' })).toBeInTheDocument();
    expect(slotsOn('Monday 11 May')[0]).toHaveTextContent('3:30 AM');
  });

  it('a tutor without hours keeps the fixed-time classes panel, with no slot picker', async () => {
    renderApp(await buildTestContainer(), '/demo-tutor');
    expect(await screen.findByRole('button', { name: 'Book Algebra Basics' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Book a lesson' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Lesson length' })).not.toBeInTheDocument();
  });

  it('a visitor choosing a slot is asked to sign in first', async () => {
    const container = await buildTestContainer();
    await publishHours(container);
    const { router } = renderApp(container, '/demo-tutor');
    await userEvent.click(await screen.findByRole('button', { name: 'Book 3:30 AM on Saturday 2 May, 30 min' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/demo-tutor' });
  });

  it('a student holds a slot and goes to its checkout, which says how long it is held', async () => {
    const container = await buildTestContainer();
    await publishHours(container);
    actAs(container, 'student');
    const { router } = renderApp(container, '/demo-tutor');
    await userEvent.click(await screen.findByRole('button', { name: '60 min · ₹840' }));
    // The student's profile zone (Asia/Kolkata) once it is known: the slots read as the tutor's hours.
    const slot = await screen.findByRole('button', { name: 'Book 9:00 AM on Saturday 2 May, 60 min' });
    // The panel's note names the zone the slots are in: the profile's, not the browser's (UTC here).
    expect(screen.getByText('Times are shown in your time zone (Asia/Kolkata).')).toBeInTheDocument();
    await userEvent.click(slot);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/private-class-checkout\/\w+$/));
    expect(await screen.findByText('60-minute lesson with Asha Rao')).toBeInTheDocument();
    // Held 10 minutes from 09:00 UTC: 14:40 in Kolkata.
    expect(screen.getByText('Held for you until 2:40 PM')).toBeInTheDocument();
  });

  it('a slot taken meanwhile says so and the week is read again without it', async () => {
    const container = await buildTestContainer();
    await publishHours(container);
    actAs(container, 'student');
    renderApp(container, '/demo-tutor');
    const slot = await screen.findByRole('button', { name: 'Book 9:00 AM on Saturday 2 May, 30 min' });
    // Another student holds that time while this one looks at the page.
    const other = await buildTestContainer();
    actAs(other, { uid: 'student-priya-shah', email: 'priya.shah@demo.test' });
    const held = await other.get(AVAILABILITY_API).hold({ slug: DEMO.tutor.slug, start: '2026-05-02T03:30:00.000Z', trial: true });
    expect(held.HeldUntil).toBeDefined();
    await userEvent.click(slot);
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is not open any more: choose another one.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Book 9:00 AM on Saturday 2 May, 30 min' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Book 9:30 AM on Saturday 2 May, 30 min' })).toBeInTheDocument();
  });

  it('a search card shows the tutor’s next open time instead of their next fixed-time class', async () => {
    const container = await buildTestContainer();
    await publishHours(container);
    actAs(container, 'student');
    renderApp(container, '/tutor-search?q=asha');
    expect(await screen.findByText('1 tutor found')).toBeInTheDocument();
    // Saturday 2 May 09:00 in Kolkata, the student's profile zone (once it is loaded): the first open slot of her first length.
    expect(await screen.findByText(dated('Next open: Sat, 2 May 2026, 9:00 AM'))).toBeInTheDocument();
    expect(screen.queryByText(dated(/^Next class:/))).not.toBeInTheDocument();
  });
});

describe('every lesson the tutor offers, and the cancellation notice before paying', () => {
  const LENGTHS: Availability = {
    ...HOURS,
    Lengths: [
      { Minutes: 45, Price: 600, TransactionFees: 30 },
      { Minutes: 60, Price: 800, TransactionFees: 40 },
      { Minutes: 90, Price: 1150, TransactionFees: 55 },
    ],
  };

  it('shows a chip per lesson, the trial first, each with what the student pays; choosing one loads that length’s week', async () => {
    const container = await buildTestContainer();
    await publishHours(container, LENGTHS);
    renderApp(container, '/demo-tutor');
    const trial = await screen.findByRole('button', { name: 'Trial lesson · 30 min · ₹210' });
    const chips = within(screen.getByRole('group', { name: 'Lesson length' })).getAllByRole('button');
    expect(chips.map((c) => c.getAttribute('aria-label'))).toEqual(['Trial lesson · 30 min · ₹210', '45 min · ₹630', '60 min · ₹840', '90 min · ₹1,205']);
    expect(chips[0]).toBe(trial);
    expect(chips[1]).toHaveTextContent('45 min₹630');

    // 45 minutes: starts every half hour from 09:00 to 11:00 in Kolkata (03:30–05:30 UTC), the last ending by 12:00.
    await userEvent.click(screen.getByRole('button', { name: '45 min · ₹630' }));
    expect(screen.getByRole('button', { name: '45 min · ₹630' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(slotsOn('Saturday 2 May').map((b) => b.getAttribute('aria-label'))).toEqual(
      ['3:30 AM', '4:00 AM', '4:30 AM', '5:00 AM', '5:30 AM'].map((time) => `Book ${time} on Saturday 2 May, 45 min`),
    ));
    // 90 minutes: the last start is 10:30 in Kolkata (05:00 UTC).
    await userEvent.click(screen.getByRole('button', { name: '90 min · ₹1,205' }));
    await waitFor(() => expect(slotsOn('Saturday 2 May').map((b) => b.getAttribute('aria-label'))).toEqual(
      ['3:30 AM', '4:00 AM', '4:30 AM', '5:00 AM'].map((time) => `Book ${time} on Saturday 2 May, 90 min`),
    ));
  });

  it('marks the times that start within the cancellation notice (24 hours), and only those', async () => {
    const container = await buildTestContainer();
    await publishHours(container, LENGTHS);
    renderApp(container, '/demo-tutor');
    // Now is Friday 09:00 UTC: Saturday's 03:30 UTC is 18½ hours away, Sunday's 42½.
    const soon = await screen.findByRole('button', { name: 'Book 3:30 AM on Saturday 2 May, 30 min' });
    expect(screen.getByText('Marked times start within 24 hours: they cannot be cancelled for a refund.')).toBeInTheDocument();
    expect(soon).toHaveAccessibleDescription('Marked times start within 24 hours: they cannot be cancelled for a refund.');
    expect(soon).toHaveClass('slot-late');
    const later = screen.getByRole('button', { name: 'Book 3:30 AM on Sunday 3 May, 30 min' });
    expect(later).not.toHaveAccessibleDescription();
    expect(later).not.toHaveClass('slot-late');
  });

  it('a student who had their trial with the tutor is offered the regular lessons only', async () => {
    const container = await buildTestContainer();
    await publishHours(container, LENGTHS);
    actAs(container, 'student');
    const trial = await container.get(AVAILABILITY_API).hold({ slug: DEMO.tutor.slug, start: '2026-05-02T03:30:00.000Z', trial: true });
    const captured = await captureAtProvider(container.get(PAYMENT_API), trial.ClassLink);
    await container.get(PAYMENT_API).savePrivateClassPayment({ classCode: trial.ClassLink, paymentId: captured.PaymentID, orderId: captured.OrderID, signature: captured.Signature });
    renderApp(container, '/demo-tutor');
    const first = await screen.findByRole('button', { name: '45 min · ₹630' });
    const chips = within(screen.getByRole('group', { name: 'Lesson length' })).getAllByRole('button');
    expect(chips.map((c) => c.getAttribute('aria-label'))).toEqual(['45 min · ₹630', '60 min · ₹840', '90 min · ₹1,205']);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: 'Book 10:00 AM on Saturday 2 May, 45 min' })).toBeInTheDocument();
  });

  /** The demo tutor open around the clock with 12 hours' notice; the student holds `start` and opens its checkout. */
  async function checkoutOf(start: string) {
    const container = await buildTestContainer();
    await publishHours(container, { ...LENGTHS, Weekly: [1, 2, 3, 4, 5, 6, 7].map((Day) => ({ Day, From: '00:00', To: '24:00' })), MinNoticeHours: 12 });
    actAs(container, 'student');
    const held = await container.get(AVAILABILITY_API).hold({ slug: DEMO.tutor.slug, start, minutes: 60 });
    renderApp(container, `/private-class-checkout/${held.ClassLink}`);
    expect(await screen.findByText('60-minute lesson with Asha Rao')).toBeInTheDocument();
  }

  it('the checkout of a lesson 13 hours ahead says it cannot be cancelled for a refund', async () => {
    await checkoutOf('2026-05-01T22:00:00.000Z');
    expect(screen.getByText('This lesson starts within 24 hours: it cannot be cancelled for a refund.')).toBeInTheDocument();
    expect(screen.getByText(/If the tutor cancels, you are refunded in full\./)).toBeInTheDocument();
    expect(screen.queryByText(/^Free cancellation/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('the checkout of a lesson 3 days ahead gives the free cancellation deadline instead', async () => {
    await checkoutOf('2026-05-04T09:00:00.000Z');
    // The rule's sentence, with its deadline (a <time>) inside it: Sunday 3 May 09:00 UTC, 24 hours before the start.
    expect(screen.getByText(dated(/^Free cancellation until Sun, 3 May 2026, 2:30 PM \(24 hours before the start\)/))).toBeInTheDocument();
    expect(screen.queryByText(/starts within 24 hours/)).not.toBeInTheDocument();
  });
});
