import { DomainError } from './errors.ts';

export interface CheckoutInput {
  price: number;
  transactionFee: number;
  currencyType: string;
}

export interface CheckoutSummary {
  price: number;
  transactionFee: number;
  /** Promo codes are not validated (spec §5): the discount is always 0. */
  discount: 0;
  total: number;
  currencyType: string;
}

function assertWholeAmount(value: number, field: string, code: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new DomainError(code, `${field} must be a non-negative whole number, got ${String(value)}.`);
  }
}

/** Spec §5/§9: total = price + transaction fee, both whole numbers; discount 0. */
export function checkoutSummary({ price, transactionFee, currencyType }: CheckoutInput): CheckoutSummary {
  assertWholeAmount(price, 'Price', 'CHECKOUT.INVALID_PRICE');
  assertWholeAmount(transactionFee, 'Transaction fee', 'CHECKOUT.INVALID_FEE');
  const currency = normaliseCurrency(currencyType);
  return { price, transactionFee, discount: 0, total: price + transactionFee, currencyType: currency };
}

let knownCurrencies: ReadonlySet<string> | undefined;

function normaliseCurrency(currencyType: string): string {
  const code = typeof currencyType === 'string' ? currencyType.trim().toUpperCase() : '';
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  if (!knownCurrencies.has(code)) {
    throw new DomainError('CHECKOUT.UNKNOWN_CURRENCY', `Unknown currency '${String(currencyType)}'.`);
  }
  return code;
}

/** The number of minor-unit digits of an ISO 4217 currency (INR 2, JPY 0, BHD 3). */
export function currencyFractionDigits(currencyType: string): number {
  const code = normaliseCurrency(currencyType);
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Amount in the currency's smallest unit, as payment orders want it: INR 525 → 52500, JPY 525 → 525. */
export function toMinorUnits(amount: number, currencyType: string): number {
  const digits = currencyFractionDigits(currencyType);
  if (!Number.isFinite(amount) || amount < 0) {
    throw new DomainError('CHECKOUT.INVALID_AMOUNT', `Amount must be a non-negative number, got ${String(amount)}.`);
  }
  const scaled = amount * 10 ** digits;
  const minor = Math.round(scaled);
  // More decimals than the currency has would silently round money away.
  if (Math.abs(scaled - minor) > 1e-6 || !Number.isSafeInteger(minor)) {
    throw new DomainError(
      'CHECKOUT.INVALID_AMOUNT',
      `Amount ${String(amount)} has more decimals than ${currencyType.toUpperCase()} allows (${String(digits)}).`,
    );
  }
  return minor;
}
