import { inject, injectable } from 'inversify';
import type { NotificationsRead } from '../contract/records';
import type { Role } from '../domain/constants';
import { NOTIFICATIONS_SHOWN, summarize, type NotificationSummary } from '../domain/notifications';
import { NOTIFICATIONS_API, type NotificationsApi } from '../ports/notifications-api';
import { attempt, type Outcome } from './outcome';

/** What the bell shows: the latest notifications, each as its reader reads it, and how many are unread in all. */
export interface NotificationCentre {
  items: NotificationSummary[];
  unread: number;
}

/**
 * The notification centre (issue 41), the same for a tutor and a student: the latest notifications with the unread
 * count (what each says and links to is the domain's, src/domain/notifications.ts), opening one (marks it read), and
 * marking all read. The count follows pushes: the bell reads again on each event that changes it.
 */
@injectable()
export class Notifications {
  constructor(@inject(NOTIFICATIONS_API) private readonly api: NotificationsApi) {}

  async latest(role: Role): Promise<NotificationCentre> {
    const page = await this.api.list({ page: 1, pageSize: NOTIFICATIONS_SHOWN });
    return { items: page.Items.map((n) => summarize(n, role)), unread: page.UnreadTotal };
  }

  /** The reader opened `item`: marked read when it was unread (a failure leaves it unread; nothing else depends on it). */
  async opened(item: NotificationSummary): Promise<Outcome<NotificationsRead | null>> {
    if (!item.unread) return { ok: true, value: null };
    return attempt(() => this.api.markRead({ ids: [item.id] }));
  }

  markAllRead(): Promise<Outcome<NotificationsRead>> {
    return attempt(() => this.api.markRead({ all: true }));
  }
}
