import { describe, expect, it } from 'vitest';
import { historyFileName, isCalendarDay, paidAtWindow, receiptAmounts } from '../../../src/domain/payment-history';

describe('isCalendarDay', () => {
  it('accepts real days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-05-01')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it('refuses impossible days and other shapes', () => {
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-5-1')).toBe(false);
    expect(isCalendarDay('01/05/2026')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
});

describe('paidAtWindow', () => {
  it('covers whole days in the time zone: From at the first midnight, To at the midnight after the last day', () => {
    expect(paidAtWindow({ from: '2026-05-01', to: '2026-05-31' }, 'Asia/Kolkata')).toEqual({
      from: '2026-05-01T00:00:00+05:30',
      to: '2026-06-01T00:00:00+05:30',
    });
  });

  it('crosses year ends and follows daylight saving time', () => {
    expect(paidAtWindow({ to: '2026-12-31' }, 'UTC')).toEqual({ to: '2027-01-01T00:00:00+00:00' });
    expect(paidAtWindow({ from: '2026-07-01' }, 'Europe/London')).toEqual({ from: '2026-07-01T00:00:00+01:00' });
  });

  it('leaves an open end open', () => {
    expect(paidAtWindow({}, 'UTC')).toEqual({});
  });
});

describe('historyFileName', () => {
  it('names the date range', () => {
    expect(historyFileName('payments-received', { from: '2026-05-01', to: '2026-05-31' })).toBe('payments-received-2026-05-01-to-2026-05-31.csv');
    expect(historyFileName('payments', { from: '2026-05-01' })).toBe('payments-from-2026-05-01.csv');
    expect(historyFileName('payments', { to: '2026-05-31' })).toBe('payments-until-2026-05-31.csv');
    expect(historyFileName('payments', {})).toBe('payments-all-dates.csv');
  });
});

describe('receiptAmounts', () => {
  it('itemises price, fee, discount 0 and total like the checkout when the record kept them', () => {
    expect(receiptAmounts({ Amount: 525, Price: 500, TransactionFees: 25, CurrencyType: 'INR' })).toEqual({
      itemised: true,
      summary: { price: 500, transactionFee: 25, discount: 0, total: 525, currencyType: 'INR' },
    });
  });

  it('shows only the amount charged when price and fee are missing or do not add up to it', () => {
    expect(receiptAmounts({ Amount: 525, CurrencyType: 'INR' })).toEqual({ itemised: false, total: 525, currencyType: 'INR' });
    expect(receiptAmounts({ Amount: 600, Price: 500, TransactionFees: 25, CurrencyType: 'USD' })).toEqual({ itemised: false, total: 600, currencyType: 'USD' });
  });
});
