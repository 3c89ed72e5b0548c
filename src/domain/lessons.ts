import type { Lesson } from './class-lifecycle.mjs';

/** A private class or a course session as the lifecycle rule (class-lifecycle.mjs) reads it. */
export function lessonOfClass(record: { Status: string; DateTime: string; Duration: number }): Lesson {
  return { status: record.Status, startsAt: record.DateTime, durationMinutes: record.Duration };
}

export function lessonOfSession(session: { Status: string; StartDateTime: string; Duration: number }): Lesson {
  return { status: session.Status, startsAt: session.StartDateTime, durationMinutes: session.Duration };
}
