import type { PaymentOutcome } from '../../domain/payment-flow';
import type { PaymentWidget, PaymentWidgetInput } from '../../ports/payment-widget';

/** Records what was opened; the test decides the outcome with `complete`. */
export class FakePaymentWidget implements PaymentWidget {
  readonly opened: PaymentWidgetInput[] = [];
  opens = true;
  private pending: ((outcome: PaymentOutcome) => void) | null = null;

  async open(input: PaymentWidgetInput, handlePayment: (outcome: PaymentOutcome) => void): Promise<boolean> {
    if (!this.opens) return false;
    this.opened.push(input);
    this.pending = handlePayment;
    return true;
  }

  complete(outcome: PaymentOutcome): void {
    const handler = this.pending;
    this.pending = null;
    if (!handler) throw new Error('FakePaymentWidget: no checkout is open');
    handler(outcome);
  }
}
