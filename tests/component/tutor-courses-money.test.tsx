import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/domain/backend-error';
import { COURSE_API } from '../../src/ports/course-api';
import { EARNINGS_API } from '../../src/ports/earnings-api';
import { FILE_UPLOAD_API } from '../../src/ports/file-upload-api';
import { ContainerProvider } from '../../src/ui/components/container-context';
import { AddBankScreen } from '../../src/ui/features/tutor/earnings/add-bank-screen';
import { CashWithdrawalScreen } from '../../src/ui/features/tutor/earnings/cash-withdrawal-screen';
import { CourseClassScreen } from '../../src/ui/features/tutor/courses/course-class-screen';
import { ManageSessionsScreen } from '../../src/ui/features/tutor/courses/manage-sessions-screen';
import { actAs, changeStore, DEMO, store } from './backend';
import { buildTestContainer } from './render-app';
import { fill } from './fill';
import { WithToasts } from './toasts';
import { dated } from './dated';

/** The first bytes of a PNG file (the backend judges images by them). */
const PNG_HEADER = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The demo tutor without the bank account the seed gives her. */
function withoutBankAccounts() {
  changeStore((state) => {
    state.bankAccounts = state.bankAccounts!.filter((account) => account.TutorID !== DEMO.tutor.uid);
  });
}

async function setup() {
  const container = await buildTestContainer();
  actAs(container, 'tutor');
  // Times in these tests are read in UTC: the tutor's profile says so.
  changeStore((state) => {
    state.users.find((profile) => profile.UserID === DEMO.tutor.uid)!.TimeZone = 'UTC';
  });
  // The backend's store, as the checks below read it (wire names).
  const db = store();
  const show = (ui: ReactNode) =>
    render(
      <ContainerProvider container={container}>
        <MemoryRouter>
          <WithToasts>{ui}</WithToasts>
        </MemoryRouter>
      </ContainerProvider>,
    );
  return { container, db, show, courses: container.get(COURSE_API), earnings: container.get(EARNINGS_API) };
}

describe('/course-class', () => {
  it('checks the course form at entry and stores nothing on bad input', async () => {
    const { db, show } = await setup();
    const before = db.courses.length;
    show(<CourseClassScreen />);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Create a group course' }));
    await user.clear(form.getByLabelText('Capacity (students)'));
    await user.type(form.getByLabelText('Capacity (students)'), '0');
    await user.click(form.getByRole('button', { name: 'Create course' }));
    expect(await form.findByText('Enter a course name.')).toBeInTheDocument();
    expect(form.getByText('Choose a topic.')).toBeInTheDocument();
    expect(form.getByText('Capacity must be a whole number, 1 to 500.')).toBeInTheDocument();
    expect(form.getByText('Enter a whole number, 0 or more.')).toBeInTheDocument();
    expect(db.courses.length).toBe(before);
  });

  it.each([
    ['only spaces', '   ', 'Enter a course name.'],
    ['a NUL', 'Chess\u0000', 'The course name contains characters that are not text; type it again.'],
  ])('refuses a course name of %s at the field and sends nothing', async (_what, name, message) => {
    const { db, show, courses } = await setup();
    const before = db.courses.length;
    const save = vi.spyOn(courses, 'save');
    show(<CourseClassScreen />);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Create a group course' }));
    await user.click(form.getByLabelText('Course name'));
    await user.paste(name);
    await user.click(form.getByRole('button', { name: 'Create course' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText('Course name')).toHaveAttribute('aria-invalid', 'true');
    expect([save.mock.calls.length, db.courses.length]).toEqual([0, before]);
  });

  it('says what to do when there are no courses, and offers a retry on error', async () => {
    const { show, courses } = await setup();
    changeStore((state) => {
      state.courses = state.courses!.filter((course) => course.TutorID !== DEMO.tutor.uid);
    });
    vi.spyOn(courses, 'listMine').mockRejectedValueOnce(new BackendError('network', 'offline'));
    show(<CourseClassScreen />);
    const region = within(await screen.findByRole('region', { name: 'Your courses' }));
    expect(await region.findByRole('alert')).toHaveTextContent('We could not load this.');
    await userEvent.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByText('No courses yet')).toBeInTheDocument();
    expect(region.getByText('Create one below, then add its sessions.')).toBeInTheDocument();
  });

  it('creates a course and links to its sessions', async () => {
    const { db, show } = await setup();
    show(<CourseClassScreen />);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Create a group course' }));
    await user.type(form.getByLabelText('Course name'), 'Poetry club');
    await waitFor(() => expect(form.getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(form.getByLabelText('Topic'), form.getAllByRole('option')[1]!);
    await user.type(form.getByLabelText('Price'), '900');
    await user.click(form.getByRole('button', { name: 'Create course' }));
    const link = await form.findByRole('link', { name: 'Manage sessions of Poetry club' });
    const saved = db.courses.find((course) => course.CourseName === 'Poetry club')!;
    expect(link).toHaveAttribute('href', `/course-class/managesession/${saved.ClassID}`);
  });

  it('uploads a cover image, saves the course with it and shows it in the list', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cover-preview');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { db, show, container: services } = await setup();
    const upload = vi.spyOn(services.get(FILE_UPLOAD_API), 'upload');
    const { container } = show(<CourseClassScreen />);
    const user = userEvent.setup({ applyAccept: false });
    const form = within(await screen.findByRole('form', { name: 'Create a group course' }));
    await user.upload(form.getByLabelText('Cover image'), new File([new Uint8Array(64)], 'notes.txt', { type: 'text/plain' }));
    expect(await form.findByText('“notes.txt” is not a PNG, JPEG or WebP image. Choose one of those; nothing was uploaded.')).toBeInTheDocument();
    await user.upload(form.getByLabelText('Cover image'), new File([PNG_HEADER, new Uint8Array(56)], 'cover.png', { type: 'image/png' }));
    await user.type(form.getByLabelText('Course name'), 'Poetry club');
    await waitFor(() => expect(form.getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(form.getByLabelText('Topic'), form.getAllByRole('option')[1]!);
    await user.type(form.getByLabelText('Price'), '900');
    await user.click(form.getByRole('button', { name: 'Create course' }));
    await form.findByRole('link', { name: 'Manage sessions of Poetry club' });
    const saved = db.courses.find((course) => course.CourseName === 'Poetry club')!;
    const cover = (await upload.mock.results[0]!.value) as { FileURL: string; Purpose: string };
    expect(cover.Purpose).toBe('CourseCover');
    expect(saved.CoverImageURL).toBe(cover.FileURL);
    await waitFor(() => expect(container.querySelector(`img.course-cover[src="${saved.CoverImageURL}"]`)).not.toBeNull());
    // The refused text file never left the browser: one upload, the cover, stored by the backend.
    expect(upload).toHaveBeenCalledTimes(1);
    expect(db.uploads!.map((file) => file.FileURL)).toEqual([saved.CoverImageURL]);
    // The form is ready for the next course: no cover preview of the last one.
    expect(form.queryByRole('img', { name: /Cover image/ })).not.toBeInTheDocument();
    expect(form.getByText('No image yet.')).toBeInTheDocument();
  });
});

describe('/course-class: cancelling a course', () => {
  it('says what the students get back before anything is done, then cancels, refunds and says how much', async () => {
    const { show } = await setup();
    show(<CourseClassScreen />);
    const user = userEvent.setup();
    const card = within((await screen.findByRole('heading', { level: 3, name: 'Calculus Foundations' })).closest('li')!);
    await user.click(card.getByRole('button', { name: 'More actions for Calculus Foundations' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel course' }));
    expect(card.getByRole('group', { name: /^Cancel “Calculus Foundations”\? Each of the 2 students who paid is refunded the sessions not yet held, pro rata/ })).toBeInTheDocument();
    expect(store().courses!.find((course) => course.ClassLink === DEMO.paidCourse.code)!.Status).toBe('Open');
    await user.type(card.getByLabelText(/Reason \(optional\)/), 'I am moving abroad.');
    await user.click(card.getByRole('button', { name: 'Yes, cancel the course' }));
    // None of its 3 sessions has started: everyone gets it all back (1500 + 75 each).
    expect(await card.findByText('Cancelled after 0 of 3 sessions. 2 students are refunded ₹3,150 in all.')).toHaveFocus();
    expect(await card.findByText(dated(/^Cancelled today at \d{1,2}:\d{2} [AP]M: “I am moving abroad\.”$/))).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'More actions for Calculus Foundations' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cancel course' })).not.toBeInTheDocument();
    expect(store().payments!.filter((p) => p.ClassCode === DEMO.paidCourse.code).map((p) => p.Status)).toEqual(['refunded', 'refunded']);
  });

  it('the edit form no longer offers Cancelled: cancelling has its own control, which speaks of the money', async () => {
    const { show } = await setup();
    show(<CourseClassScreen />);
    const user = userEvent.setup();
    const card = within((await screen.findByRole('heading', { level: 3, name: 'Calculus Foundations' })).closest('li')!);
    await user.click(card.getByRole('button', { name: 'More actions for Calculus Foundations' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const options = within(card.getByLabelText(/^Status/)).getAllByRole('option').map((option) => option.textContent);
    expect(options.some((text) => text?.startsWith('Cancelled'))).toBe(false);
  });

  it('the edit form is laid out in titled sections, as the profile is: what the course is, its cost and seats, its bookings; Save and Cancel in its bar', async () => {
    const { show } = await setup();
    show(<CourseClassScreen />);
    const user = userEvent.setup();
    const card = within((await screen.findByRole('heading', { level: 3, name: 'Calculus Foundations' })).closest('li')!);
    await user.click(card.getByRole('button', { name: 'More actions for Calculus Foundations' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = within(card.getByRole('form', { name: 'Edit Calculus Foundations' }));
    expect(form.getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent)).toEqual(['About the course', 'Cost and seats', 'Bookings']);
    const about = within(form.getByRole('group', { name: 'About the course' }));
    expect(about.getByLabelText('Course name')).toHaveValue('Calculus Foundations');
    expect(about.getByLabelText('Topic')).toBeInTheDocument();
    expect(about.getByLabelText('Description')).toBeInTheDocument();
    expect(about.getByText('Cover image')).toBeInTheDocument();
    const price = within(form.getByRole('group', { name: 'Cost and seats' }));
    // Two students paid: a new price is for checkouts from now on, and the seats cannot go below them.
    expect(price.getByLabelText('Price')).toHaveAccessibleDescription(/^A new price, fee or currency applies to checkouts started from now on/);
    expect(price.getByLabelText('Transaction fees')).toBeInTheDocument();
    expect(price.getByLabelText('Currency')).toBeInTheDocument();
    expect(price.getByLabelText('Capacity (students)')).toHaveAccessibleDescription('2 students are enrolled, so capacity cannot be lower.');
    expect(within(form.getByRole('group', { name: 'Bookings' })).getByLabelText(/^Status/)).toHaveValue('Open');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(card.queryByRole('form', { name: 'Edit Calculus Foundations' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'More actions for Calculus Foundations' })).toHaveFocus();
  });
});

describe('/course-class/managesession/{ClassID}: a course students paid for', () => {
  it('offers Cancel, not Remove, for each session; says what the students get back, then cancels and refunds its share', async () => {
    const { show } = await setup();
    show(<ManageSessionsScreen classId={DEMO.paidCourse.classId} />);
    const user = userEvent.setup();
    expect(await screen.findByText(/^Students have paid for this course, so its sessions stay on their schedule/)).toBeInTheDocument();
    const item = within((await screen.findByRole('heading', { level: 3, name: 'Derivatives' })).closest('li')!);
    await user.click(item.getByRole('button', { name: 'More actions for Derivatives' }));
    expect((await screen.findAllByRole('menuitem')).map((entry) => entry.textContent)).toEqual(['Edit', 'Cancel session']);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel session' }));
    expect(item.getByRole('group', { name: 'Cancel “Derivatives”? Each of the 2 students who paid is refunded this session’s share of the course and sees your reason.' })).toBeInTheDocument();
    await user.type(item.getByLabelText(/Reason \(optional\)/), 'I am at a conference.');
    await user.click(item.getByRole('button', { name: 'Yes, cancel the session' }));
    // 1500 + ₹75 each over three sessions: 525 each.
    expect(await item.findByText('Cancelled. 2 students are refunded ₹1,050 in all.')).toHaveFocus();
    expect(await item.findByText(dated(/^Cancelled by you today at \d{1,2}:\d{2} [AP]M: “I am at a conference\.”$/))).toBeInTheDocument();
    expect(store().payments!.filter((p) => p.ClassCode === DEMO.paidCourse.code).map((p) => [p.Status, p.RefundAmount])).toEqual([
      ['captured', 525],
      ['captured', 525],
    ]);
  });
});

describe('a paid course whose tutor changed its currency since', () => {
  it('a session cancel says the refunds in the currency the students paid, and the course card reads them so', async () => {
    const { show } = await setup();
    changeStore((state) => {
      Object.assign(state.courses!.find((course) => course.ClassLink === DEMO.paidCourse.code)!, { Price: 20_000, TransactionFees: 0, CurrencyType: 'JPY' });
    });
    const view = show(<ManageSessionsScreen classId={DEMO.paidCourse.classId} />);
    const user = userEvent.setup();
    const item = within((await screen.findByRole('heading', { level: 3, name: 'Derivatives' })).closest('li')!);
    await user.click(item.getByRole('button', { name: 'More actions for Derivatives' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel session' }));
    await user.click(item.getByRole('button', { name: 'Yes, cancel the session' }));
    // Both paid 1575 INR: a third each, in INR, whatever the course costs now.
    expect(await item.findByText('Cancelled. 2 students are refunded ₹1,050 in all.')).toHaveFocus();
    view.unmount();
    show(<CourseClassScreen />);
    const card = within((await screen.findByRole('heading', { level: 3, name: 'Calculus Foundations' })).closest('li')!);
    // The course's price reads ¥20,000 now; each booking's refund reads in INR, as paid.
    const bookings = within(card.getByRole('list', { name: 'Who paid:' }));
    expect(bookings.getAllByText(dated(/ · Paid · Refunded ₹525 \(/))).toHaveLength(2);
    expect(bookings.queryByText(/¥/)).not.toBeInTheDocument();
  });
});

describe('/course-class/managesession/{ClassID}', () => {
  async function withEmptyCourse() {
    const context = await setup();
    const course = await context.courses.save({ CourseName: 'Empty course', TopicID: 1, Price: 100, TransactionFees: 0, CurrencyType: 'INR', Capacity: 5 });
    return { ...context, course };
  }

  it('says how to add sessions when there are none, and checks the series form', async () => {
    const { show, course, db } = await withEmptyCourse();
    const before = db.sessions.length;
    show(<ManageSessionsScreen classId={course.ClassID} />);
    expect(await screen.findByText('No sessions yet. Students can enrol once the course has one: add a weekly series below.')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Add a weekly series of sessions' }));
    await user.clear(form.getByLabelText('Number of weekly sessions'));
    await user.type(form.getByLabelText('Number of weekly sessions'), '60');
    await user.click(form.getByRole('button', { name: 'Add sessions' }));
    expect(await form.findByText('Enter a session title.')).toBeInTheDocument();
    expect(form.getByText('Pick a date and time.')).toBeInTheDocument();
    expect(form.getByText('Enter a whole number of sessions, 1 to 52.')).toBeInTheDocument();
    expect(db.sessions.length).toBe(before);
  });

  it('adds a weekly series a week apart', async () => {
    const { show, course, db } = await withEmptyCourse();
    show(<ManageSessionsScreen classId={course.ClassID} />);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Add a weekly series of sessions' }));
    await fill(user, form, { 'Session title': 'Week', 'First session date and time': '2027-01-05T18:00', 'Number of weekly sessions': '3' });
    await user.click(form.getByRole('button', { name: 'Add sessions' }));
    expect(await form.findByText('3 sessions added.')).toBeInTheDocument();
    const mine = db.sessions
      .filter((session) => session.ClassID === course.ClassID)
      .map((session) => [session.Title, new Date(session.StartDateTime).toISOString()]);
    expect(mine).toEqual([
      ['Week 1', '2027-01-05T18:00:00.000Z'],
      ['Week 2', '2027-01-12T18:00:00.000Z'],
      ['Week 3', '2027-01-19T18:00:00.000Z'],
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Week 3' })).toBeInTheDocument();
  });

  it('names what a session clashes with, and adds nothing', async () => {
    const { show, course, db } = await withEmptyCourse();
    const before = db.sessions.length;
    show(<ManageSessionsScreen classId={course.ClassID} />);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Add a weekly series of sessions' }));
    // The seeded private class Algebra Basics starts 2026-05-03T05:00Z (the tutor's zone is UTC here).
    await fill(user, form, { 'Session title': 'Week', 'First session date and time': '2026-05-03T05:00', 'Number of weekly sessions': '2' });
    await user.click(form.getByRole('button', { name: 'Add sessions' }));
    expect(await form.findByRole('alert')).toHaveTextContent("Nothing was added. Session 1: This time overlaps your private class 'Algebra Basics'. Pick another time.");
    expect(store().sessions.length).toBe(before);
  });

  it('shows an error with a retry when the sessions do not load', async () => {
    const { show, course, courses } = await withEmptyCourse();
    vi.spyOn(courses, 'listSessions').mockRejectedValueOnce(new BackendError('server', 'boom'));
    show(<ManageSessionsScreen classId={course.ClassID} />);
    const region = within(await screen.findByRole('region', { name: 'Course sessions' }));
    expect(await region.findByRole('alert')).toHaveTextContent('We could not load this.');
    await userEvent.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByText('No sessions yet. Students can enrol once the course has one: add a weekly series below.')).toBeInTheDocument();
  });
});

describe('/add-bank', () => {
  it('checks both account numbers and the IFSC format, and stores nothing on bad input', async () => {
    const { db, show } = await setup();
    show(<AddBankScreen />);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Add a bank account' }));
    await fill(user, form, { 'Account number': '12345', 'Account number again': '12346', 'IFSC code': 'SBIN1234567' });
    await user.click(form.getByRole('button', { name: 'Save bank account' }));
    expect(await form.findByText('Enter the account holder name.')).toBeInTheDocument();
    expect(form.getByText('Enter 9 to 18 digits, numbers only.')).toBeInTheDocument();
    expect(form.getByText('The account numbers do not match.')).toBeInTheDocument();
    expect(form.getByText(/Enter an IFSC code like SBIN0001234/)).toBeInTheDocument();
    expect(db.bankAccounts!.filter((account) => account.HolderName !== 'Asha Rao')).toEqual([]);
    expect(db.bankAccounts!.filter((account) => account.TutorID === DEMO.tutor.uid)).toHaveLength(1);
  });

  it('refuses an account holder name with a control character at the field and sends nothing', async () => {
    const { show, earnings } = await setup();
    const save = vi.spyOn(earnings, 'saveBankAccount');
    show(<AddBankScreen />);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Add a bank account' }));
    await user.click(form.getByLabelText('Account holder name'));
    await user.paste('Asha\u001bRao');
    await fill(user, form, { 'Account number': '998877665544', 'Account number again': '998877665544', 'IFSC code': 'ICIC0001111', 'Bank name': 'ICICI Bank' });
    await user.click(form.getByRole('button', { name: 'Save bank account' }));
    expect(await form.findByText('This contains characters that are not text; type it again.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves an account and shows only its last 4 digits', async () => {
    const { db, show } = await setup();
    withoutBankAccounts();
    show(<AddBankScreen />);
    expect(await screen.findByText('No bank account yet')).toBeInTheDocument();
    expect(screen.getByText('Add one below to withdraw your earnings.')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Add a bank account' }));
    await fill(user, form, {
      'Account holder name': 'Asha Rao',
      'Account number': '998877665544',
      'Account number again': '998877665544',
      'IFSC code': 'hdfc0001234',
      'Bank name': 'HDFC Bank',
    });
    await user.click(form.getByRole('button', { name: 'Save bank account' }));
    expect(await form.findByText('Bank account ending 5544 is saved.')).toBeInTheDocument();
    expect(db.bankAccounts!.filter((account) => account.TutorID === DEMO.tutor.uid).map((account) => account.AccountLast4)).toEqual(['5544']);
    expect(await screen.findByText(/HDFC Bank · account ending 5544 · IFSC HDFC0001234/)).toBeInTheDocument();
    expect(screen.queryByText(/998877665544/)).not.toBeInTheDocument();
  });

  it('offers a retry when the accounts do not load', async () => {
    const { show, earnings } = await setup();
    withoutBankAccounts();
    vi.spyOn(earnings, 'listBankAccounts').mockRejectedValueOnce(new BackendError('network', 'offline'));
    show(<AddBankScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No bank account yet/)).toBeInTheDocument();
  });
});

describe('/tutor-cash-withdrawal', () => {
  async function withAccount() {
    const context = await setup();
    withoutBankAccounts();
    await context.earnings.saveBankAccount({ HolderName: 'Asha Rao', AccountNumber: '123456789012', ConfirmAccountNumber: '123456789012', IFSC: 'SBIN0001234', BankName: 'SBI' });
    vi.spyOn(context.earnings, 'getSummary').mockResolvedValue({
      Balances: [{ CurrencyType: 'INR', Earned: 1000, Withdrawn: 200, PendingWithdrawals: 0, Available: 800, FeesExcluded: 50 }],
    });
    return context;
  }

  it('refuses more than the balance and anything but a positive whole number', async () => {
    const { show, earnings } = await withAccount();
    const request = vi.spyOn(earnings, 'requestWithdrawal');
    show(<CashWithdrawalScreen />);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Request a withdrawal' }));
    for (const [amount, message] of [
      ['801', 'You can withdraw at most ₹800.'],
      ['0', 'Enter a whole number, 1 or more.'],
      ['12.5', 'Enter a whole number, 1 or more.'],
      ['-4', 'Enter a whole number, 1 or more.'],
    ] as const) {
      await user.clear(form.getByLabelText('Amount'));
      await user.type(form.getByLabelText('Amount'), amount);
      await user.click(form.getByRole('button', { name: 'Request withdrawal' }));
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    expect(request).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('Amount'));
    await user.type(form.getByLabelText('Amount'), '800');
    await user.click(form.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith(expect.objectContaining({ Amount: 800, CurrencyType: 'INR' })));
    expect(await form.findByText('Withdrawal of ₹800 requested.')).toBeInTheDocument();
    const history = within(await screen.findByRole('region', { name: 'Past withdrawals' }));
    expect(await history.findByText('ending 9012')).toBeInTheDocument();
  });

  it('asks for a bank account first when there is none, and says when nothing can be withdrawn', async () => {
    const { show, earnings } = await setup();
    withoutBankAccounts();
    vi.spyOn(earnings, 'getSummary').mockResolvedValue({ Balances: [{ CurrencyType: 'INR', Earned: 10, Withdrawn: 0, PendingWithdrawals: 0, Available: 10, FeesExcluded: 0 }] });
    const view = show(<CashWithdrawalScreen />);
    expect(await screen.findByRole('link', { name: 'Add a bank account' })).toHaveAttribute('href', '/add-bank');
    view.unmount();
    vi.spyOn(earnings, 'getSummary').mockResolvedValue({ Balances: [] });
    show(<CashWithdrawalScreen />);
    expect(await screen.findAllByText(/Nothing to withdraw yet/)).not.toHaveLength(0);
    expect(screen.getByText('No withdrawals yet.')).toBeInTheDocument();
    expect(screen.getByText('Your requests and their status show up here.')).toBeInTheDocument();
  });

  it('offers a retry when the page does not load', async () => {
    const { show, earnings } = await setup();
    vi.spyOn(earnings, 'listWithdrawals').mockRejectedValueOnce(new BackendError('server', 'boom'));
    show(<CashWithdrawalScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Past withdrawals' })).toBeInTheDocument();
  });
});
