import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_SERVICE, type CheckoutState } from '../../../src/application/checkout';
import { PAYMENT_OUTBOX } from '../../../src/application/payment-outbox';
import { buildContainer } from '../../../src/adapters/composition/build-container';
import { testModule } from '../../../src/adapters/composition/test-module';
import { FakeBackendDb } from '../../../src/adapters/fakes/fake-backend-db';
import type { FakeHostedPayment } from '../../../src/adapters/fakes/fake-hosted-payment';
import type { FakePaymentApi } from '../../../src/adapters/fakes/fake-payment-api';
import type { FakePaymentWidget } from '../../../src/adapters/fakes/fake-payment-widget';
import type { ManualClock } from '../../../src/adapters/fakes/manual-clock';
import { BackendError } from '../../../src/domain/backend-error';
import { CLOCK } from '../../../src/ports/clock';
import { HOSTED_PAYMENT } from '../../../src/ports/hosted-payment';
import { PAYMENT_API } from '../../../src/ports/payment-api';
import { PAYMENT_WIDGET } from '../../../src/ports/payment-widget';

const PRIVATE = 'PCdemo0000000001';
const COURSE = 'GCdemo0000000001';
const STUDENT = 'demo-student-uid';

/** The checkout use case without React: its state after each step is what the screen would render. */
async function setup(kind: 'private-class' | 'group-course' = 'private-class', code = PRIVATE) {
  const container = await buildContainer(testModule());
  const service = container.get(CHECKOUT_SERVICE);
  const checkout = service.open(kind, code, STUDENT);
  const states: CheckoutState[] = [];
  checkout.subscribe(() => states.push(checkout.getSnapshot()));
  await checkout.load();
  return {
    checkout,
    states,
    service,
    db: container.get(FakeBackendDb),
    api: container.get<FakePaymentApi>(PAYMENT_API),
    widget: container.get<FakePaymentWidget>(PAYMENT_WIDGET),
    hosted: container.get<FakeHostedPayment>(HOSTED_PAYMENT),
    outbox: container.get(PAYMENT_OUTBOX),
    clock: container.get<ManualClock>(CLOCK),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Checkout (application service)', () => {
  it('loads the class with the spec total and nothing held', async () => {
    const { checkout } = await setup();
    expect(checkout.getSnapshot()).toMatchObject({ status: 'ready', summary: { total: 525, currencyType: 'INR' }, held: null, save: 'idle' });
  });

  it('a widget success goes through confirming to confirmed, then back to the class', async () => {
    const { checkout, states, widget, db, outbox } = await setup();
    await checkout.pay();
    expect(widget.opened).toEqual([expect.objectContaining({ amount: 52500, currency: 'INR' })]);
    widget.complete({ code: '2', response: { paymentId: 'pay_app_1', orderId: widget.opened[0]!.orderId, signature: 'sig' } });
    await settle();
    expect(states.map((s) => s.save)).toContain('confirming');
    expect(checkout.getSnapshot()).toMatchObject({ save: 'confirmed', busy: false, held: null, next: { to: `/student-private-class/${PRIVATE}` } });
    expect(db.payments.filter((p) => p.PaymentID === 'pay_app_1')).toHaveLength(1);
    expect(outbox.read()).toEqual([]);
  });

  it('two presses at once open one order', async () => {
    const { checkout, widget } = await setup();
    await Promise.all([checkout.pay(), checkout.pay()]);
    expect(widget.opened).toHaveLength(1);
  });

  it("a failure (code 3) is recorded and never reads as confirmed: only 'Transaction Failed!'", async () => {
    const { checkout, states, widget, db } = await setup();
    await checkout.pay();
    widget.complete({ status: 'Expired/Cancelled', code: '3', response: { paymentId: 'pay_app_f', orderId: widget.opened[0]!.orderId, code: 'BAD', description: 'Declined' } });
    await settle();
    expect(states.map((s) => s.save)).not.toContain('confirming');
    expect(checkout.getSnapshot()).toMatchObject({ save: 'failure-recorded', dialog: 'Transaction Failed!', next: null });
    expect(db.payments.find((p) => p.PaymentID === 'pay_app_f')?.Status).toBe('failed');
  });

  it('a save that keeps failing holds the payment: Pay Now does nothing until it is recorded, then it is sent again', async () => {
    const { checkout, widget, api, outbox, clock } = await setup();
    const save = vi.spyOn(api, 'savePrivateClassPayment').mockRejectedValue(new BackendError('server', 'Unavailable', [], 503));
    await checkout.pay();
    widget.complete({ code: '2', response: { paymentId: 'pay_app_h', orderId: widget.opened[0]!.orderId, signature: 'sig' } });
    await settle();
    expect(checkout.getSnapshot()).toMatchObject({ save: 'will-retry', held: { PaymentID: 'pay_app_h' }, next: null });
    // When the provider answered comes from the clock port (the test's manual clock), not from the system time.
    expect(outbox.read()[0]?.receivedAt).toBe(clock.now().toISOString());
    await checkout.pay();
    expect(widget.opened).toHaveLength(1);
    save.mockRestore();
    await checkout.retrySave();
    expect(checkout.getSnapshot()).toMatchObject({ save: 'confirmed', held: null, next: { to: `/student-private-class/${PRIVATE}` } });
    expect(outbox.read()).toEqual([]);
  });

  it('a save refused for good needs attention and leaves the device only when the user dismisses it', async () => {
    const { checkout, widget, api, outbox } = await setup();
    vi.spyOn(api, 'savePrivateClassPayment').mockRejectedValue(new BackendError('conflict', 'This PaymentID is already recorded for another class.', [], 409));
    await checkout.pay();
    widget.complete({ code: '2', response: { paymentId: 'pay_app_x', orderId: widget.opened[0]!.orderId, signature: 'sig' } });
    await settle();
    expect(checkout.getSnapshot()).toMatchObject({ save: 'needs-attention', held: { attention: 'This PaymentID is already recorded for another class.' } });
    expect(outbox.read()).toHaveLength(1);
    checkout.dismissHeld();
    expect(checkout.getSnapshot()).toMatchObject({ save: 'idle', held: null });
    expect(outbox.read()).toEqual([]);
  });

  it.each([
    ['refunded', { Status: 'refunded', RefundReason: 'Another student has already paid for this class.' }, 'Another student has already paid for this class.'],
    ['unverified', { Status: 'failed', ErrorDescription: 'The payment signature does not match.' }, 'The payment signature does not match.'],
  ] as const)('a success the backend did not take as paid reads as %s, with its reason, and stays on the checkout', async (save, answer, reason) => {
    const { checkout, widget, api } = await setup();
    const original = api.savePrivateClassPayment.bind(api);
    vi.spyOn(api, 'savePrivateClassPayment').mockImplementation(async (details) => ({ ...(await original(details)), ...answer }));
    await checkout.pay();
    widget.complete({ code: '2', response: { paymentId: `pay_app_${save}`, orderId: widget.opened[0]!.orderId, signature: 'sig' } });
    await settle();
    expect(checkout.getSnapshot()).toMatchObject({ save, reason, held: null, next: null, busy: false });
  });

  it("a refusal to start carries the backend's reason; nothing opens", async () => {
    const { checkout, widget, api } = await setup();
    vi.spyOn(api, 'getPrivateClassPaymentLink').mockRejectedValue(new BackendError('conflict', 'This class has already started.', [], 409));
    await checkout.pay();
    expect(checkout.getSnapshot()).toMatchObject({ busy: false, problem: { kind: 'payment-refused', reason: 'This class has already started.' } });
    expect(widget.opened).toEqual([]);
  });

  it('a hosted payment form goes to /payment with the form; one off the allowlist goes nowhere', async () => {
    const { checkout, api, hosted } = await setup('group-course', COURSE);
    const form = { action: 'https://pay.example.test/hosted', method: 'post' as const, fields: [{ name: 'order_id', value: 'order_1' }] };
    const link = vi.spyOn(api, 'getCoursePaymentLink').mockResolvedValue({ kind: 'form', form });
    await checkout.pay();
    expect(checkout.getSnapshot()).toMatchObject({ busy: true, next: { to: '/payment', paymentForm: form } });
    expect(hosted.visited).toEqual([]);

    const other = await setup('group-course', COURSE);
    vi.spyOn(other.api, 'getCoursePaymentLink').mockResolvedValue({ kind: 'form', form: { ...form, action: 'https://evil.test/steal' } });
    await other.checkout.pay();
    expect(other.checkout.getSnapshot()).toMatchObject({ busy: false, next: null, problem: { kind: 'untrusted-payment-page' } });
    link.mockRestore();
  });

  it("the hosted page's return is saved once, and only for this class", async () => {
    const { checkout, db } = await setup();
    const back = new URLSearchParams({ ClassCode: PRIVATE, code: '2', PaymentID: 'pay_app_r', OrderID: 'order_r', Signature: 'sig' });
    expect(checkout.returnFromHosted(new URLSearchParams({ ClassCode: 'PCother0000000001', code: '2', PaymentID: 'pay_x' }))).toBe(false);
    expect(checkout.returnFromHosted(back)).toBe(true);
    expect(checkout.returnFromHosted(back)).toBe(false);
    await settle();
    expect(db.payments.filter((p) => p.PaymentID === 'pay_app_r')).toHaveLength(1);
    expect(checkout.getSnapshot()).toMatchObject({ save: 'confirmed', next: { to: `/student-private-class/${PRIVATE}` } });
  });

  it('answers that arrive after the screen went away change nothing', async () => {
    const { service } = await setup();
    const checkout = service.open('group-course', COURSE, STUDENT); // not in session storage: loaded from the backend
    const loading = checkout.load();
    checkout.dispose();
    await loading;
    expect(checkout.getSnapshot().status).toBe('loading');
  });
});
