// The push channel's store (mock-server/lib/events.mjs): ids rise over the whole backend, each user is kept 500 events
// and 7 days, and a client resuming from before what is kept is told to start again.
import { describe, expect, it } from 'vitest';
import { eventsAfter, KEEP_MS, KEEP_PER_USER, latestEventId, publishEvent } from '../../mock-server/lib/events.mjs';

const start = new Date('2027-01-04T09:00:00Z');
function store() {
  const woken: string[][] = [];
  const state: { meta: Record<string, unknown>; events?: { EventID: number; UserID: string }[] } = { meta: {} };
  const at = (now: Date) => ({ state, now, events: { wake: (uids: string[]) => woken.push(uids) } });
  return { state, at, woken };
}

describe('publishEvent and eventsAfter', () => {
  it('stores one event per recipient with rising ids, wakes them, and gives each only their own', () => {
    const { state, at, woken } = store();
    publishEvent(at(start), ['a', 'b', 'a'], { Type: 'message.sent', Message: { Text: 'Hi' } });
    publishEvent(at(start), ['b'], { Type: 'message.sent', Message: { Text: 'Only b' } });
    expect(state.events!.map((e) => [e.EventID, e.UserID])).toEqual([[1, 'a'], [2, 'b'], [3, 'b']]);
    expect(woken).toEqual([['a', 'b'], ['b']]);
    expect(latestEventId(state)).toBe(3);
    expect(eventsAfter(state, 'a', 0)).toMatchObject({ reset: false, events: [{ EventID: 1 }] });
    expect(eventsAfter(state, 'b', 2).events.map((e: { EventID: number }) => e.EventID)).toEqual([3]);
  });

  it(`keeps a user's latest ${KEEP_PER_USER}: resuming from before them is a reset, from within them is not`, () => {
    const { state, at } = store();
    for (let i = 0; i < KEEP_PER_USER + 2; i += 1) publishEvent(at(start), ['a'], { Type: 'message.sent' });
    publishEvent(at(start), ['b'], { Type: 'message.sent' });
    expect(state.events!.filter((e) => e.UserID === 'a')).toHaveLength(KEEP_PER_USER);
    expect(eventsAfter(state, 'a', 1).reset).toBe(true);
    expect(eventsAfter(state, 'a', 2)).toMatchObject({ reset: false });
    expect(eventsAfter(state, 'a', 2).events).toHaveLength(KEEP_PER_USER);
    // b lost nothing: b resumes from anywhere.
    expect(eventsAfter(state, 'b', 0)).toMatchObject({ reset: false, events: [{ UserID: 'b' }] });
  });

  it('drops what is older than 7 days when the user next gets an event; ids never go back', () => {
    const { state, at } = store();
    publishEvent(at(start), ['a'], { Type: 'message.sent' });
    publishEvent(at(new Date(start.getTime() + KEEP_MS - 1)), ['a'], { Type: 'message.sent' });
    expect(state.events).toHaveLength(2);
    publishEvent(at(new Date(start.getTime() + KEEP_MS + 1)), ['a'], { Type: 'message.sent' });
    expect(state.events!.map((e) => e.EventID)).toEqual([2, 3]);
    expect(eventsAfter(state, 'a', 0).reset).toBe(true);
    expect(eventsAfter(state, 'a', 1).events.map((e: { EventID: number }) => e.EventID)).toEqual([2, 3]);
  });
});
