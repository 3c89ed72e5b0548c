/** What the provider returns when a payment completes (PaymentID comes from here, spec §3). */
export interface PaymentSuccessResponse {
  paymentId: string;
  orderId?: string;
  signature?: string;
}

/** What the provider returns when a payment fails. */
export interface PaymentFailureResponse {
  paymentId?: string;
  orderId?: string;
  code: string;
  description: string;
  reason?: string;
}

export const TRANSACTION_FAILED = 'Transaction Failed!';
export const EXPIRED_CANCELLED = 'Expired/Cancelled';

/** Spec §4 "Payment widget outcomes reported to the caller". */
export type PaymentOutcome =
  | { code: '2'; response: PaymentSuccessResponse }
  | { status: typeof EXPIRED_CANCELLED }
  | { status: typeof EXPIRED_CANCELLED; code: '3'; response: PaymentFailureResponse };

export interface NextStep {
  /** Save the payment details (a response came back, success or failure). */
  save: boolean;
  showError: typeof TRANSACTION_FAILED | null;
  /** Return to the class or course page (checkoutReturnPath). */
  goBack: boolean;
}

/** Spec §4 Checkout steps 4–7 as a pure function: the page only executes what this decides. */
export function nextStepAfterPayment(outcome: PaymentOutcome): NextStep {
  if (!('response' in outcome) || outcome.response === undefined || outcome.response === null) {
    return { save: false, showError: null, goBack: false };
  }
  if (outcome.code === '3') return { save: true, showError: TRANSACTION_FAILED, goBack: false };
  return { save: true, showError: null, goBack: true };
}

/** A hosted payment page opened by submitting a form (added beyond the spec): where, how, and the hidden fields. */
export interface PaymentFormData {
  action: string;
  method: 'get' | 'post';
  fields: { name: string; value: string }[];
}

/**
 * The hosted payment page's return to the checkout of `classCode` (mock-server/README.md): `code` 2 with PaymentID,
 * OrderID and Signature, `code` 3 with the failure fields, or `status` Expired/Cancelled. Null when the address carries
 * no outcome, or one for another class.
 */
export function outcomeFromReturn(params: URLSearchParams, classCode: string): PaymentOutcome | null {
  if (params.get('ClassCode') !== classCode) return null;
  const paymentId = params.get('PaymentID') ?? '';
  if (params.get('code') === '2' && paymentId) {
    return {
      code: '2',
      response: { paymentId, orderId: params.get('OrderID') ?? undefined, signature: params.get('Signature') ?? undefined },
    };
  }
  if (params.get('code') === '3') {
    return {
      status: EXPIRED_CANCELLED,
      code: '3',
      response: {
        paymentId: paymentId || undefined,
        orderId: params.get('OrderID') ?? undefined,
        code: params.get('ErrorCode') ?? '',
        description: params.get('ErrorDescription') ?? '',
      },
    };
  }
  return params.get('status') === EXPIRED_CANCELLED ? { status: EXPIRED_CANCELLED } : null;
}
