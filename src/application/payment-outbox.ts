import { inject, injectable } from 'inversify';
import { isBackendError } from '../domain/backend-error';
import type { PaymentRecord } from '../contract/records';
import {
  acknowledgePayment,
  enqueuePayment,
  isFinalSaveRefusal,
  markNeedsAttention,
  parseOutbox,
  recordFailedAttempt,
  sendableFor,
  unconfirmedPayment,
  type PendingPayment,
} from '../domain/payment-outbox';
import { LOCAL_STORE, type KeyValueStore } from '../ports/key-value-store';
import { LOGGER, type Logger } from '../ports/logger';
import { PAYMENT_API, type PaymentApi } from '../ports/payment-api';

/** Local storage key of the payments waiting for the backend's acknowledgement. */
export const PAYMENT_OUTBOX_KEY = 'PAYMENT_OUTBOX';

/** How a save ended: recorded (with the backend's record), to be sent again (network, 5xx, 429, 401), or refused for good. */
export type Delivery = { result: 'saved'; record: PaymentRecord } | { result: 'will-retry' } | { result: 'needs-attention' };

/**
 * The provider responses the backend has not acknowledged yet, persisted on this device (spec §4 step 4 made
 * durable): an entry is written before the save is tried and leaves only when the backend recorded it, or when the
 * user dismisses a payment the backend refused for good. Entries belong to the user who paid and are sent only for them.
 */
@injectable()
export class PaymentOutbox {
  private flushing: Promise<void> | null = null;

  constructor(
    @inject(LOCAL_STORE) private readonly store: KeyValueStore,
    @inject(PAYMENT_API) private readonly api: PaymentApi,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  read(): PendingPayment[] {
    return parseOutbox(this.store.get(PAYMENT_OUTBOX_KEY));
  }

  private write(outbox: readonly PendingPayment[]): void {
    if (outbox.length === 0) this.store.remove(PAYMENT_OUTBOX_KEY);
    else this.store.set(PAYMENT_OUTBOX_KEY, JSON.stringify(outbox));
  }

  /** The user's success for this class that the backend has not recorded yet (Pay Now stays off while there is one). */
  unconfirmed(uid: string, classCode: string): PendingPayment | null {
    return unconfirmedPayment(this.read(), uid, classCode);
  }

  /** Persists the payment before any save is tried, so a closed tab or failed call loses nothing. */
  enqueue(payment: PendingPayment): void {
    this.write(enqueuePayment(this.read(), payment));
  }

  /** The user read the notice of a payment the backend refused for good: it leaves this device. */
  dismiss(paymentId: string): void {
    this.write(acknowledgePayment(this.read(), paymentId));
  }

  /** Sends one payment; it leaves the outbox only when the backend acknowledged it. */
  async deliver(payment: PendingPayment): Promise<Delivery> {
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
      const record =
        payment.kind === 'private-class' ? await this.api.savePrivateClassPayment(details) : await this.api.saveCoursePayment(details);
      this.write(acknowledgePayment(this.read(), payment.PaymentID));
      return { result: 'saved', record };
    } catch (error) {
      // Spec §4: save failures are logged; the outbox keeps the payment.
      this.logger.error('Saving the payment details failed', error);
      const reason = error instanceof Error ? error.message : String(error);
      if (isBackendError(error) && isFinalSaveRefusal(error.kind)) {
        this.write(markNeedsAttention(this.read(), payment.PaymentID, reason));
        return { result: 'needs-attention' };
      }
      this.write(recordFailedAttempt(this.read(), payment.PaymentID, reason));
      return { result: 'will-retry' };
    }
  }

  /** Sends the user's waiting payments once (app start, reconnect, periodic task); one flush at a time; never another user's. */
  flush(uid: string): Promise<void> {
    this.flushing ??= (async () => {
      for (const payment of sendableFor(this.read(), uid)) await this.deliver(payment);
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }
}

