import type { CalendarFeed } from '../../contract/records';
import { getCalendarFeed, resetCalendarFeed, revokeCalendarFeed } from '../../contract/generated/backend/sdk.gen';
import type { CalendarFeedApi } from '../../ports/calendar-feed-api';
import type { BackendTransport } from './http/backend-transport';

export class HttpCalendarFeedApi implements CalendarFeedApi {
  constructor(private readonly http: BackendTransport) {}

  get(): Promise<CalendarFeed> {
    return this.http.call('read', (base) => getCalendarFeed(base));
  }

  reset(): Promise<CalendarFeed> {
    // Not retried: a second reset would replace the address the first one answered.
    return this.http.call('once', (base) => resetCalendarFeed(base));
  }

  revoke(): Promise<CalendarFeed> {
    return this.http.call('idempotent', (base) => revokeCalendarFeed(base));
  }
}
