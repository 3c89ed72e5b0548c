import type { ClassStatus, CourseStatus, CurrencyType, TutorSort, UploadedFile } from '../contract/records.ts';

// The contract's small value lists that screens and rules need at run time (choices in a form, limits to check before
// sending). Each list is checked against the generated contract: at compile time by its type, and in full by
// tests/unit/domain/values.test.ts against the generated zod enums, so a change to openapi/ that these miss fails.
// Plain values, no zod: the pages that only show a list (the search filters) load none of it.

/** The whole list of T, in a chosen order: compiles only when every member of T is in it. */
type AllOf<T, L extends readonly T[]> = [T] extends [L[number]] ? L : never;

const currencies = ['INR', 'USD', 'EUR', 'GBP', 'JPY'] as const;
export const CURRENCY_TYPES: AllOf<CurrencyType, typeof currencies> = currencies;

const classStatuses = ['Scheduled', 'Live', 'Completed', 'Cancelled'] as const;
export const CLASS_STATUSES: AllOf<ClassStatus, typeof classStatuses> = classStatuses;

const courseStatuses = ['Open', 'Closed', 'Completed', 'Cancelled'] as const;
export const COURSE_STATUSES: AllOf<CourseStatus, typeof courseStatuses> = courseStatuses;

const tutorSorts = ['Relevance', 'PriceAsc', 'PriceDesc', 'NameAsc', 'RatingDesc'] as const;
export const TUTOR_SORTS: AllOf<TutorSort, typeof tutorSorts> = tutorSorts;

/** Upload limits of /FileUpload (checked before sending, so a bad file gets a message at once). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** What one user may upload in any 24 hours (the backend answers 429 past it): one value with the mock's. */
export { UPLOAD_QUOTA } from './upload-quota.ts';
const uploadTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const UPLOAD_CONTENT_TYPES: AllOf<UploadedFile['ContentType'], typeof uploadTypes> = uploadTypes;
