import type { CourseSession, StudentPrivateClass } from '../../../contract/records';
import { STUDENT_CLASSES } from '../../../application/tokens';
import { buildIcs, classEventUid, icsFileName, sessionEventUid, type CalendarEvent } from '../../../domain/ics';
import { CLOCK } from '../../../ports/clock';
import { useService } from '../../components/container-context';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { saveFile } from '../../components/save-file';
import { BOOKINGS, useChange, useRead, useReadList } from '../../components/server-state';
import { useClassPlans } from '../../components/use-class-plans';
import { useRefreshOnEvents } from '../../components/use-refresh-on-events';
import { studentText } from './student-text';


/** The keys of the student's reads: all under BOOKINGS, which a recorded payment (server-state.ts) makes stale. */
export const studentReads = {
  all: [BOOKINGS],
  privateClasses: [BOOKINGS, 'private'],
  courses: [BOOKINGS, 'courses'],
  sessions: (classId?: number) => [BOOKINGS, 'sessions', classId ?? 'upcoming'],
  status: (kind: 'private' | 'course', classCode: string | undefined) => [BOOKINGS, 'status', kind, classCode ?? ''],
};

/** A booking, cancellation, new time, refund or review reply pushed for the student: their classes are read again. */
const PUSHED = { classes: [studentReads.all], payments: [studentReads.all], reviews: [studentReads.all] };

export function useStudentPrivateClasses() {
  useRefreshOnEvents(PUSHED);
  return useReadList(STUDENT_CLASSES, studentReads.privateClasses, (classes) => classes.privateClasses());
}

/** Cancel, propose a new time, answer the tutor's proposal, for the student's paid private classes; the bookings are read again. */
export function useStudentClassPlans() {
  return useClassPlans([studentReads.all], { cancel: studentText.cancelFailed, reschedule: studentText.rescheduleFailed });
}

/** Leave a course the student paid for (/WithdrawFromCourse); the bookings are read again. */
export function useLeaveCourse() {
  return useChange(STUDENT_CLASSES, (classes, classCode: string) => classes.leaveCourse(classCode), { failed: studentText.leaveFailed }, [studentReads.all]);
}

export function useStudentCourses() {
  useRefreshOnEvents(PUSHED);
  return useReadList(STUDENT_CLASSES, studentReads.courses, (classes) => classes.courses());
}

/** Sessions of all booked courses from two weeks back (the dashboard's recent and upcoming), or every session of one course. */
export function useStudentSessions(classId?: number) {
  useRefreshOnEvents(PUSHED);
  return useReadList(STUDENT_CLASSES, studentReads.sessions(classId), (classes) => classes.sessions(classId));
}

/** Whether the student has paid for one class or course (where a finished checkout returns). */
export function useClassStatus(kind: 'private' | 'course', classCode: string | undefined) {
  return useRead(STUDENT_CLASSES, studentReads.status(kind, classCode), (classes) => (classCode ? classes.status(kind, classCode) : Promise.resolve(null)));
}

export function useViewerTime() {
  const clock = useService(CLOCK);
  const zone = useProfileTimeZone();
  return { clock, zone };
}

/** Builds a calendar file now and hands it to the browser as a download. */
export function useCalendarDownload() {
  const clock = useService(CLOCK);
  return (name: string, events: CalendarEvent[]) => saveFile(icsFileName(name), [buildIcs(events, clock.now(), name)], 'text/calendar;charset=utf-8');
}

export function privateClassEvent(record: StudentPrivateClass, origin: string): CalendarEvent {
  return {
    uid: classEventUid(record.ClassLink),
    start: record.DateTime,
    durationMinutes: record.Duration,
    summary: `${record.ClassName} (${record.TutorName})`,
    url: `${origin}/private-class/${record.ClassLink}`,
    cancelled: record.Status === 'Cancelled',
    sequence: record.Revision,
  };
}

function lastChange(session: CourseSession): number | undefined {
  const times = [session.MovedAt, session.CancelledAt].filter((t): t is string => Boolean(t)).map((t) => Math.floor(Date.parse(t) / 1000));
  return times.length > 0 ? Math.max(...times) : undefined;
}

export function sessionEvent(session: CourseSession, origin: string): CalendarEvent {
  return {
    uid: sessionEventUid(session.SessionID, session.ClassLink),
    start: session.StartDateTime,
    durationMinutes: session.Duration,
    summary: `${session.CourseName}: ${session.Title}`,
    url: `${origin}/course-class/${session.ClassLink}`,
    cancelled: session.Status === 'Cancelled',
    // Each change (a move, a cancel) raises it, so calendars replace the event they hold: seconds of the last change.
    sequence: lastChange(session),
  };
}


