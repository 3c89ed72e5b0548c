import type { ClassStatus, CurrencyType, Page, PageQuery, PrivateClassRecord } from '../contract/records';
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
 * One-to-one classes: the tutor's own (/GetPrivateClass, /SavePrivateClass, /ChangePrivateClassStatus) and any class
 * by its code (/GetPrivateClassByCode). Failures reject with BackendError (409 'conflict' on overlaps or an invalid
 * status change).
 */
export interface PrivateClassApi {
  listMine(query?: PrivateClassQuery): Promise<Page<PrivateClassRecord>>;
  save(input: NewPrivateClass): Promise<PrivateClassRecord>;
  changeStatus(classId: number, status: ClassStatus): Promise<PrivateClassRecord>;
  getByCode(classCode: string): Promise<PrivateClassRecord>;
}

export const PRIVATE_CLASS_API = token<PrivateClassApi>('PrivateClassApi');
