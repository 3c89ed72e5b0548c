import type { BackendErrorKind } from './backend-error.ts';
import type { CheckoutKind } from './return-path.ts';

/** A provider response waiting to be saved at the backend (spec §4 step 4), kept until the backend acknowledges it. */
export interface PendingPayment {
  /** The signed-in user who paid: only they send it (it survives sign-out, never sent under another user). */
  uid: string;
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
  /** The backend refused the save for good (a 4xx other than 401): not sent again; the screen says what to do. */
  attention?: string;
}

/** A refusal that sending again cannot change (the request itself is wrong for the backend); 401 only needs a sign-in. */
export function isFinalSaveRefusal(kind: BackendErrorKind): boolean {
  return kind === 'validation' || kind === 'forbidden' || kind === 'conflict' || kind === 'not-found';
}

/** The backend refused for good: the entry stays (the user must see it) but leaves the retry loop. */
export function markNeedsAttention(outbox: readonly PendingPayment[], paymentId: string, reason: string): PendingPayment[] {
  return outbox.map((entry) => (entry.PaymentID === paymentId ? { ...entry, attempts: entry.attempts + 1, attention: reason } : entry));
}

/** What a flush sends for this user: their entries that are not waiting for a person. */
export function sendableFor(outbox: readonly PendingPayment[], uid: string): PendingPayment[] {
  return outbox.filter((entry) => entry.uid === uid && entry.attention === undefined);
}

/**
 * A successful payment of this user for this class that the backend has not recorded: while there is one, Pay Now
 * stays off, so a slow or failing save never leads to a second charge.
 */
export function unconfirmedPayment(outbox: readonly PendingPayment[], uid: string, classCode: string): PendingPayment | null {
  return outbox.find((entry) => entry.uid === uid && entry.ClassCode === classCode && entry.Status === 'captured') ?? null;
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
      typeof entry.uid === 'string' &&
      entry.uid.length > 0 &&
      (entry.kind === 'private-class' || entry.kind === 'group-course') &&
      typeof entry.ClassCode === 'string' &&
      typeof entry.PaymentID === 'string' &&
      entry.PaymentID.length > 0 &&
      (entry.Status === 'captured' || entry.Status === 'failed') &&
      typeof entry.attempts === 'number',
  );
}
