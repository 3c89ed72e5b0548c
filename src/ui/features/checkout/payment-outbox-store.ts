import {
  acknowledgePayment,
  enqueuePayment,
  parseOutbox,
  recordFailedAttempt,
  type PendingPayment,
} from '../../../domain/payment-outbox';
import type { KeyValueStore } from '../../../ports/key-value-store';
import type { Logger } from '../../../ports/logger';
import type { PaymentApi } from '../../../ports/payment-api';

/** Local storage key of the payments waiting for the backend's acknowledgement. */
export const PAYMENT_OUTBOX_KEY = 'PAYMENT_OUTBOX';

export function readOutbox(store: KeyValueStore): PendingPayment[] {
  return parseOutbox(store.get(PAYMENT_OUTBOX_KEY));
}

function writeOutbox(store: KeyValueStore, outbox: readonly PendingPayment[]): void {
  if (outbox.length === 0) store.remove(PAYMENT_OUTBOX_KEY);
  else store.set(PAYMENT_OUTBOX_KEY, JSON.stringify(outbox));
}

/** Persists the payment before any save is tried, so a closed tab or failed call loses nothing. */
export function enqueue(store: KeyValueStore, payment: PendingPayment): void {
  writeOutbox(store, enqueuePayment(readOutbox(store), payment));
}

/** Sends one payment; it leaves the outbox only when the backend acknowledged it. Returns whether it did. */
export async function deliver(store: KeyValueStore, api: PaymentApi, logger: Logger, payment: PendingPayment): Promise<boolean> {
  const details = {
    classCode: payment.ClassCode,
    paymentId: payment.PaymentID,
    orderId: payment.OrderID,
    signature: payment.Signature,
    status: payment.Status,
    errorCode: payment.ErrorCode,
    errorDescription: payment.ErrorDescription,
  };
  try {
    if (payment.kind === 'private-class') await api.savePrivateClassPayment(details);
    else await api.saveCoursePayment(details);
    writeOutbox(store, acknowledgePayment(readOutbox(store), payment.PaymentID));
    return true;
  } catch (error) {
    // Spec §4: save failures are logged; the outbox keeps the payment for the next flush.
    logger.error('Saving the payment details failed', error);
    const reason = error instanceof Error ? error.message : String(error);
    writeOutbox(store, recordFailedAttempt(readOutbox(store), payment.PaymentID, reason));
    return false;
  }
}

let flushing: Promise<void> | null = null;

/** Sends every waiting payment once (app start, reconnect, periodic task); one flush at a time. */
export function flushOutbox(store: KeyValueStore, api: PaymentApi, logger: Logger): Promise<void> {
  flushing ??= (async () => {
    for (const payment of readOutbox(store)) await deliver(store, api, logger, payment);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
