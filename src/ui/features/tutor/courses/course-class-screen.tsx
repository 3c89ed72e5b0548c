import { useRef, useState } from 'react';
import { SkippedNote } from '../../../components/skipped-note';
import { SavedClassChat } from '../../../components/saved-class-chat';
import { Link } from 'react-router-dom';
import type { CourseCancellation, GroupCourseRecord } from '../../../../contract/records';
import { CancelControl } from '../../../components/cancellation';
import { formatClassTimeInText } from '../../../../domain/class-time';
import { useNowMs } from '../../../components/class-phase';
import { useProfileTimeZone } from '../../../components/use-profile-time-zone';
import { PageTitle } from '../../../components/page-title';
import { FormAlert, SubmitButton } from '../../../components/form/fields';
import { useForm, type Sent } from '../../../components/form/use-form';
import { CopyLinkButton } from '../copy-link-button';
import { CourseEditForm } from './course-edit-form';
import { CourseFields } from './course-fields';
import { courseSchema, type CourseFormValues } from './course-schema';
import { courseText } from './course-text';
import { AsyncView } from '../../../components/async-states';
import { tutorText } from '../tutor-text';
import { bookingStateParts } from '../booking-state-text';
import { useTutorCourses } from './use-courses';
import { refusedSave, type SaveOutcome } from '../../../components/form/save-outcome';
import type { CourseEdit, NewCourse } from '../../../../ports/course-api';
import { STUDENTS_CLASS_CODE_PARAM, STUDENTS_SECTION_ID } from '../students/use-students-list';
import type { AsyncLoad } from '../../../components/server-state';
import type { Topic } from '../../../../domain/user-profile';
import { paths } from '../../../../domain/routes';

const EMPTY: CourseFormValues = {
  CourseName: '',
  Description: '',
  TopicID: '',
  Price: '',
  TransactionFees: '0',
  CurrencyType: 'INR',
  Capacity: '10',
  CoverImageURL: '',
};

export function courseShareLink(origin: string, course: GroupCourseRecord): string {
  return `${origin}${paths.courseClassCheckout(course.ClassLink)}`;
}

/** Where a course's roster is: the students section of the dashboard, narrowed to the course's code. */
export function courseRosterPath(course: GroupCourseRecord): string {
  return `${paths.tutorDashboard()}?${STUDENTS_CLASS_CODE_PARAM}=${course.ClassLink}#${STUDENTS_SECTION_ID}`;
}

export function CourseForm({ topics, onCreate }: { topics: AsyncLoad<Topic[]>; onCreate: (input: NewCourse) => Promise<SaveOutcome<GroupCourseRecord>> }) {
  const form = useForm({
    initial: EMPTY,
    schema: () => courseSchema,
    send: async (input): Promise<Sent<CourseFormValues, GroupCourseRecord>> => {
      const outcome = await onCreate(input);
      if (!outcome.ok) return refusedSave<keyof CourseFormValues>(outcome, EMPTY);
      return { ok: true, done: outcome.value, values: EMPTY };
    },
  });
  const created = form.done;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="create-course-title" className="card">
      <h2 id="create-course-title">{courseText.createCourseTitle}</h2>
      <FormAlert messages={form.alert} />
      {/* A new set of fields after each course created: the cover's upload and preview start empty too. */}
      <CourseFields key={created?.ClassID ?? 'new'} values={form.values} errors={form.errors} topics={topics.status === 'ready' ? topics.data : []} onChange={form.set} />
      <SubmitButton pending={form.pending} label={courseText.createCourse} pendingLabel={courseText.creatingCourse} />
      <div role="status">
        {created && (
          <p>
            {courseText.courseCreated(created.CourseName)}{' '}
            <Link to={paths.manageSessions(created.ClassID)}>{courseText.manageSessions(created.CourseName)}</Link>
          </p>
        )}
      </div>
    </form>
  );
}

/** How many students a course card names; the rest are in the Students list its link opens. */
const BOOKINGS_SHOWN = 5;

/** Who paid for the course and what became of each booking: "Ravi Kumar · Left the course · Refunded …". */
function CourseBookings({ course, now, timeZone }: { course: GroupCourseRecord; now: Date; timeZone: string }) {
  const bookings = course.Bookings ?? [];
  if (bookings.length === 0) return <p className="class-booking">{courseText.noBookings}</p>;
  const more = bookings.length - BOOKINGS_SHOWN;
  return (
    <div className="class-booking">
      <p id={`bookings-${course.ClassID}`}>{courseText.bookingsTitle}</p>
      <ul aria-labelledby={`bookings-${course.ClassID}`}>
        {bookings.slice(0, BOOKINGS_SHOWN).map((booking) => (
          <li key={booking.StudentID}>
            {[
              booking.StudentName,
              ...bookingStateParts({ state: booking.State, refundAmount: booking.RefundAmount, refundedAt: booking.RefundedAt, currency: booking.CurrencyType ?? course.CurrencyType }, now, timeZone),
            ].join(' · ')}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="muted">{courseText.moreBookings(more)}</p>}
    </div>
  );
}

function CourseItem({
  course,
  topics,
  onEdit,
  onCancel,
}: {
  course: GroupCourseRecord;
  topics: Topic[];
  onEdit: (input: CourseEdit) => Promise<SaveOutcome<GroupCourseRecord>>;
  onCancel: (classCode: string, reason: string | undefined) => Promise<SaveOutcome<CourseCancellation>>;
}) {
  const [editing, setEditing] = useState(false);
  const timeZone = useProfileTimeZone();
  const nowMs = useNowMs();
  const [message, setMessage] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const link = courseShareLink(window.location.origin, course);

  function open() {
    setMessage('');
    setEditing(true);
  }

  function close(saved?: GroupCourseRecord) {
    setEditing(false);
    setMessage(saved ? courseText.courseSaved(saved.CourseName) : '');
    // Back to the button that opened the form, so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <li className="card">
      {course.CoverImageURL && <img className="course-cover" src={course.CoverImageURL} alt="" loading="lazy" />}
      <h3>{course.CourseName}</h3>
      <p>
        {tutorText.money(course.Price, course.CurrencyType)} · {courseText.enrolled(course.EnrolledCount, course.Capacity)} ·{' '}
        {courseText.sessionCount(course.SessionCount)} · {tutorText.status}: {course.Status}
      </p>
      <CourseBookings course={course} now={new Date(nowMs)} timeZone={timeZone} />
      <p>
        {tutorText.shareLink}: <code>{link}</code> <CopyLinkButton link={link} label={courseText.copyCourseLink(course.CourseName)} />
      </p>
      <p className="actions">
        <Link to={paths.manageSessions(course.ClassID)}>{courseText.manageSessions(course.CourseName)}</Link>
        <Link to={courseRosterPath(course)}>{courseText.viewStudents(course.CourseName)}</Link>
      </p>
      {editing ? (
        <CourseEditForm course={course} topics={topics} onSave={onEdit} onSaved={close} onCancel={() => close()} />
      ) : (
        <p>
          <button type="button" className="button secondary" ref={editButton} onClick={open}>
            {courseText.editCourse(course.CourseName)}
          </button>
        </p>
      )}
      <p aria-live="polite">{message}</p>
      <SavedClassChat classCode={course.ClassLink} name={course.CourseName} timeZone={timeZone} />
      {course.CancelledAt && (
        <p className="cancelled-note">
          {courseText.cancelledOn(formatClassTimeInText(course.CancelledAt, nowMs, timeZone))}
          {course.CancellationReason ? <>: “{course.CancellationReason}”</> : '.'}
        </p>
      )}
      {!editing && (
        <CancelControl
          name={course.CourseName}
          noun="course"
          cancellable={course.Status === 'Open' || course.Status === 'Closed'}
          question={courseText.cancelQuestion(course.CourseName, course.EnrolledCount)}
          reasonHint={courseText.cancelReasonHint}
          onCancel={(reason) => onCancel(course.ClassLink, reason)}
          done={courseText.courseCancelled}
        />
      )}
    </li>
  );
}

/** /course-class: the tutor's group courses with share links, editing, links to their sessions and students, and the create form. */
export function CourseClassScreen() {
  const { courses, topics, create, edit, cancel } = useTutorCourses();
  const topicItems = topics.status === 'ready' ? topics.data : [];
  return (
    <section className="page">
      <PageTitle>{courseText.coursesTitle}</PageTitle>
      <section aria-labelledby="courses-list-title">
        <h2 id="courses-list-title">{courseText.yourCourses}</h2>
        <SkippedNote count={courses.skipped} words={courseText.skipped} />
        <AsyncView load={courses} isEmpty={(items) => items.length === 0} empty={courseText.coursesEmpty}>
          {(items) => (
            <ul className="card-list">
              {items.map((course) => (
                <CourseItem key={course.ClassID} course={course} topics={topicItems} onEdit={edit} onCancel={cancel} />
              ))}
            </ul>
          )}
        </AsyncView>
      </section>
      {topics.status === 'error' ? (
        <AsyncView load={topics}>
          {() => null}
        </AsyncView>
      ) : (
        <CourseForm topics={topics} onCreate={create} />
      )}
    </section>
  );
}
