// The push channel (added beyond the spec, issue 41; GET /StreamEvents in openapi/backend.yaml): what happens to a
// user is kept as their events (the store's `events`, so a reconnecting browser catches up on what it missed, across
// restarts of the mock too) and pushed at once to their open streams, as Server-Sent Events.
import { KEEP_ALIVE_MS } from '../../src/domain/push.ts';
import { isNotable, NOTIFICATION_KEEP_MS, NOTIFICATIONS_KEPT_PER_USER } from '../../src/domain/notification-rules.ts';
import { iso } from './time.mjs';
import { queueEventMails } from './emails.mjs';
//
// A handler publishes in its own transaction (publishEvent before its persist()): the event is stored with the change
// or not at all. The hub wakes the user's streams on the next turn, after the handler has persisted; a write that failed
// left nothing new to send.

/** Events are kept 7 days, and at most 500 per user; a stream resuming from before what is kept is sent `reset`. */
export const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
export const KEEP_PER_USER = 500;
/** A comment line this often keeps proxies from closing an idle stream, and tells the browser it is alive. */
export const HEARTBEAT_MS = KEEP_ALIVE_MS;
/** The reconnect delay the server suggests (`retry:`). */
export const RETRY_MS = 1000;

/**
 * The open streams of each user, woken when an event of theirs is stored. `state()`: the store's current state (a
 * stream outlives the request that opened it, and a reset replaces the state).
 */
export function createEventHub({ state }) {
  const streams = new Map();
  const resets = new Set();
  const drops = new Set();
  const due = new Set();
  let scheduled = false;
  return {
    state,
    /**
     * `wake()` is called after each write that stored events for `uid`, `reset()` when the store is reset (the
     * stream's position means nothing in the new one), `drop()` to cut it; the returned function unregisters them.
     */
    listen(uid, wake, reset, drop) {
      if (!streams.has(uid)) streams.set(uid, new Set());
      streams.get(uid).add(wake);
      resets.add(reset);
      drops.add(drop);
      return () => {
        streams.get(uid)?.delete(wake);
        if (streams.get(uid)?.size === 0) streams.delete(uid);
        resets.delete(reset);
        drops.delete(drop);
      };
    },
    /** Offline only (POST /__admin/streams/drop): every open stream is closed, as a restart or a proxy's cut closes them. */
    dropAll() {
      const cut = [...drops];
      for (const drop of cut) drop();
      return cut.length;
    },
    /** The store was reset: every open stream is told to start again. */
    resetAll() {
      for (const reset of [...resets]) reset();
    },
    /** Wakes `uids`' streams on the next turn (after the publishing handler's persist()). */
    wake(uids) {
      for (const uid of uids) due.add(uid);
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        const woken = [...due];
        due.clear();
        for (const uid of woken) for (const wake of [...(streams.get(uid) ?? [])]) wake();
      });
    },
    openStreams: () => [...streams.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

/**
 * Stores an event for each of `to` (their ids, each once) in the handler's transaction and wakes their streams.
 * `event`: `{ Type, ...payload }`; EventID and At are the backend's. A notable event (src/domain/notification-rules.ts:
 * the types NOTABLE_EVENT_TYPES lists: every type but notification.read; a new type is added there) also leaves each recipient a notification, stored in the same
 * transaction and carried by their event as `Notification`; `quiet` names recipients who get the event only (the sender
 * of a message, on their other tabs). Returns the stored events.
 */
export function publishEvent(ctx, to, event, { quiet = [] } = {}) {
  const { state, now } = ctx;
  state.events ??= [];
  const meta = state.meta;
  const stored = [];
  const notified = [];
  for (const uid of new Set(to)) {
    const id = (meta.lastEventId ?? 0) + 1;
    meta.lastEventId = id;
    const notification = isNotable(event.Type) && !quiet.includes(uid) ? addNotification(state, uid, event, now) : null;
    if (notification) notified.push(uid);
    const data = notification ? { ...event, Notification: notificationView(notification) } : event;
    const record = { id, EventID: id, UserID: uid, Type: event.Type, At: iso(now), Data: data };
    state.events.push(record);
    stored.push(record);
  }
  // The mail-worthy types (lib/emails.mjs) queue their mails in the same transaction: no second hook in the handlers.
  queueEventMails(ctx, stored);
  prune(state, now, stored.map((e) => e.UserID));
  pruneNotifications(state, now, notified);
  ctx.events?.wake(stored.map((e) => e.UserID));
  return stored;
}

/** A notification of `uid` for `event`: its facts are the event's payload (no words: the app writes them). */
function addNotification(state, uid, event, now) {
  state.notifications ??= [];
  const id = (state.meta.lastNotificationId ?? 0) + 1;
  state.meta.lastNotificationId = id;
  const { Type, ...facts } = event;
  const record = { id, NotificationID: id, UserID: uid, Type, At: iso(now), ReadAt: null, Facts: facts };
  state.notifications.push(record);
  return record;
}

/** A stored notification as the contract's Notification. */
export const notificationView = (record) => ({ NotificationID: record.NotificationID, Type: record.Type, At: record.At, ReadAt: record.ReadAt ?? null, ...record.Facts });

/** Keeps each of `uids`' latest NOTIFICATIONS_KEPT_PER_USER notifications younger than NOTIFICATION_KEEP_MS. */
function pruneNotifications(state, now, uids) {
  if (uids.length === 0) return;
  const oldest = now.getTime() - NOTIFICATION_KEEP_MS;
  const drop = new Set();
  for (const uid of new Set(uids)) {
    const theirs = state.notifications.filter((n) => n.UserID === uid);
    const excess = theirs.length - NOTIFICATIONS_KEPT_PER_USER;
    theirs.forEach((n, i) => {
      if (i < excess || Date.parse(n.At) < oldest) drop.add(n.NotificationID);
    });
  }
  if (drop.size > 0) state.notifications = state.notifications.filter((n) => !drop.has(n.NotificationID));
}

/** Drops what is no longer kept for `uids` (older than KEEP_MS, or past the latest KEEP_PER_USER), noting how far. */
function prune(state, now, uids) {
  const oldest = now.getTime() - KEEP_MS;
  const drop = new Set();
  for (const uid of new Set(uids)) {
    const theirs = state.events.filter((e) => e.UserID === uid);
    const excess = theirs.length - KEEP_PER_USER;
    theirs.forEach((e, i) => {
      if (i < excess || Date.parse(e.At) < oldest) drop.add(e.EventID);
    });
  }
  if (drop.size === 0) return;
  const pruned = (state.meta.prunedThrough ??= {});
  for (const e of state.events) if (drop.has(e.EventID)) pruned[e.UserID] = Math.max(pruned[e.UserID] ?? 0, e.EventID);
  state.meta.prunedThrough = { ...pruned };
  state.events = state.events.filter((e) => !drop.has(e.EventID));
}

/**
 * What a stream resuming after `after` gets first: `{ reset: true }` when some of the user's events after it are no
 * longer kept, else their events after it, in order.
 */
export function eventsAfter(state, uid, after) {
  if (after < (state.meta?.prunedThrough?.[uid] ?? 0)) return { reset: true, events: [] };
  return { reset: false, events: (state.events ?? []).filter((e) => e.UserID === uid && e.EventID > after) };
}

/** The latest event id so far (over every user): where a new stream starts. */
export const latestEventId = (state) => state.meta?.lastEventId ?? 0;

/** One SSE event as written on the stream (WHATWG HTML §9.2.6): its id, its type, its data on one line of JSON. */
export function sseEvent({ id, type, data }) {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The data of a stored event as the contract's PushEvent: EventID, Type, At, then its payload. */
export const pushEventOf = (record) => ({ EventID: record.EventID, Type: record.Type, At: record.At, ...withoutType(record.Data) });

function withoutType(data) {
  const { Type: _type, ...rest } = data ?? {};
  return rest;
}
