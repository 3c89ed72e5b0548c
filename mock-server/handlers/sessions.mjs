// Sessions of group courses: the tutor adds, edits and removes them (overlaps refused with 409), tutor and student
// list them (getTutorSessions, GetStudentSessions).
import { ownedByTutor, requireStudent, requireTutor } from '../lib/auth.mjs';
import { HttpError, badRequest, conflict, forbidden, notFound, page } from '../lib/http.mjs';
import { STATUS_TRANSITIONS, capturedFor, enrolledFor, findOverlap, inWindow, nextId, sessionView, tutorCalendar } from '../lib/store.mjs';
import { courseFacts } from '../lib/event-facts.mjs';
import { publishEvent } from '../lib/events.mjs';
import { allOrNothing, cancelCourseSession } from './cancellations.mjs';
import { iso } from '../lib/time.mjs';

const ownedCourse = (state, tutor, classId) => ownedByTutor(state.courses, classId, tutor, 'course');

function ownedSession(state, tutor, sessionId) {
  const session = state.sessions.find((s) => s.SessionID === sessionId);
  if (!session) throw notFound(`No session ${sessionId}.`);
  return { session, course: ownedCourse(state, tutor, session.ClassID) };
}

function listSessions(state, courses, query) {
  const byId = new Map(courses.map((c) => [c.ClassID, c]));
  const items = state.sessions
    .filter((s) => byId.has(s.ClassID) && inWindow(s.StartDateTime, query))
    .sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime))
    .map((s) => sessionView(byId.get(s.ClassID), s));
  return page(items, query);
}

export default function register(api) {
  api.post('/SaveTutorSessions', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    const course = ownedCourse(state, tutor, body.ClassID);
    if (['Completed', 'Cancelled'].includes(course.Status)) throw conflict(`A ${course.Status} course takes no new sessions.`, 'ClassID');
    const past = body.Sessions.findIndex((s) => Date.parse(s.StartDateTime) <= now.getTime());
    if (past >= 0) throw badRequest(`Sessions.${past}.StartDateTime`, 'StartDateTime must be in the future.');
    const calendar = tutorCalendar(state, tutor.UserID, now);
    const clashes = [];
    body.Sessions.forEach((s, i) => {
      const start = Date.parse(s.StartDateTime);
      const clash = findOverlap(calendar, start, s.Duration);
      const field = `Sessions.${i}.StartDateTime`;
      if (clash) clashes.push({ Field: field, Message: `This time overlaps your ${clash.what}.` });
      else calendar.push({ start, end: start + s.Duration * 60_000, what: `new session '${s.Title}'`, ref: `new:${i}` });
    });
    if (clashes.length > 0) throw new HttpError(409, 'Some sessions overlap others; nothing was saved.', clashes);
    let SessionID = nextId(state.sessions, 'SessionID');
    const created = body.Sessions.map((s) => {
      const record = { id: SessionID, SessionID, ClassID: course.ClassID, Title: s.Title, StartDateTime: s.StartDateTime, Duration: s.Duration, Status: 'Scheduled', CreatedAt: iso(now) };
      SessionID += 1;
      return record;
    });
    state.sessions.push(...created);
    ctx.persist();
    return created.map((s) => sessionView(course, s));
  });

  api.post('/EditTutorSession', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body, now } = ctx;
    const { session, course } = ownedSession(state, tutor, body.SessionID);
    const reschedules = body.StartDateTime !== undefined || body.Duration !== undefined;
    if (reschedules) {
      if (session.Status !== 'Scheduled') throw conflict(`A ${session.Status} session cannot be rescheduled.`, 'Status');
      const start = Date.parse(body.StartDateTime ?? session.StartDateTime);
      if (body.StartDateTime !== undefined && start <= now.getTime()) throw badRequest('StartDateTime', 'StartDateTime must be in the future.');
      const clash = findOverlap(tutorCalendar(state, tutor.UserID, now), start, body.Duration ?? session.Duration, `s:${session.SessionID}`);
      if (clash) throw conflict(`This time overlaps your ${clash.what}.`, 'StartDateTime');
    }
    if (body.Status !== undefined && body.Status !== session.Status && !STATUS_TRANSITIONS[session.Status].includes(body.Status)) {
      throw conflict(`A ${session.Status} session cannot become ${body.Status}.`, 'Status');
    }
    // A move of a session students paid for is kept with it: they see it, and may leave for its share until it starts.
    const moved = body.StartDateTime !== undefined && Date.parse(body.StartDateTime) !== Date.parse(session.StartDateTime) && capturedFor(state, course.ClassLink).length > 0;
    // The tutor's cancellation of one session: its students are refunded its share (handlers/cancellations.mjs).
    const cancelling = body.Status === 'Cancelled' && session.Status !== 'Cancelled';
    if (cancelling && reschedules) throw badRequest('Status', 'Cancel a session or move it, not both at once.');
    const change = () => {
      if (moved) Object.assign(session, { MovedFrom: session.MovedFrom ?? session.StartDateTime, MovedAt: iso(now) });
      for (const key of ['Title', 'StartDateTime', 'Duration', 'Status']) if (body[key] !== undefined && !(cancelling && key === 'Status')) session[key] = body[key];
      return session;
    };
    if (cancelling) return sessionView(course, allOrNothing(state, () => cancelCourseSession(ctx, course, change(), {})));
    change();
    // Its students are told, in this write (issue 41): the bell and the push; their reminders follow the new time.
    if (moved) {
      const students = enrolledFor(state, course.ClassLink).map((p) => p.StudentID);
      publishEvent(ctx, students, { Type: 'class.moved', ...courseFacts(state, course, session), NewDateTime: session.StartDateTime });
    }
    ctx.persist();
    return sessionView(course, session);
  });

  api.post('/DeleteTutorSession', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, body } = ctx;
    const { session, course } = ownedSession(state, tutor, body.SessionID);
    if (session.Status === 'Live' || session.Status === 'Completed') {
      throw conflict(`A ${session.Status} session cannot be removed; cancel it instead.`, 'SessionID');
    }
    if (capturedFor(state, course.ClassLink).length > 0) {
      throw conflict('Students have paid for this course, so its sessions stay on their schedule: cancel the session instead (they are refunded its share).', 'SessionID');
    }
    state.sessions.splice(state.sessions.indexOf(session), 1);
    ctx.persist();
    return { SessionID: session.SessionID, Deleted: true };
  });

  api.get('/getTutorSessions', (ctx) => {
    const tutor = requireTutor(ctx);
    const { state, query } = ctx;
    const courses = query.ClassID !== undefined ? [ownedCourse(state, tutor, query.ClassID)] : state.courses.filter((c) => c.TutorID === tutor.UserID);
    return listSessions(state, courses, query);
  });

  api.get('/GetStudentSessions', (ctx) => {
    const student = requireStudent(ctx);
    const { state, query } = ctx;
    const booked = new Set(state.bookings.filter((b) => b.StudentID === student.UserID && b.Kind === 'GroupCourse').map((b) => b.ClassCode));
    let courses;
    if (query.ClassID !== undefined) {
      const course = state.courses.find((c) => c.ClassID === query.ClassID);
      if (!course) throw notFound(`No course ${query.ClassID}.`);
      if (!booked.has(course.ClassLink)) throw forbidden('You have not booked this course.');
      courses = [course];
    } else {
      courses = state.courses.filter((c) => booked.has(c.ClassLink));
    }
    return listSessions(state, courses, query);
  });
}
