import { useCallback } from 'react';
import type { PaymentHistoryPage, PaymentRecord } from '../../../contract/records';
import { PAYMENT_API, type PaymentApi, type PaymentHistoryQuery } from '../../../ports/payment-api';
import { useService } from '../../components/container-context';
import { useRead } from '../../components/server-state';

const EXPORT_PAGE_SIZE = 100;

/** One page of the caller's payments for a checked query (null: the filters are invalid, nothing is asked). */
export function usePaymentHistory(query: PaymentHistoryQuery | null) {
  return useRead<PaymentApi, PaymentHistoryPage | null>(PAYMENT_API, ['payment-history', query], (api) => (query ? api.getPaymentHistory(query) : Promise.resolve(null)));
}

/** Every record of a filter, page after page (for the CSV export). */
export async function allPayments(api: PaymentApi, query: PaymentHistoryQuery): Promise<PaymentRecord[]> {
  const records: PaymentRecord[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.getPaymentHistory({ ...query, page, pageSize: EXPORT_PAGE_SIZE });
    records.push(...result.Items);
    // An empty page ends it too, should records vanish while paging.
    if (result.Items.length === 0 || records.length >= result.Total) return records;
  }
}

export function useAllPayments() {
  const api = useService(PAYMENT_API);
  return useCallback((query: PaymentHistoryQuery) => allPayments(api, query), [api]);
}
