// Types of class-lifecycle.mjs (the rule itself is there, in plain JavaScript, so the mock backend imports it too).
export type ClassPhase = 'upcoming' | 'joinable' | 'live' | 'completed' | 'cancelled';

/** A private class or a course session as the rule sees it: its stored status and its time. */
export interface Lesson {
  status: string;
  /** ISO 8601 with offset. */
  startsAt: string;
  durationMinutes: number;
}

export declare const JOIN_OPENS_BEFORE_START_MS: number;
export declare const COMPLETES_AFTER_END_MS: number;
export declare function classWindow(lesson: Pick<Lesson, 'startsAt' | 'durationMinutes'>): { opensAt: number; startsAt: number; endsAt: number; closesAt: number };
export declare function classPhase(lesson: Lesson, nowMs: number): ClassPhase;
export declare function canEnter(phase: ClassPhase): boolean;
export declare function isOver(phase: ClassPhase): boolean;
export type CompletionRefusal = 'over' | 'not-taught' | 'not-started';
export declare function completionRefusal(lesson: Lesson, nowMs: number, party: { paid: boolean; tutorCame: boolean }): CompletionRefusal | null;
export declare function lessonOfClass(record: { Status: string; DateTime: string; Duration: number }): Lesson;
export declare function lessonOfSession(session: { Status: string; StartDateTime: string; Duration: number }): Lesson;
export declare function currentSession<T extends Lesson>(sessions: readonly T[], nowMs: number): T | null;
export declare function nextSession<T extends Lesson>(sessions: readonly T[], nowMs: number): T | null;
export type CourseEnrolment = 'open' | 'no-sessions' | 'over' | 'closed';
export declare function courseEnrolment(course: { Status: string }, sessionStarts: readonly string[], nowMs: number): CourseEnrolment;
