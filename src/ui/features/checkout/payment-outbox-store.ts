import { isBackendError } from '../../../domain/backend-error';
import {
  acknowledgePayment,
  enqueuePayment,
  isFinalSaveRefusal,
  markNeedsAttention,
  parseOutbox,
  recordFailedAttempt,
  sendableFor,
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

/** The user read the notice of a payment the backend refused for good: it leaves this device. */
export function dismiss(store: KeyValueStore, paymentId: string): void {
  writeOutbox(store, acknowledgePayment(readOutbox(store), paymentId));
}

/** How a save ended: recorded, to be sent again (network, 5xx, 429, 401), or refused for good (it needs a person). */
export type Delivery = 'saved' | 'will-retry' | 'needs-attention';

/** Sends one payment; it leaves the outbox only when the backend acknowledged it. */
export async function deliver(store: KeyValueStore, api: PaymentApi, logger: Logger, payment: PendingPayment): Promise<Delivery> {
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
    return 'saved';
  } catch (error) {
    // Spec §4: save failures are logged; the outbox keeps the payment.
    logger.error('Saving the payment details failed', error);
    const reason = error instanceof Error ? error.message : String(error);
    if (isBackendError(error) && isFinalSaveRefusal(error.kind)) {
      writeOutbox(store, markNeedsAttention(readOutbox(store), payment.PaymentID, reason));
      return 'needs-attention';
    }
    writeOutbox(store, recordFailedAttempt(readOutbox(store), payment.PaymentID, reason));
    return 'will-retry';
  }
}

let flushing: Promise<void> | null = null;

/** Sends the user's waiting payments once (app start, reconnect, periodic task); one flush at a time; never another user's. */
export function flushOutbox(store: KeyValueStore, api: PaymentApi, logger: Logger, uid: string): Promise<void> {
  flushing ??= (async () => {
    for (const payment of sendableFor(readOutbox(store), uid)) await deliver(store, api, logger, payment);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
