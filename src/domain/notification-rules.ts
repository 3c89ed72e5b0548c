// The notification centre's backend rules (issue 41), shared by the mock (which imports this file) and the app: which
// push events leave a notification, and how many are kept.

/** The push events that leave a notification for their recipients (every one but notification.read). */
export const NOTABLE_EVENT_TYPES: readonly string[] = [
  'message.sent',
  'booking.paid',
  'class.cancelled',
  'refund.issued',
  'reschedule.proposed',
  'reschedule.answered',
  'review.posted',
  'class.starting',
  'class.moved',
];

/** Whether an event of `type` leaves a notification: a type listed above (a new type is added to the list, or it leaves none). */
export function isNotable(type: string): boolean {
  return NOTABLE_EVENT_TYPES.includes(type);
}

/** Notifications are kept 90 days, and at most the latest 200 per user. */
export const NOTIFICATION_KEEP_MS: number = 90 * 24 * 60 * 60 * 1000;
export const NOTIFICATIONS_KEPT_PER_USER: number = 200;
