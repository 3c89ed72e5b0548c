import type { CourseStatus, CurrencyType, GroupCourseRecord } from '../contract/records.ts';

// Rules for changing a group course after it was created (/EditTutorCourse): which status may follow which, which
// changes students notice, how low the capacity may go, and which fields actually changed (only those are sent).

/**
 * Where the edit form may take a course from each status. Completed and Cancelled are final (the backend refuses
 * leaving them). Cancelling is not an edit: it refunds the students who paid, so it has its own control, which says
 * so before it is done (Cancel course on the course's card, /CancelCourse).
 */
const NEXT_STATUSES: Record<CourseStatus, readonly CourseStatus[]> = {
  Open: ['Closed', 'Completed'],
  Closed: ['Open', 'Completed'],
  Completed: [],
  Cancelled: [],
};

/** The statuses a tutor may pick for a course now: the current one first, then those it may change to. */
export function courseStatusChoices(current: CourseStatus): CourseStatus[] {
  return [current, ...NEXT_STATUSES[current]];
}

export function canChangeCourseStatus(from: CourseStatus, to: CourseStatus): boolean {
  return from === to || NEXT_STATUSES[from].includes(to);
}

/**
 * A status change students notice, so the tutor confirms it first: closing stops new bookings, completing or
 * cancelling ends the course for everyone enrolled. Reopening takes nothing away from anyone.
 */
export function courseStatusChangeNeedsConfirmation(from: CourseStatus, to: CourseStatus): boolean {
  return from !== to && to !== 'Open';
}

/** The lowest capacity a course may have: every enrolled student keeps a seat, and a course has at least one. */
export function minimumCourseCapacity(enrolledCount: number): number {
  return Math.max(1, enrolledCount);
}

/** What the course form can change. */
export interface CourseFieldValues {
  CourseName: string;
  Description: string;
  TopicID: number;
  Price: number;
  TransactionFees: number;
  CurrencyType: CurrencyType;
  Capacity: number;
  Status: CourseStatus;
  /** Empty: no new cover image. */
  CoverImageURL: string;
}

const COMPARED = ['CourseName', 'Description', 'TopicID', 'Price', 'TransactionFees', 'CurrencyType', 'Capacity', 'Status'] as const;

/**
 * Only the fields that differ from the stored course. A cover image can be replaced but not removed: the contract
 * has no value that clears it, so an empty one means "leave it as it is".
 */
export function courseChanges(current: GroupCourseRecord, next: CourseFieldValues): Partial<CourseFieldValues> {
  const changes: Partial<Record<keyof CourseFieldValues, unknown>> = {};
  for (const key of COMPARED) if (next[key] !== current[key]) changes[key] = next[key];
  if (next.CoverImageURL && next.CoverImageURL !== current.CoverImageURL) changes.CoverImageURL = next.CoverImageURL;
  return changes as Partial<CourseFieldValues>;
}
