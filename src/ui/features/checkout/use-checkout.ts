import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  groupCourseRecordSchema,
  privateClassRecordSchema,
  type GroupCourseRecord,
  type PrivateClassRecord,
} from '../../../domain/backend-records';
import { isBackendError } from '../../../domain/backend-error';
import { checkoutSummary, toMinorUnits, type CheckoutSummary } from '../../../domain/checkout';
import { SESSION_STORAGE_KEYS } from '../../../domain/constants';
import { isAllowedPaymentUrl } from '../../../domain/payment-hosts';
import { EXPIRED_CANCELLED, nextStepAfterPayment, type PaymentOutcome, type TRANSACTION_FAILED } from '../../../domain/payment-flow';
import { unconfirmedPayment, type PendingPayment } from '../../../domain/payment-outbox';
import { checkoutReturnPath, type CheckoutKind } from '../../../domain/return-path';
import { CLOCK, type Clock } from '../../../ports/clock';
import { COURSE_API, type CourseApi } from '../../../ports/course-api';
import { HOSTED_PAYMENT, type HostedPayment } from '../../../ports/hosted-payment';
import { LOCAL_STORE, SESSION_STORE, type KeyValueStore } from '../../../ports/key-value-store';
import { LOGGER, type Logger } from '../../../ports/logger';
import { PAYMENT_API, type PaymentApi } from '../../../ports/payment-api';
import { PAYMENT_CONFIG, type PaymentConfig } from '../../../ports/payment-config';
import { PAYMENT_WIDGET, type PaymentWidget } from '../../../ports/payment-widget';
import { PRIVATE_CLASS_API, type PrivateClassApi } from '../../../ports/private-class-api';
import { useService } from '../../app/container-context';
import { useAuthSession } from '../../app/use-auth-session';
import { checkoutText } from './checkout-text';
import { deliver, dismiss, enqueue, readOutbox } from './payment-outbox-store';

export type CheckoutEntity =
  | { kind: 'private-class'; record: PrivateClassRecord }
  | { kind: 'group-course'; record: GroupCourseRecord };

/**
 * Where the save of the last provider response stands. 'confirming' and 'confirmed' are for a success only; a failure
 * (outcome code 3) that was recorded is 'failure-recorded', which says nothing beside 'Transaction Failed!'.
 */
export type SaveState = 'idle' | 'confirming' | 'confirmed' | 'failure-recorded' | 'will-retry' | 'needs-attention';

export interface CheckoutState {
  status: 'loading' | 'ready' | 'load-failed';
  entity: CheckoutEntity | null;
  summary: CheckoutSummary | null;
  busy: boolean;
  error: string | null;
  dialog: typeof TRANSACTION_FAILED | null;
  save: SaveState;
  /**
   * A success of this user for this class that the backend has not recorded (this visit's or an earlier one's): Pay
   * Now stays off while there is one, so a slow or failing save never leads to a second charge.
   */
  held: PendingPayment | null;
}

const storageKey = (kind: CheckoutKind) =>
  kind === 'private-class' ? SESSION_STORAGE_KEYS.PRIVATE_CLASS : SESSION_STORAGE_KEYS.GROUP_COURSE;

function fromSession(store: KeyValueStore, kind: CheckoutKind, code: string): CheckoutEntity | null {
  try {
    const value: unknown = JSON.parse(store.get(storageKey(kind)) ?? 'null');
    // Only a complete record of this class counts; anything else is loaded from the backend by its code.
    if (kind === 'private-class') {
      const parsed = privateClassRecordSchema.safeParse(value);
      return parsed.success && parsed.data.ClassLink === code ? { kind, record: parsed.data } : null;
    }
    const parsed = groupCourseRecordSchema.safeParse(value);
    return parsed.success && parsed.data.ClassLink === code ? { kind, record: parsed.data } : null;
  } catch {
    return null;
  }
}

/** The hosted payment page's return (mock-server/README.md): code, PaymentID, OrderID, Signature or the failure fields. */
function outcomeFromReturn(params: URLSearchParams, code: string): PaymentOutcome | null {
  if (params.get('ClassCode') !== code) return null;
  const paymentId = params.get('PaymentID') ?? '';
  if (params.get('code') === '2' && paymentId) {
    return {
      code: '2',
      response: { paymentId, orderId: params.get('OrderID') ?? undefined, signature: params.get('Signature') ?? undefined },
    };
  }
  if (params.get('code') === '3') {
    return {
      status: EXPIRED_CANCELLED,
      code: '3',
      response: {
        paymentId: paymentId || undefined,
        orderId: params.get('OrderID') ?? undefined,
        code: params.get('ErrorCode') ?? '',
        description: params.get('ErrorDescription') ?? '',
      },
    };
  }
  return params.get('status') === EXPIRED_CANCELLED ? { status: EXPIRED_CANCELLED } : null;
}

/** Spec §4 Checkout: loads the class, and executes the steps `payment-flow.ts` decides. */
export function useCheckout(kind: CheckoutKind, code: string) {
  const sessionStore = useService<KeyValueStore>(SESSION_STORE);
  const localStore = useService<KeyValueStore>(LOCAL_STORE);
  const privateClasses = useService<PrivateClassApi>(PRIVATE_CLASS_API);
  const courses = useService<CourseApi>(COURSE_API);
  const payments = useService<PaymentApi>(PAYMENT_API);
  const widget = useService<PaymentWidget>(PAYMENT_WIDGET);
  const hosted = useService<HostedPayment>(HOSTED_PAYMENT);
  const config = useService<PaymentConfig>(PAYMENT_CONFIG);
  const logger = useService<Logger>(LOGGER);
  const clock = useService<Clock>(CLOCK);
  const session = useAuthSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<CheckoutState>({
    status: 'loading',
    entity: null,
    summary: null,
    busy: false,
    error: null,
    dialog: null,
    save: 'idle',
    held: null,
  });
  const busyRef = useRef(false);
  const pendingRef = useRef<PendingPayment | null>(null);
  const handledReturn = useRef(false);
  const update = useCallback((patch: Partial<CheckoutState>) => setState((previous) => ({ ...previous, ...patch })), []);
  const heldNow = useCallback(() => (uid === null ? null : unconfirmedPayment(readOutbox(localStore), uid, code)), [uid, localStore, code]);

  useEffect(() => {
    let cancelled = false;
    const stored = fromSession(sessionStore, kind, code);
    const load: Promise<CheckoutEntity> = stored
      ? Promise.resolve(stored)
      : kind === 'private-class'
        ? privateClasses.getByCode(code).then((record) => ({ kind, record }))
        : courses.getByCode(code).then((record) => ({ kind, record }));
    load
      .then((entity) => {
        if (cancelled) return;
        // Spec §3: the entity lives in session storage; a reload loaded it from the backend, so keep it there again.
        sessionStore.set(storageKey(kind), JSON.stringify(entity.record));
        const { Price, TransactionFees, CurrencyType } = entity.record;
        const summary = checkoutSummary({ price: Price, transactionFee: TransactionFees, currencyType: CurrencyType });
        // A success an earlier visit could not get recorded: say so, and keep Pay Now off until it is.
        const held = heldNow();
        if (held) pendingRef.current = held;
        const save: SaveState = held ? (held.attention === undefined ? 'will-retry' : 'needs-attention') : 'idle';
        update({ status: 'ready', entity, summary, held, save });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        logger.error('Loading the checkout class failed', error);
        update({ status: 'load-failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [kind, code, sessionStore, privateClasses, courses, logger, update, heldNow]);

  const sendPending = useCallback(async (): Promise<boolean> => {
    const pending = pendingRef.current;
    if (!pending) return false;
    const success = pending.Status === 'captured';
    // While a success is being confirmed the words say exactly that; a failure is recorded without a word of its own.
    if (success) update({ save: 'confirming', held: pending });
    const delivery = await deliver(localStore, payments, logger, pending);
    const held = heldNow();
    if (delivery === 'saved') update({ save: success ? 'confirmed' : 'failure-recorded', held });
    else update({ save: delivery, held: held ?? null });
    return delivery === 'saved';
  }, [localStore, payments, logger, heldNow, update]);

  const finish = useCallback(
    async (outcome: PaymentOutcome, classLink: string) => {
      const step = nextStepAfterPayment(outcome);
      if (!step.save || !('response' in outcome)) {
        // Dismissed: nothing saved, stay and allow another try.
        busyRef.current = false;
        update({ busy: false });
        return;
      }
      const response = outcome.response;
      const failure = outcome.code === '3' ? outcome.response : null;
      if (!response.paymentId) {
        logger.error('The payment provider answered without a payment id; nothing to save', outcome);
        pendingRef.current = null; // never re-send an earlier attempt in its place
        // A success we cannot identify is not confirmed: say so rather than nothing (a failure has its dialog).
        if (!failure) update({ error: checkoutText.noPaymentId });
      } else {
        if (uid === null) throw new Error('The checkout is guarded: a payment always has a signed-in user.');
        const pending: PendingPayment = {
          uid,
          kind,
          ClassCode: code,
          PaymentID: response.paymentId,
          OrderID: response.orderId,
          Signature: 'signature' in response ? response.signature : undefined,
          Status: failure ? 'failed' : 'captured',
          ErrorCode: failure?.code,
          ErrorDescription: failure?.description,
          receivedAt: clock.now().toISOString(),
          attempts: 0,
        };
        // Into the persisted outbox before the save call: nothing is lost if the call or the tab dies.
        enqueue(localStore, pending);
        pendingRef.current = pending;
      }
      const saved = pendingRef.current ? await sendPending() : false;
      busyRef.current = false;
      update({ busy: false, dialog: step.showError });
      if (step.goBack && saved) navigate(checkoutReturnPath({ kind, classLink }));
    },
    [kind, code, uid, clock, localStore, logger, navigate, sendPending, update],
  );

  // Back from the hosted payment page: the result is in the address.
  useEffect(() => {
    if (state.status !== 'ready' || !state.entity || handledReturn.current) return;
    const outcome = outcomeFromReturn(params, code);
    if (!outcome) return;
    handledReturn.current = true;
    setParams({}, { replace: true });
    busyRef.current = true;
    const classLink = state.entity.record.ClassLink;
    void Promise.resolve().then(() => {
      update({ busy: true });
      return finish(outcome, classLink);
    });
  }, [state.status, state.entity, params, setParams, code, finish, update]);

  const pay = useCallback(async () => {
    const { entity, summary } = state;
    if (busyRef.current || !entity || !summary || heldNow()) return;
    busyRef.current = true;
    update({ busy: true, error: null, dialog: null });
    const fail = (message: string) => {
      busyRef.current = false;
      update({ busy: false, error: message });
    };
    try {
      const link =
        kind === 'private-class' ? await payments.getPrivateClassPaymentLink(code) : await payments.getCoursePaymentLink(code);
      if (link.kind === 'hosted') {
        if (!isAllowedPaymentUrl(link.url, config.allowedPaymentOrigins)) {
          logger.error('Refused a payment page outside the allowlist', link.url);
          fail(checkoutText.untrustedPaymentPage);
          return;
        }
        hosted.replaceWith(link.url); // stays busy: the page is being replaced
        return;
      }
      const order = await payments.createOrder(code, kind === 'private-class' ? 'PrivateClass' : 'GroupCourse');
      const amount = toMinorUnits(summary.total, summary.currencyType);
      if (order.amount !== amount) logger.warn('The order amount differs from the checkout total', { order, amount });
      const name = entity.kind === 'private-class' ? entity.record.ClassName : entity.record.CourseName;
      const opened = await widget.open(
        { amount: order.amount, currency: order.currency, orderId: order.id, description: name },
        (outcome) => void finish(outcome, entity.record.ClassLink),
      );
      if (!opened) fail(checkoutText.widgetFailed);
    } catch (error) {
      logger.error('Starting the payment failed', error);
      // The backend's reason when it refused the class (already paid, taken, closed): the words match what happened.
      fail(isBackendError(error, 'conflict') ? checkoutText.paymentRefused(error.message) : checkoutText.paymentStartFailed);
    }
  }, [state, kind, code, payments, config, hosted, widget, logger, finish, update, heldNow]);

  const retrySave = useCallback(async () => {
    const saved = await sendPending();
    if (saved && state.entity && pendingRef.current?.Status === 'captured') {
      navigate(checkoutReturnPath({ kind, classLink: state.entity.record.ClassLink }));
    }
  }, [sendPending, state.entity, kind, navigate]);

  /** The user noted a payment the backend refused for good (they were told to contact support): it leaves this device. */
  const dismissHeld = useCallback(() => {
    const held = heldNow();
    if (!held || held.attention === undefined) return;
    dismiss(localStore, held.PaymentID);
    pendingRef.current = null;
    update({ held: heldNow(), save: 'idle' });
  }, [localStore, heldNow, update]);

  const closeDialog = useCallback(() => update({ dialog: null }), [update]);

  return { state, pay, retrySave, dismissHeld, closeDialog };
}
