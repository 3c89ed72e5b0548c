import { describe, expect, it } from 'vitest';
import { nextStepAfterPayment, TRANSACTION_FAILED, type PaymentOutcome } from '../../../src/domain/payment-flow';

describe('nextStepAfterPayment', () => {
  it("saves and goes back on success (code '2')", () => {
    const outcome: PaymentOutcome = { code: '2', response: { paymentId: 'pay_1', orderId: 'order_1', signature: 's' } };
    expect(nextStepAfterPayment(outcome)).toEqual({ save: true, showError: null, goBack: true });
  });

  it("saves the failure and shows 'Transaction Failed!' on code '3'", () => {
    const outcome: PaymentOutcome = {
      status: 'Expired/Cancelled',
      code: '3',
      response: { paymentId: 'pay_2', code: 'BAD_REQUEST_ERROR', description: 'Card declined' },
    };
    expect(nextStepAfterPayment(outcome)).toEqual({ save: true, showError: 'Transaction Failed!', goBack: false });
    expect(TRANSACTION_FAILED).toBe('Transaction Failed!');
  });

  it('saves nothing and stays when the popup is dismissed', () => {
    expect(nextStepAfterPayment({ status: 'Expired/Cancelled' })).toEqual({ save: false, showError: null, goBack: false });
  });

  it('treats a null response as no response', () => {
    const outcome = { code: '2', response: null } as unknown as PaymentOutcome;
    expect(nextStepAfterPayment(outcome)).toEqual({ save: false, showError: null, goBack: false });
  });
});
