import type { PaymentStatus } from '../../../contract/records';

/** How many sessions the refund covers, and how many stay charged, by their real count. */
function sessionsRefunded(owed: number, total: number): string {
  const charged = total - owed;
  if (charged <= 0) return total === 1 ? 'the session is refunded.' : `all ${total} sessions are refunded.`;
  return `${owed} of ${total} sessions refunded in all; ${charged === 1 ? 'the other one stays' : `the other ${charged} stay`} charged.`;
}

/** Texts of the student's screens (one place, so LangID can select translations later). */
export const studentText = {
  dashboardTitle: 'Student dashboard',
  privateClassesTitle: 'My private classes',
  coursesTitle: 'My group courses',
  scheduleTitle: 'Course schedule',
  upcomingClasses: 'Upcoming private classes',
  upcomingSessions: 'Upcoming course sessions',
  recentHeading: 'Finished in the last two weeks',
  nextSession: (title: string, when: string) => `Next session: ${title}, ${when} ·`,
  /** Records the app could not read were left out of a list (SkippedNote). */
  skipped: (count: number) => (count === 1 ? '1 item could not be shown.' : `${count} items could not be shown.`),
  noUpcomingClasses: 'No upcoming private class. Find a tutor and book one.',
  noUpcomingSessions: 'No upcoming course session.',
  noPrivateClasses: 'You have not booked a private class yet.',
  noCourses: 'You have not enrolled in a group course yet.',
  noSessions: 'This course has no sessions yet.',
  findTutor: 'Find a tutor',
  timeZoneNote: (zone: string) => `Times are in your time zone (${zone}).`,
  minutes: (duration: number) => `${duration} min`,
  with: 'with',
  withTutor: (name: string) => `with ${name}`,
  payment: { Paid: 'Paid', Unpaid: 'Not paid yet', Failed: 'Payment failed', Refunded: 'Refunded', Withdrawn: 'Left the course' } satisfies Record<PaymentStatus, string>,
  status: { Scheduled: 'Scheduled', Live: 'Live now', Completed: 'Completed', Cancelled: 'Cancelled', Open: 'Open', Closed: 'Closed' } as Record<string, string>,
  payNow: (name: string) => `Pay for ${name}`,
  payShort: 'Pay now',
  seeAll: 'See all',
  allPrivateClasses: 'All my private classes',
  allCourses: 'All my group courses',
  schedule: (name: string) => `Schedule of ${name}`,
  scheduleShort: 'Schedule',
  focused: 'Your class',
  focusedCourse: 'Your course',
  notBooked: 'This class is not among your bookings.',
  paidConfirmation: (name: string) => `Payment received: “${name}” is booked and paid. Its time, joining and calendar file are below.`,
  receiptLink: 'See the receipt in your payment history',
  statusLoading: 'Checking payment…',
  statusFailed: 'We could not check the payment.',
  downloadIcs: 'Add to calendar (.ics)',
  downloadClassIcs: (name: string) => `Add ${name} to calendar (.ics)`,
  downloadCancelledIcs: 'Update calendar: cancelled (.ics)',
  downloadCancelledClassIcs: (name: string) => `Update calendar: cancelled (.ics), ${name}`,
  refundedAmount: (amount: string) => `${amount} refunded to you.`,
  messageTutor: 'Message tutor',
  messageTutorNamed: (name: string) => `Message ${name}`,
  notRefunded: 'Not refunded: cancelled after free cancellation ended.',
  movedFrom: (when: string) => `Moved by the tutor from ${when}.`,
  leftCourse: (when: string) => `You left this course ${when}.`,
  leftCourseNote: 'You left this course.',
  leaveTitle: 'Leave this course',
  leaveRule: (hours: number) =>
    `If you leave, you are refunded the share of every session more than ${hours} hours away (and of any the tutor cancelled); the sessions closer than that are charged, and your seat goes to someone else.`,
  leaveQuestion: (name: string, refund: string | null, owed: number, total: number, already: string | null) =>
    refund
      ? `Leave ${name}? You will be refunded ${refund}${already ? ` more (${already} was refunded already)` : ''}: ${sessionsRefunded(owed, total)} Your seat is given up.`
      : `Leave ${name}? There is nothing more to refund: free cancellation has ended for the sessions not refunded yet. Your seat is given up.`,
  leftDone: (refund: string | null) => (refund ? `You left the course. ${refund} is being refunded to you.` : 'You left the course. Nothing more was refunded: free cancellation had ended for the sessions not refunded yet.'),
  leaveFailed: 'You could not leave the course. Nothing was changed or refunded; try again.',
  cancelFailed: 'The class could not be cancelled. Check your connection and try again.',
  rescheduleFailed: 'That did not go through. Check your connection and try again.',
  downloadScheduleIcs: 'Download the whole schedule (.ics)',
  allClassesHeading: 'All your private classes',
  allCoursesHeading: 'All your group courses',
  sessionsHeading: 'Sessions',
  signupTitle: (name: string) => `Sign up to learn with ${name}`,
  signupTitleLoading: 'Student sign-up',
  signupLead: 'Create your student account; you will be linked to this tutor and can book their classes.',
  tutorNotFound: 'No tutor has this page address, so we cannot link your account to them.',
  registrationTitle: 'Your student details',
  registrationSignedOut: 'Create an account or sign in first, then fill in your details.',
  signupLink: 'Create a student account',
  signInLink: 'Sign in',
  past: 'Past',
  upcoming: 'Upcoming',
  sessions: (count: number) => (count === 1 ? '1 session' : `${count} sessions`),
  courseNotFound: 'This course is not among your bookings.',
  badClassId: 'This schedule link is not valid.',
} as const;
