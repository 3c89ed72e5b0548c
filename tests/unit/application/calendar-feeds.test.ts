import { describe, expect, it, vi } from 'vitest';
import { CalendarFeeds } from '../../../src/application/calendar-feeds';
import { BackendError } from '../../../src/domain/backend-error';
import type { CalendarFeedApi } from '../../../src/ports/calendar-feed-api';

const ON = { Enabled: true, FeedURL: 'https://api.example.test/CalendarFeed?Token=Q3vX9kLmP2rT8wYz4bNc6dFh1jGs5aEu' };
const NEW = { Enabled: true, FeedURL: 'https://api.example.test/CalendarFeed?Token=Zz9yXx8wVv7uTt6sRr5qPp4oNn3mMm2l' };
const OFF = { Enabled: false };

function api(current: typeof ON | typeof OFF): CalendarFeedApi {
  return { get: vi.fn(async () => current), reset: vi.fn(async () => NEW), revoke: vi.fn(async () => OFF) };
}

describe('CalendarFeeds', () => {
  it('connects a feed that is off by starting one', async () => {
    const port = api(OFF);
    expect(await new CalendarFeeds(port).connect()).toEqual({ ok: true, value: NEW });
    expect(port.reset).toHaveBeenCalledTimes(1);
  });

  it('keeps a feed turned on meanwhile (another tab) rather than replacing the address calendars use', async () => {
    const port = api(ON);
    expect(await new CalendarFeeds(port).connect()).toEqual({ ok: true, value: ON });
    expect(port.reset).not.toHaveBeenCalled();
  });

  it('gives a new address, and turns the feed off', async () => {
    const port = api(ON);
    const feeds = new CalendarFeeds(port);
    expect(await feeds.newAddress()).toEqual({ ok: true, value: NEW });
    expect(await feeds.turnOff()).toEqual({ ok: true, value: OFF });
    expect(port.reset).toHaveBeenCalledTimes(1);
    expect(port.revoke).toHaveBeenCalledTimes(1);
  });

  it('says why a change failed as a code', async () => {
    const port = api(ON);
    port.revoke = vi.fn(async () => {
      throw new BackendError('unauthorised', 'Sign in again.', [], 401);
    });
    port.reset = vi.fn(async () => {
      throw new BackendError('network', 'No answer', [], 0);
    });
    const feeds = new CalendarFeeds(port);
    expect(await feeds.turnOff()).toMatchObject({ ok: false, code: 'signed-out' });
    expect(await feeds.newAddress()).toMatchObject({ ok: false, code: 'offline' });
  });
});
