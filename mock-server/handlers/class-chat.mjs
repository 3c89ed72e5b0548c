// The classroom chat saved to the class page (added beyond the spec): the chat travels peer-to-peer beside the video
// and is kept nowhere, unless the class's tutor saves the room's log (SaveClassChat); the tutor and the students who
// paid read it (GetClassChat). One transcript per room: a private class, or one session of a course; saving again
// replaces it. The message rule is the domain's (src/domain/classroom-chat.ts), the room's times the lifecycle's
// (src/domain/class-lifecycle.ts).
import { CHAT_LOG_MAX, chatTextProblem } from '../../src/domain/classroom-chat.ts';
import { classPhase, classWindow, currentSession, lessonOfClass, lessonOfSession } from '../../src/domain/class-lifecycle.ts';
import { callerProfile, ROLE } from '../lib/auth.mjs';
import { badRequest, conflict, forbidden, notFound } from '../lib/http.mjs';
import { findByCode, sessionsOf } from '../lib/store.mjs';
import { iso } from '../lib/time.mjs';

const INSTANT_SAVE = 'Instant classes have no class page to save a chat to.';
const INSTANT_READ = 'Instant classes have no class page, so no chat is kept for them.';

// One answer for "no such class" and "not a class of yours" when reading: a code does not give away that its class exists.
const noClass = (code) => notFound(`No class or course ${code} of yours.`);

/** Who may read a class's saved chats: its tutor, or a student who paid for it (a student who left a course still may). */
function mayRead(state, record, me) {
  if (record.TutorID === me.UserID) return true;
  return state.payments.some((p) => p.ClassCode === record.ClassLink && p.StudentID === me.UserID && (p.Status === 'captured' || Boolean(p.WithdrawnAt)));
}

/** The chat as the contract shows it: the session's title for a course (null when the session was removed since). */
function chatView(state, chat) {
  const session = chat.SessionID === null ? null : state.sessions.find((s) => s.SessionID === chat.SessionID);
  return {
    ClassCode: chat.ClassCode,
    SessionID: chat.SessionID,
    SessionTitle: session?.Title ?? null,
    SavedAt: chat.SavedAt,
    Messages: chat.Messages.map((m) => ({ SenderName: m.SenderName, FromTutor: m.FromTutor, SentAt: m.SentAt, Text: m.Text })),
  };
}

/**
 * The room a save is for: the private class, or the course's session (the one named, else the one whose room was open
 * when the chat's first message was sent, else the one open now, else the latest whose room has opened: the classroom
 * page knows only the course's code); SessionID is refused for a private class.
 */
function roomOf(state, found, body, nowMs) {
  const { kind, record } = found;
  if (kind === 'PrivateClass') {
    if (body.SessionID !== undefined) throw badRequest('SessionID', 'A private class has no sessions: send no SessionID.');
    return { sessionId: null, lesson: lessonOfClass(record), what: 'class', field: 'ClassCode' };
  }
  const sessions = sessionsOf(state, record.ClassID);
  if (body.SessionID === undefined) {
    const lessons = sessions.map((session) => ({ ...lessonOfSession(session), session }));
    const opened = lessons.filter((l) => classWindow(l).opensAt <= nowMs && classPhase(l, nowMs) !== 'cancelled');
    // The session whose room was open when the chat began (a save after the next room opened still finds it), else
    // the one open now, else the latest that opened.
    const began = Math.min(...(body.Messages ?? []).map((m) => Date.parse(m.SentAt)).filter(Number.isFinite));
    const during = opened.find((l) => classWindow(l).opensAt <= began && began < classWindow(l).closesAt);
    const chosen = during ?? currentSession(lessons, nowMs) ?? opened.sort((a, b) => classWindow(b).opensAt - classWindow(a).opensAt)[0];
    if (!chosen) throw conflict('The chat can be saved once a session’s room has opened, 10 minutes before it starts.', 'SessionID');
    return { sessionId: chosen.session.SessionID, lesson: lessonOfSession(chosen.session), what: 'session', field: 'SessionID' };
  }
  const session = sessions.find((s) => s.SessionID === body.SessionID);
  if (!session) throw notFound(`No session ${body.SessionID} in the course ${record.ClassLink}.`);
  return { sessionId: session.SessionID, lesson: lessonOfSession(session), what: 'session', field: 'SessionID' };
}

export default function register(api) {
  api.post('/SaveClassChat', (ctx) => {
    const { state, body, now } = ctx;
    const me = callerProfile(ctx);
    const found = findByCode(state, body.ClassCode);
    if (!found) throw notFound(`No class or course ${body.ClassCode}.`);
    if (found.kind === 'InstantClass') throw badRequest('ClassCode', INSTANT_SAVE);
    const { kind, record } = found;
    if (record.TutorID !== me.UserID) {
      if (me.Role !== ROLE.tutor) throw forbidden('Only the class’s tutor can save its chat to the class page.');
      throw forbidden(`This ${kind === 'PrivateClass' ? 'private class' : 'course'} is another tutor’s.`);
    }
    const room = roomOf(state, found, body, now.getTime());
    const messages = body.Messages ?? [];
    if (messages.length === 0 || messages.length > CHAT_LOG_MAX) throw badRequest('Messages', `Save 1 to ${CHAT_LOG_MAX} messages.`);
    messages.forEach((m, i) => {
      const problem = chatTextProblem(m.Text);
      if (problem) throw badRequest(`Messages.${i}.Text`, problem);
    });
    const phase = classPhase(room.lesson, now.getTime());
    if (phase === 'cancelled') throw conflict(`This ${room.what} was cancelled: there is no chat of it to save.`, room.field);
    if (phase === 'upcoming') throw conflict(`The chat can be saved once the ${room.what}’s room has opened, 10 minutes before it starts.`, room.field);

    const chat = {
      id: room.sessionId === null ? record.ClassLink : `${record.ClassLink}/${room.sessionId}`,
      ClassCode: record.ClassLink,
      SessionID: room.sessionId,
      SavedAt: iso(now),
      SavedBy: me.UserID,
      // Oldest first, as the room's log is kept (a stable sort: messages of the same instant keep their order).
      Messages: messages
        .map((m) => ({ SenderName: m.SenderName.trim(), FromTutor: m.FromTutor, SentAt: m.SentAt, Text: m.Text.trim() }))
        .sort((a, b) => Date.parse(a.SentAt) - Date.parse(b.SentAt)),
    };
    // One transcript per room: a second save replaces the first.
    state.classChats = [...(state.classChats ?? []).filter((c) => !(c.ClassCode === chat.ClassCode && c.SessionID === chat.SessionID)), chat];
    ctx.persist();
    return chatView(state, chat);
  });

  api.get('/GetClassChat', (ctx) => {
    const { state, query } = ctx;
    const me = callerProfile(ctx);
    const found = findByCode(state, query.ClassCode);
    if (!found) throw noClass(query.ClassCode);
    const { kind, record } = found;
    // Who asks comes first: to anyone else an instant class's code is as unknown as any other.
    if (kind === 'InstantClass') {
      if (record.TutorID !== me.UserID) throw noClass(query.ClassCode);
      throw badRequest('ClassCode', INSTANT_READ);
    }
    if (!mayRead(state, record, me)) throw noClass(query.ClassCode);
    const saved = (state.classChats ?? []).filter((c) => c.ClassCode === record.ClassLink);
    if (kind === 'PrivateClass') return { Chats: saved.filter((c) => c.SessionID === null).slice(-1).map((c) => chatView(state, c)) };
    // A course's in the order of its sessions; a chat whose session was removed since comes last.
    const order = new Map(sessionsOf(state, record.ClassID).map((s, i) => [s.SessionID, i]));
    const rank = (c) => order.get(c.SessionID) ?? Number.MAX_SAFE_INTEGER;
    const chats = saved.filter((c) => c.SessionID !== null).sort((a, b) => rank(a) - rank(b) || Date.parse(a.SavedAt) - Date.parse(b.SavedAt));
    return { Chats: chats.map((c) => chatView(state, c)) };
  });
}
