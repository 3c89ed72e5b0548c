// Every word of the notification centre (the bell in the header and its panel, issue 41). What each notification is
// about comes from the domain (src/domain/notifications.ts: its topic and facts); the sentence is made here.
import { formatMoney } from '../../domain/money';
import type { NotificationSummary } from '../../domain/notifications';

const someone = 'Someone';
const aClass = 'your class';

export const notificationText = {
  title: 'Notifications',
  /** The bell's accessible name, with the unread count. */
  bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  markAllRead: 'Mark all as read',
  empty: 'Nothing yet. Bookings, cancellations, new times, refunds, reviews and messages will show here.',
  loading: 'Loading.....',
  failed: 'Your notifications could not be loaded. Try again in a moment.',
  unreadMark: 'Unread:',
  /** The sentence of one notification. */
  line(item: NotificationSummary): string {
    const who = item.person ?? someone;
    const what = item.title ?? aClass;
    const money = item.money ? formatMoney(item.money.amount, item.money.currency) : null;
    switch (item.topic) {
      case 'message':
        return `${who} sent you a message`;
      case 'booked':
        return money ? `${who} booked and paid for ${what} (${money})` : `${who} booked ${what}`;
      case 'booking-confirmed':
        return `Your booking of ${what} is confirmed`;
      case 'cancelled':
        return item.byOther ? `${who} cancelled ${what}` : `${what} was cancelled`;
      case 'refund':
        return money ? `You were refunded ${money} for ${what}` : `You were refunded for ${what}`;
      case 'reschedule-proposed':
        return `${who} proposed a new time for ${what}`;
      case 'reschedule-accepted':
        return `${who} accepted the new time for ${what}`;
      case 'reschedule-declined':
        return `${who} declined the new time for ${what}; it keeps its time`;
      case 'review':
        return item.rating ? `${who} left a ${item.rating}-star review of ${what}` : `${who} reviewed ${what}`;
      case 'review-reply':
        return `${who} replied to your review of ${what}`;
      case 'starting':
        return `${what} is about to start: its classroom is open`;
      case 'moved':
        return `${who} moved ${what} to a new time`;
    }
  },
  /** What goes under a class's sentence before its time ("Starts", "New time"). */
  when: (item: NotificationSummary) => (item.topic.startsWith('reschedule') || item.topic === 'moved' ? 'New time:' : 'Class:'),
} as const;
