import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { InMemoryStore } from '../../src/adapters/fakes/in-memory-store';
import type { Availability } from '../../src/contract/records';
import { LOCAL_STORAGE_KEYS, ROLE } from '../../src/domain/constants';
import { AVAILABILITY_API } from '../../src/ports/availability-api';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { PAYMENT_API } from '../../src/ports/payment-api';
import { availabilityText as t } from '../../src/ui/features/tutor/availability/availability-text';
import { actAs, captureAtProvider, DEMO } from './backend';
import { buildTestContainer, renderApp } from './render-app';

// The tests' clock starts Friday 1 May 2026 09:00 UTC (14:30 in Kolkata, the demo tutor's zone): the week of Monday
// 27 April. The tutor's hours: Saturdays 09:00–12:00, a 30-minute trial; Sunday 3 May is a day off.
const HOURS: Availability = {
  TimeZone: 'Asia/Kolkata',
  CurrencyType: 'INR',
  Weekly: [
    { Day: 6, From: '09:00', To: '12:00' },
    { Day: 7, From: '09:00', To: '12:00' },
  ],
  Overrides: [{ Date: '2026-05-03', Ranges: [] }],
  Lengths: [{ Minutes: 60, Price: 800, TransactionFees: 40 }],
  BufferMinutes: 0,
  MinNoticeHours: 0,
  HorizonDays: 60,
  Trial: { Minutes: 30, Price: 200, TransactionFees: 10 },
};

/** The tutor saves their hours; the demo student books and pays a trial on Saturday 2 May at 09:00 Kolkata time. */
async function bookedTrial(container: Container): Promise<string> {
  actAs(container, 'tutor');
  await container.get(AVAILABILITY_API).save(HOURS);
  actAs(container, 'student');
  const trial = await container.get(AVAILABILITY_API).hold({ slug: DEMO.tutor.slug, start: '2026-05-02T03:30:00.000Z', trial: true });
  const captured = await captureAtProvider(container.get(PAYMENT_API), trial.ClassLink);
  await container.get(PAYMENT_API).savePrivateClassPayment({ classCode: trial.ClassLink, paymentId: captured.PaymentID, orderId: captured.OrderID, signature: captured.Signature });
  return trial.ClassLink;
}

function openAsTutor(container: Container) {
  actAs(container, 'tutor');
  container.get<InMemoryStore>(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.ROLE, String(ROLE.TUTOR));
  return renderApp(container, '/tutor-availability');
}

/** A day of the calendar: its list item, named by its heading. */
const day = (name: string) => within(screen.getByRole('listitem', { name }));

describe('the tutor’s week calendar', () => {
  it('opens on the Calendar once hours are saved: this week’s hours and the booked trial, as a link to the class', async () => {
    const container = await buildTestContainer();
    const code = await bookedTrial(container);
    openAsTutor(container);
    expect(await screen.findByRole('heading', { name: 'Mon 27 Apr – Sun 3 May' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t.calendarTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(t.timesIn('Asia/Kolkata'))).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Trial lesson with Asha Rao, 9:00 – 9:30 AM' });
    expect(link).toHaveAttribute('href', `/private-class/${code}`);
    expect(day('Sat 2 May').getByText('Available 09:00–12:00')).toBeInTheDocument();
    expect(day('Sat 2 May').getByRole('link')).toBe(link);
    // Today (Friday) is named so; Sunday's override is a day off; a day with neither hours nor classes says so.
    expect(screen.getByRole('heading', { name: 'Fri 1 May, today' })).toBeInTheDocument();
    expect(day('Sun 3 May').getByText(t.dayOffThisDay)).toBeInTheDocument();
    expect(day('Sun 3 May').queryByText(/^Available/)).toBeNull();
    expect(day('Mon 27 Apr').getByText(t.noHoursThisDay)).toBeInTheDocument();
  });

  it('moves a week at a time with Next week and Previous week, and back with Today', async () => {
    const container = await buildTestContainer();
    await bookedTrial(container);
    openAsTutor(container);
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /^Trial lesson with Asha Rao/ });
    await user.click(screen.getByRole('button', { name: t.nextWeek }));
    expect(screen.getByRole('heading', { name: 'Mon 4 May – Sun 10 May' })).toBeInTheDocument();
    await waitFor(() => expect(day('Sat 9 May').getByText('Available 09:00–12:00')).toBeInTheDocument());
    // Sunday 10 May has its weekday's hours again (the override was for 3 May only); the trial is not this week.
    expect(day('Sun 10 May').getByText('Available 09:00–12:00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Trial lesson with Asha Rao/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: t.previousWeek }));
    await user.click(screen.getByRole('button', { name: t.previousWeek }));
    expect(screen.getByRole('heading', { name: 'Mon 20 Apr – Sun 26 Apr' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.thisWeek }));
    expect(screen.getByRole('heading', { name: 'Mon 27 Apr – Sun 3 May' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Trial lesson with Asha Rao, 9:00 – 9:30 AM' })).toBeInTheDocument();
  });

  it('reads as a list by day: seven days, each with its heading, its hours and its classes', async () => {
    const container = await buildTestContainer();
    await bookedTrial(container);
    openAsTutor(container);
    await screen.findByRole('link', { name: /^Trial lesson with Asha Rao/ });
    const days = within(screen.getByRole('list', { name: t.daysLabel })).getAllByRole('listitem', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) / });
    expect(days.map((d) => within(d).getByRole('heading').textContent)).toEqual(['Mon 27 Apr', 'Tue 28 Apr', 'Wed 29 Apr', 'Thu 30 Apr', 'Fri 1 May, today', 'Sat 2 May', 'Sun 3 May']);
    // Saturday lists its hours, then its class.
    const [hours, trial, ...others] = within(days[5]!).getAllByRole('listitem');
    expect(hours).toHaveTextContent('Available 09:00–12:00');
    expect(within(trial!).getByRole('link')).toHaveAccessibleName('Trial lesson with Asha Rao, 9:00 – 9:30 AM');
    expect(others).toEqual([]);
    // Not a table of empty cells: no table or grid roles.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('before the first save opens on Hours and prices; its Calendar tab shows the classes the tutor made, not booked yet', async () => {
    const container = await buildTestContainer();
    openAsTutor(container);
    const user = userEvent.setup();
    expect(await screen.findByRole('form', { name: t.formLabel })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t.hoursTab })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: t.calendarTab }));
    expect(screen.getByRole('note')).toHaveTextContent(t.firstSaveNotice);
    // The demo tutor's own class of this week (the seed's), which no student has booked.
    expect(await screen.findByRole('link', { name: 'Algebra Basics, 10:30 – 11:30 AM, not booked yet' })).toBeInTheDocument();
    expect(screen.queryByText(/^Available/)).toBeNull();
  });

  it('says when a week has neither hours nor classes, and Edit hours opens the form', async () => {
    const container = await buildTestContainer();
    actAs(container, 'tutor');
    container.get<InMemoryStore>(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.ROLE, String(ROLE.TUTOR));
    renderApp(container, '/tutor-availability?tab=calendar&week=2026-01-05');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Mon 5 Jan – Sun 11 Jan' })).toBeInTheDocument();
    expect(await screen.findByText(t.emptyWeek)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: t.daysLabel })).toBeNull();
    await user.click(screen.getByRole('button', { name: t.editHours }));
    await waitFor(() => expect(screen.getByRole('tab', { name: t.hoursTab })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('form', { name: t.formLabel })).toBeInTheDocument();
  });
});
