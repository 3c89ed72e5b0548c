import { describe, expect, it } from 'vitest';
import { PaymentConfirmations, type PaymentConfirmation } from '../../../src/application/payment-confirmations';

const confirmation = (result: PaymentConfirmation['result']): PaymentConfirmation => ({
  paymentId: 'pay_1',
  kind: 'private-class',
  classCode: 'PCdemo0000000001',
  name: 'Algebra Basics',
  result,
  reason: null,
});

describe('PaymentConfirmations', () => {
  it('keeps a notice only for a payment that completed after its checkout was left, until it is dismissed', () => {
    const confirmations = new PaymentConfirmations();
    confirmations.report(confirmation('confirmed'), false);
    expect(confirmations.getSnapshot().notice).toBeNull();
    confirmations.report(confirmation('confirmed'), true);
    expect(confirmations.getSnapshot().notice).toMatchObject({ name: 'Algebra Basics', result: 'confirmed' });
    confirmations.dismiss();
    expect(confirmations.getSnapshot().notice).toBeNull();
  });

  it('moves the version on for every payment the backend recorded, not for one still waiting on this device', () => {
    const confirmations = new PaymentConfirmations();
    let told = 0;
    confirmations.subscribe(() => (told += 1));
    confirmations.report(confirmation('will-retry'), true);
    confirmations.report(confirmation('needs-attention'), true);
    expect(confirmations.getSnapshot().version).toBe(0);
    confirmations.report(confirmation('confirmed'), false);
    confirmations.report(confirmation('failed'), true);
    expect(confirmations.getSnapshot().version).toBe(2);
    expect(told).toBe(4);
  });
});
