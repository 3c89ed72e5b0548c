import { token } from './token';

/** Leaves the app for the provider's hosted payment page (spec §4 step 2). */
export interface HostedPayment {
  /** Replaces the current page with `url` (no history entry left behind). */
  replaceWith(url: string): void;
}

export const HOSTED_PAYMENT = token<HostedPayment>('HostedPayment');
