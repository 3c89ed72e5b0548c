// Private calendar feeds (added beyond the spec, issue 39): each user may have one secret address that calendar apps
// subscribe to; it lists their classes and course sessions as the app's downloaded calendar files do (same UIDs), so a
// class moved or cancelled is updated in the subscribed calendar.
import { callerProfile, ROLE } from '../lib/auth.mjs';
import { FileReply, notFound } from '../lib/http.mjs';
import { randomCode, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { buildIcs, classEventUid, sessionEventUid } from '../../src/domain/ics.ts';

const feedOf = (state, userId) => (state.calendarFeeds ?? []).find((f) => f.UserID === userId) ?? null;
const view = (feed, config) => (feed ? { Enabled: true, FeedURL: `${config.publicBaseUrl}/CalendarFeed?Token=${feed.Token}` } : { Enabled: false });
const fullName = (user) => (user ? `${user.FirstName} ${user.LastName}`.trim() : '');

/** Payments that made someone a party to a class: kept, or refunded by its cancellation (the event shows it cancelled). */
const PARTY = (p) => p.Status === 'captured' || (p.Status === 'refunded' && (p.RefundCause === 'Cancellation' || p.RefundCause === 'ClassCancelled'));

/** The events of a user's calendar: what they teach (a tutor) or what they paid for (a student). */
function eventsOf(state, user, webOrigin) {
  const tutor = user.Role === ROLE.tutor;
  const payments = state.payments.filter((p) => PARTY(p) && (tutor ? p.TutorID === user.UserID : p.StudentID === user.UserID && !p.WithdrawnAt));
  const events = [];
  const privateCodes = new Set(payments.filter((p) => p.Kind === 'PrivateClass').map((p) => p.ClassCode));
  for (const c of state.privateClasses) {
    if (!privateCodes.has(c.ClassLink)) continue;
    const other = tutor ? userById(state, payments.find((p) => p.ClassCode === c.ClassLink)?.StudentID) : userById(state, c.TutorID);
    events.push({
      uid: classEventUid(c.ClassLink),
      start: c.DateTime,
      durationMinutes: c.Duration,
      summary: `${c.ClassName} (${fullName(other)})`,
      url: `${webOrigin}/${tutor ? 'class-room' : 'private-class'}/${c.ClassLink}`,
      cancelled: c.Status === 'Cancelled',
      sequence: c.Revision ?? 0,
    });
  }
  // A tutor's courses whether or not anyone has paid yet (they teach them); a student's, those they paid for.
  const courseCodes = new Set(payments.filter((p) => p.Kind === 'GroupCourse').map((p) => p.ClassCode));
  for (const course of state.courses) {
    if (tutor ? course.TutorID !== user.UserID : !courseCodes.has(course.ClassLink)) continue;
    for (const s of state.sessions) {
      if (s.ClassID !== course.ClassID) continue;
      events.push({
        uid: sessionEventUid(s.SessionID, course.ClassLink),
        start: s.StartDateTime,
        durationMinutes: s.Duration,
        summary: `${course.CourseName}: ${s.Title}`,
        url: `${webOrigin}/course-class/${course.ClassLink}`,
        cancelled: s.Status === 'Cancelled' || course.Status === 'Cancelled',
      });
    }
  }
  return events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

export default function register(api) {
  api.get('/GetCalendarFeed', (ctx) => view(feedOf(ctx.state, callerProfile(ctx).UserID), ctx.config));

  api.post('/ResetCalendarFeed', (ctx) => {
    const user = callerProfile(ctx);
    const { state, now } = ctx;
    state.calendarFeeds ??= [];
    // A new secret: the old address stops working at once.
    state.calendarFeeds = state.calendarFeeds.filter((f) => f.UserID !== user.UserID);
    const feed = { id: user.UserID, UserID: user.UserID, Token: randomCode(32), CreatedAt: iso(now) };
    state.calendarFeeds.push(feed);
    ctx.persist();
    return view(feed, ctx.config);
  });

  api.post('/RevokeCalendarFeed', (ctx) => {
    const user = callerProfile(ctx);
    const { state } = ctx;
    if (feedOf(state, user.UserID)) {
      state.calendarFeeds = state.calendarFeeds.filter((f) => f.UserID !== user.UserID);
      ctx.persist();
    }
    return view(null, ctx.config);
  });

  api.get('/CalendarFeed', ({ state, query, now, config }) => {
    const feed = (state.calendarFeeds ?? []).find((f) => f.Token === query.Token);
    const user = feed ? userById(state, feed.UserID) : null;
    if (!user) throw notFound('No calendar at this address: it may have been replaced or turned off.');
    return new FileReply('text/calendar; charset=utf-8', buildIcs(eventsOf(state, user, config.webOrigin), now, `TutorHub: ${fullName(user)}`));
  });
}
