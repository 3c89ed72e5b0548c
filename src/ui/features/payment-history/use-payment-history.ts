import { useCallback } from 'react';
import type { PaymentHistoryPage } from '../../../contract/records';
import type { PaymentHistoryQuery } from '../../../ports/payment-api';
import { PAYMENT_HISTORY } from '../../../application/tokens';
import { useServiceLater } from '../../components/container-context';
import { useRead } from '../../components/server-state';

/** One page of the caller's payments for a checked query (null: the filters are invalid, nothing is asked). */
export function usePaymentHistory(query: PaymentHistoryQuery | null) {
  return useRead(PAYMENT_HISTORY, ['payment-history', query], (history): Promise<PaymentHistoryPage | null> => (query ? history.page(query) : Promise.resolve(null)));
}

/** Every record of a filter (for the CSV export). */
export function useAllPayments() {
  const withHistory = useServiceLater(PAYMENT_HISTORY);
  return useCallback((query: PaymentHistoryQuery) => withHistory((history) => history.all(query)), [withHistory]);
}
