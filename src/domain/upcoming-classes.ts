import type { CourseSession, PrivateClassRecord } from './backend-records';

export interface UpcomingItem {
  key: string;
  kind: 'private' | 'session';
  title: string;
  subtitle: string;
  at: string;
  duration: number;
  status: string;
}

/** Private classes and course sessions that are still ahead (or live now), soonest first. */
export function upcomingItems(classes: PrivateClassRecord[], sessions: CourseSession[], now: number): UpcomingItem[] {
  const ahead = (at: string, minutes: number, status: string) =>
    status === 'Live' || (status === 'Scheduled' && Date.parse(at) + minutes * 60_000 > now);
  return [
    ...classes
      .filter((record) => ahead(record.DateTime, record.Duration, record.Status))
      .map((record) => ({ key: `p${record.ClassID}`, kind: 'private' as const, title: record.ClassName, subtitle: '', at: record.DateTime, duration: record.Duration, status: record.Status })),
    ...sessions
      .filter((session) => ahead(session.StartDateTime, session.Duration, session.Status))
      .map((session) => ({
        key: `s${session.SessionID}`,
        kind: 'session' as const,
        title: session.Title,
        subtitle: session.CourseName,
        at: session.StartDateTime,
        duration: session.Duration,
        status: session.Status,
      })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
