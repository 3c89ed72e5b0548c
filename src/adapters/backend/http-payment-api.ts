import type { ClassKind, Order, PaymentHistoryPage, PaymentRecord } from '../../contract/records';
import {
  bookFreeClass,
  createOrder,
  getPaymentHistory,
  getPrivateClassPaymentLink,
  getTutorClassPaymentLink,
  saveGroupCoursePaymentDetails,
  savePrivateClassPaymentDetails,
} from '../../contract/generated/backend/sdk.gen';
import type { GetPrivateClassPaymentLinkResponse } from '../../contract/generated/backend/types.gen';
import type { PaymentApi, PaymentDetails, PaymentHistoryQuery, PaymentLink } from '../../ports/payment-api';
import { paging, type BackendTransport, type SdkCall } from './http/backend-transport';
import { malformedError } from './http/error-mapping';

function saveBody(details: PaymentDetails) {
  return {
    ClassCode: details.classCode,
    PaymentID: details.paymentId,
    OrderID: details.orderId,
    Signature: details.signature,
    Status: details.status,
    ErrorCode: details.errorCode,
    ErrorDescription: details.errorDescription,
  };
}

/** The payment-link body: exactly one of PrivateTutorPaymentLink and Data is set; a link has a URL or a form. */
function toPaymentLink(operation: string, body: GetPrivateClassPaymentLinkResponse): PaymentLink {
  const link = body.PrivateTutorPaymentLink;
  const order = body.Data;
  if ((link === null) === (order === null)) throw malformedError(operation, 'exactly one of PrivateTutorPaymentLink and Data must be set');
  if (link) {
    if ((link.PaymentURL === undefined) === (link.PaymentForm === undefined))
      throw malformedError(operation, 'a payment link has exactly one of PaymentURL and PaymentForm');
    if (link.PaymentURL !== undefined) return { kind: 'hosted', url: link.PaymentURL };
    const { Action, Method, Fields } = link.PaymentForm!;
    return { kind: 'form', form: { action: Action, method: Method === 'GET' ? 'get' : 'post', fields: Fields.map((f) => ({ name: f.Name, value: f.Value })) } };
  }
  return { kind: 'order', order: { id: order!.id, amount: order!.amount, currency: order!.currency } };
}

export class HttpPaymentApi implements PaymentApi {
  constructor(private readonly http: BackendTransport) {}

  getPrivateClassPaymentLink(classCode: string): Promise<PaymentLink> {
    return this.link('GetPrivateClassPaymentLink', (base) => getPrivateClassPaymentLink({ ...base, body: { ClassCode: classCode } }));
  }

  getCoursePaymentLink(classCode: string): Promise<PaymentLink> {
    return this.link('GetTutorClassPaymentLink', (base) => getTutorClassPaymentLink({ ...base, body: { ClassCode: classCode } }));
  }

  createOrder(classCode: string, kind: ClassKind): Promise<Order> {
    // Not retried: a repeat could create a second provider order (see retry-policy.ts).
    return this.http.call('once', (base) => createOrder({ ...base, body: { ClassCode: classCode, Kind: kind } }));
  }

  savePrivateClassPayment(details: PaymentDetails): Promise<PaymentRecord> {
    return this.http.call('idempotent', (base) => savePrivateClassPaymentDetails({ ...base, body: saveBody(details) }));
  }

  saveCoursePayment(details: PaymentDetails): Promise<PaymentRecord> {
    return this.http.call('idempotent', (base) => saveGroupCoursePaymentDetails({ ...base, body: saveBody(details) }));
  }

  bookFreeClass(classCode: string, kind: ClassKind): Promise<PaymentRecord> {
    // Idempotent for its student: a repeat answers the same booking.
    return this.http.call('idempotent', (base) => bookFreeClass({ ...base, body: { ClassCode: classCode, Kind: kind } }));
  }

  getPaymentHistory(query: PaymentHistoryQuery = {}): Promise<PaymentHistoryPage> {
    const { from, to, kind, status } = query;
    return this.http.call('read', (base) => getPaymentHistory({ ...base, query: { From: from, To: to, Kind: kind, Status: status, ...paging(query) } }));
  }

  private async link(operation: string, send: SdkCall<GetPrivateClassPaymentLinkResponse>): Promise<PaymentLink> {
    // Not retried: the server may create a provider order on each call.
    return toPaymentLink(operation, await this.http.body('once', send));
  }
}
