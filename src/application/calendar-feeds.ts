import { inject, injectable } from 'inversify';
import type { CalendarFeed } from '../contract/records';
import { CALENDAR_FEED_API, type CalendarFeedApi } from '../ports/calendar-feed-api';
import { attempt, type Outcome } from './outcome';

/**
 * The signed-in user's private calendar feed (issue 39): one secret address that calendar apps (Google, Apple, Outlook)
 * subscribe to, listing the user's classes. Reading it never makes one (GetCalendarFeed); connecting starts one, a new
 * address replaces it (the old one stops at once), and turning it off ends it.
 */
@injectable()
export class CalendarFeeds {
  constructor(@inject(CALENDAR_FEED_API) private readonly api: CalendarFeedApi) {}

  current(): Promise<CalendarFeed> {
    return this.api.get();
  }

  /**
   * Turns the feed on. A feed already on (turned on in another tab since this one read it) is kept as it is: replacing
   * it would break the calendars already subscribed to it.
   */
  connect(): Promise<Outcome<CalendarFeed>> {
    return attempt(async () => {
      const now = await this.api.get();
      return now.Enabled ? now : this.api.reset();
    });
  }

  /** A new secret address; the old one stops working at once (for an address shared by mistake). */
  newAddress(): Promise<Outcome<CalendarFeed>> {
    return attempt(() => this.api.reset());
  }

  /** Off: the address stops working; calendars that subscribed to it keep what they last read. */
  turnOff(): Promise<Outcome<CalendarFeed>> {
    return attempt(() => this.api.revoke());
  }
}
