import type { NotificationPage, NotificationsRead, PageQuery } from '../contract/records';
import { token } from './token';

/**
 * The notification centre (added beyond the spec, issue 41): the caller's notifications, newest first, with the unread
 * total (/GetNotifications), and marking some or all read (/MarkNotificationsRead: only the caller's own; ids that are
 * not theirs are ignored). Failures reject with BackendError.
 */
export interface NotificationsApi {
  list(query?: PageQuery): Promise<NotificationPage>;
  markRead(which: { ids: number[] } | { all: true }): Promise<NotificationsRead>;
}

export const NOTIFICATIONS_API = token<NotificationsApi>('NotificationsApi');
