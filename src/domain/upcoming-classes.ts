import type { CourseSession, PrivateClassRecord } from '../contract/records.ts';
import { classPhase, isOver, lessonOfClass, lessonOfSession, type Lesson } from './class-lifecycle.ts';

/** The student's dashboard shows what finished in the last this many days. */
export const RECENT_DAYS = 14;

export interface UpcomingItem {
  key: string;
  kind: 'private' | 'session';
  /** The class code: the video channel (a course's code for each of its sessions). */
  code: string;
  title: string;
  subtitle: string;
  at: string;
  duration: number;
  lesson: Lesson;
}

/**
 * A student's private class still ahead (the dashboard's upcoming list, the Upcoming tab of their classes): not over by
 * the lifecycle rule, or cancelled before a time still to come (it stays there, marked cancelled, until that time).
 */
export function isClassAhead(record: { Status: string; DateTime: string; Duration: number }, now: number): boolean {
  return !isOver(classPhase(lessonOfClass(record), now)) || (record.Status === 'Cancelled' && Date.parse(record.DateTime) > now);
}

/** Private classes and course sessions not over yet (upcoming, joinable or live by the lifecycle rule), soonest first. */
export function upcomingItems(classes: PrivateClassRecord[], sessions: CourseSession[], now: number): UpcomingItem[] {
  const ahead = (lesson: Lesson) => !isOver(classPhase(lesson, now));
  return [
    ...classes.map((record) => ({
      key: `p${record.ClassID}`,
      kind: 'private' as const,
      code: record.ClassLink,
      title: record.ClassName,
      subtitle: '',
      at: record.DateTime,
      duration: record.Duration,
      lesson: lessonOfClass(record),
    })),
    ...sessions.map((session) => ({
      key: `s${session.SessionID}`,
      kind: 'session' as const,
      code: session.ClassLink,
      title: session.Title,
      subtitle: session.CourseName,
      at: session.StartDateTime,
      duration: session.Duration,
      lesson: lessonOfSession(session),
    })),
  ]
    .filter((item) => ahead(item.lesson))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
