// Which events send which email, and what each says (issue 41; the table is openapi/backend.yaml's x-emails).
// A stored event (lib/events.mjs, one record per recipient) of a mail-worthy type queues that recipient's mail in the
// outbox (lib/mailer.mjs) in the same transaction; the clock jobs queue the reminders. Every mail has a text and an
// HTML part, the recipient's own name, the class's name and time in their time zone, a link to the class in the web
// app, and no internal id (class codes appear only inside links).
import { buildIcs, classEventUid, icsFileName, sessionEventUid } from '../../src/domain/ics.ts';
import { classTimeParts } from '../../src/domain/class-time.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { paths } from '../../src/domain/routes.ts';
import { classPath } from '../../src/domain/notifications.ts';
import { bookedBefore, DEFAULT_EMAIL_PREFERENCES, REMINDER_WINDOWS } from '../../src/domain/email.ts';
import { occasionKey, upcomingClasses } from './clock-jobs.mjs';
import { queueMail } from './mailer.mjs';
import { fullName, userById } from './store.mjs';
import { ROLE } from './auth.mjs';

/** Event type → the preference that may switch its mail off (null: always sent). */
export const EVENT_EMAILS = { 'booking.paid': 'BookingConfirmations', 'class.cancelled': null, 'refund.issued': null };

const userOf = userById;
/** A user's full name (the store's rule), or '' for none. */
const nameOf = (user) => (user ? fullName(user) : '');

/** A user's email settings: what they saved over the defaults. */
export function emailPreferencesOf(state, uid) {
  const saved = (state.emailPreferences ?? []).find((p) => p.UserID === uid);
  return { ...DEFAULT_EMAIL_PREFERENCES, ...(saved ? { BookingConfirmations: saved.BookingConfirmations, Reminders: saved.Reminders } : {}) };
}

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** When, in the reader's zone: 'Tue, 24 Nov 2026 at 4:05 PM (Asia/Kolkata)'. */
function when(at, user) {
  const zone = user?.TimeZone || 'UTC';
  const { date, time } = classTimeParts(at, at, zone);
  return `${date} at ${time} (${zone})`;
}

/** The class a mail is about, found by the event's `Class` (Kind, ClassID, SessionID?). */
function classOf(state, Class) {
  if (!Class) return null;
  if (Class.Kind === 'PrivateClass') {
    const c = (state.privateClasses ?? []).find((x) => x.ClassID === Class.ClassID);
    return c && { kind: 'PrivateClass', classId: c.ClassID, name: c.ClassName, code: c.ClassLink, tutorId: c.TutorID, sessions: [{ uid: classEventUid(c.ClassLink), start: c.DateTime, durationMinutes: c.Duration, summary: c.ClassName, cancelled: c.Status === 'Cancelled', sequence: c.Revision ?? 0 }] };
  }
  const course = (state.courses ?? []).find((x) => x.ClassID === Class.ClassID);
  if (!course) return null;
  const sessions = (state.sessions ?? [])
    .filter((s) => s.ClassID === course.ClassID && (Class.SessionID === undefined || s.SessionID === Class.SessionID))
    .sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime))
    .map((s) => ({ uid: sessionEventUid(s.SessionID, course.ClassLink), start: s.StartDateTime, durationMinutes: s.Duration, summary: `${course.CourseName}: ${s.Title}`, cancelled: s.Status === 'Cancelled' || course.Status === 'Cancelled', sequence: s.Status === 'Cancelled' || course.Status === 'Cancelled' ? 1 : 0 }));
  const session = Class.SessionID === undefined ? null : sessions[0];
  return { kind: 'GroupCourse', classId: course.ClassID, name: session ? session.summary : course.CourseName, code: course.ClassLink, tutorId: course.TutorID, sessions, wholeCourse: !session };
}

/** The web app's page of the class for this reader: the domain's one rule, where the bell's entry leads too. */
const linkOf = (config, cls, user) => `${config.webOrigin}${classPath({ Kind: cls.kind, ClassID: cls.classId, ClassCode: cls.code }, user.Role)}`;

/** The mail's two parts from one list of paragraphs, a button and a footer. */
function compose({ user, config, title, paragraphs, action }) {
  const hello = `Hello ${user.FirstName || fullName(user)},`;
  const settings = `${config.webOrigin}${user.Role === ROLE.tutor ? paths.tutorAccount() : paths.studentAccount()}`;
  const footer = `You get this email because you have a TutorHub account. Choose which emails you get: ${settings}`;
  const text = [hello, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), '— TutorHub', '', footer, ''].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d2433">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(hello)}</p>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#157a3c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a></p>` : ''}
<p style="font-size:13px;color:#5b6475;margin-top:32px">${escapeHtml('You get this email because you have a TutorHub account.')} <a href="${escapeHtml(settings)}" style="color:#157a3c">Choose which emails you get</a>.</p>
</div></body></html>`;
  return { text, html };
}

const icsAttachment = (cls, now, method) => ({
  Filename: icsFileName(cls.name),
  ContentType: `text/calendar; charset=utf-8; method=${method}`,
  Content: buildIcs(cls.sessions.map((s) => ({ ...s, cancelled: method === 'CANCEL' ? true : s.cancelled, sequence: method === 'CANCEL' ? Math.max(1, s.sequence) : s.sequence })), now, undefined, method),
});

/** The student of a booking, for the tutor's mail: the event's, else the latest payment of the class. */
function studentOfBooking(state, data, cls) {
  const id = data.StudentID ?? data.Student?.UserID;
  if (id) return userOf(state, id);
  const latest = (state.payments ?? []).filter((p) => p.ClassCode === cls.code && p.Status === 'captured').sort((a, b) => Date.parse(b.PaidAt ?? 0) - Date.parse(a.PaidAt ?? 0))[0];
  return latest ? userOf(state, latest.StudentID) : null;
}

/** The refund of a refund.issued event: its amount, currency and when, from the event or the payment that holds it. */
function refundOf(state, data) {
  if (typeof data.Amount === 'number' && data.CurrencyType) return { amount: data.Amount, currency: data.CurrencyType, at: data.RefundedAt ?? null };
  for (const p of state.payments ?? []) {
    const part = (p.CourseRefunds ?? []).find((r) => r.RefundID === data.RefundID);
    if (part) return { amount: part.Amount, currency: p.CurrencyType, at: part.At };
    if (data.RefundID && p.RefundID === data.RefundID) return { amount: p.RefundAmount ?? p.Amount, currency: p.CurrencyType, at: p.RefundedAt };
  }
  return null;
}

/** The mail of one stored event for its recipient, or null (not a mail-worthy type, switched off, nothing to say). */
export function mailForEvent(state, record, config, now) {
  if (!(record.Type in EVENT_EMAILS)) return null;
  const user = userOf(state, record.UserID);
  if (!user?.Email) return null;
  const preference = EVENT_EMAILS[record.Type];
  if (preference && !emailPreferencesOf(state, user.UserID)[preference]) return null;
  const data = record.Data ?? {};
  const cls = classOf(state, data.Class);
  if (!cls) return null;
  const tutor = user.Role === ROLE.tutor;
  // A course joined mid-way: its next session to come, not one already held or cancelled (a private class: its one).
  const ahead = cls.kind === 'GroupCourse' ? cls.sessions.filter((x) => !x.cancelled && Date.parse(x.start) > now.getTime()) : cls.sessions;
  const first = ahead[0];
  const startText = first ? when(first.start, user) : '';
  const link = { label: 'Open the class', url: linkOf(config, cls, user) };
  const to = { UserID: user.UserID, Name: fullName(user), Email: user.Email };
  const key = `event:${record.EventID}`;
  if (record.Type === 'booking.paid') {
    const other = tutor ? studentOfBooking(state, data, cls) : userOf(state, cls.tutorId);
    const title = tutor ? `New booking: ${cls.name}` : `Booking confirmed: ${cls.name}`;
    const who = nameOf(other);
    const course = cls.kind === 'GroupCourse' && ahead.length > 1 ? ` ${ahead.length} sessions are still to come; the next starts ${startText}.` : '';
    const paragraphs = tutor
      ? [`${who || 'A student'} booked ${cls.name}${first ? `, starting ${startText}` : ''}.${course}`, 'The attached calendar file adds it to your calendar.']
      : [`You are booked into ${cls.name}${who ? ` with ${who}` : ''}${first ? `, starting ${startText}` : ''}.${course}`, `${data.Amount === 0 ? 'There is nothing to pay.' : 'Your payment went through.'} The attached calendar file adds the class to your calendar.`];
    return { Key: key, To: to, Subject: title, ...parts(compose({ user, config, title, paragraphs, action: link })), Attachments: [icsAttachment(cls, now, 'REQUEST')] };
  }
  if (record.Type === 'class.cancelled') {
    const title = `Cancelled: ${cls.name}`;
    const subject = cls.kind === 'GroupCourse' && cls.wholeCourse ? `the course ${cls.name}, with all its sessions still to come` : `${cls.name}${first ? `, ${startText}` : ''}`;
    // Who cancelled, by name, for the other side: the student of a student's cancellation, the tutor of a tutor's.
    const by = data.By === 'Student' && tutor ? nameOf(userOf(state, data.StudentID)) : data.By === 'Tutor' && !tutor ? nameOf(userOf(state, cls.tutorId)) : '';
    const what = record.Self ? `You cancelled ${subject}.` : `${subject.charAt(0).toUpperCase()}${subject.slice(1)} is cancelled${by ? ` by ${by}` : ''}.`;
    const money = cancelMoneyWords(state, cls, data.By, tutor, user.UserID);
    const paragraphs = [what, ...(money ? [money] : []), 'The attached calendar file takes the class out of your calendar.'];
    return { Key: key, To: to, Subject: title, ...parts(compose({ user, config, title, paragraphs, action: link })), Attachments: [icsAttachment(cls, now, 'CANCEL')] };
  }
  if (record.Type === 'refund.issued') {
    if (tutor) return null;
    const refund = refundOf(state, data);
    if (!refund) return null;
    const title = `Refund of ${formatMoney(refund.amount, refund.currency)}: ${cls.name}`;
    const paragraphs = [
      `We have refunded ${formatMoney(refund.amount, refund.currency)} for ${cls.name} on ${when(refund.at ?? record.At, user)}.`,
      'It goes back to the card or account you paid with; your bank may take 5–7 working days to show it.',
    ];
    return { Key: key, To: to, Subject: title, ...parts(compose({ user, config, title, paragraphs, action: { label: 'See your payments', url: `${config.webOrigin}${paths.studentPaymentHistory()}` } })) };
  }
  return null;
}

const parts = ({ text, html }) => ({ Text: text, Html: html });

/**
 * What a cancellation did with the money, for one reader, as the payment records say after it (the cancelling write
 * refunds before it publishes): a private class's refund and its amount, or the payment kept; a course's refunds, which
 * cover the sessions that will not be held (their amounts come in the refund's own email). Null when nothing was paid.
 */
function cancelMoneyWords(state, cls, by, tutor, readerId) {
  if (cls.kind === 'GroupCourse') {
    const paid = (state.payments ?? []).some((p) => p.ClassCode === cls.code && p.Amount > 0 && (tutor || p.StudentID === readerId));
    if (!paid) return null;
    if (tutor) return cls.wholeCourse ? 'Each student who paid is refunded for the sessions that will not be held.' : "Each student who paid is refunded this session's share.";
    return cls.wholeCourse ? 'You are refunded for the sessions that will not be held; a separate email gives the amount.' : "You are refunded this session's share; a separate email gives the amount.";
  }
  const payment = (state.payments ?? []).find((p) => p.ClassCode === cls.code && (p.Status === 'captured' || p.Status === 'refunded'));
  if (!payment || !(payment.Amount > 0)) return null;
  if (payment.Status === 'refunded' && payment.RefundAmount > 0) {
    const amount = formatMoney(payment.RefundAmount, payment.CurrencyType);
    const student = userOf(state, payment.StudentID);
    return tutor ? `${nameOf(student) || 'The student'} is refunded ${amount}.` : `You are refunded ${amount}; a separate email confirms it.`;
  }
  if (by !== 'Student') return null;
  return tutor ? 'It came inside your cancellation notice, so you keep the payment.' : 'It came inside the tutor’s cancellation notice, so nothing is refunded.';
}

/**
 * A cancellation's event goes to the other side only (the canceller knows), but its mail goes to both: the canceller's
 * calendar must drop the class too. The parties the event names (its TutorID, StudentID) who are not among its
 * recipients get a copy of the record, marked `Self` (they did it), keyed by the event and them.
 */
function cancellerCopies(records) {
  const first = records.find((r) => r.Type === 'class.cancelled');
  if (!first) return [];
  const told = new Set(records.map((r) => r.UserID));
  const parties = [first.Data?.TutorID, first.Data?.StudentID].filter((uid) => typeof uid === 'string' && !told.has(uid));
  return parties.map((uid) => ({ ...first, UserID: uid, EventID: `${first.EventID}-${uid}`, Self: true }));
}

/** Queues the mails of freshly stored events (publishEvent's records), in the publishing handler's transaction. */
export function queueEventMails(ctx, records) {
  // A publisher outside a request (a scheduled settlement) may hold only the event hub: the server hangs both on it.
  const config = ctx.config ?? ctx.events?.config ?? { webOrigin: '' };
  const mailer = ctx.mail ?? ctx.events?.mail;
  let queued = 0;
  for (const record of [...records, ...cancellerCopies(records)]) {
    const mail = mailForEvent(ctx.state, record, config, ctx.now);
    if (mail && queueMail(ctx.state, ctx.now, mail)) queued += 1;
  }
  if (queued > 0) mailer?.kick();
}

/** The reminder of `window` for one class to one participant, or null (switched off, no address). */
function reminderMail(state, config, now, window, occasion, uid) {
  const user = userOf(state, uid);
  if (!user?.Email || !emailPreferencesOf(state, uid).Reminders) return null;
  const cls = { kind: occasion.Class.Kind, classId: occasion.Class.ClassID, name: occasion.name, code: occasion.code };
  // How far off it is, said as it is when the mail goes (a 24 h reminder of a class moved to 5 hours ahead says 5).
  const hours = Math.max(1, Math.round((occasion.startMs - now.getTime()) / 3_600_000));
  const soon = `in ${hours} hour${hours === 1 ? '' : 's'}`;
  const title = `Starting ${soon}: ${occasion.name}`;
  const tutor = user.Role === ROLE.tutor;
  const students = occasion.students.map((s) => nameOf(userOf(state, s.UserID))).filter(Boolean);
  const withWhom = tutor ? (occasion.Class.Kind === 'PrivateClass' ? ` with ${students[0] ?? 'your student'}` : ` with ${students.length} student${students.length === 1 ? '' : 's'}`) : ` with ${nameOf(userOf(state, occasion.tutorId))}`;
  const paragraphs = [`${occasion.name}${withWhom} starts ${when(new Date(occasion.startMs), user)}.`, window.name === 'reminder-1h' ? 'The classroom opens a few minutes before the start.' : 'Open the class page to prepare, or to reach the other side if something has come up.'];
  return { Key: `${window.name}:${occasionKey(occasion)}:${uid}`, To: { UserID: uid, Name: fullName(user), Email: user.Email }, Subject: title, ...parts(compose({ user, config, title, paragraphs, action: { label: 'Open the class', url: linkOf(config, cls, user) } })) };
}

/**
 * Registers the reminder jobs on the clock-job runner: for each window, each class still to come gets its reminder once,
 * to its tutor and the students who had paid before the window opened (a student who booked later has just had the
 * confirmation); the tutor gets it when at least one student does.
 */
export function registerReminders(jobs) {
  for (const window of REMINDER_WINDOWS) {
    jobs.beforeEachClass(window, (ctx, occasion) => {
      const students = occasion.students.filter((s) => bookedBefore(window, occasion.startMs, Date.parse(s.PaidAt)));
      if (students.length === 0) return;
      let queued = 0;
      for (const uid of [occasion.tutorId, ...students.map((s) => s.UserID)]) {
        const mail = reminderMail(ctx.state, ctx.config, ctx.now, window, occasion, uid);
        if (mail && queueMail(ctx.state, ctx.now, mail)) queued += 1;
      }
      if (queued > 0) ctx.mail?.kick();
    });
  }
}

export { upcomingClasses };
