import { useSyncExternalStore } from 'react';
import { PAYMENT_CONFIRMATIONS } from '../../application/tokens';
import { useServiceWhenReady } from './container-context';

const noSubscription = () => () => {};

/**
 * A number that changes whenever the backend recorded a payment of this student (src/application/payment-confirmations.ts):
 * a page that shows bookings puts it in its load's key, so a payment completed while it is open shows there without a reload.
 */
export function usePaymentsVersion(): number {
  const confirmations = useServiceWhenReady(PAYMENT_CONFIRMATIONS);
  return useSyncExternalStore(confirmations?.subscribe ?? noSubscription, () => confirmations?.getSnapshot().version ?? 0, () => 0);
}
