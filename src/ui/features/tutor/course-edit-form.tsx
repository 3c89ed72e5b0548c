import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import type { GroupCourseRecord } from '../../../domain/backend-records';
import { courseStatusChangeNeedsConfirmation, courseStatusChoices } from '../../../domain/course-edit';
import type { Topic } from '../../../domain/user-profile';
import type { CourseEdit } from '../../../ports/course-api';
import { FormAlert } from '../auth/form-field';
import { CourseFields } from './course-fields';
import { SelectField } from './form-fields';
import { courseEditSchema, courseEditValues, type CourseEditValues } from './course-schema';
import { courseText } from './course-text';
import { fieldErrorsOf, type FieldErrors } from './private-class-schema';
import type { SaveOutcome } from './use-private-classes';
import './tutor-lists.css';

/**
 * Edits one course in place: the create form's fields and checks, plus the status; sends only what changed and asks
 * before a status change that students notice.
 */
export function CourseEditForm({
  course,
  topics,
  onSave,
  onSaved,
  onCancel,
}: {
  course: GroupCourseRecord;
  topics: Topic[];
  onSave: (input: CourseEdit) => Promise<SaveOutcome<GroupCourseRecord>>;
  onSaved: (saved: GroupCourseRecord) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<CourseEditValues>(() => courseEditValues(course));
  const [errors, setErrors] = useState<FieldErrors<keyof CourseEditValues>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [pending, setPending] = useState<CourseEdit | null>(null);
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const titleId = `edit-course-${course.ClassID}-title`;

  useEffect(() => titleRef.current?.focus(), []);
  useEffect(() => {
    if (pending) confirmRef.current?.focus();
  }, [pending]);

  const change = (key: keyof CourseEditValues, value: string) => {
    setNotice('');
    setValues((current) => ({ ...current, [key]: value }));
  };

  async function send(input: CourseEdit) {
    setBusy(true);
    const outcome = await onSave(input);
    setBusy(false);
    setPending(null);
    if (outcome.ok) {
      onSaved(outcome.value);
      return;
    }
    if (outcome.field && outcome.field in values) setErrors({ [outcome.field]: outcome.message });
    setAlert([outcome.message]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || pending) return;
    setAlert([]);
    setNotice('');
    const parsed = courseEditSchema(course).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    if (Object.keys(parsed.data).length === 0) {
      setNotice(courseText.nothingChanged);
      return;
    }
    const input: CourseEdit = { ClassID: course.ClassID, ...parsed.data };
    if (input.Status && courseStatusChangeNeedsConfirmation(course.Status, input.Status)) {
      setPending(input);
      return;
    }
    await send(input);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId} className="course-edit">
      <h4 id={titleId} ref={titleRef} tabIndex={-1}>
        {courseText.editCourseTitle(course.CourseName)}
      </h4>
      <FormAlert messages={alert} />
      <CourseFields
        values={values}
        errors={errors}
        topics={topics}
        onChange={change}
        priceHint={course.EnrolledCount > 0 ? courseText.priceHint : undefined}
        capacityHint={course.EnrolledCount > 0 ? courseText.capacityHint(course.EnrolledCount) : undefined}
      />
      <SelectField
        label={courseText.courseStatus}
        value={values.Status}
        onChange={(value) => change('Status', value)}
        error={errors.Status}
        hint={courseText.statusHint}
      >
        {courseStatusChoices(course.Status).map((status) => (
          <option key={status} value={status}>
            {courseText.statusLabel(status)}
          </option>
        ))}
      </SelectField>
      {pending?.Status ? (
        <StatusConfirmation
          ref={confirmRef}
          question={courseText.confirmStatus(course.CourseName, pending.Status, course.EnrolledCount)}
          busy={busy}
          onYes={() => void send(pending)}
          onNo={() => setPending(null)}
        />
      ) : (
        <p className="actions">
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? courseText.savingCourse : courseText.saveCourse}
          </button>
          <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
            {courseText.cancelEdit}
          </button>
        </p>
      )}
      <p role="status">{notice}</p>
    </form>
  );
}

function StatusConfirmation({
  ref,
  question,
  busy,
  onYes,
  onNo,
}: {
  ref: Ref<HTMLDivElement>;
  question: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div role="group" aria-label={question} ref={ref} tabIndex={-1} className="form-notice">
      <p>{question}</p>
      <p className="actions">
        <button type="button" className="button secondary" disabled={busy} onClick={onYes}>
          {busy ? courseText.savingCourse : courseText.confirmStatusYes}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={onNo}>
          {courseText.confirmStatusNo}
        </button>
      </p>
    </div>
  );
}
