// Messages between a student and a tutor (added beyond the spec): one thread per pair, read and sent by its two people
// only, plain text with a rate limit, a tutor may block a student. The rules are the domain's (src/domain/messages.ts).
import { messageProblem, threadIdOf, tooFastMessage, waitBeforeSending } from '../../src/domain/messages.ts';
import { callerProfile, requireTutor, ROLE } from '../lib/auth.mjs';
import { badRequest, forbidden, notFound, page, tooManyRequests } from '../lib/http.mjs';
import { addRecord, fullName, userById } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';
import { publishEvent } from '../lib/events.mjs';

const LATEST = 200;

// One answer for "nobody" and "nobody you can write to": which ids exist, and their roles, are not given away.
const NO_CONVERSATION = 'There is no conversation with this person: messages are between a student and a tutor.';

/** The pair of the caller and `otherId` (tutor, student), or 404 when they are not a student and a tutor. */
function pairOf(ctx, otherId) {
  const me = callerProfile(ctx);
  const other = userById(ctx.state, otherId);
  const roles = new Set([me.Role, other?.Role]);
  if (!other || !(roles.has(ROLE.tutor) && roles.has(ROLE.student))) throw notFound(NO_CONVERSATION);
  const [tutor, student] = me.Role === ROLE.tutor ? [me, other] : [other, me];
  return { me, other, tutor, student, threadId: threadIdOf(tutor.UserID, student.UserID) };
}

const messagesOf = (state, threadId) => (state.messages ?? []).filter((m) => m.ThreadID === threadId);
const isBlocked = (state, threadId) => (state.messageBlocks ?? []).some((b) => b.ThreadID === threadId);

export function messageView(state, message) {
  const sender = userById(state, message.SenderID);
  return {
    MessageID: message.MessageID,
    ThreadID: message.ThreadID,
    SenderID: message.SenderID,
    SenderRole: sender?.Role === ROLE.tutor ? 'Tutor' : 'Student',
    SenderName: sender ? fullName(sender) : 'Someone',
    Text: message.Text,
    SentAt: message.SentAt,
  };
}

/** The thread as `viewerId` sees it (their unread count), or null while nobody has written. */
function threadView(state, { tutor, student, threadId }, viewerId) {
  const messages = messagesOf(state, threadId);
  if (messages.length === 0 && !isBlocked(state, threadId)) return null;
  const last = messages.at(-1);
  return {
    ThreadID: threadId,
    TutorID: tutor.UserID,
    TutorName: fullName(tutor),
    ...(tutor.Slug ? { TutorSlug: tutor.Slug } : {}),
    StudentID: student.UserID,
    StudentName: fullName(student),
    ...(last ? { LastMessage: messageView(state, last) } : {}),
    Unread: messages.filter((m) => m.RecipientID === viewerId && !m.ReadAt).length,
    Blocked: isBlocked(state, threadId),
  };
}

/** Whether a tutor may start writing to a student: the student booked one of their classes (or wrote first). */
function tutorMayWrite(state, tutorId, studentId, threadId) {
  return state.bookings.some((b) => b.TutorID === tutorId && b.StudentID === studentId) || messagesOf(state, threadId).some((m) => m.SenderID === studentId);
}

export default function register(api) {
  api.get('/GetThreads', (ctx) => {
    const me = callerProfile(ctx);
    const { state, query } = ctx;
    const mine = new Map();
    for (const m of state.messages ?? []) if (m.SenderID === me.UserID || m.RecipientID === me.UserID) mine.set(m.ThreadID, m);
    const threads = [...mine.values()]
      .sort((a, b) => b.MessageID - a.MessageID)
      .map((last) => {
        const otherId = last.SenderID === me.UserID ? last.RecipientID : last.SenderID;
        return threadView(state, pairOf(ctx, otherId), me.UserID);
      })
      .filter(Boolean);
    const unreadTotal = (state.messages ?? []).filter((m) => m.RecipientID === me.UserID && !m.ReadAt).length;
    return { ...page(threads, query), UnreadTotal: unreadTotal };
  });

  api.get('/GetThreadMessages', (ctx) => {
    const pair = pairOf(ctx, ctx.query.With);
    // A tutor sees a student only once the student booked them or wrote: no more than search would show.
    if (pair.me.Role === ROLE.tutor && !tutorMayWrite(ctx.state, pair.tutor.UserID, pair.student.UserID, pair.threadId)) throw notFound(NO_CONVERSATION);
    const all = messagesOf(ctx.state, pair.threadId);
    const after = ctx.query.After;
    const items = after === undefined ? all.slice(-LATEST) : all.filter((m) => m.MessageID > after).slice(0, LATEST);
    const thread = threadView(ctx.state, pair, pair.me.UserID);
    return { ...(thread ? { Thread: thread } : {}), Items: items.map((m) => messageView(ctx.state, m)) };
  });

  api.get('/GetUnreadCount', (ctx) => {
    const me = callerProfile(ctx);
    return { Unread: (ctx.state.messages ?? []).filter((m) => m.RecipientID === me.UserID && !m.ReadAt).length };
  });

  api.post('/SendMessage', (ctx) => {
    const { state, body, now } = ctx;
    const pair = pairOf(ctx, body.To);
    const problem = messageProblem(body.Text);
    if (problem) throw badRequest('Text', problem);
    if (pair.me.Role === ROLE.student && isBlocked(state, pair.threadId)) throw forbidden(`${fullName(pair.tutor)} does not accept messages from you.`);
    if (pair.me.Role === ROLE.tutor && !tutorMayWrite(state, pair.tutor.UserID, pair.student.UserID, pair.threadId)) {
      throw forbidden('You can write to a student once they have booked one of your classes or written to you.');
    }
    const sent = (state.messages ?? []).filter((m) => m.SenderID === pair.me.UserID).map((m) => Date.parse(m.SentAt));
    const wait = waitBeforeSending(sent, now.getTime());
    if (wait !== null) throw tooManyRequests(tooFastMessage(wait), wait);
    state.messages ??= [];
    const message = addRecord(state.messages, 'MessageID', { ThreadID: pair.threadId, SenderID: pair.me.UserID, RecipientID: pair.other.UserID, Text: body.Text.trim(), SentAt: iso(now) });
    const view = messageView(state, message);
    // Pushed to both: the recipient's open conversation, and the sender's other tabs and devices (no notification for
    // the sender: they wrote it).
    publishEvent(ctx, [pair.other.UserID, pair.me.UserID], { Type: 'message.sent', Message: view }, { quiet: [pair.me.UserID] });
    ctx.persist();
    return view;
  });

  api.post('/MarkThreadRead', (ctx) => {
    const pair = pairOf(ctx, ctx.body.With);
    const { state, now } = ctx;
    let changed = false;
    for (const m of messagesOf(state, pair.threadId)) {
      if (m.RecipientID === pair.me.UserID && !m.ReadAt) {
        m.ReadAt = iso(now);
        changed = true;
      }
    }
    if (changed) ctx.persist();
    const thread = threadView(state, pair, pair.me.UserID);
    if (!thread) throw notFound('Nobody has written yet.');
    return thread;
  });

  api.post('/BlockStudent', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    const pair = pairOf(ctx, body.StudentID);
    if (messagesOf(state, pair.threadId).length === 0) throw notFound('This student has not written to you.');
    state.messageBlocks ??= [];
    state.messageBlocks = state.messageBlocks.filter((b) => b.ThreadID !== pair.threadId);
    if (body.Blocked) state.messageBlocks.push({ id: pair.threadId, ThreadID: pair.threadId, TutorID: tutor.UserID, StudentID: pair.student.UserID, BlockedAt: iso(now) });
    ctx.persist();
    return threadView(state, pair, tutor.UserID);
  });
}
