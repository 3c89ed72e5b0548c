import { inject, injectable } from 'inversify';
import type { CourseSession } from '../contract/records';
import { isBackendError } from '../domain/backend-error';
import { checkoutSummary, toMinorUnits, type CheckoutSummary } from '../domain/checkout';
import { isAllowedPaymentUrl } from '../domain/payment-hosts';
import {
  nextStepAfterPayment,
  outcomeFromReturn,
  type PaymentFormData,
  type PaymentOutcome,
  type TRANSACTION_FAILED,
} from '../domain/payment-flow';
import type { PendingPayment } from '../domain/payment-outbox';
import { checkoutReturnPath, type CheckoutKind } from '../domain/return-path';
import { CHECKOUT_STORE, type CheckoutEntity, type CheckoutStore } from '../ports/checkout-store';
import { CLOCK, type Clock } from '../ports/clock';
import { COURSE_API, type CourseApi } from '../ports/course-api';
import { HOSTED_PAYMENT, type HostedPayment } from '../ports/hosted-payment';
import { SESSION_STORE, type KeyValueStore } from '../ports/key-value-store';
import { LOGGER, type Logger } from '../ports/logger';
import { PAYMENT_API, type PaymentApi } from '../ports/payment-api';
import { PAYMENT_CONFIG, type PaymentConfig } from '../ports/payment-config';
import { PAYMENT_WIDGET, type PaymentWidget } from '../ports/payment-widget';
import { PRIVATE_CLASS_API, type PrivateClassApi } from '../ports/private-class-api';
import { STUDENT_CLASSES_API, type StudentClassesApi } from '../ports/student-classes-api';
import type { PaymentOutbox } from './payment-outbox';
import type { PaymentConfirmations, PaymentResult } from './payment-confirmations';
import { ViewState } from './view-state';
import { paths } from '../domain/routes';
import { SESSION_STORAGE_KEYS } from '../domain/constants';
import { PAYMENT_CONFIRMATIONS, PAYMENT_OUTBOX } from './tokens';

/**
 * Where the save of the last provider response stands, in the backend's words: 'confirming' and 'confirmed' are for a
 * success the backend recorded as captured only; a failure (outcome code 3) that was recorded is 'failure-recorded',
 * which says nothing beside 'Transaction Failed!'. A status of the save, not an error: failures to go on are CheckoutProblem.
 */
export type SaveState =
  | 'idle'
  | 'confirming'
  | 'confirmed'
  | 'failure-recorded'
  | 'will-retry'
  | 'needs-attention'
  /** The backend took the success and refunded it (the class could not take it): `reason` says why. */
  | 'refunded'
  /** The backend could not verify the success with the provider and recorded it as failed: `reason` says why. */
  | 'unverified'
  /** A free class (total 0) booked without the payment provider (/BookFreeClass): nothing was charged. */
  | 'booked-free';

/**
 * Why the checkout could not go on, as a code (and its details) for the screen to put in words. A local union beside
 * its source: the payment provider's and the payment page's failures, which a backend Refusal cannot express.
 */
export type CheckoutProblem =
  | { code: 'untrusted-payment-page' }
  /** The backend refused to start the payment (409): `serverMessage` says why. */
  | { code: 'payment-refused'; serverMessage: string }
  /** A free class the backend would not book (taken, full, no longer free…): its words; the page shows it as it is now. */
  | { code: 'booking-refused'; serverMessage: string }
  /**
   * The order's amount is not the total this page showed (the tutor changed the price or currency since it loaded):
   * nothing was opened at the provider; the page now shows the new total, and Pay Now pays that order.
   */
  | { code: 'price-changed'; total: number; currencyType: string }
  | { code: 'payment-start-failed' }
  | { code: 'widget-failed' }
  | { code: 'no-payment-id' };

/** Where the app goes next: back to the class after a recorded success, or to /payment with a hosted payment form. */
export type CheckoutNavigation = { to: string; paymentForm?: PaymentFormData };

/** A course's sessions still to be given, by start time, and the notice period that decides what leaving refunds. */
export interface CourseSchedule {
  sessions: CourseSession[];
  noticeHours: number;
}

export interface CheckoutState {
  status: 'loading' | 'ready' | 'load-failed';
  entity: CheckoutEntity | null;
  /** A course's schedule (null for a private class, whose date and rule are on its record). */
  schedule: CourseSchedule | null;
  summary: CheckoutSummary | null;
  busy: boolean;
  problem: CheckoutProblem | null;
  dialog: typeof TRANSACTION_FAILED | null;
  /** The provider's reason for the failed payment under 'Transaction Failed!' (its ErrorDescription), when it gave one. */
  failureReason: string | null;
  save: SaveState;
  /** The backend's reason for a 'refunded' or 'unverified' save. */
  reason: string | null;
  /**
   * A success of this user for this class that the backend has not recorded (this visit's or an earlier one's): Pay
   * Now stays off while there is one, so a slow or failing save never leads to a second charge.
   */
  held: PendingPayment | null;
  /** The signed-in student has paid for this class or course already (the backend says so): no Pay Now, a way to it instead. */
  paid: boolean;
  next: CheckoutNavigation | null;
}

/**
 * One visit to the checkout of one class (spec §4 Checkout): loads the class, starts the payment (hosted page, hosted
 * form or widget), saves the provider's answer through the outbox and says where the save stands. It holds the state
 * the screen renders; the screen subscribes and calls its actions, nothing more.
 */
export class Checkout extends ViewState<CheckoutState> {
  /** Bumped by every load and by dispose: answers of an older generation are dropped. */
  private generation = 0;
  private busy = false;
  private pending: PendingPayment | null = null;
  private handledReturn = false;
  /** The screen went away (Back, a link) while the provider's dialog may still be open over another page. */
  private away = false;

  constructor(
    private readonly kind: CheckoutKind,
    private readonly code: string,
    private readonly uid: string | null,
    private readonly deps: CheckoutService,
  ) {
    super({
      status: 'loading',
      entity: null,
      schedule: null,
      summary: null,
      busy: false,
      problem: null,
      dialog: null,
      failureReason: null,
      save: 'idle',
      reason: null,
      held: null,
      paid: false,
      next: null,
    });
  }

  private heldNow(): PendingPayment | null {
    return this.uid === null ? null : this.deps.outbox.unconfirmed(this.uid, this.code);
  }

  async load(): Promise<void> {
    const generation = ++this.generation;
    this.away = false;
    const { checkoutStore, privateClasses, courses, logger } = this.deps;
    // Asked alongside the class: whether this student has paid for it already (Back after paying, a second visit).
    const paid = this.paidAlready();
    try {
      // A course is always asked for: the backend's answer carries its sessions and the notice period in force, which
      // the record kept on the way here does not.
      const stored = this.kind === 'private-class' ? await checkoutStore.read(this.kind, this.code) : null;
      const course = this.kind === 'group-course' ? await courses.getByCode(this.code) : null;
      const entity: CheckoutEntity =
        stored ?? (course ? { kind: 'group-course', record: course } : { kind: 'private-class', record: await privateClasses.getByCode(this.code) });
      const schedule: CourseSchedule | null = course ? { sessions: course.Sessions, noticeHours: course.CancellationNoticeHours } : null;
      if (generation !== this.generation) return;
      // A reload loaded it from the backend: keep it in session storage again (spec §3).
      if (!stored) checkoutStore.keep(entity);
      const { Price, TransactionFees, CurrencyType } = entity.record;
      const summary = checkoutSummary({ price: Price, transactionFee: TransactionFees, currencyType: CurrencyType });
      // A success an earlier visit could not get recorded: say so, and keep Pay Now off until it is.
      const held = this.heldNow();
      if (held) this.pending = held;
      const save: SaveState = held ? (held.attention === undefined ? 'will-retry' : 'needs-attention') : 'idle';
      this.update({ status: 'ready', entity, summary, schedule, held, save, paid: await paid });
    } catch (error) {
      if (generation !== this.generation) return;
      logger.error('Loading the checkout class failed', error);
      this.update({ status: 'load-failed' });
    }
  }

  /** Whether the backend has this student's payment for the class; not signed in, not booked or not known: false. */
  private async paidAlready(): Promise<boolean> {
    if (this.uid === null) return false;
    const { studentClasses, logger } = this.deps;
    try {
      const status = this.kind === 'private-class' ? await studentClasses.getPrivateClassStatus(this.code) : await studentClasses.getCourseStatus(this.code);
      return status.Paid;
    } catch (error) {
      // Not booked yet (404) or not answered: Pay Now stays, and the backend still refuses a second payment.
      if (!isBackendError(error, 'not-found')) logger.warn('The payment state of the class could not be read', error);
      return false;
    }
  }

  /** The class as the backend has it now (its price may have changed): kept for the page and in session storage. */
  private async refreshEntity(): Promise<CheckoutSummary | null> {
    const generation = this.generation;
    const { checkoutStore, privateClasses, courses, logger } = this.deps;
    try {
      const entity: CheckoutEntity =
        this.kind === 'private-class'
          ? { kind: 'private-class', record: await privateClasses.getByCode(this.code) }
          : { kind: 'group-course', record: await courses.getByCode(this.code) };
      if (generation !== this.generation) return null;
      checkoutStore.keep(entity);
      const { Price, TransactionFees, CurrencyType } = entity.record;
      const summary = checkoutSummary({ price: Price, transactionFee: TransactionFees, currencyType: CurrencyType });
      this.update({ entity, summary });
      return summary;
    } catch (error) {
      logger.warn('Reloading the checkout class failed', error);
      return null;
    }
  }

  /**
   * A free class (total 0, spec §5's page with total 0 and discount 0): booked without the payment provider, which
   * takes no order under 1 of the currency. Back to the class once booked, as after a payment.
   */
  private async bookFree(): Promise<void> {
    const { payments, logger } = this.deps;
    try {
      await payments.bookFreeClass(this.code, this.kind === 'private-class' ? 'PrivateClass' : 'GroupCourse');
      this.busy = false;
      this.update({ busy: false, save: 'booked-free', paid: true });
      this.goBack();
    } catch (error) {
      logger.error('Booking the free class failed', error);
      const problem: CheckoutProblem = isBackendError(error, 'conflict') ? { code: 'booking-refused', serverMessage: error.message } : { code: 'payment-start-failed' };
      // Refused as it is now (taken, full, or no longer free): show the class as it now stands.
      if (problem.code === 'booking-refused') await this.refreshEntity();
      this.busy = false;
      this.update({ busy: false, problem });
    }
  }

  /** The screen went away: answers still on their way change nothing. */
  dispose(): void {
    this.generation += 1;
    this.away = true;
  }

  /**
   * Back from the hosted payment page, the outcome is in the address: saved once per visit. Returns whether the
   * address carried an outcome for this class (the screen then clears it).
   */
  returnFromHosted(params: URLSearchParams): boolean {
    const outcome = outcomeFromReturn(params, this.code);
    if (!outcome || this.handledReturn || this.state.status !== 'ready') return false;
    this.handledReturn = true;
    this.busy = true;
    this.update({ busy: true });
    void this.finish(outcome);
    return true;
  }

  /** Pay Now (spec §4 steps 1–3): never while a payment of this class is unconfirmed, never twice at once. */
  async pay(): Promise<void> {
    const { entity, summary, paid } = this.state;
    if (this.busy || !entity || !summary || paid || this.heldNow()) return;
    this.busy = true;
    this.update({ busy: true, problem: null, dialog: null, failureReason: null });
    if (summary.total === 0) {
      await this.bookFree();
      return;
    }
    const { payments, config, hosted, widget, logger } = this.deps;
    const fail = (problem: CheckoutProblem) => {
      this.busy = false;
      this.update({ busy: false, problem });
    };
    try {
      const link =
        this.kind === 'private-class' ? await payments.getPrivateClassPaymentLink(this.code) : await payments.getCoursePaymentLink(this.code);
      if (link.kind === 'hosted' || link.kind === 'form') {
        const target = link.kind === 'hosted' ? link.url : link.form.action;
        if (!isAllowedPaymentUrl(target, config.allowedPaymentOrigins)) {
          logger.error('Refused a payment page outside the allowlist', target);
          fail({ code: 'untrusted-payment-page' });
          return;
        }
        // Stays busy: the page is being replaced, or /payment submits the form.
        if (link.kind === 'hosted') hosted.replaceWith(link.url);
        else this.update({ next: { to: paths.payment(), paymentForm: link.form } });
        return;
      }
      const order = await payments.createOrder(this.code, this.kind === 'private-class' ? 'PrivateClass' : 'GroupCourse');
      const amount = toMinorUnits(summary.total, summary.currencyType);
      if (order.amount !== amount || order.currency !== summary.currencyType) {
        // The tutor changed the price since this page loaded: never charge a total the student was not shown.
        logger.warn('The order amount differs from the checkout total', { order, amount });
        const now = await this.refreshEntity();
        fail(now ? { code: 'price-changed', total: now.total, currencyType: now.currencyType } : { code: 'payment-start-failed' });
        return;
      }
      const name = entity.kind === 'private-class' ? entity.record.ClassName : entity.record.CourseName;
      const opened = await widget.open(
        { amount: order.amount, currency: order.currency, orderId: order.id, description: name },
        (outcome) => void this.finish(outcome),
      );
      if (!opened) fail({ code: 'widget-failed' });
    } catch (error) {
      logger.error('Starting the payment failed', error);
      // The backend's reason when it refused the class (already paid, taken, closed, free now): the words match what
      // happened, and the page shows the class as it is now (a class that became free offers its free booking).
      const refused = isBackendError(error, 'conflict');
      if (refused) await this.refreshEntity();
      fail(refused ? { code: 'payment-refused', serverMessage: error.message } : { code: 'payment-start-failed' });
    }
  }

  /** Spec §4 steps 4–7: the provider answered; its answer goes to the outbox first, then to the backend. */
  private async finish(outcome: PaymentOutcome): Promise<void> {
    const step = nextStepAfterPayment(outcome);
    if (!step.save || !('response' in outcome)) {
      // Dismissed: nothing saved, stay and allow another try.
      this.busy = false;
      this.update({ busy: false });
      return;
    }
    const response = outcome.response;
    const failure = outcome.code === '3' ? outcome.response : null;
    if (!response.paymentId) {
      this.deps.logger.error('The payment provider answered without a payment id; nothing to save', outcome);
      this.pending = null; // never re-send an earlier attempt in its place
      // A success we cannot identify is not confirmed: say so rather than nothing (a failure has its dialog).
      if (!failure) this.update({ problem: { code: 'no-payment-id' } });
    } else {
      if (this.uid === null) throw new Error('The checkout is guarded: a payment always has a signed-in user.');
      const pending: PendingPayment = {
        uid: this.uid,
        kind: this.kind,
        ClassCode: this.code,
        PaymentID: response.paymentId,
        OrderID: response.orderId,
        Signature: 'signature' in response ? response.signature : undefined,
        Status: failure ? 'failed' : 'captured',
        ErrorCode: failure?.code,
        ErrorDescription: failure?.description,
        receivedAt: this.deps.clock.now().toISOString(),
        attempts: 0,
      };
      // Into the persisted outbox before the save call: nothing is lost if the call or the tab dies.
      this.deps.outbox.enqueue(pending);
      this.pending = pending;
    }
    const saved = this.pending ? await this.sendPending() : false;
    this.busy = false;
    this.update({ busy: false, dialog: step.showError, failureReason: failure?.description || null });
    if (step.goBack && saved) this.goBack();
  }

  /** Where a finished payment is confirmed: the class page when the student is still here, else the notice wherever they are. */
  private goBack(): void {
    if (this.away) return;
    const classLink = this.state.entity?.record.ClassLink ?? this.code;
    this.update({ next: { to: checkoutReturnPath({ kind: this.kind, classLink }) } });
  }

  private async sendPending(): Promise<boolean> {
    const pending = this.pending;
    if (!pending) return false;
    const success = pending.Status === 'captured';
    // While a success is being confirmed the words say exactly that; a failure is recorded without a word of its own.
    if (success) this.update({ save: 'confirming', held: pending });
    const delivery = await this.deps.outbox.deliver(pending);
    const held = this.heldNow();
    if (delivery.result !== 'saved') {
      this.update({ save: delivery.result, held });
      this.report(pending, success ? delivery.result : 'failed', held?.attention ?? pending.ErrorDescription ?? null);
      return false;
    }
    const { record } = delivery;
    if (!success) this.report(pending, 'failed', pending.ErrorDescription ?? null);
    else if (record.Status === 'captured') this.report(pending, 'confirmed', null);
    else if (record.Status === 'refunded') this.report(pending, 'refunded', record.RefundReason ?? null);
    else this.report(pending, 'unverified', record.ErrorDescription ?? null);
    if (!success) this.update({ save: 'failure-recorded', held });
    else if (record.Status === 'captured') this.update({ save: 'confirmed', held });
    else if (record.Status === 'refunded') this.update({ save: 'refunded', reason: record.RefundReason ?? null, held });
    else this.update({ save: 'unverified', reason: record.ErrorDescription ?? null, held });
    // Only a success the backend took counts as paid: back to the class then, and only then.
    return !success || record.Status === 'captured';
  }

  /** "Try again now" on a success the backend has not recorded yet; back to the class once it is. */
  async retrySave(): Promise<void> {
    const saved = await this.sendPending();
    if (saved && this.pending?.Status === 'captured') this.goBack();
  }

  /** The user noted a payment the backend refused for good (they were told to contact support): it leaves this device. */
  dismissHeld(): void {
    const held = this.heldNow();
    if (!held || held.attention === undefined) return;
    this.deps.outbox.dismiss(held.PaymentID);
    this.pending = null;
    this.update({ held: this.heldNow(), save: 'idle' });
  }

  private report(pending: PendingPayment, result: PaymentResult, reason: string | null): void {
    const entity = this.state.entity;
    const name = entity ? (entity.kind === 'private-class' ? entity.record.ClassName : entity.record.CourseName) : this.code;
    this.deps.confirmations.report({ paymentId: pending.PaymentID, kind: this.kind, classCode: this.code, name, result, reason }, this.away);
  }

  closeDialog(): void {
    this.update({ dialog: null });
  }

  /** Try again under 'Transaction Failed!': a new attempt for the same class (the backend hands out the open order again). */
  async tryAgain(): Promise<void> {
    this.update({ dialog: null, failureReason: null });
    await this.pay();
  }
}

/** The checkout use case: opens one Checkout per visit, with the ports it needs. */
@injectable()
export class CheckoutService {
  constructor(
    @inject(CHECKOUT_STORE) readonly checkoutStore: CheckoutStore,
    @inject(PRIVATE_CLASS_API) readonly privateClasses: PrivateClassApi,
    @inject(COURSE_API) readonly courses: CourseApi,
    @inject(PAYMENT_API) readonly payments: PaymentApi,
    @inject(PAYMENT_WIDGET) readonly widget: PaymentWidget,
    @inject(HOSTED_PAYMENT) readonly hosted: HostedPayment,
    @inject(PAYMENT_CONFIG) readonly config: PaymentConfig,
    @inject(LOGGER) readonly logger: Logger,
    @inject(CLOCK) readonly clock: Clock,
    @inject(PAYMENT_OUTBOX) readonly outbox: PaymentOutbox,
    @inject(STUDENT_CLASSES_API) readonly studentClasses: StudentClassesApi,
    @inject(PAYMENT_CONFIRMATIONS) readonly confirmations: PaymentConfirmations,
    @inject(SESSION_STORE) readonly session: KeyValueStore,
  ) {}

  open(kind: CheckoutKind, code: string, uid: string | null): Checkout {
    return new Checkout(kind, code, uid, this);
  }

  /**
   * The class or course a student chose to book on a tutor's page, kept for its checkout (spec §3), and that tutor
   * (SELECTED_TUTOR: a visitor who registers on the way is linked to them).
   */
  choose(entity: CheckoutEntity, tutorSlug: string): void {
    this.checkoutStore.keep(entity);
    this.session.set(SESSION_STORAGE_KEYS.SELECTED_TUTOR, tutorSlug);
  }
}

