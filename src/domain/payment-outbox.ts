import type { CheckoutKind } from './return-path';

/** A provider response waiting to be saved at the backend (spec §4 step 4), kept until the backend acknowledges it. */
export interface PendingPayment {
  kind: CheckoutKind;
  ClassCode: string;
  PaymentID: string;
  OrderID?: string;
  Signature?: string;
  /** 'failed' records a failed attempt (spec §4 step 5: the failure response is saved too). */
  Status: 'captured' | 'failed';
  ErrorCode?: string;
  ErrorDescription?: string;
  /** ISO time the provider answered. */
  receivedAt: string;
  attempts: number;
  lastError?: string;
}

/** Adds a payment once: a second response with the same PaymentID changes nothing (saves are idempotent on it). */
export function enqueuePayment(outbox: readonly PendingPayment[], payment: PendingPayment): PendingPayment[] {
  if (outbox.some((entry) => entry.PaymentID === payment.PaymentID)) return [...outbox];
  return [...outbox, payment];
}

/** The backend acknowledged the save: the payment leaves the outbox. */
export function acknowledgePayment(outbox: readonly PendingPayment[], paymentId: string): PendingPayment[] {
  return outbox.filter((entry) => entry.PaymentID !== paymentId);
}

/** A save failed: count the attempt and keep the reason, so the screen can say it will retry. */
export function recordFailedAttempt(outbox: readonly PendingPayment[], paymentId: string, reason: string): PendingPayment[] {
  return outbox.map((entry) =>
    entry.PaymentID === paymentId ? { ...entry, attempts: entry.attempts + 1, lastError: reason } : entry,
  );
}

/** Reads a stored outbox, dropping anything that is not a well-formed entry (a corrupt store never blocks checkout). */
export function parseOutbox(stored: string | null): PendingPayment[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is PendingPayment =>
      typeof entry === 'object' &&
      entry !== null &&
      (entry.kind === 'private-class' || entry.kind === 'group-course') &&
      typeof entry.ClassCode === 'string' &&
      typeof entry.PaymentID === 'string' &&
      entry.PaymentID.length > 0 &&
      (entry.Status === 'captured' || entry.Status === 'failed') &&
      typeof entry.attempts === 'number',
  );
}
