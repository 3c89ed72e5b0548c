import { z } from 'zod';
import { CURRENCY_TYPES } from '../../../domain/backend-records';
import { weeklyLocalTimes, zonedLocalToIso } from '../../../domain/zoned-time';
import type { NewCourse, NewCourseSession } from '../../../ports/course-api';
import { courseText } from './course-text';
import { tutorText } from './tutor-text';

const e = courseText.errors;
const whole = z.string().trim().regex(/^\d+$/, tutorText.errors.wholeAmount).transform(Number);
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
}

export const courseSchema = z
  .object({
    CourseName: z.string().trim().min(1, e.courseNameRequired).max(120, e.tooLong),
    Description: z.string().trim().max(2000, e.descriptionTooLong),
    TopicID: z.string().regex(/^[1-9]\d*$/, e.topicRequired).transform(Number),
    Price: whole,
    TransactionFees: whole,
    CurrencyType: z.enum(CURRENCY_TYPES, { message: tutorText.errors.currency }),
    Capacity: intIn(1, 500, e.capacityRange),
  })
  .transform((value): NewCourse => ({ ...value, Description: value.Description || undefined }));

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
      Title: z.string().trim().min(1, e.sessionTitleRequired).max(120, e.tooLong),
      Start: futureInstant(timeZone, now),
      Duration: intIn(15, 480, tutorText.errors.durationRange),
      Count: intIn(1, 52, e.countRange),
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
      Title: z.string().trim().min(1, e.sessionTitleRequired).max(120, e.tooLong),
      Start: futureInstant(timeZone, now),
      Duration: intIn(15, 480, tutorText.errors.durationRange),
    })
    .transform(({ Title, Start, Duration }) => ({ Title, StartDateTime: zonedLocalToIso(Start, timeZone)!, Duration }));
}
