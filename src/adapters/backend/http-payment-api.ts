import {
  orderSchema,
  paymentHistoryPageSchema,
  paymentLinkResponseSchema,
  paymentRecordSchema,
  toPaymentLink,
  type ClassKind,
  type Order,
  type PaymentHistoryPage,
  type PaymentLink,
  type PaymentRecord,
} from '../../domain/backend-records';
import type { PaymentApi, PaymentDetails, PaymentHistoryQuery } from '../../ports/payment-api';
import {
  createOrder,
  getPaymentHistory,
  getPrivateClassPaymentLink,
  getTutorClassPaymentLink,
  saveGroupCoursePaymentDetails,
  savePrivateClassPaymentDetails,
} from './generated/backend/sdk.gen';
import { describeIssues, type BackendTransport, type SdkFunction } from './http/backend-transport';
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

export class HttpPaymentApi implements PaymentApi {
  constructor(private readonly http: BackendTransport) {}

  getPrivateClassPaymentLink(classCode: string): Promise<PaymentLink> {
    return this.link(getPrivateClassPaymentLink, 'getPrivateClassPaymentLink', classCode);
  }

  getCoursePaymentLink(classCode: string): Promise<PaymentLink> {
    return this.link(getTutorClassPaymentLink, 'getTutorClassPaymentLink', classCode);
  }

  createOrder(classCode: string, kind: ClassKind): Promise<Order> {
    // Not retried: a repeat could create a second provider order (see retry-policy.ts).
    return this.http.call(createOrder, { operation: 'createOrder', retry: 'once', data: orderSchema, body: { ClassCode: classCode, Kind: kind } });
  }

  savePrivateClassPayment(details: PaymentDetails): Promise<PaymentRecord> {
    return this.http.call(savePrivateClassPaymentDetails, {
      operation: 'savePrivateClassPaymentDetails',
      retry: 'idempotent',
      data: paymentRecordSchema,
      body: saveBody(details),
    });
  }

  saveCoursePayment(details: PaymentDetails): Promise<PaymentRecord> {
    return this.http.call(saveGroupCoursePaymentDetails, {
      operation: 'saveGroupCoursePaymentDetails',
      retry: 'idempotent',
      data: paymentRecordSchema,
      body: saveBody(details),
    });
  }

  getPaymentHistory(query: PaymentHistoryQuery = {}): Promise<PaymentHistoryPage> {
    return this.http.call(getPaymentHistory, {
      operation: 'getPaymentHistory',
      retry: 'read',
      data: paymentHistoryPageSchema,
      query: { From: query.from, To: query.to, Kind: query.kind, Status: query.status, Page: query.page, PageSize: query.pageSize },
    });
  }

  private async link(sdk: SdkFunction, operation: string, classCode: string): Promise<PaymentLink> {
    // Not retried: the server may create a provider order on each call.
    const body = await this.http.send(sdk, { operation, retry: 'once', body: { ClassCode: classCode } });
    const parsed = paymentLinkResponseSchema.safeParse(body);
    if (!parsed.success) throw malformedError(operation, describeIssues(parsed.error));
    return toPaymentLink(parsed.data);
  }
}
