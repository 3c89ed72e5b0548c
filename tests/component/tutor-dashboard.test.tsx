import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ManualScheduler } from '../../src/adapters/fakes/manual-scheduler';
import { SCHEDULER } from '../../src/ports/scheduler';
import { BackendError } from '../../src/domain/backend-error';
import { COURSE_API } from '../../src/ports/course-api';
import { EARNINGS_API } from '../../src/ports/earnings-api';
import { INSTANT_CLASS_API } from '../../src/ports/instant-class-api';
import { PRIVATE_CLASS_API } from '../../src/ports/private-class-api';
import { ContainerProvider } from '../../src/ui/components/container-context';
import { TutorDashboard } from '../../src/ui/features/tutor/dashboard/tutor-dashboard';
import { actAs, buildTestContainer, changeStore, copyOf, DEMO, store, storedBeforeDatesWereChecked, testClock } from './backend';
import { fill } from './fill';
import { tutorText } from '../../src/ui/features/tutor/tutor-text';
import { toast, WithToasts } from './toasts';
import { dated } from './dated';

/** The video Uid the signalling server records a user's stints under (mock-server/handlers/classroom.mjs, videoUid). */
async function videoUidOf(userId: string): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId)));
  const n = new DataView(digest.buffer).getUint32(0);
  return n === 0 ? 1 : n;
}

/** The demo tutor's private classes as the backend stores them. */
const tutorsClasses = () => store().privateClasses!.filter((record) => record.TutorID === DEMO.tutor.uid);

async function setup() {
  const container = await buildTestContainer();
  actAs(container, 'tutor');
  changeStore((state) => {
    state.users!.find((user) => user.UserID === DEMO.tutor.uid)!.TimeZone = 'Asia/Kolkata';
  });
  const privateClasses = container.get(PRIVATE_CLASS_API);
  return { container, privateClasses };
}

/** Opens a card's menu (named after its class) and chooses `item` from it. */
async function chooseFromMenu(user: ReturnType<typeof userEvent.setup>, card: ReturnType<typeof within>, name: string, item: string) {
  await user.click(card.getByRole('button', { name: `More actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

function show(container: Awaited<ReturnType<typeof setup>>['container']) {
  return render(
    <ContainerProvider container={container}>
      <MemoryRouter>
        <WithToasts>
          <TutorDashboard />
        </WithToasts>
      </MemoryRouter>
    </ContainerProvider>,
  );
}

describe('tutor dashboard: private classes', () => {
  it('lists the tutor’s classes with their state; the share link is copied by a button, and no class code is shown', async () => {
    const { container } = await setup();
    const open = tutorsClasses().find((record) => record.ClassName === 'Algebra Basics')!;
    const paid = tutorsClasses().find((record) => record.ClassLink === DEMO.paidPrivateClass.code)!;
    show(container);
    const user = userEvent.setup();
    const card = within((await screen.findByRole('heading', { level: 3, name: open.ClassName })).closest('li')!);
    expect(card.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(open.ClassLink))).not.toBeInTheDocument();
    expect(screen.queryByText(/private-class-checkout/)).not.toBeInTheDocument();
    // Unsold: copying the link is the card's one primary action; its outcome is a toast (the polite status region).
    await user.click(card.getByRole('button', { name: 'Copy share link' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Link copied.'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/private-class-checkout/${open.ClassLink}`);
    // Sold: the pill names who paid, and the link waits in the menu, whose items do not repeat the class's name.
    const sold = within(screen.getByRole('heading', { level: 3, name: paid.ClassName }).closest('li')!);
    expect(sold.getByText('Paid by Ravi Kumar')).toBeInTheDocument();
    expect(sold.queryByRole('button', { name: 'Copy share link' })).not.toBeInTheDocument();
    await user.click(sold.getByRole('button', { name: `More actions for ${paid.ClassName}` }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Copy share link', 'Propose a new time', 'Cancel class']);
    await user.click(screen.getByRole('menuitem', { name: 'Copy share link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/private-class-checkout/${paid.ClassLink}`);
  });

  it('says what to do next when there are no classes', async () => {
    const { container } = await setup();
    changeStore((state) => {
      state.privateClasses = state.privateClasses!.filter((record) => record.TutorID !== DEMO.tutor.uid);
    });
    show(container);
    const section = within(await screen.findByRole('region', { name: 'Private classes' }));
    expect(await section.findByText('No private classes yet')).toBeInTheDocument();
    expect(section.getByText('Create one below and share its link with a student.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    const { container, privateClasses } = await setup();
    // The upcoming panel lists private classes too: both first calls fail.
    const spy = vi
      .spyOn(privateClasses, 'listMine')
      .mockRejectedValueOnce(new BackendError('network', 'offline'))
      .mockRejectedValueOnce(new BackendError('network', 'offline'));
    show(container);
    const section = within(screen.getByRole('region', { name: 'Private classes' }));
    expect(await section.findByRole('alert')).toHaveTextContent('We could not load this.');
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(section.queryByRole('alert')).not.toBeInTheDocument());
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('shows field messages for bad input and stores nothing', async () => {
    const { container } = await setup();
    const before = copyOf(store().privateClasses);
    show(container);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Create a private class' }));
    await fill(user, form, { 'Duration (minutes)': '5', Price: '-3', 'Date and time': '2020-01-01T10:00' });
    await user.click(form.getByRole('button', { name: 'Create class' }));
    expect(await form.findByText('Enter a class name.')).toBeInTheDocument();
    expect(form.getByText('Duration must be a whole number of minutes, 15 to 480.')).toBeInTheDocument();
    expect(form.getByText('Enter a whole number, 0 or more.')).toBeInTheDocument();
    expect(form.getByText('Pick a time in the future.')).toBeInTheDocument();
    expect(form.getByLabelText('Class name')).toHaveAttribute('aria-invalid', 'true');
    expect(store().privateClasses).toEqual(before);
  });

  it.each([
    ['only spaces', '   ', 'Enter a class name.'],
    ['a control character (BEL)', 'Algebra\u0007', 'The class name contains characters that are not text; type it again.'],
    ['a control character (ESC)', '\u001b[31mAlgebra', 'The class name contains characters that are not text; type it again.'],
  ])('refuses a class name of %s at entry, at the field, and sends nothing', async (_what, name, message) => {
    const { container, privateClasses } = await setup();
    const save = vi.spyOn(privateClasses, 'save');
    show(container);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Create a private class' }));
    const field = form.getByLabelText('Class name');
    // fireEvent-free typing of a control character: set the value as a paste would.
    await user.click(field);
    await user.paste(name);
    await fill(user, form, { 'Date and time': '2027-01-10T16:00', Price: '700' });
    await user.click(form.getByRole('button', { name: 'Create class' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('creates a class at the time picked in the tutor’s zone and lists it', async () => {
    const { container } = await setup();
    show(container);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Create a private class' }));
    await screen.findByText('Times are shown in your time zone (Asia/Kolkata).');
    await fill(user, form, { 'Class name': 'Algebra one-to-one', 'Date and time': '2027-01-10T16:00', Price: '700' });
    await user.click(form.getByRole('button', { name: 'Create class' }));
    expect(await form.findByText(/“Algebra one-to-one” is scheduled/)).toBeInTheDocument();
    const saved = store().privateClasses!.filter((record) => record.ClassName === 'Algebra one-to-one');
    expect(saved).toHaveLength(1);
    expect(Date.parse(saved[0]!.DateTime)).toBe(Date.parse('2027-01-10T10:30:00.000Z'));
    expect(saved[0]).toMatchObject({ TutorID: DEMO.tutor.uid, Price: 700, Status: 'Scheduled' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Algebra one-to-one' })).toBeInTheDocument();
  });

  it('shows an overlap clearly', async () => {
    const { container } = await setup();
    // The seeded Algebra Basics starts 2026-05-03T05:00Z, 10:30 AM in Asia/Kolkata: the backend refuses a class then.
    const algebra = store().privateClasses!.find((record) => record.ClassLink === DEMO.privateClass.code)!;
    expect(Date.parse(algebra.DateTime)).toBe(Date.parse('2026-05-03T05:00:00Z'));
    const before = copyOf(store().privateClasses);
    show(container);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Create a private class' }));
    await screen.findByText('Times are shown in your time zone (Asia/Kolkata).');
    await fill(user, form, { 'Class name': 'Clash', 'Date and time': '2026-05-03T10:30', Price: '100' });
    await user.click(form.getByRole('button', { name: 'Create class' }));
    expect(await form.findByRole('alert')).toHaveTextContent("This time overlaps your private class 'Algebra Basics'. Pick another time.");
    expect(store().privateClasses).toEqual(before);
  });

  it('cancels a paid class only after confirmation, with a reason; the student is refunded and the tutor told so', async () => {
    const { container } = await setup();
    const target = tutorsClasses().find((record) => record.ClassLink === DEMO.paidPrivateClass.code)!;
    const status = () => store().privateClasses!.find((record) => record.ClassID === target.ClassID)!.Status;
    show(container);
    const user = userEvent.setup();
    const card = within((await screen.findByRole('heading', { level: 3, name: target.ClassName })).closest('li')!);
    await chooseFromMenu(user, card, target.ClassName, 'Cancel class');
    expect(status()).toBe('Scheduled');
    expect(card.getByRole('group', { name: `Cancel ${target.ClassName}? A student who paid is refunded in full and sees your reason.` })).toBeInTheDocument();
    await waitFor(() => expect(card.getByLabelText(/Reason \(optional\)/)).toHaveFocus());
    await user.click(card.getByRole('button', { name: 'Keep the class' }));
    await waitFor(() => expect(card.getByRole('button', { name: `More actions for ${target.ClassName}` })).toHaveFocus());
    await chooseFromMenu(user, card, target.ClassName, 'Cancel class');
    await user.type(card.getByLabelText(/Reason \(optional\)/), 'A family emergency.');
    await user.click(card.getByRole('button', { name: 'Yes, cancel the class' }));
    await waitFor(() => expect(status()).toBe('Cancelled'));
    expect(await card.findByText('Cancelled. The student is refunded ₹525.')).toHaveFocus();
    expect(store().privateClasses!.find((record) => record.ClassID === target.ClassID)).toMatchObject({ CancelledBy: 'Tutor', CancellationReason: 'A family emergency.' });
    expect(await card.findByText(dated(/^Cancelled by you today at \d{1,2}:\d{2} [AP]M: “A family emergency\.”$/))).toBeInTheDocument();
  });
});

describe('tutor dashboard: a student proposes a new time', () => {
  it('shows the proposal on the class with the student’s message; Accept moves the class and says where to', async () => {
    const { container } = await setup();
    const target = tutorsClasses().find((record) => record.ClassLink === DEMO.paidPrivateClass.code)!;
    const newTime = new Date(Date.parse(target.DateTime) + 3 * 3_600_000).toISOString();
    const studentSide = await buildTestContainer();
    actAs(studentSide, 'student');
    await studentSide.get(PRIVATE_CLASS_API).proposeReschedule(target.ClassLink, newTime, 'Could we start later?');
    show(container);
    const user = userEvent.setup();
    const card = within((await screen.findByRole('heading', { level: 3, name: target.ClassName })).closest('li')!);
    // 05:00 UTC → 10:30 AM in Asia/Kolkata; three hours later, 1:30 PM.
    expect(await card.findByRole('group', { name: /^The student proposes moving it to .*, 1:30 PM: “Could we start later\?”$/ })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: `Propose a new time for ${target.ClassName}` })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: `Accept new time for ${target.ClassName}` }));
    expect(await card.findByText(dated(/^Accepted: the class now starts .*, 1:30 PM\.$/))).toHaveFocus();
    await waitFor(() => expect(store().privateClasses!.find((record) => record.ClassID === target.ClassID)!.DateTime).toBe(newTime));
    expect(await card.findByText(dated(/^Moved by agreement; it was at .*, 10:30 AM\.$/))).toBeInTheDocument();
  });

  it('Decline keeps the class where it was', async () => {
    const { container } = await setup();
    const target = tutorsClasses().find((record) => record.ClassLink === DEMO.paidPrivateClass.code)!;
    const studentSide = await buildTestContainer();
    actAs(studentSide, 'student');
    await studentSide.get(PRIVATE_CLASS_API).proposeReschedule(target.ClassLink, new Date(Date.parse(target.DateTime) + 3 * 3_600_000).toISOString());
    show(container);
    const user = userEvent.setup();
    const card = within((await screen.findByRole('heading', { level: 3, name: target.ClassName })).closest('li')!);
    await user.click(await card.findByRole('button', { name: `Decline new time for ${target.ClassName}` }));
    expect(await card.findByText(dated(/^Declined: the class keeps its time, .*, 10:30 AM\.$/))).toHaveFocus();
    expect(store().privateClasses!.find((record) => record.ClassID === target.ClassID)!.DateTime).toBe(target.DateTime);
    expect(await card.findByText(dated(/^You declined moving it to .*, 1:30 PM\.$/))).toBeInTheDocument();
  });
});

describe('tutor dashboard: today and upcoming', () => {
  it('lists upcoming classes and sessions in the tutor’s zone and refreshes on the periodic task', async () => {
    const { container, privateClasses } = await setup();
    const courses = container.get(COURSE_API);
    await privateClasses.save({ ClassName: 'Future class', Duration: 60, DateTime: '2027-01-10T10:30:00Z', Price: 1, TransactionFees: 0, CurrencyType: 'INR' });
    const course = await courses.save({ CourseName: 'Future course', TopicID: 1, Price: 1, TransactionFees: 0, CurrencyType: 'INR', Capacity: 3 });
    await courses.saveSessions(course.ClassID, [{ Title: 'Kick-off', StartDateTime: '2027-01-09T03:00:00Z', Duration: 30 }]);
    show(container);
    const region = within(await screen.findByRole('region', { name: 'Today and upcoming' }));
    await screen.findByText('Times are shown in your time zone (Asia/Kolkata).');
    // The seeded classes come first (the next one on its own card); these two are later, each under its day.
    expect(within(await region.findByRole('list', { name: 'Next class' })).getAllByRole('listitem')).toHaveLength(1);
    const saturday = await region.findByRole('region', { name: 'Sat, 9 Jan 2027' });
    const sunday = region.getByRole('region', { name: 'Sun, 10 Jan 2027' });
    expect(within(saturday).getByRole('listitem').textContent).toBe('8:30 AMKick-off · session of Future course30 min · Upcoming · Opens at Sat, 9 Jan 2027, 8:20 AM');
    expect(within(sunday).getByRole('listitem').textContent).toMatch(/^4:00 PMFuture class60 min · Upcoming/);
    expect(region.queryByRole('link', { name: /^Start class/ })).not.toBeInTheDocument();
    expect(saturday.compareDocumentPosition(sunday) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const list = vi.spyOn(privateClasses, 'listMine');
    const scheduler = container.get<ManualScheduler>(SCHEDULER);
    expect(scheduler.intervals).toContain(20 * 60_000);
    await scheduler.runAll();
    await waitFor(() => expect(list).toHaveBeenCalled());
  });

  it('offers Start class for a class and a course session whose room is open (10 minutes before the start)', async () => {
    const { container, privateClasses } = await setup();
    const courses = container.get(COURSE_API);
    // The backend refuses overlapping times, so the class runs 09:10-09:25 and the session starts as it ends; at 09:15 the
    // class has started and the session's room opens (10 minutes before its start).
    const record = await privateClasses.save({ ClassName: 'Starting soon', Duration: 15, DateTime: '2026-05-01T09:10:00Z', Price: 1, TransactionFees: 0, CurrencyType: 'INR' });
    const course = await courses.save({ CourseName: 'Soon course', TopicID: 1, Price: 1, TransactionFees: 0, CurrencyType: 'INR', Capacity: 3 });
    await courses.saveSessions(course.ClassID, [{ Title: 'Opening', StartDateTime: '2026-05-01T09:25:00Z', Duration: 30 }]);
    testClock().set('2026-05-01T09:15:00Z');
    show(container);
    const region = within(await screen.findByRole('region', { name: 'Today and upcoming' }));
    expect(await region.findByRole('link', { name: 'Start class Starting soon' })).toHaveAttribute('href', `/private-class/${record.ClassLink}`);
    expect(region.getByRole('link', { name: 'Start class Soon course: Opening' })).toHaveAttribute('href', `/course-class/${course.ClassLink}`);
    expect(region.getAllByText('Open now')).toHaveLength(2);
  });

  it('leaves out a class the app cannot read (stored before dates were checked): the rest shows, and a note says so', async () => {
    const { container } = await setup();
    storedBeforeDatesWereChecked('GetPrivateClass', (data) => data.Items as Record<string, unknown>[], 0);
    show(container);
    const upcoming = within(await screen.findByRole('region', { name: 'Today and upcoming' }));
    expect(await upcoming.findByRole('note')).toHaveTextContent('1 item could not be shown.');
    expect(upcoming.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(upcoming.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the upcoming error with a retry', async () => {
    const { container, privateClasses } = await setup();
    // The private-class panel and the upcoming panel both list; fail both first calls.
    vi.spyOn(privateClasses, 'listMine').mockRejectedValueOnce(new BackendError('network', 'x')).mockRejectedValueOnce(new BackendError('network', 'x'));
    show(container);
    const region = within(await screen.findByRole('region', { name: 'Today and upcoming' }));
    expect(await region.findByRole('alert')).toHaveTextContent('We could not load this.');
    await userEvent.click(region.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(region.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('tutor dashboard: instant class and earnings', () => {
  it('starts an instant class: the participant link to send, the host entry to start it', async () => {
    const { container } = await setup();
    const api = container.get(INSTANT_CLASS_API);
    const start = vi.spyOn(api, 'start');
    show(container);
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: 'Instant class' }));
    await user.click(panel.getByRole('button', { name: 'Start instant class' }));
    expect(await panel.findByText('Enter a title for the class.')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
    await user.type(panel.getByLabelText('Instant class title'), 'Quick doubt session');
    await user.click(panel.getByRole('button', { name: 'Start instant class' }));
    const code = (await start.mock.results[0]!.value).ClassCode as string;
    expect(await panel.findByRole('link', { name: 'Start the class (host)' })).toHaveAttribute('href', `/tutor-instant-class/${code}`);
    // The link is copied by its button, not shown: no class code on screen.
    expect(panel.queryByText(new RegExp(code))).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Copy the participant link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/instant-classroom/${code}/2`);
    await waitFor(() => expect(toast()).toHaveTextContent('Link copied.'));
  });

  it('says what the earnings count, and the fees left out, in the payments’ money format', async () => {
    const { container } = await setup();
    show(container);
    const panel = within(await screen.findByRole('region', { name: 'Earnings' }));
    // The seed's kept payments: prices 500 + 1500 + 1500 + 450, fees 25 + 75 + 75 + 20.
    const inr = (amount: number) => tutorText.money(amount, 'INR');
    expect(await panel.findByText(`Payments received ${inr(4145)}: your earnings ${inr(3950)}, transaction fees ${inr(195)} (not yours).`)).toBeInTheDocument();
    expect(panel.getByText(/^Your earnings count the class and course prices of the payments you kept, less refunds\./)).toBeInTheDocument();
    const row = within(panel.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([inr(3950), inr(3950), inr(0), inr(0)]);
  });

  it('refuses an instant class title with a control character at entry and starts nothing', async () => {
    const { container } = await setup();
    const start = vi.spyOn(container.get(INSTANT_CLASS_API), 'start');
    show(container);
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: 'Instant class' }));
    await user.click(panel.getByLabelText('Instant class title'));
    await user.paste('Office\u0000hour');
    await user.click(panel.getByRole('button', { name: 'Start instant class' }));
    expect(await panel.findByText('The title contains characters that are not text; type it again.')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it('shows the earnings error with a retry', async () => {
    const { container } = await setup();
    const api = container.get(EARNINGS_API);
    vi.spyOn(api, 'getSummary').mockRejectedValueOnce(new BackendError('server', 'boom'));
    show(container);
    const panel = within(await screen.findByRole('region', { name: 'Earnings' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('We could not load this.');
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(panel.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('tutor dashboard: class cards say who booked and what became of it', () => {
  const cardOf = async (name: string) => within((await screen.findByRole('heading', { level: 3, name })).closest('li')!);
  const startOf = (code: string) => Date.parse(tutorsClasses().find((record) => record.ClassLink === code)!.DateTime);

  it('a sold slot names the student and the payment; an unsold one reads open; a past class keeps no share link', async () => {
    const { container } = await setup();
    show(container);
    expect(await (await cardOf('Geometry Practice')).findByText('Booked by Ravi Kumar · Paid')).toBeInTheDocument();
    // Booked but never paid is not sold: the slot is still open.
    expect((await cardOf('Algebra Basics')).getByText('Open: not booked yet')).toBeInTheDocument();
    expect((await cardOf('Trigonometry Starter')).getByText('Open: not booked yet')).toBeInTheDocument();
    const completed = await cardOf('Fractions Refresher');
    expect(completed.getByText('Booked by Priya Shah · Paid')).toBeInTheDocument();
    expect(completed.queryByRole('button', { name: 'Copy share link' })).not.toBeInTheDocument();
    expect(completed.getByText('Completed')).toBeInTheDocument();
    expect(completed.queryByText(/private-class-checkout/)).not.toBeInTheDocument();
    // Every other class is ahead: none offers Mark completed.
    const user = userEvent.setup();
    for (const name of ['Geometry Practice', 'Algebra Basics', 'Trigonometry Starter']) {
      await user.click((await cardOf(name)).getByRole('button', { name: `More actions for ${name}` }));
      expect(await screen.findAllByRole('menuitem')).not.toHaveLength(0);
      expect(screen.queryByRole('menuitem', { name: 'Mark completed' })).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
    }
  });

  it('after the tutor cancels a paid class, its card reads the refund with its amount and date, and drops the share link', async () => {
    const { container } = await setup();
    show(container);
    const user = userEvent.setup();
    const card = await cardOf('Geometry Practice');
    await chooseFromMenu(user, card, 'Geometry Practice', 'Cancel class');
    await user.click(card.getByRole('button', { name: 'Yes, cancel the class' }));
    // The refund was made now: 09:00 UTC is 2:30 PM in Asia/Kolkata.
    expect(await card.findByText(dated(`Booked by Ravi Kumar · Cancelled by you · Refunded ${tutorText.money(525, 'INR')} (2:30 PM, Today)`))).toBeInTheDocument();
    // Nothing is left to do with it: no share link, and no menu.
    expect(card.queryByRole('button', { name: 'Copy share link' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'More actions for Geometry Practice' })).not.toBeInTheDocument();
  });

  it('a class repriced in another currency after it was paid reads its refund in the currency the student paid', async () => {
    const { container } = await setup();
    changeStore((state) => {
      Object.assign(state.privateClasses!.find((record) => record.ClassLink === DEMO.paidPrivateClass.code)!, { Price: 10_000, TransactionFees: 0, CurrencyType: 'JPY' });
    });
    show(container);
    const user = userEvent.setup();
    const card = await cardOf('Geometry Practice');
    await chooseFromMenu(user, card, 'Geometry Practice', 'Cancel class');
    await user.click(card.getByRole('button', { name: 'Yes, cancel the class' }));
    // Paid 525 INR before the change: refunded 525 INR, not ¥525.
    expect(await card.findByText(dated(`Booked by Ravi Kumar · Cancelled by you · Refunded ${tutorText.money(525, 'INR')} (2:30 PM, Today)`))).toBeInTheDocument();
  });

  it('a student’s late cancel reads Cancelled by the student with the payment kept', async () => {
    const { container } = await setup();
    testClock().set(new Date(startOf(DEMO.paidPrivateClass.code) - 2 * 3_600_000));
    const studentSide = await buildTestContainer();
    actAs(studentSide, 'student');
    await studentSide.get(PRIVATE_CLASS_API).cancel(DEMO.paidPrivateClass.code);
    show(container);
    expect(await (await cardOf('Geometry Practice')).findByText('Booked by Ravi Kumar · Cancelled by the student · Paid, kept (no refund)')).toBeInTheDocument();
  });

  it('offers Mark completed only once the class has started with its tutor in the room, and says who did not join only after its end', async () => {
    const { container } = await setup();
    const start = startOf(DEMO.paidPrivateClass.code);
    const tutorUid = await videoUidOf(DEMO.tutor.uid);
    changeStore((state) => {
      state.attendance!.push({ id: 'tutor-in', ClassCode: DEMO.paidPrivateClass.code, RoomKey: DEMO.paidPrivateClass.code, Uid: tutorUid, Role: 'Tutor', JoinedAt: new Date(start - 5 * 60_000).toISOString() });
    });
    // Five minutes before the start, the tutor is in the room: the student may still come, and it is too early to complete.
    testClock().set(new Date(start - 4 * 60_000));
    const first = show(container);
    let card = await cardOf('Geometry Practice');
    expect(await card.findByText(/^Attendance: Asha Rao/)).toBeInTheDocument();
    expect(card.queryByText(/did not join/)).not.toBeInTheDocument();
    const early = userEvent.setup();
    await early.click(card.getByRole('button', { name: 'More actions for Geometry Practice' }));
    expect(await screen.findAllByRole('menuitem')).not.toHaveLength(0);
    expect(screen.queryByRole('menuitem', { name: 'Mark completed' })).not.toBeInTheDocument();
    first.unmount();

    // Past its end (60 minutes), the student never came.
    testClock().set(new Date(start + 61 * 60_000));
    show(container);
    card = await cardOf('Geometry Practice');
    expect(await card.findByText(/^Attendance: Asha Rao .* · Ravi Kumar did not join$/)).toBeInTheDocument();
    const user = userEvent.setup();
    await chooseFromMenu(user, card, 'Geometry Practice', 'Mark completed');
    await user.click(card.getByRole('button', { name: 'Yes, mark it completed' }));
    await waitFor(() => expect(store().privateClasses!.find((record) => record.ClassLink === DEMO.paidPrivateClass.code)!.Status).toBe('Completed'));
  });
});

describe('tutor dashboard: instant classes stay listed until they are ended', () => {
  it('lists the tutor’s Live instant classes with the participant link and host entry, also after leaving the dashboard', async () => {
    const { container } = await setup();
    const first = show(container);
    const user = userEvent.setup();
    const list = within(await screen.findByRole('region', { name: 'Your instant classes' }));
    const seeded = within(await list.findByRole('listitem', { name: 'Quick doubt-clearing session' }));
    expect(seeded.getByText(dated(/^Live · started /))).toBeInTheDocument();
    expect(seeded.queryByText(new RegExp(DEMO.instantClass.code))).not.toBeInTheDocument();
    await user.click(seeded.getByRole('button', { name: 'Copy the participant link of Quick doubt-clearing session' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/instant-classroom/${DEMO.instantClass.code}/2`);
    expect(seeded.getByRole('link', { name: 'Start or rejoin as host: Quick doubt-clearing session' })).toHaveAttribute('href', `/tutor-instant-class/${DEMO.instantClass.code}`);

    const starter = within(screen.getByRole('region', { name: 'Instant class' }));
    await user.type(starter.getByLabelText('Instant class title'), 'Doubts before the exam');
    await user.click(starter.getByRole('button', { name: 'Start instant class' }));
    const started = within(await list.findByRole('listitem', { name: 'Doubts before the exam' }));
    const code = store().instantClasses!.find((record) => record.Title === 'Doubts before the exam')!.ClassCode as string;
    expect(started.getByRole('link', { name: 'Start or rejoin as host: Doubts before the exam' })).toHaveAttribute('href', `/tutor-instant-class/${code}`);

    // Away and back: the dashboard loads them again from the backend.
    first.unmount();
    show(container);
    const again = within(await screen.findByRole('region', { name: 'Your instant classes' }));
    expect((await again.findAllByRole('listitem')).map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Doubts before the exam',
      'Quick doubt-clearing session',
    ]);
  });

  it('shows an ended one as Ended, with no link or host entry', async () => {
    const { container } = await setup();
    changeStore((state) => {
      Object.assign(state.instantClasses!.find((record) => record.ClassCode === DEMO.instantClass.code)!, { Status: 'Ended', EndedAt: '2026-05-01T08:55:00Z' });
    });
    show(container);
    const item = within(await within(await screen.findByRole('region', { name: 'Your instant classes' })).findByRole('listitem', { name: 'Quick doubt-clearing session' }));
    expect(item.getByText(dated('Ended 2:25 PM, Today'))).toBeInTheDocument();
    expect(item.queryByRole('link')).not.toBeInTheDocument();
    expect(item.queryByRole('button')).not.toBeInTheDocument();
  });
});
