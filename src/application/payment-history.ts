import { inject, injectable } from 'inversify';
import type { PaymentHistoryPage, PaymentRecord } from '../contract/records';
import { PAYMENT_API, type PaymentApi, type PaymentHistoryQuery } from '../ports/payment-api';

/** How many records a page of the CSV export asks for. */
const EXPORT_PAGE_SIZE = 100;

/** The caller's payments (/GetPaymentHistory): a page for the screen, every record of a filter for the CSV export. */
@injectable()
export class PaymentHistory {
  constructor(@inject(PAYMENT_API) private readonly payments: PaymentApi) {}

  page(query: PaymentHistoryQuery): Promise<PaymentHistoryPage> {
    return this.payments.getPaymentHistory(query);
  }

  /** Every record of a filter, page after page; an empty page ends it too, should records vanish while paging. */
  async all(query: PaymentHistoryQuery): Promise<PaymentRecord[]> {
    const records: PaymentRecord[] = [];
    for (let page = 1; ; page += 1) {
      const result = await this.payments.getPaymentHistory({ ...query, page, pageSize: EXPORT_PAGE_SIZE });
      records.push(...result.Items);
      if (result.Items.length === 0 || records.length >= result.Total) return records;
    }
  }
}
