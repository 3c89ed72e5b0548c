import { useEffect, useRef, useState, type Ref } from 'react';
import type { GroupCourseRecord } from '../../../../contract/records';
import { courseStatusChangeNeedsConfirmation, courseStatusChoices } from '../../../../domain/course-edit';
import type { Topic } from '../../../../domain/user-profile';
import type { CourseEdit } from '../../../../ports/course-api';
import { FormAlert, SelectField, SubmitButton } from '../../../components/form/fields';
import { FormSection } from '../../../components/form/form-section';
import { useForm, type Sent } from '../../../components/form/use-form';
import { CourseFields } from './course-fields';
import { courseEditSchema, courseEditValues, type CourseEditValues } from './course-schema';
import { courseText } from './course-text';
import { refusedSave, type SaveOutcome } from '../../../components/form/save-outcome';
import '../tutor-lists.css';

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
  const [confirming, setConfirming] = useState<CourseEdit | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const titleId = `edit-course-${course.ClassID}-title`;

  useEffect(() => titleRef.current?.focus(), []);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function save(input: CourseEdit): Promise<Sent<CourseEditValues>> {
    const outcome = await onSave(input);
    setConfirming(null);
    if (!outcome.ok) return refusedSave<keyof CourseEditValues>(outcome, courseEditValues(course));
    onSaved(outcome.value);
    return { ok: true };
  }

  const form = useForm({
    initial: () => courseEditValues(course),
    schema: () => courseEditSchema(course),
    doneUntilEdit: true,
    send: async (changes): Promise<Sent<CourseEditValues>> => {
      if (Object.keys(changes).length === 0) return { ok: true, done: courseText.nothingChanged };
      const input: CourseEdit = { ClassID: course.ClassID, ...changes };
      if (input.Status && courseStatusChangeNeedsConfirmation(course.Status, input.Status)) {
        setConfirming(input);
        return { ok: true };
      }
      return save(input);
    },
  });
  const { values, errors } = form;

  return (
    <form onSubmit={(event) => (confirming ? event.preventDefault() : form.onSubmit(event))} noValidate aria-labelledby={titleId} className="course-form course-edit">
      <h4 id={titleId} ref={titleRef} tabIndex={-1}>
        {courseText.editCourseTitle(course.CourseName)}
      </h4>
      <FormAlert messages={form.alert} />
      <CourseFields
        values={values}
        errors={errors}
        topics={topics}
        onChange={form.set}
        priceHint={course.EnrolledCount > 0 ? courseText.priceHint : undefined}
        capacityHint={course.EnrolledCount > 0 ? courseText.capacityHint(course.EnrolledCount) : undefined}
        level={5}
      />
      <FormSection title={courseText.sectionStatus} level={5}>
        <div className="course-seats">
          <SelectField label={courseText.courseStatus} value={values.Status} onChange={(value) => form.set('Status', value)} error={errors.Status} hint={courseText.statusHint}>
            {courseStatusChoices(course.Status).map((status) => (
              <option key={status} value={status}>
                {courseText.statusLabel(status)}
              </option>
            ))}
          </SelectField>
        </div>
      </FormSection>
      {confirming?.Status ? (
        <StatusConfirmation
          ref={confirmRef}
          question={courseText.confirmStatus(course.CourseName, confirming.Status, course.EnrolledCount)}
          busy={form.pending}
          onYes={() => form.run(() => save(confirming))}
          onNo={() => setConfirming(null)}
        />
      ) : null}
      {/* The Save bar, kept in reach at the bottom of the screen while the form is (as the profile page's). */}
      <div className="form-actions">
        {confirming?.Status ? null : (
          <>
            <SubmitButton pending={form.pending} label={courseText.saveCourse} pendingLabel={courseText.savingCourse} />
            <button type="button" className="button secondary" onClick={onCancel} disabled={form.pending}>
              {courseText.cancelEdit}
            </button>
          </>
        )}
        <p role="status">{form.done}</p>
      </div>
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
