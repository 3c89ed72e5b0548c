import type { Cancellation, ClassStatus, CurrencyType, Page, PageQuery, PrivateClassRecord, RescheduleProposal } from '../contract/records';
import { token } from './token';

export interface NewPrivateClass {
  ClassName: string;
  /** Minutes, 15–480. */
  Duration: number;
  /** ISO 8601 with an offset; must be in the future. */
  DateTime: string;
  Price: number;
  TransactionFees: number;
  CurrencyType: CurrencyType;
  /** Defaults to the tutor's profile time zone. */
  TimeZone?: string;
}

export interface PrivateClassQuery extends PageQuery {
  status?: ClassStatus;
  from?: string;
  to?: string;
}

/**
 * One-to-one classes: the tutor's own (/GetPrivateClass, /SavePrivateClass, /ChangePrivateClassStatus), any class
 * by its code (/GetPrivateClassByCode), and cancelling one by its tutor or the student who paid (/CancelPrivateClass,
 * refunded by the cancellation rule). Failures reject with BackendError (409 'conflict' on overlaps, an invalid status
 * change, or a class that has started).
 */
export interface PrivateClassApi {
  listMine(query?: PrivateClassQuery): Promise<Page<PrivateClassRecord>>;
  save(input: NewPrivateClass): Promise<PrivateClassRecord>;
  changeStatus(classId: number, status: ClassStatus): Promise<PrivateClassRecord>;
  getByCode(classCode: string): Promise<PrivateClassRecord>;
  /** Idempotent for the same side: a repeat answers the same cancellation, nothing is refunded twice. */
  cancel(classCode: string, reason?: string): Promise<Cancellation>;
  /** /ProposeReschedule by either side: `newDateTime` ISO 8601 with offset. Not repeated on its own (a repeat would wait behind the first). */
  proposeReschedule(classCode: string, newDateTime: string, message?: string): Promise<RescheduleProposal>;
  /** /AnswerReschedule by the other side; idempotent for the same answer. */
  answerReschedule(proposalId: number, accept: boolean): Promise<RescheduleProposal>;
}

export const PRIVATE_CLASS_API = token<PrivateClassApi>('PrivateClassApi');
