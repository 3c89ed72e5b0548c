import type { ClassStatusDetails, CourseSession, StudentCourse, StudentPrivateClass } from '../../../contract/records';
import { buildIcs, icsFileName, type CalendarEvent } from '../../../domain/ics';
import { CLOCK } from '../../../ports/clock';
import { STUDENT_CLASSES_API } from '../../../ports/student-classes-api';
import { useService } from '../../app/container-context';
import { useProfileTimeZone } from '../../app/use-profile-time-zone';
import { saveFile } from '../../components/save-file';
import { useAsync } from '../../components/use-async';

const ALL = { page: 1, pageSize: 100 } as const;

export function useStudentPrivateClasses() {
  const api = useService(STUDENT_CLASSES_API);
  return useAsync<StudentPrivateClass[]>(async () => (await api.listPrivateClasses(ALL)).Items, 'private');
}

export function useStudentCourses() {
  const api = useService(STUDENT_CLASSES_API);
  return useAsync<StudentCourse[]>(async () => (await api.listCourses(ALL)).Items, 'courses');
}

/** The dashboard shows what finished in the last this many days. */
export const RECENT_DAYS = 14;

/** Sessions of all booked courses from two weeks back (the dashboard's recent and upcoming), or every session of one course. */
export function useStudentSessions(classId?: number) {
  const api = useService(STUDENT_CLASSES_API);
  const clock = useService(CLOCK);
  return useAsync<CourseSession[]>(
    async () => {
      const from = new Date(clock.now().getTime() - RECENT_DAYS * 86_400_000).toISOString();
      return (await api.listSessions(classId === undefined ? { ...ALL, from } : { ...ALL, classId })).Items;
    },
    `sessions|${classId ?? 'upcoming'}`,
  );
}

/** Whether the student has paid for one class or course (where a finished checkout returns). */
export function useClassStatus(kind: 'private' | 'course', classCode: string | undefined) {
  const api = useService(STUDENT_CLASSES_API);
  return useAsync<ClassStatusDetails | null>(
    () => (!classCode ? Promise.resolve(null) : kind === 'private' ? api.getPrivateClassStatus(classCode) : api.getCourseStatus(classCode)),
    `${kind}|${classCode ?? ''}`,
  );
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
    uid: `${record.ClassLink}@tutorhub`,
    start: record.DateTime,
    durationMinutes: record.Duration,
    summary: `${record.ClassName} (${record.TutorName})`,
    url: `${origin}/private-class/${record.ClassLink}`,
  };
}

export function sessionEvent(session: CourseSession, origin: string): CalendarEvent {
  return {
    uid: `${session.SessionID}-${session.ClassLink}@tutorhub`,
    start: session.StartDateTime,
    durationMinutes: session.Duration,
    summary: `${session.CourseName}: ${session.Title}`,
    url: `${origin}/course-class/${session.ClassLink}`,
  };
}


