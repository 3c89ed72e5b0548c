// Types of messages.mjs (the rule itself is there, in plain JavaScript, so the mock backend imports it too).
export declare const MESSAGE_MAX: number;
export declare const RATE_LIMIT: number;
export declare const RATE_WINDOW_MS: number;
export declare const POLL_MIN_MS: number;
export declare const POLL_MAX_MS: number;
export declare function messageProblem(text: string | undefined | null): string | null;
export declare function waitBeforeSending(sentAtMs: readonly number[], nowMs: number, limit?: number, windowMs?: number): number | null;
export declare function tooFastMessage(seconds: number): string;
export declare function nextPollDelay(previousMs: number, somethingNew: boolean): number;
export declare function threadIdOf(tutorId: string, studentId: string): string;
