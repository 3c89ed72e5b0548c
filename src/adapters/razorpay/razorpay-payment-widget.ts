import { EXPIRED_CANCELLED, type PaymentOutcome } from '../../domain/payment-flow';
import type { Logger } from '../../ports/logger';
import type { PaymentWidget, PaymentWidgetInput } from '../../ports/payment-widget';

/** The parts of Razorpay Checkout's `window.Razorpay` contract this adapter uses. */
interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}
interface RazorpayFailure {
  error: {
    code: string;
    description: string;
    reason?: string;
    metadata?: { payment_id?: string; order_id?: string };
  };
}
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}
interface RazorpayInstance {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

export interface RazorpayConfig {
  /** The checkout script: Razorpay's own in production, the mock's stand-in offline (the only difference). */
  scriptUrl: string;
  keyId: string;
  merchantName: string;
  /** Spec §7: a fixed prefill contact. */
  prefillContact: string;
  /** Spec §7: the theme colour is a blue. */
  themeColor: string;
}

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** Razorpay Checkout, loaded on demand: never part of any bundle, fetched when a student presses Pay Now. */
export class RazorpayPaymentWidget implements PaymentWidget {
  private loading: Promise<RazorpayConstructor> | null = null;

  constructor(
    private readonly config: RazorpayConfig,
    private readonly logger: Logger,
  ) {}

  async open(input: PaymentWidgetInput, handlePayment: (outcome: PaymentOutcome) => void): Promise<boolean> {
    let Razorpay: RazorpayConstructor;
    try {
      Razorpay = await this.loadScript();
    } catch (error) {
      this.logger.error('Payment script failed to load', error);
      return false;
    }

    let settled = false;
    const report = (outcome: PaymentOutcome) => {
      if (settled) return;
      settled = true;
      handlePayment(outcome);
    };

    const checkout = new Razorpay({
      key: this.config.keyId,
      amount: input.amount,
      currency: input.currency,
      order_id: input.orderId,
      name: this.config.merchantName,
      description: input.description,
      prefill: { contact: this.config.prefillContact },
      theme: { color: this.config.themeColor },
      handler: (response) =>
        report({
          code: '2',
          response: {
            paymentId: response.razorpay_payment_id,
            orderId: response.razorpay_order_id,
            signature: response.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => report({ status: EXPIRED_CANCELLED }) },
    });
    checkout.on('payment.failed', ({ error }) => {
      report({
        status: EXPIRED_CANCELLED,
        code: '3',
        response: {
          paymentId: error.metadata?.payment_id,
          orderId: error.metadata?.order_id ?? input.orderId,
          code: error.code,
          description: error.description,
          reason: error.reason,
        },
      });
      // Razorpay keeps its modal open for another try; the flow has already moved on, so close it.
      checkout.close?.();
    });
    checkout.open();
    return true;
  }

  private loadScript(): Promise<RazorpayConstructor> {
    if (window.Razorpay) return Promise.resolve(window.Razorpay);
    this.loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = this.config.scriptUrl;
      script.async = true;
      script.onload = () =>
        window.Razorpay ? resolve(window.Razorpay) : reject(new Error(`${this.config.scriptUrl} defined no Razorpay`));
      script.onerror = () => {
        script.remove();
        reject(new Error(`Could not load ${this.config.scriptUrl}`));
      };
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      this.loading = null; // a later Pay Now tries again
      throw error;
    });
    return this.loading;
  }
}
