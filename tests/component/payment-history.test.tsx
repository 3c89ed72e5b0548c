import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_SERVICE } from '../../src/application/tokens';
import { BackendError } from '../../src/domain/backend-error';
import type { PaymentRecord } from '../../src/contract/records';
import { formatClassTime } from '../../src/domain/class-time';
import { LOCAL_STORAGE_KEYS } from '../../src/domain/constants';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { PAYMENT_API } from '../../src/ports/payment-api';
import { actAs, changeStore, DEMO, store, TEST_START } from './backend';
import { buildTestContainer, renderApp } from './render-app';
import { fill } from './fill';

const NOW = TEST_START;
const TUTOR = DEMO.tutor.uid;
const STUDENT = DEMO.student.uid;
/** Another student of the seed. */
const PRIYA = 'student-priya-shah';
const DAY = 86_400_000;

type Store = ReturnType<typeof store>;

/**
 * A payment record as the backend stores it: amounts and names from the class and the users in its store.
 * `extra` sets the provider's and the refund's fields.
 */
function paymentRecord(db: Store, code: string, id: string, status: PaymentRecord['Status'], paidAt: string, studentId: string, extra: Partial<PaymentRecord> = {}) {
  const privateClass = db.privateClasses.find((record) => record.ClassLink === code);
  const course = db.courses.find((record) => record.ClassLink === code);
  const record = privateClass ?? course;
  const student = db.users.find((user) => user.UserID === studentId);
  return {
    id,
    PaymentID: id,
    ClassCode: code,
    Kind: privateClass ? 'PrivateClass' : 'GroupCourse',
    ClassName: privateClass ? privateClass.ClassName : course.CourseName,
    Status: status,
    Amount: record.Price + record.TransactionFees,
    Price: record.Price,
    TransactionFees: record.TransactionFees,
    CurrencyType: record.CurrencyType,
    PaidAt: paidAt,
    StudentID: studentId,
    StudentName: `${student.FirstName} ${student.LastName}`,
    TutorID: record.TutorID,
    ...extra,
  };
}

/** Adds a payment to the backend's store. */
function addPayment(db: Store, code: string, id: string, status: PaymentRecord['Status'], paidAt: string, studentId: string = STUDENT, extra: Partial<PaymentRecord> = {}) {
  changeStore((state) => state.payments.push(paymentRecord(db, code, id, status, paidAt, studentId, extra)));
}

/**
 * `uid` signed in, with its profile in `timeZone`, and the backend's payments reduced to two of the demo student's:
 * Geometry Practice (₹525) two days ago and Calculus Foundations (₹1,575) three days ago.
 */
async function signedIn(uid: string, timeZone = 'Asia/Kolkata') {
  const container = await buildTestContainer();
  actAs(container, uid === TUTOR ? 'tutor' : 'student');
  container.get(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.ROLE, uid === TUTOR ? '1' : '2');
  const db = store();
  changeStore((state) => {
    state.users.find((user) => user.UserID === uid)!.TimeZone = timeZone;
    const at = (days: number) => new Date(Date.parse(NOW) + days * DAY).toISOString();
    state.payments = [
      paymentRecord(db, DEMO.paidPrivateClass.code, 'pay_demo0000000002', 'captured', at(-2), STUDENT),
      paymentRecord(db, DEMO.paidCourse.code, 'pay_demo0000000003', 'captured', at(-3), STUDENT),
    ];
  });
  // Signed in as after a sign-in: the profile (and so its time zone) is stored before any page renders.
  const session = container.get(SESSION_SERVICE);
  session.ensureProfile();
  await vi.waitFor(() => expect(session.storedTimeZone()).toBe(timeZone));
  const api = container.get(PAYMENT_API);
  const history = vi.spyOn(api, 'getPaymentHistory');
  return { container, db: store(), history, open: (path: string) => renderApp(container, path) };
}

/** Captures the next file handed to the browser: its name and text (byte order mark removed). */
function captureDownload() {
  const saved: { name?: string; blob?: Blob } = {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return 'blob:payments';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return {
    name: () => saved.name,
    text: async () => (await saved.blob!.text()).replace(/^\uFEFF/, ''),
  };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const totals = () => within(screen.getByRole('region', { name: 'Totals' }));
const user = () => userEvent.setup();

afterEach(() => vi.restoreAllMocks());

describe('/tutor-payment-history', () => {
  it('lists payments received newest first, in the tutor’s time zone, with totals per currency that leave failed attempts out', async () => {
    const { db, open } = await signedIn(TUTOR);
    changeStore((state) => {
      Object.assign(state.courses.find((course) => course.ClassLink === DEMO.hostedCourse.code)!, { CurrencyType: 'USD', Price: 40, TransactionFees: 2 });
    });
    addPayment(db, DEMO.hostedCourse.code, 'pay_usd000000001', 'captured', '2026-04-30T20:00:00Z', PRIYA);
    addPayment(db, DEMO.privateClass.code, 'pay_fail00000001', 'failed', '2026-04-30T10:00:00Z', STUDENT, { ErrorDescription: 'Card declined' });
    open('/tutor-payment-history');

    const table = await screen.findByRole('table', { name: 'Payments received, newest first' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments received' })).toBeInTheDocument();
    // The date is in the tutor's profile zone (Asia/Kolkata), not the browser's: 20:00 UTC is 1:30 AM the next day, today.
    await waitFor(() => expect(screen.getByText('Dates are in your time zone (Asia/Kolkata).')).toBeInTheDocument());
    const rows = rowsOf(table);
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual(['Creative Writing Workshop', 'Algebra Basics', 'Geometry Practice', 'Calculus Foundations']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1:30 AM, Today', 'Priya Shah', '$42', 'Paid']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Thu, 30 Apr 2026, 3:30 PM', 'Ravi Kumar', '₹525', 'FailedThe student’s payment did not go through; nothing was paid to you.']);
    // The kind under the name, and no class code anywhere in the list.
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^Creative Writing WorkshopGroup course$/);
    expect(table).not.toHaveTextContent('GCdemo0000000003');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Class or course', 'Student', 'Amount', 'Status']);
    // 525 + 1,575 captured in INR; the failed 525 is not counted.
    expect(totals().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['$42', '₹2,100']);
    expect(screen.getByText('4 payments')).toBeInTheDocument();
  });

  it('shows a refunded extra capture as Refunded with its reason, and leaves it out of the totals', async () => {
    const { db, open } = await signedIn(TUTOR);
    addPayment(db, DEMO.privateClass.code, 'pay_extra0000001', 'refunded', '2026-04-30T10:00:00Z', PRIYA, {
      RefundID: 'rfnd_extra0000001',
      RefundedAt: '2026-04-30T10:00:01Z',
      RefundReason: 'Another student had already paid for this private class.',
    });
    open('/tutor-payment-history');
    const table = await screen.findByRole('table', { name: 'Payments received, newest first' });
    const row = rowsOf(table).find((r) => within(r).queryByText('Refunded'))!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Thu, 30 Apr 2026, 3:30 PM',
      'Priya Shah',
      '₹525',
      'RefundedAnother student had already paid for this private class.',
    ]);
    // Only the captured 525 + 1,575 count.
    expect(totals().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['₹2,100']);
    expect(screen.getByText(/failed and refunded attempts are not counted/)).toBeInTheDocument();
  });

  it('filters by type and status through the URL, and a URL with filters opens filtered', async () => {
    const { db, open, history } = await signedIn(TUTOR);
    addPayment(db, DEMO.privateClass.code, 'pay_fail00000001', 'failed', '2026-04-30T10:00:00Z');
    const { router } = open('/tutor-payment-history');
    await screen.findByRole('table');
    const u = user();
    await u.selectOptions(screen.getByLabelText('Type'), 'Group courses only');
    // Nothing changes until the filters are applied.
    expect(router.state.location.search).toBe('');
    await u.click(screen.getByRole('button', { name: 'Show payments' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=course'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table')).map((row) => row.querySelector('th')!.firstChild?.textContent)).toEqual(['Calculus Foundations']));
    expect(history).toHaveBeenLastCalledWith({ kind: 'GroupCourse', page: 1, pageSize: 20 });
    expect(totals().getByText('₹1,575')).toBeInTheDocument();

    await u.selectOptions(screen.getByLabelText('Type'), 'All types');
    await u.selectOptions(screen.getByLabelText('Status'), 'Failed only');
    await u.click(screen.getByRole('button', { name: 'Show payments' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(1));
    expect(totals().getByText('Nothing paid in these filters.')).toBeInTheDocument();

    // Back restores the previous filters, form included.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Type')).toHaveValue('GroupCourse'));
    expect(screen.getByLabelText('Status')).toHaveValue('');
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(1));
    expect(screen.getByText('Calculus Foundations')).toBeInTheDocument();
  });

  it('sends whole days in the tutor’s zone as the PaidAt window', async () => {
    const { open, history } = await signedIn(TUTOR);
    open('/tutor-payment-history?from=2026-04-29&to=2026-04-29');
    const table = await screen.findByRole('table');
    expect(screen.getByLabelText('From')).toHaveValue('2026-04-29');
    expect(screen.getByLabelText('To')).toHaveValue('2026-04-29');
    await waitFor(() => expect(history).toHaveBeenLastCalledWith({ from: '2026-04-29T00:00:00+05:30', to: '2026-04-30T00:00:00+05:30', page: 1, pageSize: 20 }));
    await waitFor(() => expect(rowsOf(table).map((row) => row.querySelector('th')!.firstChild?.textContent)).toEqual(['Geometry Practice']));
  });

  it('says clearly when the range is backwards, next to the field, and asks nothing with it', async () => {
    const { open, history } = await signedIn(TUTOR);
    const { router } = open('/tutor-payment-history');
    await screen.findByRole('table');
    const calls = history.mock.calls.length;
    const u = user();
    await fill(u, screen, { From: '2026-05-10', To: '2026-05-01' });
    await u.click(screen.getByRole('button', { name: 'Show payments' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The “To” date must be on or after the “From” date.');
    await waitFor(() => expect(to).toHaveFocus());
    expect(router.state.location.search).toBe('');
    expect(history.mock.calls.length).toBe(calls);
  });

  it('clears filters chosen but not applied yet, and a refused range’s message, with the address left as it was', async () => {
    const { open } = await signedIn(TUTOR);
    const { router } = open('/tutor-payment-history');
    await screen.findByRole('table');
    const u = user();
    await fill(u, screen, { From: '2026-05-10', To: '2026-05-01' });
    await u.selectOptions(screen.getByLabelText('Type'), 'Group courses only');
    await u.click(screen.getByRole('button', { name: 'Show payments' }));
    expect(await screen.findByText('The “To” date must be on or after the “From” date.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByLabelText('Type')).toHaveValue(''));
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('To')).toHaveValue('');
    expect(screen.queryByText('The “To” date must be on or after the “From” date.')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('gives a backwards or unreadable range in the address bar the same messages, and asks nothing', async () => {
    const { open, history } = await signedIn(TUTOR);
    open('/tutor-payment-history?from=2026-05-10&to=2026-05-01');
    expect(await screen.findByText('The “To” date must be on or after the “From” date.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(history).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rowsOf(await screen.findByRole('table'))).toHaveLength(2);
  });

  it('refuses a date that is not a day', async () => {
    const { open, history } = await signedIn(TUTOR);
    open('/tutor-payment-history?from=2026-02-30');
    expect(await screen.findByText('Enter a date like 2026-05-01.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(history).not.toHaveBeenCalled();
  });

  it('pages through the list, 20 a page', async () => {
    const { db, open } = await signedIn(TUTOR);
    for (let i = 0; i < 23; i += 1) {
      addPayment(db, DEMO.course.code, `pay_many${String(i).padStart(8, '0')}`, 'captured', new Date(Date.parse('2026-03-01T08:00:00Z') + i * 3_600_000).toISOString(), PRIYA);
    }
    const { router } = open('/tutor-payment-history');
    expect(rowsOf(await screen.findByRole('table'))).toHaveLength(20);
    const pager = within(screen.getByRole('navigation', { name: 'Payment pages' }));
    expect(pager.getByText('Page 1 of 2')).toBeInTheDocument();
    await user().click(pager.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(5));
    // Totals are for the whole filter, not the page: 23 × 2,100 + 525 + 1,575.
    expect(totals().getByText('₹50,400')).toBeInTheDocument();
  });

  it('exports every record of the filter as CSV, fetching all pages, named with the date range', async () => {
    const { db, open, history } = await signedIn(TUTOR, 'UTC');
    changeStore((state) =>
      state.users.push({ id: 'student-evil', UserID: 'student-evil', Role: 2, FirstName: '=HYPERLINK("http://evil.example")', LastName: 'Doe, Jr.', Email: 'evil@demo.test', TimeZone: 'UTC', LangID: 1, TopicIDs: [] }),
    );
    for (let i = 0; i < 120; i += 1) {
      addPayment(db, DEMO.course.code, `pay_csv${String(i).padStart(9, '0')}`, 'captured', new Date(Date.parse('2026-03-02T00:00:00Z') + i * 600_000).toISOString(), i === 0 ? 'student-evil' : PRIYA);
    }
    open('/tutor-payment-history?from=2026-03-01&to=2026-03-31&kind=course');
    await screen.findByRole('table');
    const download = captureDownload();
    history.mockClear();
    await user().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByText('120 payments saved to payments-received-2026-03-01-to-2026-03-31.csv.')).toBeInTheDocument());
    expect(download.name()).toBe('payments-received-2026-03-01-to-2026-03-31.csv');
    const span = { from: '2026-03-01T00:00:00+00:00', to: '2026-04-01T00:00:00+00:00', kind: 'GroupCourse' };
    expect(history.mock.calls.map(([query]) => query)).toEqual([
      { ...span, page: 1, pageSize: 100 },
      { ...span, page: 2, pageSize: 100 },
    ]);
    const lines = (await download.text()).split('\r\n');
    expect(lines[0]).toBe('Paid at (UTC),Type,Class or course,Class code,Student,Amount,Currency,Status,Payment ID,Order ID');
    expect(lines).toHaveLength(122); // header, 120 records, and the empty string after the last CRLF
    expect(lines[1]).toBe('2026-03-02 19:50,Group course,Spoken English,GCdemo0000000001,Priya Shah,2100,INR,Paid,pay_csv000000119,');
    // The first payment's student name would run as a formula: it is defused and quoted (it holds a comma and quotes).
    expect(lines[120]).toBe(`2026-03-02 00:00,Group course,Spoken English,GCdemo0000000001,"'=HYPERLINK(""http://evil.example"") Doe, Jr.",2100,INR,Paid,pay_csv000000000,`);
    expect(lines[121]).toBe('');
  });

  it('tells a tutor with no payments to share a class link, and a filtered empty list to widen the filters', async () => {
    const { open } = await signedIn(TUTOR);
    changeStore((state) => {
      state.payments = [];
    });
    open('/tutor-payment-history');
    expect(await screen.findByText(/No payments yet\. Share a class link with your students/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your classes and copy a link' })).toHaveAttribute('href', '/tutor-dashboard');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    open('/tutor-payment-history?status=failed');
    expect(await screen.findByText('No payment matches these filters. Widen the dates or clear the filters.')).toBeInTheDocument();
  });

  it('offers the first page when the page in the URL is past the end', async () => {
    const { open } = await signedIn(TUTOR);
    const { router } = open('/tutor-payment-history?kind=course&page=7');
    expect(await screen.findByText('This page is past the end of the list.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=course'));
    expect(rowsOf(await screen.findByRole('table'))).toHaveLength(1);
  });

  it('shows an error with a retry that loads the list', async () => {
    const { open, history } = await signedIn(TUTOR);
    history.mockRejectedValueOnce(new BackendError('server', 'Boom', [], 500));
    open('/tutor-payment-history');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this.');
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(rowsOf(await screen.findByRole('table'))).toHaveLength(2);
  });

  it('says so when the export fails, and keeps the button usable', async () => {
    const { open, history } = await signedIn(TUTOR);
    open('/tutor-payment-history');
    await screen.findByRole('table');
    history.mockRejectedValueOnce(new BackendError('network', 'offline', [], 0));
    await user().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The CSV file could not be made. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe('/student-payment-history', () => {
  // The student's profile zone (signedIn's default), not the browser's.
  const zone = 'Asia/Kolkata';

  it('lists the student’s payments with links to the class pages; a failed attempt shows as failed and is not in the totals', async () => {
    const { db, open } = await signedIn(STUDENT);
    addPayment(db, DEMO.privateClass.code, 'pay_fail00000001', 'failed', '2026-04-30T10:00:00Z', STUDENT, { ErrorDescription: 'Card declined' });
    addPayment(db, DEMO.course.code, 'pay_other0000001', 'captured', '2026-04-30T11:00:00Z', PRIYA);
    open('/student-payment-history');
    const table = await screen.findByRole('table', { name: 'Your payments, newest first' });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Open Algebra Basics' })).toHaveAttribute('href', `/student-private-class/${DEMO.privateClass.code}`);
    expect(within(rows[0]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Open Calculus Foundations' })).toHaveAttribute('href', `/student-course-class/${DEMO.paidCourse.code}`);
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent('Asha Rao');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Class or course', 'Tutor', 'Amount', 'Status', 'Receipt']);
    expect(totals().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['₹2,100']);
    expect(screen.getByText(`Dates are in your time zone (${zone}).`)).toBeInTheDocument();
  });

  it('opens a receipt with the checkout’s money lines, prints it, and closes back to its button', async () => {
    const { db, open } = await signedIn(STUDENT);
    changeStore((state) => {
      state.payments[0]!.OrderID = 'order_demo0000000002';
    });
    open('/student-payment-history');
    await screen.findByRole('table');
    const date = formatClassTime(db.payments[0]!.PaidAt, new Date(NOW), zone);
    const u = user();
    const opener = screen.getByRole('button', { name: `View receipt for Geometry Practice, ${date}` });
    await u.click(opener);
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    await waitFor(() => expect(within(receipt).getByRole('heading', { name: 'Receipt' })).toHaveFocus());
    const facts = [...receipt.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    // No class code on the receipt: the class by name (a link to it); the provider's references, labelled as such.
    expect(receipt).not.toHaveTextContent(DEMO.paidPrivateClass.code);
    expect(facts).toEqual([
      ['Payment reference', 'pay_demo0000000002'],
      ['Order reference', 'order_demo0000000002'],
      ['Class', 'Geometry Practice'],
      ['Tutor', 'Asha Rao'],
      ['Date and time', date],
      ['Session price', '500'],
      ['Transaction fee', '25'],
      ['Discount', '0'],
      ['Total', '₹525'],
      ['Status', 'Paid'],
    ]);
    expect(within(receipt).getByRole('link', { name: 'Geometry Practice' })).toHaveAttribute('href', `/student-private-class/${DEMO.paidPrivateClass.code}`);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await u.click(within(receipt).getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.payment-history')).toHaveClass('has-receipt');
    await u.click(within(receipt).getByRole('button', { name: 'Close receipt' }));
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a receipt of a course names the course fee; a failed attempt says it was not charged', async () => {
    const { db, open } = await signedIn(STUDENT);
    addPayment(db, DEMO.course.code, 'pay_fail00000002', 'failed', '2026-04-30T10:00:00Z', STUDENT, { ErrorDescription: 'Card declined' });
    open('/student-payment-history');
    await screen.findByRole('table');
    await user().click(screen.getByRole('button', { name: /^View receipt for Spoken English/ }));
    const receipt = within(screen.getByRole('region', { name: 'Receipt' }));
    expect(receipt.getByText('Course fee').nextElementSibling).toHaveTextContent('2000');
    expect(receipt.getByText('Course').nextElementSibling).toHaveTextContent('Spoken English');
    expect(receipt.getByText('Not charged: this attempt failed.')).toBeInTheDocument();
    expect(receipt.getByText('Card declined')).toBeInTheDocument();
  });

  it('a refunded payment reads Refunded in the list and its receipt says it was refunded, why, and when', async () => {
    const { db, open } = await signedIn(STUDENT);
    addPayment(db, DEMO.course.code, 'pay_extra0000002', 'refunded', '2026-04-30T10:00:00Z', STUDENT, {
      OrderID: 'order_extra000002',
      RefundID: 'rfnd_extra0000002',
      RefundedAt: '2026-04-30T10:00:01Z',
      RefundReason: 'The student had already paid for this course.',
    });
    open('/student-payment-history');
    const table = await screen.findByRole('table');
    const row = rowsOf(table)[0]!;
    expect(within(row).getByText('Refunded')).toBeInTheDocument();
    expect(within(row).getByText('The student had already paid for this course.')).toBeInTheDocument();
    expect(totals().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['₹2,100']);
    await user().click(within(row).getByRole('button', { name: /^View receipt for Spoken English/ }));
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    const facts = new Map([...receipt.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts.get('Status')).toBe('Refunded');
    expect(facts.get('Refund reference')).toBe('rfnd_extra0000002');
    expect(facts.get('Refunded on')).toBe(formatClassTime('2026-04-30T10:00:01Z', new Date(NOW), zone));
    expect(within(receipt).getByText('Refunded in full: the payment was taken and then given back. The student had already paid for this course.')).toBeInTheDocument();
    expect(within(receipt).queryByText('Not charged: this attempt failed.')).not.toBeInTheDocument();
  });

  it('tells a student with no payments to find a tutor', async () => {
    const { open } = await signedIn(STUDENT);
    changeStore((state) => {
      state.payments = [];
    });
    open('/student-payment-history');
    expect(await screen.findByText(/You have not paid for a class yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/tutor-search');
  });
});
