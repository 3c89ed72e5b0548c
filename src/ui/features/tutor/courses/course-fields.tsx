import type { Topic } from '../../../../domain/user-profile';
import { ImageUploadField } from '../../../components/image-upload-field';
import type { FieldErrors } from '../../../components/form/field-errors';
import { FormField, SelectField, TextAreaField } from '../../../components/form/fields';
import { FormSection } from '../../../components/form/form-section';
import type { CourseFormValues } from './course-schema';
import './course-form.css';
import { courseText } from './course-text';
import { MoneyFields } from '../money-fields';
import { COURSE_DESCRIPTION_MAX, NAME_MAX } from '../../../../domain/form-limits';

/**
 * The fields the create and edit forms share, in titled sections as the profile page has them: what the course is
 * (name and topic side by side, the description, the cover's drop zone), then its cost and seats (price, fee and
 * currency on one row). The edit form adds hints (enrolment, price) and a section for the status.
 */
export function CourseFields<V extends CourseFormValues>({
  values,
  errors,
  topics,
  onChange,
  priceHint,
  capacityHint,
  level,
}: {
  /** The sections' heading level, under the form's own title. */
  level: 3 | 4 | 5;
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
      <FormSection title={courseText.sectionAbout} level={level}>
        <div className="field-pair">
          <FormField label={courseText.courseName} value={values.CourseName} onChange={set('CourseName')} error={errors.CourseName} maxLength={NAME_MAX.CourseName} />
          <SelectField label={courseText.topic} value={values.TopicID} onChange={(value) => onChange('TopicID', value)} error={errors.TopicID}>
            <option value="">{courseText.chooseTopic}</option>
            {topics.map((topic) => (
              <option key={topic.TopicID} value={String(topic.TopicID)}>
                {topic.TopicName}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label={courseText.description}
          value={values.Description}
          onChange={(value) => onChange('Description', value)}
          maxLength={COURSE_DESCRIPTION_MAX}
          rows={4}
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
      </FormSection>
      <FormSection title={courseText.sectionPrice} level={level}>
        <div className="field-pair course-money">
          <MoneyFields values={values} errors={errors} onChange={onChange} priceHint={priceHint} />
        </div>
        <div className="course-seats">
          <FormField label={courseText.capacity} inputMode="numeric" hint={capacityHint} value={values.Capacity} onChange={set('Capacity')} error={errors.Capacity} />
        </div>
      </FormSection>
    </>
  );
}
