import { z } from 'zod';
import type { GroupCourseRecord } from '../../../../contract/records';
import { COURSE_CAPACITY, COURSE_DESCRIPTION_MAX, DURATION_MINUTES, IMAGE_URL_MAX, NAME_MAX, SESSIONS_AT_ONCE, WHOLE_AMOUNT } from '../../../../domain/form-limits';
import { COURSE_STATUSES, CURRENCY_TYPES } from '../../../../domain/values';
import { canChangeCourseStatus, courseChanges, minimumCourseCapacity } from '../../../../domain/course-edit';
import { weeklyLocalTimes, zonedLocalToIso } from '../../../../domain/zoned-time';
import { plainTextField } from '../../../../domain/plain-text-field';
import type { NewCourse, NewCourseSession } from '../../../../ports/course-api';
import { courseText } from './course-text';
import { tutorText } from '../tutor-text';

const e = courseText.errors;
/** A weekly series appends ' 52' at most to its title. */
export const MAX_SERIES_TITLE = NAME_MAX.SessionTitle - ' 52'.length;
/** A whole amount as the contract takes it (WholeAmount: 0 to 10,000,000). */
const whole = z
  .string()
  .trim()
  .regex(/^\d+$/, tutorText.errors.wholeAmount)
  .transform(Number)
  .refine((n) => n <= WHOLE_AMOUNT.max, e.amountTooLarge);
const intIn = (min: number, max: number, message: string) =>
  z.string().trim().regex(/^\d+$/, message).transform(Number).refine((n) => n >= min && n <= max, message);

export interface CourseFormValues {
  CourseName: string;
  Description: string;
  TopicID: string;
  Price: string;
  TransactionFees: string;
  CurrencyType: string;
  Capacity: string;
  /** From the cover image field (lead: wired to image-upload-field after merging); empty means none. */
  CoverImageURL: string;
}

/** The fields create and edit share, checked the same way in both forms. */
const courseFields = {
  CourseName: plainTextField(NAME_MAX.CourseName, { empty: e.courseNameRequired, 'too-long': e.courseNameTooLong, 'not-text': e.courseNameNotText }),
  Description: z.string().trim().max(COURSE_DESCRIPTION_MAX, e.descriptionTooLong),
  TopicID: z.string().regex(/^[1-9]\d*$/, e.topicRequired).transform(Number),
  Price: whole,
  TransactionFees: whole,
  CurrencyType: z.enum(CURRENCY_TYPES, { message: tutorText.errors.currency }),
  Capacity: intIn(COURSE_CAPACITY.min, COURSE_CAPACITY.max, e.capacityRange),
  CoverImageURL: z.union([z.literal(''), z.url({ message: e.coverImage }).max(IMAGE_URL_MAX, e.coverImage)]),
};

export const courseSchema = z
  .object(courseFields)
  .transform(({ Description, CoverImageURL, ...value }): NewCourse => ({
    ...value,
    ...(Description ? { Description } : {}),
    ...(CoverImageURL ? { CoverImageURL } : {}),
  }));

export interface CourseEditValues extends CourseFormValues {
  Status: string;
}

/** The form's starting values: the course as stored. */
export function courseEditValues(course: GroupCourseRecord): CourseEditValues {
  return {
    CourseName: course.CourseName,
    Description: course.Description,
    TopicID: String(course.TopicID),
    Price: String(course.Price),
    TransactionFees: String(course.TransactionFees),
    CurrencyType: course.CurrencyType,
    Capacity: String(course.Capacity),
    CoverImageURL: course.CoverImageURL ?? '',
    Status: course.Status,
  };
}

/**
 * The edit form: the create form's checks, plus a capacity no lower than the students already enrolled and a status
 * the course may move to. Gives only the fields that changed (possibly none).
 */
export function courseEditSchema(course: GroupCourseRecord) {
  const floor = minimumCourseCapacity(course.EnrolledCount);
  return z
    .object({
      ...courseFields,
      Capacity: courseFields.Capacity.refine((n) => n >= floor, e.capacityBelowEnrolled(course.EnrolledCount)),
      Status: z.enum(COURSE_STATUSES, { message: e.statusNotAllowed }).refine((status) => canChangeCourseStatus(course.Status, status), e.statusNotAllowed),
    })
    .transform((value) => courseChanges(course, value));
}

/** A future instant from a datetime-local value in the tutor's zone, or an issue. */
function futureInstant(timeZone: string, now: Date) {
  return z
    .string()
    .min(1, tutorText.errors.dateTimeRequired)
    .transform((local, ctx) => {
      const iso = zonedLocalToIso(local, timeZone);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: tutorText.errors.dateTimeRequired });
        return z.NEVER;
      }
      if (Date.parse(iso) <= now.getTime()) {
        ctx.addIssue({ code: 'custom', message: tutorText.errors.dateTimePast });
        return z.NEVER;
      }
      return local;
    });
}

export interface SeriesFormValues {
  Title: string;
  Start: string;
  Duration: string;
  Count: string;
}

/** The weekly-series helper: N sessions a week apart, titled 'Title 1', 'Title 2', … */
export function seriesSchema(timeZone: string, now: Date) {
  return z
    .object({
      Title: plainTextField(MAX_SERIES_TITLE, { empty: e.sessionTitleRequired, 'too-long': e.seriesTitleTooLong, 'not-text': e.sessionTitleNotText }),
      Start: futureInstant(timeZone, now),
      Duration: intIn(DURATION_MINUTES.min, DURATION_MINUTES.max, tutorText.errors.durationRange),
      Count: intIn(SESSIONS_AT_ONCE.min, SESSIONS_AT_ONCE.max, e.countRange),
    })
    .transform(({ Title, Start, Duration, Count }): NewCourseSession[] =>
      weeklyLocalTimes(Start, Count).map((local, index) => ({
        Title: courseText.numbered(Title, index, Count),
        StartDateTime: zonedLocalToIso(local, timeZone)!,
        Duration,
      })),
    );
}

export interface SessionEditValues {
  Title: string;
  Start: string;
  Duration: string;
}

export function sessionEditSchema(timeZone: string, now: Date) {
  return z
    .object({
      Title: plainTextField(NAME_MAX.SessionTitle, { empty: e.sessionTitleRequired, 'too-long': e.tooLong, 'not-text': e.sessionTitleNotText }),
      Start: futureInstant(timeZone, now),
      Duration: intIn(DURATION_MINUTES.min, DURATION_MINUTES.max, tutorText.errors.durationRange),
    })
    .transform(({ Title, Start, Duration }) => ({ Title, StartDateTime: zonedLocalToIso(Start, timeZone)!, Duration }));
}
