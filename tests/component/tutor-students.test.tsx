import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_DEMO, FakeBackendDb } from '../../src/adapters/fakes/fake-backend-db';
import { BackendError } from '../../src/domain/backend-error';
import { COURSE_API } from '../../src/ports/course-api';
import { STUDENT_LIST_API } from '../../src/ports/student-list-api';
import { ContainerProvider } from '../../src/ui/app/container-context';
import { CourseClassScreen } from '../../src/ui/features/tutor/course-class-screen';
import { StudentsList } from '../../src/ui/features/tutor/students-list';
import { TutorDashboard } from '../../src/ui/features/tutor/tutor-dashboard';
import { actAsDemoTutor } from './demo-tutor';
import { buildTestContainer } from './render-app';

const NOW = new Date('2026-05-01T09:00:00Z');

async function setup(prepare?: (db: FakeBackendDb) => void) {
  const container = await buildTestContainer();
  const db = actAsDemoTutor(container);
  prepare?.(db);
  const show = (ui: ReactNode, path = '/tutor-dashboard') =>
    render(
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ContainerProvider>,
    );
  return {
    db,
    show,
    students: container.get(STUDENT_LIST_API),
    courses: container.get(COURSE_API),
  };
}

/** Priya books two of the demo tutor's classes and pays for one; Sam (the demo student) has the seeded six. */
function withPriya(db: FakeBackendDb) {
  db.bookings.push(
    { studentId: 'student-2-uid', classCode: FAKE_DEMO.openPrivateClass.code, kind: 'PrivateClass', bookedAt: '2026-04-30T08:00:00Z' },
    { studentId: 'student-2-uid', classCode: FAKE_DEMO.course.code, kind: 'GroupCourse', bookedAt: '2026-04-29T08:00:00Z' },
  );
  db.payments.push(db.paymentRecord(FAKE_DEMO.course.code, 'pay_priya00000001', 'captured', '2026-04-29T09:00:00Z', 'student-2-uid'));
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowOf = (table: HTMLElement, text: string) => rows(table).filter((row) => row.textContent?.includes(text));

describe('students list', () => {
  it('shows who booked what and whether they paid, in an accessible table', async () => {
    const { show } = await setup(withPriya);
    show(<StudentsList timeZone="UTC" now={NOW} />);
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(screen.getByRole('status')).toHaveTextContent('8 bookings');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Student', 'Booked', 'Payment']);
    expect(rows(table)).toHaveLength(8);
    const priyaCourse = rowOf(table, 'Priya Nair').find((row) => row.textContent?.includes('Spoken English'))!;
    expect(within(priyaCourse).getByRole('rowheader')).toHaveTextContent('Priya Nairpriya@demo.test');
    expect(priyaCourse).toHaveTextContent('Group course · booked Wed, 29 Apr 2026, 8:00 AM');
    expect(priyaCourse).toHaveTextContent(/Paid$/);
    const priyaClass = rowOf(table, 'Priya Nair').find((row) => row.textContent?.includes('Trigonometry Intro'))!;
    expect(priyaClass).toHaveTextContent(/Not paid$/);
  });

  it('searches by name or email once typing pauses, not on every key', async () => {
    const { show, students } = await setup(withPriya);
    const list = vi.spyOn(students, 'list');
    show(<StudentsList timeZone="UTC" now={NOW} />);
    await screen.findByRole('table', { name: 'Students' });
    await userEvent.type(screen.getByLabelText('Search by name or email'), 'priya');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 bookings'));
    const table = screen.getByRole('table', { name: 'Students' });
    expect(rows(table).every((row) => row.textContent?.includes('Priya Nair'))).toBe(true);
    // The first load, then the typed word. Real timers on a shared machine: a keystroke may now and then come more
    // than the 300 ms pause after the previous one, so allow one intermediate search, never one per key.
    const searches = list.mock.calls.map(([query]) => query?.search);
    expect(searches[0]).toBeUndefined();
    expect(searches.at(-1)).toBe('priya');
    expect(searches.length).toBeLessThanOrEqual(3);

    await userEvent.clear(screen.getByLabelText('Search by name or email'));
    await userEvent.type(screen.getByLabelText('Search by name or email'), 'STUDENT@demo{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('6 bookings'));
    expect(rows(screen.getByRole('table', { name: 'Students' })).every((row) => row.textContent?.includes('Sam Student'))).toBe(true);
  });

  it('filters by what was booked and by payment', async () => {
    const { show, students } = await setup(withPriya);
    const list = vi.spyOn(students, 'list');
    show(<StudentsList timeZone="UTC" now={NOW} />);
    await screen.findByRole('table', { name: 'Students' });
    await userEvent.selectOptions(screen.getByLabelText('What they booked'), 'Group courses');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 bookings'));
    await userEvent.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 bookings'));
    const table = screen.getByRole('table', { name: 'Students' });
    for (const row of rows(table)) expect(row).toHaveTextContent(/Group course.*Paid$/);
    expect(list).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, kind: 'GroupCourse', paid: true });
  });

  it('pages through many bookings and goes back to page 1 when the filters change', async () => {
    const { show } = await setup((db) => {
      for (let n = 0; n < 8; n++) {
        const uid = `student-extra-${n}`;
        db.users.push({ uid, role: 2, firstName: 'Extra', lastName: `Student${n}`, email: `extra${n}@demo.test` });
        db.bookings.push({ studentId: uid, classCode: FAKE_DEMO.course.code, kind: 'GroupCourse', bookedAt: '2026-04-20T08:00:00Z' });
      }
    });
    show(<StudentsList timeZone="UTC" now={NOW} />);
    await screen.findByRole('table', { name: 'Students' });
    const pager = screen.getByRole('navigation', { name: 'Pages of students' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(rows(screen.getByRole('table', { name: 'Students' }))).toHaveLength(10);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows(screen.getByRole('table', { name: 'Students' }))).toHaveLength(4));
    expect(screen.getByRole('navigation', { name: 'Pages of students' })).toHaveTextContent('Page 2 of 2');
    await userEvent.selectOptions(screen.getByLabelText('Payment'), 'Not paid yet');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('12 bookings'));
    expect(screen.getByRole('navigation', { name: 'Pages of students' })).toHaveTextContent('Page 1 of 2');
  });

  it('says to share a link when nobody has booked yet', async () => {
    const { show } = await setup((db) => {
      db.bookings = [];
    });
    show(<StudentsList timeZone="UTC" now={NOW} />);
    expect(await screen.findByText(/No students yet\. Share a class or course link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Copy a course link' })).toHaveAttribute('href', '/course-class');
    expect(screen.getByRole('link', { name: 'Create a private class and copy its link' })).toHaveAttribute('href', '#create-private-class-form');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    const { show } = await setup();
    show(<StudentsList timeZone="UTC" now={NOW} />);
    await screen.findByRole('table', { name: 'Students' });
    await userEvent.type(screen.getByLabelText('Search by name or email'), 'nobody-like-this');
    expect(await screen.findByText(/No booking matches\. Try another name or email/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('6 bookings'));
    expect(screen.getByLabelText('Search by name or email')).toHaveValue('');
    expect(screen.getByLabelText('Search by name or email')).toHaveFocus();
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
    show(<StudentsList timeZone="UTC" now={NOW} />, `/tutor-dashboard?classCode=${FAKE_DEMO.course.code}#students`);
    expect(await screen.findByText('Only the students of Spoken English.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(rows(table).map((row) => within(row).getByRole('rowheader').textContent).sort()).toEqual(['Priya Nairpriya@demo.test', 'Sam Studentstudent@demo.test']);
    await userEvent.click(screen.getByRole('button', { name: 'Show all students' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('8 bookings'));
    expect(screen.queryByText(/Only the students of/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Students' })).toHaveFocus();
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
  async function openEdit(name: string, prepare?: (db: FakeBackendDb) => void) {
    const context = await setup(prepare);
    context.show(<CourseClassScreen />, '/course-class');
    const card = (await screen.findByRole('heading', { level: 3, name })).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: `Edit ${name}` }));
    const form = within(card).getByRole('form', { name: `Edit ${name}` });
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Mathematics' })).toHaveLength(1));
    return { ...context, card, form: within(form) };
  }

  it('checks the fields like the create form, and capacity against the students enrolled; stores nothing', async () => {
    const { db, form, courses } = await openEdit('Business English', (db) => {
      db.courses.find((course) => course.ClassID === FAKE_DEMO.paidCourse.classId)!.EnrolledCount = 3;
    });
    const edit = vi.spyOn(courses, 'edit');
    const before = structuredClone(db.courses);
    expect(form.getByText('3 students are enrolled, so capacity cannot be lower.')).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText('Course name'));
    await userEvent.clear(form.getByLabelText('Price'));
    await userEvent.type(form.getByLabelText('Price'), '12.50');
    await userEvent.clear(form.getByLabelText('Transaction fees'));
    await userEvent.type(form.getByLabelText('Transaction fees'), '99999999');
    await userEvent.clear(form.getByLabelText('Capacity (students)'));
    await userEvent.type(form.getByLabelText('Capacity (students)'), '2');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(form.getByText('Enter a course name.')).toBeInTheDocument();
    expect(form.getByText('Enter a whole number, 0 or more.')).toBeInTheDocument();
    expect(form.getByText('Enter at most 10,000,000.')).toBeInTheDocument();
    expect(form.getByText('Capacity cannot be below the 3 students already enrolled.')).toBeInTheDocument();
    expect(form.getByLabelText('Capacity (students)')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(form.getByLabelText('Capacity (students)'));
    await userEvent.type(form.getByLabelText('Capacity (students)'), '501');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(form.getByText('Capacity must be a whole number, 1 to 500.')).toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();
    expect(db.courses).toEqual(before);
  });

  it('sends only the changed fields, says it is saved and shows the change', async () => {
    const { db, form, card, courses } = await openEdit('Spoken English');
    const edit = vi.spyOn(courses, 'edit');
    await userEvent.clear(form.getByLabelText('Price'));
    await userEvent.type(form.getByLabelText('Price'), '2500');
    await userEvent.clear(form.getByLabelText('Capacity (students)'));
    await userEvent.type(form.getByLabelText('Capacity (students)'), '12');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('“Spoken English” is saved.')).toBeInTheDocument();
    expect(edit).toHaveBeenCalledExactlyOnceWith({ ClassID: FAKE_DEMO.course.classId, Price: 2500, Capacity: 12 });
    expect(await within(card).findByText(/2,500 INR · 1 of 12 enrolled/)).toBeInTheDocument();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Edit Spoken English' })).toHaveFocus());
    expect(db.courses.find((course) => course.ClassID === FAKE_DEMO.course.classId)).toMatchObject({ Price: 2500, Capacity: 12, CourseName: 'Spoken English' });
  });

  it('says so when nothing was changed, and sends nothing', async () => {
    const { form, courses } = await openEdit('Spoken English');
    const edit = vi.spyOn(courses, 'edit');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    // The form's own status line (the cover image field has one too, empty).
    expect(form.getByText('Nothing to save: no field was changed.')).toHaveAttribute('role', 'status');
    expect(edit).not.toHaveBeenCalled();
  });

  it('asks before a status change students notice, and can go back', async () => {
    const { form, card, courses } = await openEdit('Spoken English');
    const edit = vi.spyOn(courses, 'edit');
    expect(within(form.getByLabelText('Status')).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'Open',
      'Closed',
      'Completed',
      'Cancelled',
    ]);
    await userEvent.selectOptions(form.getByLabelText('Status'), 'Cancelled');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const question = 'Cancel “Spoken English”? The 1 enrolled student will see it as cancelled, and it cannot be opened again.';
    const confirm = form.getByRole('group', { name: question });
    expect(confirm).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Go back to the form' }));
    expect(edit).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await userEvent.click(within(form.getByRole('group', { name: question })).getByRole('button', { name: 'Yes, save it' }));
    expect(await within(card).findByText('“Spoken English” is saved.')).toBeInTheDocument();
    expect(edit).toHaveBeenCalledExactlyOnceWith({ ClassID: FAKE_DEMO.course.classId, Status: 'Cancelled' });
    expect(await within(card).findByText(/Status: Cancelled/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Spoken English' }));
    const again = within(within(card).getByRole('form', { name: 'Edit Spoken English' }));
    expect(within(again.getByLabelText('Status')).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['Cancelled']);
  });

  it('shows the backend’s refusal of a capacity below new enrolments next to the field', async () => {
    const { form, courses } = await openEdit('Spoken English');
    vi.spyOn(courses, 'edit').mockRejectedValueOnce(
      new BackendError('conflict', 'Capacity cannot go below the 4 students already enrolled.', [{ field: 'Capacity', message: 'below' }], 409),
    );
    await userEvent.clear(form.getByLabelText('Capacity (students)'));
    await userEvent.type(form.getByLabelText('Capacity (students)'), '2');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const message = 'Capacity cannot be below the number of students already enrolled. Reload to see how many.';
    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(form.getAllByText(message)).toHaveLength(2);
    expect(form.getByLabelText('Capacity (students)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('links each course to its students', async () => {
    const { show } = await setup();
    show(<CourseClassScreen />, '/course-class');
    expect(await screen.findByRole('link', { name: 'Students of Spoken English' })).toHaveAttribute(
      'href',
      `/tutor-dashboard?classCode=${FAKE_DEMO.course.code}#students`,
    );
  });
});
