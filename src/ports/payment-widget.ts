import type { PaymentOutcome } from '../domain/payment-flow';
import { token } from './token';

/** Spec §3: the payment widget inputs. */
export interface PaymentWidgetInput {
  /** In the currency's minor units, as the order has it. */
  amount: number;
  currency: string;
  orderId: string;
  description: string;
}

/** The card payment provider's checkout, opened on demand (spec §1, §7). */
export interface PaymentWidget {
  /**
   * Opens the checkout; `handlePayment` is called once with the outcome of spec §4.
   * Resolves false when the checkout could not open (script load failure, logged).
   */
  open(input: PaymentWidgetInput, handlePayment: (outcome: PaymentOutcome) => void): Promise<boolean>;
}

export const PAYMENT_WIDGET = token<PaymentWidget>('PaymentWidget');
