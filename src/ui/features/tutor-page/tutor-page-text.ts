import { formatMoney } from '../../../domain/money';

/** Texts of a tutor's public page (one place, so LangID can select translations later). */
export const tutorPageText = {
  loadingTitle: 'Tutor',
  notFoundTitle: 'Tutor not found',
  notFoundBody: 'No tutor has this page address. Check the link, or search for the tutor by name.',
  searchTutors: 'Find a tutor',
  topics: 'Topics',
  languages: 'Languages',
  perHour: 'per hour',
  reviewCount: (count: number) => (count === 1 ? '(1 review)' : `(${count.toLocaleString('en-US')} reviews)`),
  bookingTitle: 'Book a class',
  aboutHeading: (firstName: string) => `About ${firstName}`,
  message: (firstName: string) => `Message ${firstName}`,
  cancellationLabel: 'Cancellation',
  cancellation: (hours: number) => `Free up to ${hours} hours before a class; the tutor's cancellation is always refunded in full`,
  timeZoneNote: (zone: string) => `Times are shown in your time zone (${zone}).`,
  utcNote: 'Times are shown in UTC.',
  description: (name: string, topics: string) => `Live online classes with ${name}${topics ? `: ${topics}` : ''}. Book a private class or enrol in a group course.`,
  privateClasses: 'Upcoming private classes',
  /** Records the app could not read were left out of a list (SkippedNote). */
  skipped: (count: number) => (count === 1 ? '1 item could not be shown.' : `${count} items could not be shown.`),
  noPrivateClasses: 'No private class is open for booking right now.',
  minutes: (duration: number) => `${duration} min`,
  price: (price: number, fees: number, currency: string) => `${formatMoney(price, currency)} + ${formatMoney(fees, currency)} fees`,
  book: (name: string) => `Book ${name}`,
  bookShort: 'Book',
  booked: 'Booked',
  courses: 'Group courses',
  noCourses: 'No group course is open right now.',
  seats: (enrolled: number, capacity: number) => `${enrolled} of ${capacity} seats taken`,
  full: 'Full',
  sessions: (count: number) => (count === 1 ? '1 session' : `${count} sessions`),
  enrol: (name: string) => `Enrol in ${name}`,
  enrolShort: 'Enrol',
  photoOf: (name: string) => `Photo of ${name}`,
  enrolled: 'Enrolled',
  openEnrolled: (name: string) => `Go to ${name}`,
  sessionsToCome: 'Sessions to be announced: you can enrol once the tutor schedules them.',
  notEnrolling: 'This course takes no new enrolments.',
  showCourses: 'See group courses',
  showPrivate: 'See private classes only',
  signUpWithTutor: 'New here? Sign up as a student with this tutor',
  // Booking a time from the tutor's hours (issue 39).
  hoursTitle: 'Book a lesson',
  lessonLength: 'Lesson length',
  /** The price with its fees: what the student pays. */
  lessonChip: (trial: boolean, minutes: number, price: string) => (trial ? `Trial lesson · ${minutes} min · ${price}` : `${minutes} min · ${price}`),
  /** The chip's two lines: the lesson, then its terms (short, so that four lessons fit the panel's width). */
  lessonName: (trial: boolean, minutes: number) => (trial ? 'Trial lesson' : `${minutes} min`),
  lessonTerms: (trial: boolean, minutes: number, price: string) => (trial ? `${minutes} min · ${price}` : price),
  weekOf: (first: string, last: string) => `${shortDay(first)} – ${shortDay(last)}`,
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  nextOpen: (when: string) => `Next open: ${when}`,
  noSlotsThisWeek: 'No open times this week.',
  dayHeading: (day: string) => longDay(day),
  slotsOf: (day: string) => `Open times on ${longDay(day)}`,
  slotTime: (instant: string, zone: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(instant)),
  slotLabel: (time: string, day: string, minutes: number) => `Book ${time} on ${longDay(day)}, ${minutes} min`,
  /** Over the week when some times start within the tutor's cancellation notice (those are marked with its icon). */
  lateLegend: (hours: number) => `Marked times start within ${String(hours)} hours: they cannot be cancelled for a refund.`,
  slotTaken: 'This time is not open any more: choose another one.',
  trialUsed: 'You have already had a trial lesson with this tutor: book a regular lesson.',
  tutorsCannotBook: 'Only students can book lessons. Sign in with a student account to book.',
  holdFailed: 'This time could not be held. Check your connection and try again.',
  slotsFailed: 'The open times could not be loaded.',
  tryAgain: 'Try again',
  holding: 'Holding this time…',
  fixedClassesTitle: 'Classes at a set time',
} as const;

/** 'Mon 30 Nov' of a calendar day (YYYY-MM-DD). */
function shortDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** 'Monday 30 November' of a calendar day (YYYY-MM-DD). */
function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
