// The payment fault suite's ledger: for the classes a case touched, what the payment provider took (captures,
// refunds) against what the backend recorded. Shared by the vitest cases (tests/mock/payment-faults.test.ts) and the
// browser journeys (tests/e2e/payment-faults.spec.ts); each case writes its row, `scripts/payment-fault-table.mjs`
// prints the table in `npm test` and fails on any lost payment or unrefunded duplicate.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProviderPayment {
  PaymentID: string;
  OrderID: string;
  Status: string;
  Refunds?: { amount: number }[];
}
interface Order {
  id: string;
  ClassCode: string;
  StudentID: string;
  Kind: string;
  amount?: number;
  currency?: string;
}
interface BackendPayment {
  PaymentID: string;
  Status: string;
  ClassCode?: string;
  StudentID?: string;
  Amount?: number;
  CurrencyType?: string;
}
export interface MockDb {
  providerPayments: ProviderPayment[];
  orders: Order[];
  payments: BackendPayment[];
}

export interface Ledger {
  /** Payments the provider captured (refunded later or not) on orders of these classes. */
  captures: number;
  /**
   * Those captures the backend recorded as taken, by the same payment for the same class and the same student as the
   * order (captured; or refunded, only when the provider did refund it).
   */
  records: number;
  /** Those captures the provider refunded. */
  refunds: number;
  /**
   * Captures the backend never recorded as taken: the student paid and the class shows unpaid, the record is another
   * class's or another student's, or it says refunded while the provider kept the money.
   */
  lost: number;
  /** Captures kept beyond one per booking (a private class: one in all; a course: one per student), not refunded. */
  duplicated: number;
  /**
   * Records at another amount or currency than the provider captured (their order's), and records of these classes that
   * say money was taken (Amount above 0, kept or refunded) with no capture behind them (a free booking records 0).
   */
  misrecorded: number;
}

const TAKEN = new Set(['captured', 'refunded']);
const MINOR_UNITS: Record<string, number> = { INR: 100, USD: 100, EUR: 100, GBP: 100, JPY: 1 };

export function ledgerOf(db: MockDb, classCodes: readonly string[]): Ledger {
  const orders = new Map(db.orders.filter((o) => classCodes.includes(o.ClassCode)).map((o) => [o.id, o]));
  const captures = db.providerPayments.filter((p) => orders.has(p.OrderID) && TAKEN.has(p.Status));
  const kept = new Map<string, number>();
  for (const capture of captures) {
    if (capture.Status === 'refunded') continue;
    const order = orders.get(capture.OrderID)!;
    const booking = order.Kind === 'PrivateClass' ? order.ClassCode : `${order.ClassCode}/${order.StudentID}`;
    kept.set(booking, (kept.get(booking) ?? 0) + 1);
  }
  const refundedAtProvider = (c: ProviderPayment) => c.Status === 'refunded' || (c.Refunds?.length ?? 0) > 0;
  /** The record of a capture: same payment, the order's class and the order's student, and taken as it stands. */
  const recordOf = (c: ProviderPayment) => {
    const order = orders.get(c.OrderID)!;
    const record = db.payments.find((p) => p.PaymentID === c.PaymentID);
    if (!record || record.ClassCode !== order.ClassCode || record.StudentID !== order.StudentID || !TAKEN.has(record.Status)) return null;
    if (record.Status === 'refunded' && !refundedAtProvider(c)) return null;
    return { record, order };
  };
  const matched = captures.map(recordOf).filter((m) => m !== null);
  const misrecorded = matched.filter(
    ({ record, order }) =>
      order.amount !== undefined && (record.CurrencyType !== order.currency || (record.Amount ?? NaN) * (MINOR_UNITS[order.currency ?? ''] ?? 100) !== order.amount),
  ).length;
  const captured = new Set(captures.map((c) => c.PaymentID));
  const unbacked = db.payments.filter(
    (p) => p.ClassCode !== undefined && classCodes.includes(p.ClassCode) && TAKEN.has(p.Status) && (p.Amount ?? 0) > 0 && !captured.has(p.PaymentID),
  ).length;
  return {
    captures: captures.length,
    records: matched.length,
    refunds: captures.filter((c) => c.Status === 'refunded').length,
    lost: captures.length - matched.length,
    duplicated: [...kept.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    misrecorded: misrecorded + unbacked,
  };
}

/** A table row: which case, at which layer, and its figures. */
type Row<T> = T & { case: string; layer: 'service' | 'browser' };
export type LedgerRow = Row<Ledger>;

export const FAULT_ROWS_DIR = join(process.cwd(), 'test-results', 'payment-faults');

/** Writes one case's row into a table's folder (one file per case, so a retried test replaces its row). */
function writeRowIn<T>(dir: string, row: Row<T>): void {
  mkdirSync(dir, { recursive: true });
  const name = `${row.layer}-${row.case.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`;
  writeFileSync(join(dir, name), JSON.stringify(row));
}

export const writeRow = (row: LedgerRow): void => writeRowIn(FAULT_ROWS_DIR, row);

// Refunds (cancellations): what the cancellation rule says goes back, against what the provider refunded and what the
// backend's payment records say was refunded. `scripts/payment-fault-table.mjs` prints these rows as the refund table
// and fails on any refund lost, made twice, or different from the rule.

interface ProviderRefund {
  id: string;
  amount: number;
  currency: string;
}
export interface RefundDb {
  providerPayments: (ProviderPayment & { Refunds?: ProviderRefund[] })[];
  orders: (Order & { currency: string })[];
  payments: (BackendPayment & { ClassCode: string; RefundAmount?: number; RefundID?: string; Amount: number; CourseRefunds?: { RefundID: string }[] })[];
}

export interface RefundLedger {
  /** What the rule says goes back (major units). */
  expected: number;
  /** What the provider refunded on the class's payments (major units). */
  refunded: number;
  /** What the backend's payment records say was refunded (major units): the students' and tutors' histories. */
  recorded: number;
  /** Refunds the provider made beyond the ones the backend recorded (one per payment, or each part of a course payment's). */
  duplicates: number;
  /** Money the rule gives back that did not go back, or went back without the records saying so (major units). */
  lost: number;
}

const MINOR: Record<string, number> = { INR: 100, USD: 100, EUR: 100, GBP: 100, JPY: 1 };

export function refundLedgerOf(db: RefundDb, classCode: string, expected: number): RefundLedger {
  const orders = new Set(db.orders.filter((o) => o.ClassCode === classCode).map((o) => o.id));
  const refunds = db.providerPayments.filter((p) => orders.has(p.OrderID)).flatMap((p) => p.Refunds ?? []);
  const refunded = refunds.reduce((sum, r) => sum + r.amount / (MINOR[r.currency] ?? 100), 0);
  // One refund per refund the backend recorded (a course payment may be refunded in parts: a session, then the
  // course); any more at the provider is a refund made twice.
  const recordedRefunds = db.payments
    .filter((p) => p.ClassCode === classCode && p.RefundID !== undefined)
    .reduce((count, p) => count + (p.CourseRefunds?.length ?? 1), 0);
  const recorded = db.payments
    // A whole refund makes the record refunded; a part (a course cancelled after some sessions) leaves it captured.
    .filter((p) => p.ClassCode === classCode && p.RefundID !== undefined)
    .reduce((sum, p) => sum + (p.RefundAmount ?? p.Amount), 0);
  return {
    expected,
    refunded,
    recorded,
    duplicates: Math.max(0, refunds.length - recordedRefunds),
    lost: Math.max(0, expected - refunded) + Math.abs(refunded - recorded),
  };
}

export type RefundRow = Row<RefundLedger>;

export const REFUND_ROWS_DIR = join(process.cwd(), 'test-results', 'refunds');

export const writeRefundRow = (row: RefundRow): void => writeRowIn(REFUND_ROWS_DIR, row);
