import type { ContainerModule } from 'inversify';
import { LOGGER } from '../../ports/logger';
import { PAYMENT_CONFIG, type PaymentConfig } from '../../ports/payment-config';
import { PAYMENT_WIDGET } from '../../ports/payment-widget';
import { RazorpayPaymentWidget, type RazorpayConfig } from './razorpay-payment-widget';

type Bind = Parameters<ConstructorParameters<typeof ContainerModule>[0]>[0]['bind'];

/** Spec §7: a fixed prefill contact and a blue theme colour. */
export const RAZORPAY_DEFAULTS = {
  merchantName: 'TutorHub',
  prefillContact: '9999999999',
  themeColor: '#1f5f8b',
} as const;

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** Binds the payment widget (script fetched on first Pay Now, never bundled) and where payments may go. */
export function bindPayments(bind: Bind, razorpay: RazorpayConfig, config: PaymentConfig): void {
  bind(PAYMENT_WIDGET)
    .toDynamicValue((context) => new RazorpayPaymentWidget(razorpay, context.get(LOGGER)))
    .inSingletonScope();
  bind(PAYMENT_CONFIG).toConstantValue(config);
}

/** Origins from a comma-separated list; anything that is not an origin is dropped. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      try {
        return entry.length > 0 && new URL(entry).origin === entry;
      } catch {
        return false;
      }
    });
}
