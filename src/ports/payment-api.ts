import type {
  ClassKind,
  Order,
  PageQuery,
  PaymentHistoryPage,
  PaymentLink,
  PaymentRecord,
  ProviderPaymentStatus,
} from '../domain/backend-records';
import { token } from './token';

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
 * /SaveGroupCoursePaymentDetails; idempotent on PaymentID) and the history (/GetPaymentHistory).
 * Failures reject with BackendError (409 'conflict' when the class cannot be paid now).
 */
export interface PaymentApi {
  getPrivateClassPaymentLink(classCode: string): Promise<PaymentLink>;
  getCoursePaymentLink(classCode: string): Promise<PaymentLink>;
  createOrder(classCode: string, kind: ClassKind): Promise<Order>;
  savePrivateClassPayment(details: PaymentDetails): Promise<PaymentRecord>;
  saveCoursePayment(details: PaymentDetails): Promise<PaymentRecord>;
  getPaymentHistory(query?: PaymentHistoryQuery): Promise<PaymentHistoryPage>;
}

export const PAYMENT_API = token<PaymentApi>('PaymentApi');
