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

/** Binds the payment widget (script fetched on first Pay Now, never bundled) and where payments may go. */
export function bindPayments(bind: Bind, razorpay: RazorpayConfig, config: PaymentConfig): void {
  bind(PAYMENT_WIDGET)
    .toDynamicValue((context) => new RazorpayPaymentWidget(razorpay, context.get(LOGGER)))
    .inSingletonScope();
  bind(PAYMENT_CONFIG).toConstantValue(config);
}
