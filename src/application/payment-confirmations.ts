import { injectable } from 'inversify';
import type { CheckoutKind } from '../domain/return-path';
import { ViewState } from './view-state';

/**
 * How the save of a provider's answer ended, for a page the student went to after leaving the checkout: the payment
 * was taken and recorded ('confirmed'), refunded or not verified by the backend, kept on this device for another try
 * ('will-retry', 'needs-attention'), or the provider declined it ('failed', nothing charged).
 */
export type PaymentResult = 'confirmed' | 'refunded' | 'unverified' | 'will-retry' | 'needs-attention' | 'failed';

export interface PaymentConfirmation {
  /** The provider's payment id (one notice per payment). */
  paymentId: string;
  kind: CheckoutKind;
  classCode: string;
  /** The class's or course's name, as the student chose it. */
  name: string;
  result: PaymentResult;
  /** The provider's (failed) or the backend's (refunded, unverified, needs-attention) words, when they gave some. */
  reason: string | null;
}

export interface PaymentConfirmationsState {
  /** A payment that completed after the student left its checkout; null once they closed the notice. */
  notice: PaymentConfirmation | null;
  /** Bumped by every payment the backend recorded: pages that show bookings load them again. */
  version: number;
}

/**
 * Every place a payment can complete: the provider's dialog belongs to the document, not to the checkout page, so its
 * answer can arrive on any page. The checkout reports each recorded save here; a save that lands after the student left
 * the checkout becomes a notice the app shell shows wherever they are, and the pages that show bookings reload.
 */
@injectable()
export class PaymentConfirmations extends ViewState<PaymentConfirmationsState> {
  constructor() {
    super({ notice: null, version: 0 });
  }

  /** A save ended; `away`: the student is no longer on that checkout, so the notice is theirs to read elsewhere. */
  report(confirmation: PaymentConfirmation, away: boolean): void {
    const recorded = confirmation.result !== 'will-retry' && confirmation.result !== 'needs-attention';
    this.update({
      notice: away ? confirmation : this.state.notice,
      version: recorded ? this.state.version + 1 : this.state.version,
    });
  }

  dismiss(): void {
    this.update({ notice: null });
  }
}
