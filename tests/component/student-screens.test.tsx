import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { FakeBackendDb } from '../../src/adapters/fakes/fake-backend-db';
import type { ManualClock } from '../../src/adapters/fakes/manual-clock';
import { BackendError } from '../../src/domain/backend-error';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { CLOCK } from '../../src/ports/clock';
import { buildTestContainer, renderApp } from './render-app';

async function student(now = '2026-05-01T09:00:00Z') {
  const container = await buildTestContainer();
  container.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-in', user: { uid: 'student-uid', email: 'student@demo.test' } });
  container.get<ManualClock>(CLOCK).set(now);
  return container;
}

const DAY = 86_400_000;

describe('/student-dashboard', () => {
  it('lists upcoming private classes with payment status and the course sessions', async () => {
    renderApp(await student(), '/student-dashboard');
    const classes = await screen.findByRole('list', { name: 'Upcoming private classes' });
    const cards = within(classes).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Algebra Basics', 'Geometry Practice', 'Calculus Warm-up']);
    expect(cards[0]).toHaveTextContent('Not paid yet');
    expect(cards[1]).toHaveTextContent('Paid');
    expect(within(cards[0]!).getByRole('link', { name: 'Pay to join Algebra Basics' })).toHaveAttribute('href', '/private-class-checkout/PCdemo0000000001');
    expect(cards[1]).toHaveTextContent('Upcoming · Opens at');
    expect(within(cards[1]!).queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('with Asha Rao');
    expect(within(cards[0]!).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/demo-tutor');
    const sessions = await screen.findByRole('list', { name: 'Upcoming course sessions' });
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(4);
  });

  it('offers Join when a paid class is live', async () => {
    const container = await student();
    const db = container.get(FakeBackendDb);
    db.privateClasses.find((record) => record.ClassLink === 'PCdemo0000000002')!.Status = 'Live';
    renderApp(container, '/student-dashboard');
    expect(await screen.findByRole('link', { name: 'Join Geometry Practice' })).toHaveAttribute('href', '/private-class/PCdemo0000000002');
    expect(screen.queryByRole('link', { name: 'Join Algebra Basics' })).not.toBeInTheDocument();
  });

  it('offers Join for a paid class from 10 minutes before its start, by the clock alone', async () => {
    const container = await student();
    const geometry = container.get(FakeBackendDb).privateClasses.find((record) => record.ClassLink === 'PCdemo0000000002')!;
    container.get<ManualClock>(CLOCK).set(new Date(Date.parse(geometry.DateTime) - 10 * 60_000).toISOString());
    renderApp(container, '/student-dashboard');
    expect(await screen.findByRole('link', { name: 'Join Geometry Practice' })).toHaveAttribute('href', '/private-class/PCdemo0000000002');
    expect(screen.getAllByText('Open now').length).toBeGreaterThan(0);
  });

  it('moves a class the tutor ended to the last two weeks, saying Completed', async () => {
    const container = await student();
    const db = container.get(FakeBackendDb);
    db.privateClasses.find((record) => record.ClassLink === 'PCdemo0000000002')!.Status = 'Completed';
    renderApp(container, '/student-dashboard');
    const recent = await screen.findByRole('list', { name: 'Finished in the last two weeks' });
    expect(within(recent).getByRole('heading', { name: 'Geometry Practice' })).toBeInTheDocument();
    expect(within(recent).getByText('Completed')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Upcoming private classes' })).queryByText('Geometry Practice')).not.toBeInTheDocument();
  });

  it('says when nothing is upcoming, and retries after an error', async () => {
    const container = await student('2027-01-01T00:00:00Z');
    container.get(FakeBackendDb).failNext = new BackendError('network', 'offline');
    renderApp(container, '/student-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No upcoming private class. Find a tutor and book one.')).toBeInTheDocument();
    expect(await screen.findByText('No upcoming course session.')).toBeInTheDocument();
  });
});

describe('/student-private-class', () => {
  it('focuses one class and shows its paid status from GetPrivateClassStatus', async () => {
    renderApp(await student(), '/student-private-class/PCdemo0000000002');
    const focused = await screen.findByRole('region', { name: 'Your class' });
    await waitFor(() => expect(focused).toHaveTextContent('PCdemo0000000002: Paid'));
    const current = await screen.findByRole('listitem', { current: true });
    expect(current).toHaveTextContent('Geometry Practice');
  });

  it('lists all private classes, or says there are none', async () => {
    const container = await student();
    container.get(FakeBackendDb).bookings = [];
    renderApp(container, '/student-private-class');
    expect(await screen.findByText(/You have not booked a private class yet/)).toBeInTheDocument();
  });
});

describe('/student-course-class', () => {
  it('lists courses with payment status and links to each schedule; focuses one', async () => {
    renderApp(await student(), '/student-course-class/GCdemo0000000002');
    const focused = await screen.findByRole('region', { name: 'Your course' });
    await waitFor(() => expect(focused).toHaveTextContent('GCdemo0000000002: Paid'));
    expect(await screen.findByRole('link', { name: 'Schedule of Spoken English' })).toHaveAttribute('href', '/student-course-class/sessions-schedule/2001');
    expect(screen.getByRole('listitem', { current: true })).toHaveTextContent('Business English');
  });

  it("shows each course's next session with its phase, and Join once it is paid and the session's room is open", async () => {
    const container = await student();
    renderApp(container, '/student-course-class');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Spoken English' })).closest('li')!;
    await waitFor(() => expect(card).toHaveTextContent('Next session: Week 1, Fri, 8 May 2026, 9:00 AM · Upcoming · Opens at'));
    expect(within(card).queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('offers Join on the course card for a paid course whose session is open', async () => {
    const container = await student();
    const db = container.get(FakeBackendDb);
    db.payments.push(db.paymentRecord('GCdemo0000000001', 'pay_test0000000009', 'captured', '2026-05-01T08:00:00Z'));
    const first = db.sessions.find((session) => session.ClassID === 2001)!;
    container.get<ManualClock>(CLOCK).set(new Date(Date.parse(first.StartDateTime) - 5 * 60_000).toISOString());
    renderApp(container, '/student-course-class');
    expect(await screen.findByRole('link', { name: 'Join Spoken English: Week 1' })).toHaveAttribute('href', '/course-class/GCdemo0000000001');
  });
});

describe('/student-course-class/sessions-schedule/:ClassID', () => {
  it('shows the 4 sessions with past and upcoming marked, and downloads the schedule as .ics', async () => {
    const container = await student(new Date(Date.parse('2026-05-01T09:00:00Z') + 15 * DAY).toISOString());
    renderApp(container, '/student-course-class/sessions-schedule/2001');
    const list = await screen.findByRole('list', { name: 'Schedule of Spoken English' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).getAllByText(/^(Completed|Upcoming)$/)[0]!.textContent)).toEqual(['Completed', 'Completed', 'Upcoming', 'Upcoming']);

    let saved: Blob | undefined;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:schedule';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('spoken-english.ics');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download the whole schedule (.ics)' }));
    expect(click).toHaveBeenCalledTimes(1);
    const ics = await saved!.text();
    expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(4);
    expect(ics).toContain('SUMMARY:Spoken English: Week 1\r\n');
    expect(ics).toContain('DTSTART:20260508T090000Z\r\n');
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });

  it('says so for a course the student has not booked, and for a bad id', async () => {
    renderApp(await student(), '/student-course-class/sessions-schedule/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This course is not among your bookings.');
    renderApp(await student(), '/student-course-class/sessions-schedule/abc');
    expect(await screen.findByText('This schedule link is not valid.')).toBeInTheDocument();
  });
});
