// Types of cancellation-policy.mjs (the rule itself is there, in plain JavaScript, so the mock backend imports it too).
export type CancelledBy = 'Tutor' | 'Student';
export type RefundRule = 'TutorCancelled' | 'InNotice' | 'Late';
export type CancellationRefusal = 'started' | 'over';

export declare const DEFAULT_NOTICE_HOURS: number;
export declare const MIN_NOTICE_HOURS: number;
export declare const MAX_NOTICE_HOURS: number;
export declare function noticeHoursOf(setting: number | undefined | null): number;
export declare function noticeHoursProblem(setting: unknown): string | null;
export declare function freeCancellationEndsAt(startsAt: string, noticeHours: number | undefined): number;
export declare function cancellationRefusal(lesson: { status: string; startsAt: string }, nowMs: number): CancellationRefusal | null;
export declare function freeCancellationDeadline(input: { startsAt: string; noticeHours: number | undefined; freeUntil?: string }): number;
export declare function deadlineAfterMove(input: { proposedBy: CancelledBy; previousDeadlineMs: number; newStartsAt: string; noticeHours: number | undefined }): string;
export declare function cancellationRefund(input: { by: CancelledBy; startsAt: string; noticeHours: number | undefined; amount: number; nowMs: number; freeUntil?: string }): {
  rule: RefundRule;
  refund: number;
};
export interface CourseSessionTime {
  /** The session's id (SessionID), by which a withdrawal keeps what it covered. */
  id?: number;
  startsAt: string;
  status: string;
  /** When it was cancelled on its own (one cancelled before a payment is not covered by it). */
  cancelledAt?: string;
  /** When the tutor added it (one added after a payment is not covered by it). */
  createdAt?: string;
  /** When the tutor last moved it (its start is then its free cancellation deadline, for a student who paid before). */
  movedAt?: string;
}
export declare function courseRefund(input: {
  sessions: readonly CourseSessionTime[];
  amount: number;
  price: number;
  nowMs: number;
  /** When the student paid: only the sessions from then on count. */
  paidAtMs?: number;
  /** The notice period the student paid under (for a withdrawal). */
  noticeHours?: number;
  /** The course is being cancelled now: every session not yet started is owed. */
  courseCancelled?: boolean;
  /** The student leaves now: the sessions still free to cancel are owed. */
  withdrawnAtMs?: number;
  /** Once the student has left: the sessions their payment covered then, and those that were free then. */
  coveredIds?: readonly number[];
  freeIds?: readonly number[];
  refundedAmount?: number;
  refundedPrice?: number;
}): { held: number; total: number; owed: number; refund: number; priceRefund: number; coveredIds: (number | undefined)[]; freeIds: (number | undefined)[] };
