import { token } from './token';

/** Where payments may go: the origins of hosted payment pages and payment forms the app will navigate or post to. */
export interface PaymentConfig {
  allowedPaymentOrigins: readonly string[];
}

export const PAYMENT_CONFIG = token<PaymentConfig>('PaymentConfig');
