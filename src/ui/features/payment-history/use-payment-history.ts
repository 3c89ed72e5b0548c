import type { PaymentHistoryPage } from '../../../contract/records';
import type { PaymentHistoryQuery } from '../../../ports/payment-api';
import { PAYMENT_HISTORY } from '../../../application/tokens';
import { useAction, useRead } from '../../components/server-state';
import { useRefreshOnEvents } from '../../components/use-refresh-on-events';

/** A payment or a refund pushed: the history is read again. */
const PUSHED = { payments: [['payment-history']] };

/** One page of the caller's payments for a checked query (null: the filters are invalid, nothing is asked). */
export function usePaymentHistory(query: PaymentHistoryQuery | null) {
  useRefreshOnEvents(PUSHED);
  return useRead(PAYMENT_HISTORY, ['payment-history', query], (history): Promise<PaymentHistoryPage | null> => (query ? history.page(query) : Promise.resolve(null)));
}

/** Every record of a filter (for the CSV export). */
export function useAllPayments() {
  return useAction(PAYMENT_HISTORY, (history, query: PaymentHistoryQuery) => history.all(query));
}
