import type { GroupCourseRecord, PrivateClassRecord } from '../contract/records';
import type { CheckoutKind } from '../domain/return-path';
import { token } from './token';

/** The class a student is about to pay for. */
export type CheckoutEntity =
  | { kind: 'private-class'; record: PrivateClassRecord }
  | { kind: 'group-course'; record: GroupCourseRecord };

/**
 * The class being paid for, kept in this tab's session storage (spec §3: under PrivateClass or GroupCourse) from the
 * tutor page's Book to the end of the checkout. `read` answers only a complete record of the class with this code, so a
 * stale or tampered entry is ignored and the checkout asks the backend.
 */
export interface CheckoutStore {
  read(kind: CheckoutKind, classCode: string): Promise<CheckoutEntity | null>;
  keep(entity: CheckoutEntity): void;
}

export const CHECKOUT_STORE = token<CheckoutStore>('CheckoutStore');
