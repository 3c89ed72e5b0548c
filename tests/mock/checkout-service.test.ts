// The checkout use case (src/application/checkout.ts) without React: its state after each step is what the screen
// would render. It runs over the real HTTP adapters against the mock backend, paying through the provider stand-in;
// the fault suite (payment-faults.test.ts) covers what the network and the provider can do wrong.
import type { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { type CheckoutState } from '../../src/application/checkout';
import { CHECKOUT_SERVICE, PAYMENT_OUTBOX } from '../../src/application/tokens';
import { buildContainer } from '../../src/adapters/composition/build-container';
import { testModule } from '../../src/adapters/composition/test-module';
import type { FakeHostedPayment } from '../../src/adapters/fakes/fake-hosted-payment';
import { ManualClock } from '../../src/adapters/fakes/manual-clock';
import { BackendError } from '../../src/domain/backend-error';
import { LOCAL_STORAGE_KEYS } from '../../src/domain/constants';
import { HOSTED_PAYMENT } from '../../src/ports/hosted-payment';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { PAYMENT_API } from '../../src/ports/payment-api';
import { PAYMENT_WIDGET } from '../../src/ports/payment-widget';
import { StandInWidget } from '../support/stand-in-widget';
import { future, mockPerFile, STUDENT, token, TUTOR } from './support';

const PRIVATE = DEMO.privateClass.code;
const HOSTED_PRIVATE = DEMO.hostedPrivateClass.code;
const COURSE = DEMO.course.code;

const { server, api: admin } = mockPerFile({ webhooks: 'off' });

/** The demo student's browser: the app's services over HTTP, the provider's checkout waiting for the test to act. */
async function browser(): Promise<Container> {
  const widget = new StandInWidget(() => server.url);
  widget.outcome = 'wait';
  const container = await buildContainer(testModule({ backendUrl: server.url, clock: new ManualClock(new Date()), paymentWidget: widget }));
  container.get(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.TOKEN, token(STUDENT, { email: DEMO.student.email }));
  return container;
}

async function setup(kind: 'private-class' | 'group-course' = 'private-class', code = PRIVATE) {
  const container = await browser();
  const service = container.get(CHECKOUT_SERVICE);
  const checkout = service.open(kind, code, STUDENT);
  const states: CheckoutState[] = [];
  checkout.subscribe(() => states.push(checkout.getSnapshot()));
  await checkout.load();
  return {
    checkout,
    states,
    service,
    api: container.get(PAYMENT_API),
    widget: container.get<StandInWidget>(PAYMENT_WIDGET),
    hosted: container.get<FakeHostedPayment>(HOSTED_PAYMENT),
    outbox: container.get(PAYMENT_OUTBOX),
  };
}

/** The backend's payment records. */
async function records(): Promise<{ PaymentID: string; ClassCode: string; Status: string }[]> {
  return ((await admin.db()) as { payments: { PaymentID: string; ClassCode: string; Status: string }[] }).payments;
}

describe('Checkout (application service)', () => {
  it('loads the class with the spec total and nothing held', async () => {
    const { checkout } = await setup();
    expect(checkout.getSnapshot()).toMatchObject({ status: 'ready', summary: { total: 525, currencyType: 'INR' }, held: null, save: 'idle' });
  });

  it('a provider success goes through confirming to confirmed, then back to the class', async () => {
    const { checkout, states, widget, outbox } = await setup();
    await checkout.pay();
    expect(widget.opened).toEqual([expect.objectContaining({ amount: 52500, currency: 'INR' })]);
    await widget.complete('pay');
    await expect.poll(() => checkout.getSnapshot().save, { timeout: 10_000 }).toBe('confirmed');
    expect(states.map((s) => s.save)).toContain('confirming');
    expect(checkout.getSnapshot()).toMatchObject({ busy: false, held: null, next: { to: `/student-private-class/${PRIVATE}` } });
    expect((await records()).filter((p) => p.ClassCode === PRIVATE && p.Status === 'captured')).toHaveLength(1);
    expect(outbox.read()).toEqual([]);
  });

  it('a class the student has paid already says so and starts no payment (Back after paying, a second visit)', async () => {
    const { checkout, widget } = await setup('private-class', DEMO.paidPrivateClass.code);
    expect(checkout.getSnapshot()).toMatchObject({ status: 'ready', paid: true });
    await checkout.pay();
    expect(widget.opened).toEqual([]);
    const unpaid = await setup();
    expect(unpaid.checkout.getSnapshot().paid).toBe(false);
  });

  it('two presses at once open one order', async () => {
    const { checkout, widget } = await setup();
    await Promise.all([checkout.pay(), checkout.pay()]);
    expect(widget.opened).toHaveLength(1);
  });

  it("a failure (code 3) is recorded and never reads as confirmed: only 'Transaction Failed!'", async () => {
    const { checkout, states, widget } = await setup();
    await checkout.pay();
    await widget.complete('fail');
    await expect.poll(() => checkout.getSnapshot().save, { timeout: 10_000 }).toBe('failure-recorded');
    expect(states.map((s) => s.save)).not.toContain('confirming');
    expect(checkout.getSnapshot()).toMatchObject({ dialog: 'Transaction Failed!', next: null });
    expect((await records()).filter((p) => p.ClassCode === PRIVATE).map((p) => p.Status)).toEqual(['failed']);
  });

  it('a save that keeps failing holds the payment: Pay Now does nothing until it is recorded, then it is sent again', async () => {
    const { checkout, widget, api, outbox } = await setup();
    const save = vi.spyOn(api, 'savePrivateClassPayment').mockRejectedValue(new BackendError('server', 'Unavailable', [], 503));
    await checkout.pay();
    await widget.complete('pay');
    await expect.poll(() => checkout.getSnapshot().save, { timeout: 10_000 }).toBe('will-retry');
    const held = outbox.read()[0]!;
    expect(checkout.getSnapshot()).toMatchObject({ held: { PaymentID: held.PaymentID }, next: null });
    await checkout.pay();
    expect(widget.opened).toHaveLength(1);
    save.mockRestore();
    await checkout.retrySave();
    expect(checkout.getSnapshot()).toMatchObject({ save: 'confirmed', held: null, next: { to: `/student-private-class/${PRIVATE}` } });
    expect((await records()).filter((p) => p.PaymentID === held.PaymentID)).toHaveLength(1);
    expect(outbox.read()).toEqual([]);
  });

  it('a save refused for good needs attention and leaves the device only when the user dismisses it', async () => {
    const { checkout, widget, api, outbox } = await setup();
    vi.spyOn(api, 'savePrivateClassPayment').mockRejectedValue(new BackendError('conflict', 'This PaymentID is already recorded for another class.', [], 409));
    await checkout.pay();
    await widget.complete('pay');
    await expect.poll(() => checkout.getSnapshot().save, { timeout: 10_000 }).toBe('needs-attention');
    expect(checkout.getSnapshot()).toMatchObject({ held: { attention: 'This PaymentID is already recorded for another class.' } });
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
    await widget.complete('pay');
    await expect.poll(() => checkout.getSnapshot().save, { timeout: 10_000 }).toBe(save);
    expect(checkout.getSnapshot()).toMatchObject({ reason, held: null, next: null, busy: false });
  });

  it("a refusal to start carries the backend's reason; nothing opens", async () => {
    const { checkout, widget, api } = await setup();
    vi.spyOn(api, 'getPrivateClassPaymentLink').mockRejectedValue(new BackendError('conflict', 'This class has already started.', [], 409));
    await checkout.pay();
    expect(checkout.getSnapshot()).toMatchObject({ busy: false, problem: { code: 'payment-refused', serverMessage: 'This class has already started.' } });
    expect(widget.opened).toEqual([]);
  });

  it('a hosted payment form goes to /payment with the form; one off the allowlist goes nowhere', async () => {
    const { checkout, api, hosted } = await setup('group-course', COURSE);
    const form = { action: 'https://pay.example.test/hosted', method: 'post' as const, fields: [{ name: 'order_id', value: 'order_1' }] };
    vi.spyOn(api, 'getCoursePaymentLink').mockResolvedValue({ kind: 'form', form });
    await checkout.pay();
    expect(checkout.getSnapshot()).toMatchObject({ busy: true, next: { to: '/payment', paymentForm: form } });
    expect(hosted.visited).toEqual([]);

    const other = await setup('group-course', COURSE);
    vi.spyOn(other.api, 'getCoursePaymentLink').mockResolvedValue({ kind: 'form', form: { ...form, action: 'https://evil.test/steal' } });
    await other.checkout.pay();
    expect(other.checkout.getSnapshot()).toMatchObject({ busy: false, next: null, problem: { code: 'untrusted-payment-page' } });
  });

  it("the hosted page's return is saved once, and only for this class", async () => {
    const { checkout, api } = await setup('private-class', HOSTED_PRIVATE);
    // The student pays on the provider's hosted page, which sends the browser back with the result in the address.
    const link = await api.getPrivateClassPaymentLink(HOSTED_PRIVATE);
    const fields = link.kind === 'hosted' ? new URL(link.url).searchParams : new URLSearchParams();
    const response = await fetch(new URL('/__provider/hosted/complete', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: fields.get('order_id'), return: fields.get('return'), outcome: 'pay' }),
      redirect: 'manual',
    });
    const back = new URL(response.headers.get('Location')!).searchParams;
    expect(checkout.returnFromHosted(new URLSearchParams({ ClassCode: 'PCother0000000001', code: '2', PaymentID: 'pay_x' }))).toBe(false);
    expect(checkout.returnFromHosted(back)).toBe(true);
    expect(checkout.returnFromHosted(back)).toBe(false);
    await expect.poll(() => checkout.getSnapshot().save, { timeout: 10_000 }).toBe('confirmed');
    expect((await records()).filter((p) => p.PaymentID === back.get('PaymentID'))).toHaveLength(1);
    expect(checkout.getSnapshot()).toMatchObject({ next: { to: `/student-private-class/${HOSTED_PRIVATE}` } });
  });

  it('answers that arrive after the screen went away change nothing', async () => {
    const { service } = await setup();
    const checkout = service.open('group-course', COURSE, STUDENT); // not in session storage: loaded from the backend
    const loading = checkout.load();
    checkout.dispose();
    await loading;
    expect(checkout.getSnapshot().status).toBe('loading');
  });

  it('a course repriced after the page loaded: no payment opens at a total the page did not show; the page shows the new one and Pay Now pays it', async () => {
    const { checkout, widget } = await setup('group-course', COURSE);
    expect(checkout.getSnapshot().summary).toMatchObject({ total: 2100, currencyType: 'INR' });
    expect((await admin.post('/EditTutorCourse', { ClassID: DEMO.course.classId, Price: 3000 }, { as: TUTOR })).status).toBe(200);
    await checkout.pay();
    expect(widget.opened).toEqual([]);
    expect(checkout.getSnapshot()).toMatchObject({ busy: false, problem: { code: 'price-changed', total: 3100, currencyType: 'INR' }, summary: { total: 3100 } });
    await checkout.pay();
    expect(widget.opened).toEqual([expect.objectContaining({ amount: 310000, currency: 'INR' })]);
    await widget.complete('pay');
    await expect.poll(() => checkout.getSnapshot().save, { timeout: 10_000 }).toBe('confirmed');
    const paid = ((await admin.db()) as { payments: { ClassCode: string; Status: string; Amount: number }[] }).payments.filter((p) => p.ClassCode === COURSE && p.Status === 'captured');
    expect(paid).toEqual([expect.objectContaining({ Amount: 3100 })]);
  });

  it('a free class is booked without the payment provider, then back to the class; a second student is told it is taken', async () => {
    const created = await admin.post('/SavePrivateClass', { ClassName: 'Free trial', Duration: 30, DateTime: future(6), Price: 0, TransactionFees: 0, CurrencyType: 'INR' }, { as: TUTOR });
    const code: string = created.body.Data.ClassLink;
    const { checkout, widget } = await setup('private-class', code);
    expect(checkout.getSnapshot().summary).toMatchObject({ price: 0, transactionFee: 0, discount: 0, total: 0 });
    await checkout.pay();
    expect(widget.opened).toEqual([]);
    expect(checkout.getSnapshot()).toMatchObject({ busy: false, save: 'booked-free', paid: true, problem: null, next: { to: `/student-private-class/${code}` } });
    const booked = ((await admin.db()) as { payments: { ClassCode: string; Status: string; Amount: number; StudentID: string }[] }).payments.filter((p) => p.ClassCode === code);
    expect(booked).toEqual([expect.objectContaining({ Status: 'captured', Amount: 0, StudentID: STUDENT })]);

    const other = await browser();
    other.get(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.TOKEN, token('student-priya-shah', { email: 'student-priya-shah@demo.test' }));
    const second = other.get(CHECKOUT_SERVICE).open('private-class', code, 'student-priya-shah');
    await second.load();
    await second.pay();
    expect(second.getSnapshot()).toMatchObject({ busy: false, save: 'idle', problem: { code: 'booking-refused', serverMessage: 'Another student has already booked this class.' } });
  });
});
