// Types of clock-jobs.mjs (the tests and server.d.mts import them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
export interface ClassOccasion {
  Class: { Kind: 'PrivateClass' | 'GroupCourse'; ClassID: number; SessionID?: number };
  startMs: number;
  durationMinutes: number;
  name: string;
  code: string;
  tutorId: string;
  students: { UserID: string; PaidAt: string }[];
  sequence: number;
}
export interface JobContext {
  state: Json;
  /** The same state unwatched, to read from. */
  raw: Json;
  now: Date;
  once(key: string, work: () => void): boolean;
  [extra: string]: Json;
}
export interface ClockJobs {
  register(name: string, run: (ctx: JobContext) => void): void;
  beforeEachClass(window: { name: string; beforeMs: number; untilMs?: number }, run: (ctx: JobContext, occasion: ClassOccasion) => void): void;
  runNow(): void;
  onRun(listener: () => void): void;
  start(): void;
  stop(): void;
}
export declare function upcomingClasses(state: Json, nowMs: number): ClassOccasion[];
export declare function classKey(Class: ClassOccasion['Class']): string;
export declare function createClockJobs(options: { state: () => Json; raw?: () => Json; persist: () => void; now: () => Date; context?: Record<string, unknown>; tickMs?: number; say?: (line: string) => void }): ClockJobs;
