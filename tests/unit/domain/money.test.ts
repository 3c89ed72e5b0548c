import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/money';

describe('formatMoney', () => {
  it('writes each currency with its symbol, grouped by thousands', () => {
    expect(formatMoney(1500, 'INR')).toBe('₹1,500');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(12, 'USD')).toBe('$12');
    expect(formatMoney(2100, 'EUR')).toBe('€2,100');
    expect(formatMoney(42, 'GBP')).toBe('£42');
  });

  it('groups INR by thousands like every other currency (one grouping in the app)', () => {
    expect(formatMoney(150000, 'INR')).toBe('₹150,000');
    expect(formatMoney(1234567, 'INR')).toBe('₹1,234,567');
  });

  it('shows whole amounts without decimals, a fraction with the currency’s decimals', () => {
    expect(formatMoney(0, 'INR')).toBe('₹0');
    expect(formatMoney(752.5, 'INR')).toBe('₹752.50');
    expect(formatMoney(752.5, 'USD')).toBe('$752.50');
  });

  it('keeps a code Intl cannot use readable', () => {
    expect(formatMoney(1500, 'not a code')).toBe('1,500 not a code');
  });
});
