import type { ClassKind, Order, PageQuery, PaymentHistoryPage, PaymentRecord, ProviderPaymentStatus } from '../contract/records';
import type { PaymentFormData } from '../domain/payment-flow';
import { token } from './token';

/**
 * How a class is paid for (spec §4): a hosted payment page (a link to replace the page with, or — added beyond the
 * spec — a form to submit through /payment), or a provider order for the payment widget.
 */
export type PaymentLink =
  | { kind: 'hosted'; url: string }
  | { kind: 'form'; form: PaymentFormData }
  | { kind: 'order'; order: Pick<Order, 'id' | 'amount' | 'currency'> };

/** What the client reports after the provider answered (spec §3/§7: ClassCode + PaymentID; the rest optional). */
export interface PaymentDetails {
  classCode: string;
  paymentId: string;
  orderId?: string;
  signature?: string;
  /** 'captured' unless the provider reported a failure ('refunded' is the backend's to set). */
  status?: Exclude<ProviderPaymentStatus, 'refunded'>;
  errorCode?: string;
  errorDescription?: string;
}

export interface PaymentHistoryQuery extends PageQuery {
  from?: string;
  to?: string;
  kind?: ClassKind;
  status?: ProviderPaymentStatus;
}

/**
 * Paying for a class (spec §4 Checkout): the payment link (/GetPrivateClassPaymentLink, /GetTutorClassPaymentLink),
 * a provider order (/CreateOrder), saving the outcome (/SavePrivateClassPaymentDetails,
 * /SaveGroupCoursePaymentDetails; idempotent on PaymentID), booking a free class without the provider
 * (/BookFreeClass, added beyond the spec: total 0; idempotent for its student) and the history (/GetPaymentHistory).
 * Failures reject with BackendError (409 'conflict' when the class cannot be paid or booked now).
 */
export interface PaymentApi {
  getPrivateClassPaymentLink(classCode: string): Promise<PaymentLink>;
  getCoursePaymentLink(classCode: string): Promise<PaymentLink>;
  createOrder(classCode: string, kind: ClassKind): Promise<Order>;
  savePrivateClassPayment(details: PaymentDetails): Promise<PaymentRecord>;
  saveCoursePayment(details: PaymentDetails): Promise<PaymentRecord>;
  /** Books a class whose total is 0: its record is a captured payment of Amount 0. */
  bookFreeClass(classCode: string, kind: ClassKind): Promise<PaymentRecord>;
  getPaymentHistory(query?: PaymentHistoryQuery): Promise<PaymentHistoryPage>;
}

export const PAYMENT_API = token<PaymentApi>('PaymentApi');
