// Email (issue 41): which kinds of mail a user may switch off, and when the reminders go. The mock's mailer and the
// account page's settings read these; production's backend follows the same table (openapi/backend.yaml, x-emails).

/** The mails a user may switch off. Cancellations and refunds are not among them: they change the user's plans or
 * their money, so they are sent whatever the settings say (as Preply, italki and every payment service do). */
export interface EmailPreferences {
  BookingConfirmations: boolean;
  Reminders: boolean;
}

/** A new user gets every mail. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { BookingConfirmations: true, Reminders: true };

/** A time window before each class (a private class, each session of a course): it opens `beforeMs` before the start
 * and closes `untilMs` before it (so a later window takes over: a class booked 5 hours ahead, or a clock moved to 30
 * minutes before, gets the 1 h reminder only, not a late 24 h one). */
export interface ClassWindow {
  name: string;
  beforeMs: number;
  untilMs: number;
}

const HOUR = 60 * 60 * 1000;
/** The reminder emails: 24 hours and 1 hour before each class. */
export const REMINDER_WINDOWS: readonly ClassWindow[] = [
  { name: 'reminder-24h', beforeMs: 24 * HOUR, untilMs: HOUR },
  { name: 'reminder-1h', beforeMs: HOUR, untilMs: 0 },
];

/** Whether `window` of a class starting at `startMs` is open at `nowMs` (never once the class has begun). */
export const windowOpen = (window: ClassWindow, startMs: number, nowMs: number): boolean =>
  nowMs >= startMs - window.beforeMs && nowMs < startMs - window.untilMs && nowMs < startMs;

/** A participant who booked after a window opened does not get what it sends (they have just had the confirmation). */
export const bookedBefore = (window: ClassWindow, startMs: number, paidAtMs: number): boolean => paidAtMs <= startMs - window.beforeMs;
