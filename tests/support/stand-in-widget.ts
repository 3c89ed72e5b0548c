// The payment provider's checkout as the offline stand-in's script drives it in the browser
// (mock-server/provider-stand-ins): it pays or fails the order at the stand-in, which captures it and signs the answer
// with the key secret, and reports what happened. Strict as the provider: the backend checks that signature and that
// the stand-in captured the payment, so nothing is "paid" that the provider did not take.
import { DEFAULT_KEY_ID } from '../../mock-server/server.mjs';
import type { PaymentOutcome } from '../../src/domain/payment-flow';
import type { PaymentWidget, PaymentWidgetInput } from '../../src/ports/payment-widget';

/** What the student does in the provider's dialog: pay, fail (the card is declined), close it, or pay and lose the tab before the handler runs. */
export type WidgetAction = 'pay' | 'fail' | 'close' | 'tab-closed';

export class StandInWidget implements PaymentWidget {
  /** What happens when a checkout opens: an action at once, or 'wait' for the test to call `complete`. */
  outcome: WidgetAction | 'wait' = 'pay';
  /** False: the checkout script did not load (open resolves false). */
  opens = true;
  readonly opened: PaymentWidgetInput[] = [];
  /** The stand-in's refusals (an order already paid), as its dialog shows them. */
  readonly refusals: string[] = [];
  private pending: { input: PaymentWidgetInput; handle: (outcome: PaymentOutcome) => void } | null = null;

  /** @param providerUrl the mock backend serving /__provider/razorpay/* */
  constructor(private readonly providerUrl: () => string) {}

  async open(input: PaymentWidgetInput, handlePayment: (outcome: PaymentOutcome) => void): Promise<boolean> {
    if (!this.opens) return false;
    this.opened.push(input);
    if (this.outcome === 'wait') {
      this.pending = { input, handle: handlePayment };
      return true;
    }
    await this.act(this.outcome, input, handlePayment);
    return true;
  }

  /** The student acts in the open checkout (after `outcome = 'wait'`); resolves when the outcome has been reported. */
  async complete(action: WidgetAction): Promise<void> {
    const pending = this.pending;
    this.pending = null;
    if (!pending) throw new Error('StandInWidget: no checkout is open.');
    await this.act(action, pending.input, pending.handle);
  }

  /**
   * Reports `outcome` to the open checkout as it is, without the provider: what a misbehaving or tampered provider
   * script would hand the page (a success without a payment id, a forged signature).
   */
  report(outcome: PaymentOutcome): void {
    const pending = this.pending;
    this.pending = null;
    if (!pending) throw new Error('StandInWidget: no checkout is open.');
    pending.handle(outcome);
  }

  private async act(action: WidgetAction, input: PaymentWidgetInput, handle: (outcome: PaymentOutcome) => void): Promise<void> {
    if (action === 'close') {
      handle({ status: 'Expired/Cancelled' });
      return;
    }
    const path = action === 'fail' ? '/__provider/razorpay/fail' : '/__provider/razorpay/pay';
    const response = await fetch(new URL(path, this.providerUrl()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: input.orderId, key: DEFAULT_KEY_ID }),
    });
    const body: unknown = await response.json();
    if (!response.ok) {
      // The provider refused (an order already paid): its dialog says so and the student closes it.
      this.refusals.push((body as { Message: string }).Message);
      handle({ status: 'Expired/Cancelled' });
      return;
    }
    if (action === 'tab-closed') return;
    if (action === 'fail') {
      const { error } = body as { error: { code: string; description: string; metadata: { payment_id: string; order_id: string } } };
      handle({
        status: 'Expired/Cancelled',
        code: '3',
        response: { paymentId: error.metadata.payment_id, orderId: error.metadata.order_id, code: error.code, description: error.description },
      });
      return;
    }
    const ok = body as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    handle({ code: '2', response: { paymentId: ok.razorpay_payment_id, orderId: ok.razorpay_order_id, signature: ok.razorpay_signature } });
  }
}
