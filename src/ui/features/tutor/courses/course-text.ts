import type { CourseStatus } from '../../../../contract/records';
import { COURSE_CAPACITY, COURSE_DESCRIPTION_MAX, NAME_MAX, SESSIONS_AT_ONCE, WHOLE_AMOUNT } from '../../../../domain/form-limits';
import { formatMoney } from '../../../../domain/money';

type Refund = { RefundAmount: number; CurrencyType?: string };

/**
 * The refunds' totals, one per currency, in words (zero totals left out): each refund is in the currency its student
 * paid in (the course's `CurrencyType` may have changed since; it stands in only for a refund that names none).
 */
function refundTotals(c: { CurrencyType: string; Refunds: Refund[] }): string[] {
  const totals = new Map<string, number>();
  for (const r of c.Refunds) totals.set(r.CurrencyType ?? c.CurrencyType, (totals.get(r.CurrencyType ?? c.CurrencyType) ?? 0) + r.RefundAmount);
  return [...totals].filter(([, amount]) => amount > 0).map(([currency, amount]) => formatMoney(amount, currency));
}

/** Texts of the tutor's group courses and their sessions (/course-class, /course-class/managesession/{ClassID}). */
export const courseText = {
  coursesTitle: 'Group courses',
  yourCourses: 'Your courses',
  coursesLead: 'Group courses with their sessions, who paid, and the link students book with.',
  newCourse: 'New course',
  coursesEmptyTitle: 'No courses yet',
  coursesEmpty: 'Create one below, then add its sessions.',
  manageSessionsShort: 'Manage sessions',
  studentsShort: 'Students',
  menu: { edit: 'Edit', cancel: 'Cancel course', remove: 'Remove', cancelSession: 'Cancel session' },
  status: { Open: 'Open', Closed: 'Closed', Completed: 'Completed', Cancelled: 'Cancelled' } satisfies Record<CourseStatus, string>,
  createCourseTitle: 'Create a group course',
  sectionAbout: 'About the course',
  sectionPrice: 'Cost and seats',
  sectionStatus: 'Bookings',
  courseName: 'Course name',
  description: 'Description',
  coverImage: 'Cover image',
  coverImageHint: 'Shown on your course page. Optional; the course is saved with it once you press the form\'s save button.',
  topic: 'Topic',
  chooseTopic: 'Choose a topic',
  capacity: 'Capacity (students)',
  createCourse: 'Create course',
  creatingCourse: 'Creating…',
  courseCreated: (name: string) => `“${name}” is created. Add its sessions next.`,
  manageSessions: (name: string) => `Manage sessions of ${name}`,
  copyCourseLink: (name: string) => `Copy link for ${name}`,
  enrolled: (enrolled: number, capacity: number) => `${enrolled} of ${capacity} enrolled`,
  bookingsTitle: 'Who paid:',
  noBookings: 'Nobody has paid for it yet.',
  moreBookings: (count: number) => `and ${count} more in the students list.`,
  sessionCount: (count: number) => (count === 1 ? '1 session' : `${count} sessions`),
  viewStudents: (name: string) => `Students of ${name}`,

  editCourse: (name: string) => `Edit ${name}`,
  editCourseTitle: (name: string) => `Edit ${name}`,
  courseStatus: 'Status',
  statusLabel: (status: CourseStatus) =>
    ({ Open: 'Open: students can book', Closed: 'Closed: no new bookings', Completed: 'Completed', Cancelled: 'Cancelled' })[status],
  statusHint: 'Completed and Cancelled are final: the course cannot be opened again.',
  capacityHint: (enrolled: number) =>
    enrolled === 1 ? '1 student is enrolled, so capacity cannot be lower.' : `${enrolled} students are enrolled, so capacity cannot be lower.`,
  priceHint: 'A new price, fee or currency applies to checkouts started from now on: a student already paying pays, and is refunded from, the price they were shown.',
  saveCourse: 'Save changes',
  savingCourse: 'Saving…',
  courseSaved: (name: string) => `“${name}” is saved.`,
  nothingChanged: 'Nothing to save: no field was changed.',
  confirmStatus: (name: string, status: CourseStatus, enrolled: number) => {
    const who = enrolled === 1 ? 'The 1 enrolled student' : `The ${enrolled} enrolled students`;
    if (status === 'Closed') return `Close “${name}”? Nobody new can book it until you open it again.`;
    return `Mark “${name}” as completed? ${who} will see it as completed, and it cannot be opened again.`;
  },
  confirmStatusYes: 'Yes, save it',
  cancelQuestion: (name: string, enrolled: number) =>
    enrolled === 0
      ? `Cancel “${name}”? Nobody has paid for it; it cannot be opened again.`
      : `Cancel “${name}”? ${enrolled === 1 ? 'The student who paid is' : `Each of the ${enrolled} students who paid is`} refunded the sessions not yet held, pro rata, and sees your reason; it cannot be opened again.`,
  cancelReasonHint: 'The students who booked it see it.',
  courseCancelled: (c: { SessionsHeld: number; SessionsTotal: number; CurrencyType: string; Refunds: Refund[] }) => {
    const amounts = refundTotals(c);
    const after = `Cancelled after ${c.SessionsHeld} of ${c.SessionsTotal} sessions.`;
    if (c.Refunds.length === 0) return `${after} Nobody had paid, so nothing is refunded.`;
    if (amounts.length === 0 && c.SessionsHeld >= c.SessionsTotal) return `${after} Every session had been held, so nothing is refunded.`;
    if (amounts.length === 0) return `${after} The course was free, so nothing is refunded.`;
    return `${after} ${c.Refunds.length === 1 ? '1 student is' : `${c.Refunds.length} students are`} refunded ${amounts.join(' and ')} in all.`;
  },
  cancelledOn: (when: string) => `Cancelled ${when}`,
  confirmStatusNo: 'Go back to the form',

  sessionsTitle: 'Course sessions',
  sessionsTitleOf: (name: string) => `Sessions of ${name}`,
  sessionsEmpty: 'No sessions yet. Students can enrol once the course has one: add a weekly series below.',
  backToCourses: 'Back to your courses',
  courseNotFound: 'This course is not one of yours. Go back to your courses.',
  addSeriesTitle: 'Add a weekly series of sessions',
  sessionTitle: 'Session title',
  firstSession: 'First session date and time',
  sessionCountLabel: 'Number of weekly sessions',
  sessionCountHint: 'One session every week at the same time, 1 to 52.',
  addSessions: 'Add sessions',
  addingSessions: 'Adding…',
  sessionsAdded: (count: number) => (count === 1 ? '1 session added.' : `${count} sessions added.`),
  editSession: (title: string) => `Edit ${title}`,
  removeSession: (title: string) => `Remove ${title}`,
  saveSession: 'Save session',
  savingSession: 'Saving…',
  cancelEdit: 'Cancel',
  sessionSaved: (title: string) => `“${title}” is saved.`,
  confirmRemove: (title: string) => `Remove “${title}”? This cannot be undone.`,
  confirmRemoveYes: 'Yes, remove it',
  keepSession: 'Keep it',
  sessionRemoved: (title: string) => `“${title}” is removed.`,
  cancelSessionQuestion: (title: string, enrolled: number) =>
    enrolled === 0
      ? `Cancel “${title}”? No student is enrolled; the session stays on the list as cancelled.`
      : `Cancel “${title}”? ${enrolled === 1 ? 'The student who paid is' : `Each of the ${enrolled} students who paid is`} refunded this session’s share of the course and sees your reason.`,
  sessionCancelled: (c: { CurrencyType: string; Refunds: Refund[] }) => {
    const amounts = refundTotals(c);
    if (c.Refunds.length === 0) return 'Cancelled. Nobody had paid for the course, so nothing is refunded.';
    if (amounts.length === 0) return 'Cancelled. Nothing was left to refund for it.';
    return `Cancelled. ${c.Refunds.length === 1 ? '1 student is' : `${c.Refunds.length} students are`} refunded ${amounts.join(' and ')} in all.`;
  },
  movedFrom: (when: string) => `Moved from ${when}.`,
  enrolledKeepsSessions: 'Students have paid for this course, so its sessions stay on their schedule: cancel a session instead of removing it (each student is refunded its share). A move shows on their schedule; they may leave for its share until it starts.',
  numbered: (title: string, index: number, count: number) => (count === 1 ? title : `${title} ${index + 1}`),
  /** Records the app could not read were left out of a list (SkippedNote). */
  skipped: (count: number) => (count === 1 ? '1 item could not be shown.' : `${count} items could not be shown.`),
  errors: {
    cancelSessionFailed: 'The session could not be cancelled. Nothing was changed or refunded; try again.',
    courseNameRequired: 'Enter a course name.',
    tooLong: `Keep it to ${NAME_MAX.SessionTitle} characters or fewer.`,
    courseNameTooLong: `Keep the course name to ${NAME_MAX.CourseName} characters or fewer.`,
    courseNameNotText: 'The course name contains characters that are not text; type it again.',
    sessionTitleNotText: 'The title contains characters that are not text; type it again.',
    seriesTitleTooLong: `Keep it to ${NAME_MAX.SessionTitle - ' 52'.length} characters or fewer (each session gets its week number added).`,
    amountTooLarge: `Enter at most ${WHOLE_AMOUNT.max.toLocaleString('en-US')}.`,
    coverImage: 'The cover image address is not valid. Upload the image again.',
    capacityBelowEnrolled: (enrolled: number) =>
      enrolled === 1 ? 'Capacity cannot be below the 1 student already enrolled.' : `Capacity cannot be below the ${enrolled} students already enrolled.`,
    capacityTaken: 'Capacity cannot be below the number of students already enrolled. Reload to see how many.',
    statusNotAllowed: 'A completed or cancelled course cannot change status.',
    descriptionTooLong: `Keep the description to ${COURSE_DESCRIPTION_MAX.toLocaleString('en-US')} characters or fewer.`,
    topicRequired: 'Choose a topic.',
    capacityRange: `Capacity must be a whole number, ${COURSE_CAPACITY.min} to ${COURSE_CAPACITY.max}.`,
    sessionTitleRequired: 'Enter a session title.',
    countRange: `Enter a whole number of sessions, ${SESSIONS_AT_ONCE.min} to ${SESSIONS_AT_ONCE.max}.`,
    overlap: 'A session overlaps another of your sessions. Pick another time; nothing was added.',
    /** The server's words name what each session clashes with ('This time overlaps your private class …'). */
    overlapIn: (clashes: { item?: number; message: string }[]) =>
      `Nothing was added. ${clashes.map(({ item, message }) => (item ? `Session ${item}: ${message}` : message)).join(' ')} Pick another time.`,
    overlapOne: (serverMessage?: string) => `${serverMessage ?? 'This session overlaps another of your sessions.'} Pick another time.`,
    saveFailed: 'Nothing was saved. Try again.',
    removeFailed: 'The session was not removed. Try again.',
  },
} as const;
