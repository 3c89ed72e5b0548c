// Types of attendance.mjs (the rule itself is there, in plain JavaScript, so the mock backend imports it too).
export declare const NO_SHOW_GRACE_MS: number;
export declare function isTutorNoShow(lesson: { status: string; startsAt: string; tutorJoined: boolean }, nowMs: number): boolean;
export declare function tutorCameInTime(tutorStints: readonly { JoinedAt: string }[], startsAt: string): boolean;
export declare function minutesAttended(stints: readonly { JoinedAt: string; LeftAt?: string }[], nowMs: number): number;
export declare function absenceKnown(lesson: { status: string; startsAt: string; durationMinutes: number }, nowMs: number): boolean;
