// What a notification of the notification centre (issue 41) says and where it leads, from the facts the backend gives
// (openapi/backend.yaml: Notification, EventFacts): which sentence (a topic the text module words), about whom and
// what, and the page where the reader acts on it. Pure: no words here (src/ui/components/notification-text.ts).
import type { Notification } from '../contract/records.ts';
import { ROLE, type Role } from './constants.ts';
import { paths } from './routes.ts';

/** Which sentence a notification reads as, for its reader. */
export type NotificationTopic =
  | 'message'
  | 'booked'
  | 'booking-confirmed'
  | 'cancelled'
  | 'refund'
  | 'reschedule-proposed'
  | 'reschedule-accepted'
  | 'reschedule-declined'
  | 'review'
  | 'review-reply'
  | 'starting'
  | 'moved';

export interface NotificationSummary {
  id: number;
  topic: NotificationTopic;
  /** The other person (who wrote, booked, cancelled, proposed, reviewed, or the class's tutor), when known. */
  person: string | null;
  /** Whether the other person did it (a cancellation by the reader's own side, or settled by the backend, is not theirs). */
  byOther: boolean;
  /** The class (a course's session: "Course · Session"), when the notification is about one. */
  title: string | null;
  /** When the class (or session) starts, or the proposed new time. */
  startsAt: string | null;
  /** Money paid or refunded. */
  money: { amount: number; currency: string } | null;
  rating: number | null;
  /** The first words of a message. */
  preview: string | null;
  /** Where to act on it: the class's page, the proposal, the review, the thread. */
  link: string;
  /** When it happened. */
  at: string;
  unread: boolean;
}

/** The first words of a message shown in a notification (longer ones end in an ellipsis). */
export const PREVIEW_CHARS = 80;

/** The fragment the tutor dashboard gives a private class's card (the card is where the tutor acts on it). */
export const classCardAnchor = (classCode: string): string => `class-${classCode}`;
/** The fragment of the tutor dashboard's reviews panel. */
export const REVIEWS_ANCHOR = 'reviews-panel-title';

function topicOf(n: Notification, role: Role): NotificationTopic {
  switch (n.Type) {
    case 'message.sent':
      return 'message';
    case 'booking.paid':
      return role === ROLE.TUTOR ? 'booked' : 'booking-confirmed';
    case 'class.cancelled':
      return 'cancelled';
    case 'refund.issued':
      return 'refund';
    case 'reschedule.proposed':
      return 'reschedule-proposed';
    case 'reschedule.answered':
      return n.Accepted ? 'reschedule-accepted' : 'reschedule-declined';
    case 'review.posted':
      return n.Replied ? 'review-reply' : 'review';
    case 'class.starting':
      return 'starting';
    case 'class.moved':
      return 'moved';
  }
}

/**
 * The page of a class for its reader, where a notification and an email about it lead: the tutor's card on the
 * dashboard or the course's sessions, the student's class or course page.
 */
export function classPath(c: { Kind: string; ClassID: number; ClassCode: string }, role: Role): string {
  if (role === ROLE.TUTOR) return c.Kind === 'PrivateClass' ? `${paths.tutorDashboard()}#${classCardAnchor(c.ClassCode)}` : paths.manageSessions(c.ClassID);
  return c.Kind === 'PrivateClass' ? paths.studentPrivateClass(c.ClassCode) : paths.studentCourseClass(c.ClassCode);
}

function classLink(n: Notification, role: Role): string {
  if (!n.Class) return role === ROLE.TUTOR ? paths.tutorDashboard() : paths.studentDashboard();
  return classPath(n.Class, role);
}

function linkOf(n: Notification, role: Role): string {
  if (n.Type === 'message.sent' && n.Message) return paths.messages(n.Message.SenderID);
  if (n.Type === 'refund.issued' && role === ROLE.STUDENT) return paths.studentPaymentHistory();
  if (n.Type === 'review.posted' && role === ROLE.TUTOR) return `${paths.tutorDashboard()}#${REVIEWS_ANCHOR}`;
  return classLink(n, role);
}

function personOf(n: Notification, role: Role): string | null {
  if (n.Message) return n.Message.SenderName;
  return (role === ROLE.TUTOR ? n.StudentName : n.TutorName) ?? null;
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PREVIEW_CHARS ? flat : `${flat.slice(0, PREVIEW_CHARS - 1).trimEnd()}…`;
}

/** What `n` says to its reader (`role`) and where it leads. */
export function summarize(n: Notification, role: Role): NotificationSummary {
  const c = n.Class;
  const money = n.Amount !== undefined && n.CurrencyType ? { amount: n.Amount, currency: n.CurrencyType } : null;
  return {
    id: n.NotificationID,
    topic: topicOf(n, role),
    person: personOf(n, role),
    byOther: n.By === undefined ? true : (n.By === 'Tutor') !== (role === ROLE.TUTOR),
    title: c ? (c.SessionTitle ? `${c.Title} · ${c.SessionTitle}` : c.Title) : null,
    startsAt: n.NewDateTime ?? c?.StartsAt ?? null,
    money: n.Type === 'booking.paid' && money?.amount === 0 ? null : money,
    rating: n.Rating ?? null,
    preview: n.Message ? preview(n.Message.Text) : null,
    link: linkOf(n, role),
    at: n.At,
    unread: n.ReadAt === null,
  };
}

/** Whether a pushed event changes what the bell shows: a new notification, one read elsewhere, or a lost stretch. */
export function changesNotifications(event: { Type: string; Notification?: unknown }): boolean {
  return event.Notification !== undefined || event.Type === 'notification.read' || event.Type === 'reset';
}

/** How often the bell asks while the push channel is not live (as the navigation's unread messages count). */
export const NOTIFICATIONS_POLL_MS: number = 30_000;
/** How many the panel shows: the latest. */
export const NOTIFICATIONS_SHOWN: number = 20;

/** What a screen shows that a pushed event may have changed: its classes (and sessions), its payments, its reviews. */
export type RefreshGroup = 'classes' | 'payments' | 'reviews';

const REFRESHES: Record<string, readonly RefreshGroup[]> = {
  'booking.paid': ['classes', 'payments'],
  'class.cancelled': ['classes', 'payments'],
  'refund.issued': ['classes', 'payments'],
  'reschedule.proposed': ['classes'],
  'reschedule.answered': ['classes'],
  'review.posted': ['reviews', 'classes'],
  'class.starting': ['classes'],
  'class.moved': ['classes'],
  // Some events could not be had: everything shown is read again.
  reset: ['classes', 'payments', 'reviews'],
};

/** The parts of a screen a pushed event of `type` makes stale (none for a message or a notification read). */
export function refreshGroupsOf(type: string): readonly RefreshGroup[] {
  return REFRESHES[type] ?? [];
}
