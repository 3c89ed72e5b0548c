import type { NotificationPage, NotificationsRead, PageQuery } from '../../contract/records';
import { getNotifications, markNotificationsRead } from '../../contract/generated/backend/sdk.gen';
import type { NotificationsApi } from '../../ports/notifications-api';
import { paging, type BackendTransport } from './http/backend-transport';

export class HttpNotificationsApi implements NotificationsApi {
  constructor(private readonly http: BackendTransport) {}

  list(query: PageQuery = {}): Promise<NotificationPage> {
    return this.http.call('read', (base) => getNotifications({ ...base, query: paging(query) }));
  }

  markRead(which: { ids: number[] } | { all: true }): Promise<NotificationsRead> {
    // Marking read twice changes nothing: safe to retry.
    const body = 'all' in which ? { All: true } : { NotificationIDs: which.ids };
    return this.http.call('idempotent', (base) => markNotificationsRead({ ...base, body }));
  }
}
