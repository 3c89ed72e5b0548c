// The facts a push event carries about a class (openapi/backend.yaml: EventClass, EventFacts; issue 41): ids and names
// the app makes words and links from, and that the backend's emails look records up by (Class.ClassID, SessionID).
import { fullName, sessionsOf, userById } from './store.mjs';

const nameOf = (state, uid) => {
  const user = userById(state, uid);
  return user ? fullName(user) : undefined;
};

/** The tutor of a class: TutorID and TutorName. */
const tutorFacts = (state, tutorId) => ({ TutorID: tutorId, ...(nameOf(state, tutorId) ? { TutorName: nameOf(state, tutorId) } : {}) });

/** A student concerned: StudentID and StudentName. */
export const studentFacts = (state, studentId) => ({ StudentID: studentId, ...(nameOf(state, studentId) ? { StudentName: nameOf(state, studentId) } : {}) });

/** A private class's facts: its Class and its tutor. */
export function privateClassFacts(state, record) {
  return {
    Class: { Kind: 'PrivateClass', ClassID: record.ClassID, ClassCode: record.ClassLink, Title: record.ClassName, StartsAt: record.DateTime },
    ...tutorFacts(state, record.TutorID),
  };
}

/** A course's facts (about `session` when given, else the course: its next session's start, if any). */
export function courseFacts(state, course, session = null, now = null) {
  const next = session ?? sessionsOf(state, course.ClassID).find((s) => s.Status === 'Scheduled' && (!now || Date.parse(s.StartDateTime) > now.getTime()));
  return {
    Class: {
      Kind: 'GroupCourse',
      ClassID: course.ClassID,
      ...(session ? { SessionID: session.SessionID, SessionTitle: session.Title } : {}),
      ClassCode: course.ClassLink,
      Title: course.CourseName,
      ...(next ? { StartsAt: next.StartDateTime } : {}),
    },
    ...tutorFacts(state, course.TutorID),
  };
}

/** The facts of either kind, by the payments' Kind. */
export const classFacts = (state, kind, record, now) => (kind === 'PrivateClass' ? privateClassFacts(state, record) : courseFacts(state, record, null, now));
