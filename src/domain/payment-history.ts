import type { PaymentRecord } from '../contract/records.ts';
import { checkoutSummary, type CheckoutSummary } from './checkout.ts';
import { zonedLocalToIso } from './zoned-time.ts';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (what <input type="date"> gives). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export interface DayRange {
  /** First day, 'YYYY-MM-DD', inclusive. */
  from?: string;
  /** Last day, 'YYYY-MM-DD', inclusive. */
  to?: string;
}

/**
 * Whole calendar days in `timeZone` as the PaidAt window of /GetPaymentHistory: From is the first day's midnight, To
 * the midnight after the last day (the contract's To is 'before this instant'). Days must be checked calendar days.
 */
export function paidAtWindow(range: DayRange, timeZone: string): { from?: string; to?: string } {
  const window: { from?: string; to?: string } = {};
  if (range.from) window.from = zonedLocalToIso(`${range.from}T00:00`, timeZone) ?? undefined;
  if (range.to) window.to = zonedLocalToIso(`${dayAfter(range.to)}T00:00`, timeZone) ?? undefined;
  return window;
}

/** The export's file name, naming the date range: 'payments-2026-05-01-to-2026-05-31.csv', 'payments-all-dates.csv'. */
export function historyFileName(prefix: string, range: DayRange): string {
  const { from, to } = range;
  const span = from && to ? `${from}-to-${to}` : from ? `from-${from}` : to ? `until-${to}` : 'all-dates';
  return `${prefix}-${span}.csv`;
}

export type ReceiptAmounts =
  | { itemised: true; summary: CheckoutSummary }
  | { itemised: false; total: number; currencyType: string };

/**
 * The money lines of a receipt: price, fee, discount 0 and total as the checkout showed them (checkoutSummary) when the
 * record kept price and fee and they add up to what was charged; otherwise only the amount charged.
 */
export function receiptAmounts(record: Pick<PaymentRecord, 'Amount' | 'Price' | 'TransactionFees' | 'CurrencyType'>): ReceiptAmounts {
  if (record.Price !== undefined && record.TransactionFees !== undefined) {
    const summary = checkoutSummary({ price: record.Price, transactionFee: record.TransactionFees, currencyType: record.CurrencyType });
    if (summary.total === record.Amount) return { itemised: true, summary };
  }
  return { itemised: false, total: record.Amount, currencyType: record.CurrencyType };
}
