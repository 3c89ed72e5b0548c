import type { CalendarFeed } from '../contract/records';
import { token } from './token';

/**
 * The signed-in user's private calendar feed (/GetCalendarFeed, /ResetCalendarFeed: a new secret address, the old one
 * stops at once; /RevokeCalendarFeed: off). Calendar apps read the address itself. Added beyond the spec.
 */
export interface CalendarFeedApi {
  get(): Promise<CalendarFeed>;
  reset(): Promise<CalendarFeed>;
  revoke(): Promise<CalendarFeed>;
}

export const CALENDAR_FEED_API = token<CalendarFeedApi>('CalendarFeedApi');
