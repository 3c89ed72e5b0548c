// Types of reviews.mjs (the rule itself is there, in plain JavaScript, so the mock backend imports it too).
export type ReviewRefusal = 'cancelled' | 'not-attended' | 'not-over';

export declare const RATING_MIN: number;
export declare const RATING_MAX: number;
export declare const REVIEW_TEXT_MAX: number;
export declare const REPLY_TEXT_MAX: number;
export declare const REVIEW_EDIT_DAYS: number;
export declare function ratingProblem(rating: unknown): string | null;
export declare function reviewTextProblem(text: string | undefined | null): string | null;
export declare function replyTextProblem(text: string | undefined | null): string | null;
export declare function editableUntil(createdAt: string): string;
export declare function isEditable(createdAt: string, nowMs: number): boolean;
export declare function reviewRefusal(input: { attended: boolean; over: boolean; cancelled?: boolean }): ReviewRefusal | null;
export declare function ratingSummary(ratings: readonly number[]): { average: number | null; count: number };
export declare function reviewerName(firstName: string, lastName: string | undefined): string;
