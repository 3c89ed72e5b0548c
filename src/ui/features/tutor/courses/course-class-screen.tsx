import { CalendarDays, Copy, Pencil, PlusCircle, Users, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SkippedNote } from '../../../components/skipped-note';
import { SavedClassChat } from '../../../components/saved-class-chat';
import { Link } from 'react-router-dom';
import type { CourseCancellation, CourseStatus, GroupCourseRecord } from '../../../../contract/records';
import { CancelControl } from '../../../components/cancellation';
import { DateTime } from '../../../components/kit/date-time';
import { useNowMs } from '../../../components/class-phase';
import { useProfileTimeZone } from '../../../components/use-profile-time-zone';
import { FormAlert, SubmitButton } from '../../../components/form/fields';
import { useForm, type Sent } from '../../../components/form/use-form';
import { CopyNote, useCopyLink } from '../copy-link-button';
import { useMenuPanelFocus } from '../../../components/use-menu-panel-focus';
import { ActionMenu, type MenuAction } from '../../../components/kit/action-menu';
import { ButtonLink } from '../../../components/kit/button';
import { Card, CardHeader } from '../../../components/kit/card';
import { EmptyState } from '../../../components/kit/empty-state';
import { Money } from '../../../components/kit/money';
import { PageHeader } from '../../../components/kit/page-header';
import { StatusPill, type Tone } from '../../../components/kit/status-pill';
import { text } from '../../../components/text';
import '../tutor-lists.css';
import { CourseEditForm } from './course-edit-form';
import { CourseFields } from './course-fields';
import { courseSchema, type CourseFormValues } from './course-schema';
import { courseText } from './course-text';
import { AsyncView } from '../../../components/async-states';
import { tutorText } from '../tutor-text';
import { bookingStateParts, BookingStateWords } from '../booking-state-text';
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
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="create-course-title" className="course-form course-create">
      <h2 id="create-course-title">{courseText.createCourseTitle}</h2>
      <FormAlert messages={form.alert} />
      {/* A new set of fields after each course created: the cover's upload and preview start empty too. */}
      <CourseFields key={created?.ClassID ?? 'new'} values={form.values} errors={form.errors} topics={topics.status === 'ready' ? topics.data : []} onChange={form.set} level={3} />
      <div className="form-actions">
        <SubmitButton pending={form.pending} label={courseText.createCourse} pendingLabel={courseText.creatingCourse} />
        <div role="status">
          {created && (
            <p>
              {courseText.courseCreated(created.CourseName)}{' '}
              <Link to={paths.manageSessions(created.ClassID)}>{courseText.manageSessions(created.CourseName)}</Link>
            </p>
          )}
        </div>
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
            <BookingStateWords
              parts={[
                booking.StudentName,
                ...bookingStateParts({ state: booking.State, refundAmount: booking.RefundAmount, refundedAt: booking.RefundedAt, currency: booking.CurrencyType ?? course.CurrencyType }),
              ]}
              zoned={{ now, timeZone }}
            />
          </li>
        ))}
      </ul>
      {more > 0 && <p className="muted">{courseText.moreBookings(more)}</p>}
    </div>
  );
}

const COURSE_PILL: Record<CourseStatus, Tone> = { Open: 'success', Closed: 'neutral', Completed: 'neutral', Cancelled: 'danger' };

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
  const [cancelling, setCancelling] = useState(false);
  const timeZone = useProfileTimeZone();
  const nowMs = useNowMs();
  const [message, setMessage] = useState('');
  const { copy, note } = useCopyLink();
  const { panelRef, menuBoxRef, after: focusPanelAfterMenu, onTriggerFocus, backToMenu } = useMenuPanelFocus();
  const link = courseShareLink(window.location.origin, course);
  const cancellable = course.Status === 'Open' || course.Status === 'Closed';

  function open() {
    setMessage('');
    setCancelling(false);
    setEditing(true);
    focusPanelAfterMenu();
  }

  function close(saved?: GroupCourseRecord) {
    setEditing(false);
    setMessage(saved ? courseText.courseSaved(saved.CourseName) : '');
    // Back to the menu that opened the form, so keyboard users keep their place.
    backToMenu();
  }

  const menu: MenuAction[] = [
    { label: courseText.menu.edit, icon: <Pencil />, onSelect: open },
    ...(course.Status === 'Open' ? [{ label: tutorText.menu.copyLink, icon: <Copy />, onSelect: () => void copy(link) }] : []),
    ...(cancellable
      ? [
          {
            label: courseText.menu.cancel,
            icon: <XCircle />,
            danger: true,
            onSelect: () => {
              setMessage('');
              setEditing(false);
              setCancelling(true);
              focusPanelAfterMenu();
            },
          },
        ]
      : []),
  ];

  return (
    <Card as="li" className="tutor-class-card course-card">
      {course.CoverImageURL && <img className="course-cover" src={course.CoverImageURL} alt="" loading="lazy" />}
      <CardHeader
        title={course.CourseName}
        meta={
          <>
            <Money amount={course.Price} currency={course.CurrencyType} /> · {courseText.enrolled(course.EnrolledCount, course.Capacity)} · {courseText.sessionCount(course.SessionCount)}
          </>
        }
        actions={
          <div ref={menuBoxRef} className="tutor-card-status" onFocusCapture={onTriggerFocus}>
            <StatusPill tone={COURSE_PILL[course.Status]}>{courseText.status[course.Status]}</StatusPill>
            <ActionMenu label={tutorText.menu.moreFor(course.CourseName)} actions={menu} />
          </div>
        }
      />
      <div className="tutor-card-body">
        <CourseBookings course={course} now={new Date(nowMs)} timeZone={timeZone} />
        {course.CancelledAt && (
          <p className="cancelled-note">
            <DateTime value={course.CancelledAt} now={nowMs} timeZone={timeZone} variant="in-text" within={courseText.cancelledOn} />
            {course.CancellationReason ? <>: “{course.CancellationReason}”</> : '.'}
          </p>
        )}
      </div>
      <div className="tutor-card-footer">
        <ButtonLink variant="primary" icon={<CalendarDays />} to={paths.manageSessions(course.ClassID)} aria-label={courseText.manageSessions(course.CourseName)}>
          {courseText.manageSessionsShort}
        </ButtonLink>
        <ButtonLink variant="quiet" icon={<Users />} to={courseRosterPath(course)} aria-label={courseText.viewStudents(course.CourseName)}>
          {courseText.studentsShort}
        </ButtonLink>
      </div>
      <CopyNote note={note} />
      <div ref={panelRef} className="tutor-card-panels">
        {editing && <CourseEditForm course={course} topics={topics} onSave={onEdit} onSaved={close} onCancel={() => close()} />}
        {!editing && (
          <CancelControl
            name={course.CourseName}
            noun="course"
            cancellable={cancellable}
            question={courseText.cancelQuestion(course.CourseName, course.EnrolledCount)}
            reasonHint={courseText.cancelReasonHint}
            onCancel={(reason) => onCancel(course.ClassLink, reason)}
            done={courseText.courseCancelled}
            opened={{ open: cancelling, onOpenChange: setCancelling, onKept: backToMenu }}
          />
        )}
      </div>
      <p aria-live="polite" className="tutor-card-outcome">
        {message}
      </p>
      <SavedClassChat classCode={course.ClassLink} name={course.CourseName} timeZone={timeZone} />
    </Card>
  );
}

/** /course-class: the tutor's group courses with share links, editing, links to their sessions and students, and the create form. */
export function CourseClassScreen() {
  const { courses, topics, create, edit, cancel } = useTutorCourses();
  const topicItems = topics.status === 'ready' ? topics.data : [];
  useEffect(() => {
    document.title = `${courseText.coursesTitle} · ${text.brand}`;
  }, []);
  return (
    <section className="page tutor-courses">
      <PageHeader
        title={courseText.coursesTitle}
        lead={courseText.coursesLead}
        actions={
          <a className="button primary" href="#create-course-title">
            <span className="button-icon" aria-hidden="true">
              <PlusCircle />
            </span>
            {courseText.newCourse}
          </a>
        }
      />
      <section aria-labelledby="courses-list-title" className="tutor-section">
        <h2 id="courses-list-title">{courseText.yourCourses}</h2>
        <SkippedNote count={courses.skipped} words={courseText.skipped} />
        <AsyncView load={courses} isEmpty={() => false}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState icon={<CalendarDays />} title={courseText.coursesEmptyTitle}>
                <p>{courseText.coursesEmpty}</p>
              </EmptyState>
            ) : (
              <ul className="card-list tutor-card-list">
                {items.map((course) => (
                  <CourseItem key={course.ClassID} course={course} topics={topicItems} onEdit={edit} onCancel={cancel} />
                ))}
              </ul>
            )
          }
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
