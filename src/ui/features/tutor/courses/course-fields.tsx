import type { Topic } from '../../../../domain/user-profile';
import { ImageUploadField } from '../../../components/image-upload-field';
import type { FieldErrors } from '../../../components/form/field-errors';
import { FormField, SelectField, TextAreaField } from '../../../components/form/fields';
import type { CourseFormValues } from './course-schema';
import { courseText } from './course-text';
import { MoneyFields } from '../money-fields';
import { COURSE_DESCRIPTION_MAX, NAME_MAX } from '../../../../domain/form-limits';

/** The fields the create and edit forms share; the edit form adds hints (enrolment, price) and the status. */
export function CourseFields<V extends CourseFormValues>({
  values,
  errors,
  topics,
  onChange,
  priceHint,
  capacityHint,
}: {
  values: V;
  errors: FieldErrors<keyof V & string>;
  topics: Topic[];
  onChange: (key: keyof CourseFormValues, value: string) => void;
  priceHint?: string;
  capacityHint?: string;
}) {
  const set = (key: keyof CourseFormValues) => (event: { target: { value: string } }) => onChange(key, event.target.value);
  return (
    <>
      <FormField label={courseText.courseName} value={values.CourseName} onChange={set('CourseName')} error={errors.CourseName} maxLength={NAME_MAX.CourseName} />
      <TextAreaField
        label={courseText.description}
        value={values.Description}
        onChange={(value) => onChange('Description', value)}
        maxLength={COURSE_DESCRIPTION_MAX}
        rows={3}
        error={errors.Description}
      />
      <ImageUploadField
        label={courseText.coverImage}
        hint={courseText.coverImageHint}
        currentUrl={values.CoverImageURL || undefined}
        purpose="CourseCover"
        onUploaded={(file) => onChange('CoverImageURL', file.FileURL)}
      />
      {errors.CoverImageURL && <p className="field-error">{errors.CoverImageURL}</p>}
      <SelectField label={courseText.topic} value={values.TopicID} onChange={(value) => onChange('TopicID', value)} error={errors.TopicID}>
        <option value="">{courseText.chooseTopic}</option>
        {topics.map((topic) => (
          <option key={topic.TopicID} value={String(topic.TopicID)}>
            {topic.TopicName}
          </option>
        ))}
      </SelectField>
      <MoneyFields values={values} errors={errors} onChange={onChange} priceHint={priceHint} />
      <FormField
        label={courseText.capacity}
        inputMode="numeric"
        hint={capacityHint}
        value={values.Capacity}
        onChange={set('Capacity')}
        error={errors.Capacity}
      />
    </>
  );
}
