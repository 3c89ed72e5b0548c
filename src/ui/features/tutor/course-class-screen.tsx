import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CURRENCY_TYPES, type GroupCourseRecord } from '../../../domain/backend-records';
import { PageTitle } from '../../components/page-title';
import { FormAlert, FormField } from '../auth/form-field';
import { CopyLinkButton } from './copy-link-button';
import { courseSchema, type CourseFormValues } from './course-schema';
import { courseText } from './course-text';
import { LoadStates } from './load-states';
import { fieldErrorsOf, type FieldErrors } from './private-class-schema';
import { tutorText } from './tutor-text';
import { useTutorCourses } from './use-courses';
import type { SaveOutcome } from './use-private-classes';
import type { NewCourse } from '../../../ports/course-api';
import type { LoadState } from './use-load';
import type { Topic } from '../../../domain/user-profile';

const EMPTY: CourseFormValues = { CourseName: '', Description: '', TopicID: '', Price: '', TransactionFees: '0', CurrencyType: 'INR', Capacity: '10' };

export function courseShareLink(origin: string, course: GroupCourseRecord): string {
  return `${origin}/course-class-checkout/${course.ClassLink}`;
}

export function CourseForm({ topics, onCreate }: { topics: LoadState<Topic[]>; onCreate: (input: NewCourse) => Promise<SaveOutcome<GroupCourseRecord>> }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof CourseFormValues>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [created, setCreated] = useState<GroupCourseRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof CourseFormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert([]);
    setCreated(null);
    const parsed = courseSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await onCreate(parsed.data);
    setBusy(false);
    if (outcome.ok) {
      setCreated(outcome.value);
      setValues(EMPTY);
    } else {
      if (outcome.field && outcome.field in EMPTY) setErrors({ [outcome.field]: outcome.message });
      setAlert([outcome.message]);
    }
  }

  const topicItems = topics.status === 'ready' ? topics.data : [];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="create-course-title" className="card">
      <h2 id="create-course-title">{courseText.createCourseTitle}</h2>
      <FormAlert messages={alert} />
      <FormField label={courseText.courseName} value={values.CourseName} onChange={set('CourseName')} error={errors.CourseName} maxLength={120} />
      <div className="field">
        <label htmlFor="course-description">{courseText.description}</label>
        <textarea id="course-description" value={values.Description} onChange={set('Description')} maxLength={2000} rows={3} />
        {errors.Description && <p className="field-error">{errors.Description}</p>}
      </div>
      <div className="field">
        <label htmlFor="course-topic">{courseText.topic}</label>
        <select
          id="course-topic"
          value={values.TopicID}
          onChange={set('TopicID')}
          aria-invalid={errors.TopicID ? true : undefined}
          aria-describedby={errors.TopicID ? 'course-topic-error' : undefined}
        >
          <option value="">{courseText.chooseTopic}</option>
          {topicItems.map((topic) => (
            <option key={topic.TopicID} value={String(topic.TopicID)}>
              {topic.TopicName}
            </option>
          ))}
        </select>
        {errors.TopicID && (
          <p id="course-topic-error" className="field-error">
            {errors.TopicID}
          </p>
        )}
      </div>
      <FormField label={tutorText.price} inputMode="numeric" value={values.Price} onChange={set('Price')} error={errors.Price} />
      <FormField label={tutorText.transactionFees} inputMode="numeric" value={values.TransactionFees} onChange={set('TransactionFees')} error={errors.TransactionFees} />
      <div className="field">
        <label htmlFor="course-currency">{tutorText.currency}</label>
        <select id="course-currency" value={values.CurrencyType} onChange={set('CurrencyType')}>
          {CURRENCY_TYPES.map((currency) => (
            <option key={currency}>{currency}</option>
          ))}
        </select>
      </div>
      <FormField label={courseText.capacity} inputMode="numeric" value={values.Capacity} onChange={set('Capacity')} error={errors.Capacity} />
      <button type="submit" disabled={busy}>
        {busy ? courseText.creatingCourse : courseText.createCourse}
      </button>
      <div role="status">
        {created && (
          <p>
            {courseText.courseCreated(created.CourseName)}{' '}
            <Link to={`/course-class/managesession/${created.ClassID}`}>{courseText.manageSessions(created.CourseName)}</Link>
          </p>
        )}
      </div>
    </form>
  );
}

/** /course-class: the tutor's group courses with share links and a way to their sessions, and the create form. */
export function CourseClassScreen() {
  const { courses, topics, create } = useTutorCourses();
  return (
    <section className="page">
      <PageTitle>{courseText.coursesTitle}</PageTitle>
      <section aria-labelledby="courses-list-title">
        <h2 id="courses-list-title">{courseText.coursesTitle}</h2>
        <LoadStates state={courses.state} onRetry={courses.reload} isEmpty={(items) => items.length === 0} empty={courseText.coursesEmpty}>
          {(items) => (
            <ul className="card-list">
              {items.map((course) => {
                const link = courseShareLink(window.location.origin, course);
                return (
                  <li key={course.ClassID} className="card">
                    <h3>{course.CourseName}</h3>
                    <p>
                      {tutorText.money(course.Price, course.CurrencyType)} · {courseText.enrolled(course.EnrolledCount, course.Capacity)} ·{' '}
                      {courseText.sessionCount(course.SessionCount)} · {tutorText.status}: {course.Status}
                    </p>
                    <p>
                      {tutorText.shareLink}: <code>{link}</code> <CopyLinkButton link={link} label={courseText.copyCourseLink(course.CourseName)} />
                    </p>
                    <p>
                      <Link to={`/course-class/managesession/${course.ClassID}`}>{courseText.manageSessions(course.CourseName)}</Link>
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </LoadStates>
      </section>
      {topics.state.status === 'error' ? (
        <LoadStates state={topics.state} onRetry={topics.reload} isEmpty={() => false} empty="">
          {() => null}
        </LoadStates>
      ) : (
        <CourseForm topics={topics.state} onCreate={create} />
      )}
    </section>
  );
}
