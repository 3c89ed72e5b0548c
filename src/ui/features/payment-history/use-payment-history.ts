import type { PaymentHistoryPage } from '../../../contract/records';
import type { PaymentHistoryQuery } from '../../../ports/payment-api';
import { PAYMENT_HISTORY } from '../../../application/tokens';
import { useAction, useRead } from '../../components/server-state';

/** One page of the caller's payments for a checked query (null: the filters are invalid, nothing is asked). */
export function usePaymentHistory(query: PaymentHistoryQuery | null) {
  return useRead(PAYMENT_HISTORY, ['payment-history', query], (history): Promise<PaymentHistoryPage | null> => (query ? history.page(query) : Promise.resolve(null)));
}

/** Every record of a filter (for the CSV export). */
export function useAllPayments() {
  return useAction(PAYMENT_HISTORY, (history, query: PaymentHistoryQuery) => history.all(query));
}
