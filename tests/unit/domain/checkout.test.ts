import { describe, expect, it } from 'vitest';
import { checkoutSummary, currencyFractionDigits, toMinorUnits } from '../../../src/domain/checkout';
import { DomainError } from '../../../src/domain/errors';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.code : `not a DomainError: ${String(error)}`;
  }
  return undefined;
}

describe('checkoutSummary', () => {
  it('totals price plus fee with a zero discount (the demo class: 500 + 25 = 525 INR)', () => {
    expect(checkoutSummary({ price: 500, transactionFee: 25, currencyType: 'INR' })).toEqual({
      price: 500,
      transactionFee: 25,
      discount: 0,
      total: 525,
      currencyType: 'INR',
    });
  });

  it('accepts zero price and zero fee', () => {
    expect(checkoutSummary({ price: 0, transactionFee: 0, currencyType: 'USD' }).total).toBe(0);
  });

  it('normalises the currency code', () => {
    expect(checkoutSummary({ price: 2000, transactionFee: 100, currencyType: ' inr ' }).currencyType).toBe('INR');
  });

  it.each([
    [{ price: 10.5, transactionFee: 1 }, 'CHECKOUT.INVALID_PRICE'],
    [{ price: -1, transactionFee: 1 }, 'CHECKOUT.INVALID_PRICE'],
    [{ price: Number.NaN, transactionFee: 1 }, 'CHECKOUT.INVALID_PRICE'],
    [{ price: Number.POSITIVE_INFINITY, transactionFee: 1 }, 'CHECKOUT.INVALID_PRICE'],
    [{ price: 10, transactionFee: 0.25 }, 'CHECKOUT.INVALID_FEE'],
    [{ price: 10, transactionFee: -5 }, 'CHECKOUT.INVALID_FEE'],
  ])('refuses %o with %s', (amounts, code) => {
    expect(codeOf(() => checkoutSummary({ ...amounts, currencyType: 'INR' }))).toBe(code);
  });

  it('refuses an amount given as a string', () => {
    expect(codeOf(() => checkoutSummary({ price: '500' as unknown as number, transactionFee: 25, currencyType: 'INR' }))).toBe(
      'CHECKOUT.INVALID_PRICE',
    );
  });

  it('refuses an unknown currency', () => {
    expect(codeOf(() => checkoutSummary({ price: 1, transactionFee: 1, currencyType: 'XYZ' }))).toBe('CHECKOUT.UNKNOWN_CURRENCY');
    expect(codeOf(() => checkoutSummary({ price: 1, transactionFee: 1, currencyType: '' }))).toBe('CHECKOUT.UNKNOWN_CURRENCY');
  });
});

describe('toMinorUnits', () => {
  it.each([
    [525, 'INR', 52500],
    [525, 'JPY', 525],
    [2100, 'USD', 210000],
    [1.5, 'BHD', 1500],
    [0, 'INR', 0],
    [19.99, 'EUR', 1999],
    [0.07, 'USD', 7],
  ])('%d %s → %d', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it('uses the currency’s own fraction digits', () => {
    expect(currencyFractionDigits('INR')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('KWD')).toBe(3);
  });

  it('refuses an unknown currency', () => {
    expect(codeOf(() => toMinorUnits(10, 'ABC'))).toBe('CHECKOUT.UNKNOWN_CURRENCY');
  });

  it('refuses negative, non-finite and over-precise amounts', () => {
    expect(codeOf(() => toMinorUnits(-1, 'INR'))).toBe('CHECKOUT.INVALID_AMOUNT');
    expect(codeOf(() => toMinorUnits(Number.NaN, 'INR'))).toBe('CHECKOUT.INVALID_AMOUNT');
    expect(codeOf(() => toMinorUnits(10.5, 'JPY'))).toBe('CHECKOUT.INVALID_AMOUNT');
    expect(codeOf(() => toMinorUnits(10.001, 'INR'))).toBe('CHECKOUT.INVALID_AMOUNT');
  });
});
