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
}
interface Order {
  id: string;
  ClassCode: string;
  StudentID: string;
  Kind: string;
}
interface BackendPayment {
  PaymentID: string;
  Status: string;
}
export interface MockDb {
  providerPayments: ProviderPayment[];
  orders: Order[];
  payments: BackendPayment[];
}

export interface Ledger {
  /** Payments the provider captured (refunded later or not) on orders of these classes. */
  captures: number;
  /** Those captures the backend recorded as taken (captured, or refunded when it was an extra one). */
  records: number;
  /** Those captures the provider refunded. */
  refunds: number;
  /** Captures the backend never recorded as taken: the student paid and the class shows unpaid. */
  lost: number;
  /** Captures kept beyond one per booking (a private class: one in all; a course: one per student), not refunded. */
  duplicated: number;
}

const TAKEN = new Set(['captured', 'refunded']);

export function ledgerOf(db: MockDb, classCodes: readonly string[]): Ledger {
  const orders = new Map(db.orders.filter((o) => classCodes.includes(o.ClassCode)).map((o) => [o.id, o]));
  const captures = db.providerPayments.filter((p) => orders.has(p.OrderID) && TAKEN.has(p.Status));
  const recorded = new Map(db.payments.map((p) => [p.PaymentID, p.Status]));
  const kept = new Map<string, number>();
  for (const capture of captures) {
    if (capture.Status === 'refunded') continue;
    const order = orders.get(capture.OrderID)!;
    const booking = order.Kind === 'PrivateClass' ? order.ClassCode : `${order.ClassCode}/${order.StudentID}`;
    kept.set(booking, (kept.get(booking) ?? 0) + 1);
  }
  const records = captures.filter((c) => TAKEN.has(recorded.get(c.PaymentID) ?? '')).length;
  return {
    captures: captures.length,
    records,
    refunds: captures.filter((c) => c.Status === 'refunded').length,
    lost: captures.length - records,
    duplicated: [...kept.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
  };
}

export interface LedgerRow extends Ledger {
  case: string;
  layer: 'service' | 'browser';
}

export const FAULT_ROWS_DIR = join(process.cwd(), 'test-results', 'payment-faults');

/** Writes one case's row (one file per case, so a retried test replaces its row). */
export function writeRow(row: LedgerRow): void {
  mkdirSync(FAULT_ROWS_DIR, { recursive: true });
  const name = `${row.layer}-${row.case.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`;
  writeFileSync(join(FAULT_ROWS_DIR, name), JSON.stringify(row));
}
