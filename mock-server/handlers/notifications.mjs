// The notification centre (added beyond the spec, issue 41): GetNotifications lists the caller's own, newest first;
// MarkNotificationsRead marks some or all of them read. lib/events.mjs makes them, with each notable push event.
import { callerProfile } from '../lib/auth.mjs';
import { badRequest, page } from '../lib/http.mjs';
import { iso } from '../lib/time.mjs';
import { notificationView, publishEvent } from '../lib/events.mjs';

const mine = (state, uid) => (state.notifications ?? []).filter((n) => n.UserID === uid);
const unreadOf = (state, uid) => mine(state, uid).filter((n) => !n.ReadAt).length;

export default function register(api) {
  api.get('/GetNotifications', (ctx) => {
    const me = callerProfile(ctx);
    const { state, query } = ctx;
    const theirs = mine(state, me.UserID).sort((a, b) => b.NotificationID - a.NotificationID);
    const result = page(theirs, query);
    return { ...result, Items: result.Items.map(notificationView), UnreadTotal: theirs.filter((n) => !n.ReadAt).length };
  });

  api.post('/MarkNotificationsRead', (ctx) => {
    const me = callerProfile(ctx);
    const { state, body, now } = ctx;
    if (body.All !== true && !body.NotificationIDs) throw badRequest('NotificationIDs', 'Say which notifications to mark read (NotificationIDs), or All.');
    // Only the caller's own: another user's id, or one no longer kept, is ignored (which ids exist is not given away).
    const wanted = body.All === true ? null : new Set(body.NotificationIDs);
    const marked = [];
    for (const n of mine(state, me.UserID)) {
      if (n.ReadAt || (wanted && !wanted.has(n.NotificationID))) continue;
      n.ReadAt = iso(now);
      marked.push(n.NotificationID);
    }
    const UnreadTotal = unreadOf(state, me.UserID);
    if (marked.length > 0) {
      // The caller's other tabs and devices: their bell agrees at once.
      publishEvent(ctx, [me.UserID], { Type: 'notification.read', NotificationIDs: marked, ...(body.All === true ? { All: true } : {}), UnreadTotal });
      ctx.persist();
    }
    return { NotificationIDs: marked, UnreadTotal };
  });
}
