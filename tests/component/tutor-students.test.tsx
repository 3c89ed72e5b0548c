import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/domain/backend-error';
import { COURSE_API } from '../../src/ports/course-api';
import { PRIVATE_CLASS_API } from '../../src/ports/private-class-api';
import { STUDENT_CLASSES_API } from '../../src/ports/student-classes-api';
import { STUDENT_LIST_API } from '../../src/ports/student-list-api';
import { tutorText } from '../../src/ui/features/tutor/tutor-text';
import { ContainerProvider } from '../../src/ui/components/container-context';
import { CourseClassScreen } from '../../src/ui/features/tutor/courses/course-class-screen';
import { StudentsList } from '../../src/ui/features/tutor/students/students-list';
import { TutorDashboard } from '../../src/ui/features/tutor/dashboard/tutor-dashboard';
import { actAs, buildTestContainer, changeStore, copyOf, DEMO, store, testClock } from './backend';
import { fill } from './fill';
import { WithToasts } from './toasts';

const NOW = new Date('2026-05-01T09:00:00Z');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mock's stored records (wire field names)
type Store = Record<string, any[]>;

/**
 * The demo tutor (profile in UTC) and their students as the demo seed has them: 7 bookings of the tutor's classes.
 * Ravi Kumar (the demo student): Algebra Basics (not paid), Geometry Practice (paid), Spoken English (not paid),
 * Calculus Foundations (paid); Priya Shah: Calculus Foundations and Fractions Refresher (both paid); Arjun Mehta:
 * Spoken English (not paid).
 */
async function setup(prepare?: (state: Store) => void) {
  const container = await buildTestContainer();
  actAs(container, 'tutor');
  changeStore((state) => {
    state.users!.find((user) => user.UserID === DEMO.tutor.uid)!.TimeZone = 'UTC';
    prepare?.(state);
  });
  const show = (ui: ReactNode, path = '/tutor-dashboard') =>
    render(
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={[path]}>
          <WithToasts>{ui}</WithToasts>
        </MemoryRouter>
      </ContainerProvider>,
    );
  return {
    show,
    students: container.get(STUDENT_LIST_API),
    courses: container.get(COURSE_API),
  };
}

const PRIYA = 'student-priya-shah';
const ARJUN = 'student-arjun-mehta';

/** A booking as the mock stores it (mock-server/seed/demo.mjs). */
function book(state: Store, kind: 'PrivateClass' | 'GroupCourse', code: string, studentId: string, bookedAt: string) {
  const record = (kind === 'PrivateClass' ? state.privateClasses : state.courses)!.find((item) => item.ClassLink === code)!;
  state.bookings!.push({ id: `${kind}:${code}:${studentId}`, Kind: kind, ClassCode: code, ClassID: record.ClassID, StudentID: studentId, TutorID: record.TutorID, BookedAt: bookedAt });
}

/** A captured payment of a course as the mock stores it (what the provider stand-in's checkout leaves). */
function payCourse(state: Store, code: string, studentId: string, paymentId: string, paidAt: string) {
  const course = state.courses!.find((item) => item.ClassLink === code)!;
  const student = state.users!.find((user) => user.UserID === studentId)!;
  const orderId = paymentId.replace(/^pay_/, 'order_');
  state.orders!.push({ id: orderId, amount: (course.Price + course.TransactionFees) * 100, currency: course.CurrencyType, receipt: code, ClassCode: code, Kind: 'GroupCourse', StudentID: studentId, CreatedAt: paidAt });
  state.providerPayments!.push({ id: paymentId, PaymentID: paymentId, OrderID: orderId, Status: 'captured', CreatedAt: paidAt });
  state.payments!.push({
    id: paymentId,
    PaymentID: paymentId,
    OrderID: orderId,
    Signature: 'test-signature',
    ClassCode: code,
    Kind: 'GroupCourse',
    ClassName: course.CourseName,
    Status: 'captured',
    Amount: course.Price + course.TransactionFees,
    Price: course.Price,
    TransactionFees: course.TransactionFees,
    CurrencyType: course.CurrencyType,
    PaidAt: paidAt,
    StudentID: studentId,
    StudentName: `${student.FirstName} ${student.LastName}`,
    TutorID: course.TutorID,
  });
}

/** Priya also books Trigonometry Starter (not paid) and Spoken English (paid): 9 bookings, Spoken English 1 enrolled. */
function withPriya(state: Store) {
  book(state, 'PrivateClass', DEMO.openPrivateClass.code, PRIYA, '2026-04-30T08:00:00Z');
  book(state, 'GroupCourse', DEMO.course.code, PRIYA, '2026-04-29T08:00:00Z');
  payCourse(state, DEMO.course.code, PRIYA, 'pay_priya00000001', '2026-04-29T09:00:00Z');
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowOf = (table: HTMLElement, text: string) => rows(table).filter((row) => row.textContent?.includes(text));

describe('students list', () => {
  it('shows who booked what and whether they paid, in an accessible table', async () => {
    const { show } = await setup(withPriya);
    show(<StudentsList timeZone="UTC" now={NOW} />);
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(screen.getByRole('status')).toHaveTextContent('9 bookings');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Student', 'Booked', 'Message', 'Payment']);
    expect(rows(table)).toHaveLength(9);
    const priyaCourse = rowOf(table, 'Priya Shah').find((row) => row.textContent?.includes('Spoken English'))!;
    expect(within(priyaCourse).getByRole('rowheader')).toHaveTextContent('Priya Shahpriya.shah@demo.test');
    expect(priyaCourse).toHaveTextContent('Group course · booked Wed, 29 Apr 2026, 8:00 AM');
    expect(priyaCourse).toHaveTextContent(/Paid$/);
    const priyaClass = rowOf(table, 'Priya Shah').find((row) => row.textContent?.includes('Trigonometry Starter'))!;
    expect(priyaClass).toHaveTextContent(/Not paid$/);
    const arjun = rowOf(table, 'Arjun Mehta');
    expect(arjun).toHaveLength(1);
    expect(arjun[0]).toHaveTextContent(/Spoken English.*Not paid$/);
  });

  it('searches by name or email once typing pauses, not on every key', async () => {
    const { show, students } = await setup(withPriya);
    const list = vi.spyOn(students, 'list');
    show(<StudentsList timeZone="UTC" now={NOW} />);
    await screen.findByRole('table', { name: 'Students' });
    // Keys with no pause between them (no timer runs in between, however slow the machine): no search per key.
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Search by name or email'), 'priya');
    // The outcome: the list asks for the whole word once typing pauses and shows Priya's 4.
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, search: 'priya' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 bookings'));
    const table = screen.getByRole('table', { name: 'Students' });
    expect(rows(table)).toHaveLength(4);
    expect(rows(table).every((row) => row.textContent?.includes('Priya Shah'))).toBe(true);
    // The first load asked for everyone, then the typed word only.
    expect(list.mock.calls.map(([query]) => query?.search)).toEqual([undefined, 'priya']);

    // Enter searches at once; the backend matches email case-insensitively.
    await userEvent.clear(screen.getByLabelText('Search by name or email'));
    await userEvent.type(screen.getByLabelText('Search by name or email'), 'STUDENT@demo{Enter}');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, search: 'STUDENT@demo' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 bookings'));
    expect(rows(screen.getByRole('table', { name: 'Students' })).every((row) => row.textContent?.includes('Ravi Kumar'))).toBe(true);
  });

  it('filters by what was booked and by payment', async () => {
    const { show, students } = await setup(withPriya);
    const list = vi.spyOn(students, 'list');
    show(<StudentsList timeZone="UTC" now={NOW} />);
    await screen.findByRole('table', { name: 'Students' });
    // Group courses: Ravi's and Arjun's Spoken English, Ravi's and Priya's Calculus Foundations, Priya's Spoken English.
    await userEvent.selectOptions(screen.getByLabelText('What they booked'), 'Group courses');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('5 bookings'));
    await userEvent.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 bookings'));
    const table = screen.getByRole('table', { name: 'Students' });
    for (const row of rows(table)) expect(row).toHaveTextContent(/Group course.*Paid$/);
    expect(list).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, kind: 'GroupCourse', paid: true });
  });

  it('pages through many bookings and goes back to page 1 when the filters change', async () => {
    // 8 more students book Spoken English, not paid: 15 bookings, 11 of them not paid.
    const { show } = await setup((state) => {
      for (let n = 0; n < 8; n++) {
        const uid = `student-extra-${n}`;
        state.users!.push({
          id: uid,
          UserID: uid,
          Role: 2,
          FirstName: 'Extra',
          LastName: `Student${n}`,
          Email: `extra${n}@demo.test`,
          TimeZone: 'UTC',
          LangID: 1,
          TopicIDs: [],
          CreatedAt: '2026-04-01T09:00:00Z',
        });
        book(state, 'GroupCourse', DEMO.course.code, uid, '2026-04-20T08:00:00Z');
      }
    });
    show(<StudentsList timeZone="UTC" now={NOW} />);
    await screen.findByRole('table', { name: 'Students' });
    const pager = screen.getByRole('navigation', { name: 'Pages of students' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(rows(screen.getByRole('table', { name: 'Students' }))).toHaveLength(10);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows(screen.getByRole('table', { name: 'Students' }))).toHaveLength(5));
    expect(screen.getByRole('navigation', { name: 'Pages of students' })).toHaveTextContent('Page 2 of 2');
    await userEvent.selectOptions(screen.getByLabelText('Payment'), 'Not paid, refunded or left');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('11 bookings'));
    expect(screen.getByRole('navigation', { name: 'Pages of students' })).toHaveTextContent('Page 1 of 2');
  });

  it('says to share a link when nobody has booked yet', async () => {
    const { show } = await setup((state) => {
      state.bookings = [];
    });
    show(<StudentsList timeZone="UTC" now={NOW} />);
    expect(await screen.findByText('No students yet')).toBeInTheDocument();
    expect(screen.getByText(/^Share a class or course link: when a student books/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Copy a course link' })).toHaveAttribute('href', '/course-class');
    expect(screen.getByRole('link', { name: 'Create a private class and copy its link' })).toHaveAttribute('href', '#create-private-class-form');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    const { show } = await setup();
    show(<StudentsList timeZone="UTC" now={NOW} />);
    await screen.findByRole('table', { name: 'Students' });
    await userEvent.type(screen.getByLabelText('Search by name or email'), 'nobody-like-this');
    expect(await screen.findByText('No booking matches')).toBeInTheDocument();
    expect(screen.getByText('Try another name or email, or clear the filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('7 bookings'));
    expect(screen.getByLabelText('Search by name or email')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Search by name or email')).toHaveFocus());
  });

  it('shows an error with a retry that loads again', async () => {
    const { show, students } = await setup();
    vi.spyOn(students, 'list').mockRejectedValueOnce(new BackendError('network', 'offline'));
    show(<StudentsList timeZone="UTC" now={NOW} />);
    const region = within(screen.getByRole('region', { name: 'Students' }));
    expect(await region.findByRole('alert')).toHaveTextContent('We could not load this.');
    await userEvent.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByRole('table', { name: 'Students' })).toBeInTheDocument();
    expect(region.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('narrows to one course from a link, and shows everyone again on request', async () => {
    const { show } = await setup(withPriya);
    show(<StudentsList timeZone="UTC" now={NOW} />, `/tutor-dashboard?classCode=${DEMO.course.code}#students`);
    expect(await screen.findByText('Only the students of Spoken English.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(rows(table).map((row) => within(row).getByRole('rowheader').textContent).sort()).toEqual([
      'Arjun Mehtaarjun.mehta@demo.test',
      'Priya Shahpriya.shah@demo.test',
      'Ravi Kumarstudent@demo.test',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show all students' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('9 bookings'));
    expect(screen.queryByText(/Only the students of/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Students' })).toHaveFocus());
  });

  it('ignores a class code that is not one, rather than asking the backend with it', async () => {
    const { show, students } = await setup();
    const list = vi.spyOn(students, 'list');
    show(<StudentsList timeZone="UTC" now={NOW} />, '/tutor-dashboard?classCode=not-a-code');
    await screen.findByRole('table', { name: 'Students' });
    expect(screen.queryByText(/Only the students of/)).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledExactlyOnceWith({ page: 1, pageSize: 10 });
  });

  it('is a section of the tutor dashboard, with a shortcut to it', async () => {
    const { show } = await setup();
    show(<TutorDashboard />);
    expect(await screen.findByRole('region', { name: 'Students' })).toHaveAttribute('id', 'students');
    expect(within(screen.getByRole('navigation', { name: 'Shortcuts' })).getByRole('link', { name: 'Students' })).toHaveAttribute('href', '#students');
    expect(await within(screen.getByRole('region', { name: 'Students' })).findByRole('table', { name: 'Students' })).toBeInTheDocument();
  });
});

describe('/course-class: editing a course', () => {
  async function openEdit(name: string, prepare?: (state: Store) => void) {
    const context = await setup(prepare);
    context.show(<CourseClassScreen />, '/course-class');
    const card = (await screen.findByRole('heading', { level: 3, name })).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: `More actions for ${name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: `Edit ${name}` });
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Mathematics' })).toHaveLength(1));
    return { ...context, card, form: within(form) };
  }

  it('checks the fields like the create form, and capacity against the students enrolled; stores nothing', async () => {
    // Calculus Foundations: Ravi and Priya paid, so 2 are enrolled.
    const { form, courses } = await openEdit('Calculus Foundations');
    const edit = vi.spyOn(courses, 'edit');
    const before = copyOf(store().courses);
    expect(form.getByText('2 students are enrolled, so capacity cannot be lower.')).toBeInTheDocument();
    await fill(userEvent, form, { 'Course name': '', Price: '12.50', 'Transaction fees': '99999999', 'Capacity (students)': '1' });
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Enter a course name.')).toBeInTheDocument();
    expect(form.getByText('Enter a whole number, 0 or more.')).toBeInTheDocument();
    expect(form.getByText('Enter at most 10,000,000.')).toBeInTheDocument();
    expect(form.getByText('Capacity cannot be below the 2 students already enrolled.')).toBeInTheDocument();
    expect(form.getByLabelText('Capacity (students)')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(form.getByLabelText('Capacity (students)'));
    await userEvent.type(form.getByLabelText('Capacity (students)'), '501');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Capacity must be a whole number, 1 to 500.')).toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();
    expect(store().courses).toEqual(before);
  });

  it('sends only the changed fields, says it is saved and shows the change', async () => {
    const { form, card, courses } = await openEdit('Spoken English', withPriya);
    const edit = vi.spyOn(courses, 'edit');
    await fill(userEvent, form, { Price: '2500', 'Capacity (students)': '12' });
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('“Spoken English” is saved.')).toBeInTheDocument();
    expect(edit).toHaveBeenCalledExactlyOnceWith({ ClassID: DEMO.course.classId, Price: 2500, Capacity: 12 });
    expect(await within(card).findByText((_, element) => element?.classList.contains('card-meta') === true && /^₹2,500 · 1 of 12 enrolled/.test(element.textContent ?? ''))).toBeInTheDocument();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'More actions for Spoken English' })).toHaveFocus());
    expect(store().courses!.find((course) => course.ClassID === DEMO.course.classId)).toMatchObject({ Price: 2500, Capacity: 12, CourseName: 'Spoken English', Status: 'Open' });
  });

  it('says so when nothing was changed, and sends nothing', async () => {
    const { form, courses } = await openEdit('Spoken English');
    const edit = vi.spyOn(courses, 'edit');
    const before = copyOf(store().courses);
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    // The form's own status line (the cover image field has one too, empty).
    expect(await form.findByText('Nothing to save: no field was changed.')).toHaveAttribute('role', 'status');
    expect(edit).not.toHaveBeenCalled();
    expect(store().courses).toEqual(before);
  });

  it('asks before a status change students notice, and can go back', async () => {
    const { form, card, courses } = await openEdit('Spoken English', withPriya);
    const edit = vi.spyOn(courses, 'edit');
    // Cancelled is not an edit: it refunds, and has its own control (Cancel course).
    expect(within(form.getByLabelText('Status')).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['Open', 'Closed', 'Completed']);
    await userEvent.selectOptions(form.getByLabelText('Status'), 'Completed');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const question = 'Mark “Spoken English” as completed? The 1 enrolled student will see it as completed, and it cannot be opened again.';
    const confirm = await form.findByRole('group', { name: question });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Go back to the form' }));
    expect(edit).not.toHaveBeenCalled();
    expect(store().courses!.find((course) => course.ClassID === DEMO.course.classId)!.Status).toBe('Open');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await userEvent.click(within(await form.findByRole('group', { name: question })).getByRole('button', { name: 'Yes, save it' }));
    expect(await within(card).findByText('“Spoken English” is saved.')).toBeInTheDocument();
    expect(edit).toHaveBeenCalledExactlyOnceWith({ ClassID: DEMO.course.classId, Status: 'Completed' });
    expect(store().courses!.find((course) => course.ClassID === DEMO.course.classId)!.Status).toBe('Completed');
    expect(await within(card).findByText('Completed', { selector: '.pill' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'More actions for Spoken English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const again = within(within(card).getByRole('form', { name: 'Edit Spoken English' }));
    expect(within(again.getByLabelText('Status')).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['Completed']);
  });

  it('shows the backend’s refusal of a capacity below new enrolments next to the field', async () => {
    // The form opens with nobody enrolled in Spoken English; then Priya and Arjun pay for it.
    const { form } = await openEdit('Spoken English');
    changeStore((state) => {
      payCourse(state, DEMO.course.code, PRIYA, 'pay_priya00000001', '2026-05-01T08:50:00Z');
      book(state, 'GroupCourse', DEMO.course.code, PRIYA, '2026-05-01T08:45:00Z');
      payCourse(state, DEMO.course.code, ARJUN, 'pay_arjun00000001', '2026-05-01T08:55:00Z');
    });
    await userEvent.clear(form.getByLabelText('Capacity (students)'));
    await userEvent.type(form.getByLabelText('Capacity (students)'), '1');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const message = 'Capacity cannot be below the number of students already enrolled. Reload to see how many.';
    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(form.getAllByText(message)).toHaveLength(2);
    expect(form.getByLabelText('Capacity (students)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(store().courses!.find((course) => course.ClassID === DEMO.course.classId)!.Capacity).toBe(20);
  });

  it('each course card names who paid and what became of it; one nobody paid for says so', async () => {
    const { show } = await setup();
    const studentSide = await buildTestContainer();
    actAs(studentSide, 'student');
    const left = await studentSide.get(STUDENT_CLASSES_API).leaveCourse(DEMO.paidCourse.code);
    show(<CourseClassScreen />, '/course-class');
    const calculus = within((await screen.findByRole('heading', { level: 3, name: 'Calculus Foundations' })).closest('li')!);
    const who = within(calculus.getByRole('list', { name: 'Who paid:' }));
    expect(who.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Priya Shah · Paid',
      `Ravi Kumar · Left the course · Refunded ${tutorText.money(left.RefundAmount, 'INR')} (9:00 AM, Today)`,
    ]);
    const spoken = within(screen.getByRole('heading', { level: 3, name: 'Spoken English' }).closest('li')!);
    expect(spoken.getByText('Nobody has paid for it yet.')).toBeInTheDocument();
  });

  it('links each course to its students', async () => {
    const { show } = await setup();
    show(<CourseClassScreen />, '/course-class');
    expect(await screen.findByRole('link', { name: 'Students of Spoken English' })).toHaveAttribute(
      'href',
      `/tutor-dashboard?classCode=${DEMO.course.code}#students`,
    );
  });
});

describe('students list: what became of each booking', () => {
  const INR = (amount: number) => tutorText.money(amount, 'INR');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  async function studentSide() {
    const container = await buildTestContainer();
    actAs(container, 'student');
    return container;
  }

  /** The Payment cell of Ravi Kumar's booking of `className`, once the list shows it. */
  async function paymentOf(className: string) {
    const table = await screen.findByRole('table', { name: 'Students' });
    const row = rowOf(table, 'Ravi Kumar').find((item) => item.textContent?.includes(className))!;
    return within(row).getAllByRole('cell').at(-1)!;
  }

  it('Paid and Not paid, as booked', async () => {
    const { show } = await setup();
    show(<StudentsList timeZone="UTC" now={NOW} />);
    expect(await paymentOf('Geometry Practice')).toHaveTextContent(/^Paid$/);
    expect(await paymentOf('Algebra Basics')).toHaveTextContent(/^Not paid$/);
  });

  it('the tutor cancelled: Cancelled by you, with the refund and when', async () => {
    const { show } = await setup();
    const tutorSide = await buildTestContainer();
    actAs(tutorSide, 'tutor');
    await tutorSide.get(PRIVATE_CLASS_API).cancel(DEMO.paidPrivateClass.code, 'I am unwell.');
    show(<StudentsList timeZone="UTC" now={NOW} />);
    expect(await paymentOf('Geometry Practice')).toHaveTextContent(`Cancelled by you · Refunded ${INR(525)} (9:00 AM, Today)`);
  });

  it('the student cancelled in time: Cancelled by the student, refunded', async () => {
    const { show } = await setup();
    await (await studentSide()).get(PRIVATE_CLASS_API).cancel(DEMO.paidPrivateClass.code);
    show(<StudentsList timeZone="UTC" now={NOW} />);
    expect(await paymentOf('Geometry Practice')).toHaveTextContent(`Cancelled by the student · Refunded ${INR(525)} (9:00 AM, Today)`);
  });

  it('the student cancelled late: Cancelled by the student, the payment kept', async () => {
    const { show } = await setup();
    const start = Date.parse(store().privateClasses!.find((record) => record.ClassLink === DEMO.paidPrivateClass.code)!.DateTime);
    testClock().set(new Date(start - 2 * 3_600_000));
    await (await studentSide()).get(PRIVATE_CLASS_API).cancel(DEMO.paidPrivateClass.code);
    show(<StudentsList timeZone="UTC" now={NOW} />);
    const cell = await paymentOf('Geometry Practice');
    expect(cell).toHaveTextContent(/^Cancelled by the student · Paid, kept \(no refund\)$/);
    expect(cell.querySelector('.pill.success')).not.toBeNull();
  });

  it('the student left a course: Left the course, with what was refunded', async () => {
    const { show } = await setup();
    const left = await (await studentSide()).get(STUDENT_CLASSES_API).leaveCourse(DEMO.paidCourse.code);
    expect(left.RefundAmount).toBeGreaterThan(0);
    show(<StudentsList timeZone="UTC" now={NOW} />);
    expect(await paymentOf('Calculus Foundations')).toHaveTextContent(`Left the course · Refunded ${INR(left.RefundAmount)} (9:00 AM, Today)`);
  });

  it('the tutor never came: Refunded, with the amount', async () => {
    const { show } = await setup();
    const start = Date.parse(store().privateClasses!.find((record) => record.ClassLink === DEMO.paidPrivateClass.code)!.DateTime);
    testClock().set(new Date(start + 20 * 60_000));
    show(<StudentsList timeZone="UTC" now={NOW} />);
    expect(await paymentOf('Geometry Practice')).toHaveTextContent(new RegExp(`^Refunded ${escape(INR(525))} \\(.+\\)$`));
  });
});
