// The payment fault suite, service layer: the real checkout use case and payment outbox (src/application), the real
// HTTP adapters and the real mock backend with its provider stand-in, in Node. Faults come from /__admin/faults. Each
// case checks what the provider took against what the backend recorded and writes its row of the table that
// scripts/payment-fault-table.mjs prints in `npm test`. The browser journeys are tests/e2e/payment-faults.spec.ts.
import { SessionCheckoutStore } from '../../src/adapters/browser/session-checkout-store';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { CheckoutService, type Checkout } from '../../src/application/checkout';
import { PaymentConfirmations } from '../../src/application/payment-confirmations';
import { PaymentOutbox } from '../../src/application/payment-outbox';
import { createBackendAdapters } from '../../src/adapters/backend/backend-adapters';
import { FakeHostedPayment } from '../../src/adapters/fakes/fake-hosted-payment';
import { InMemoryStore } from '../../src/adapters/fakes/in-memory-store';
import { ManualClock } from '../../src/adapters/fakes/manual-clock';
import { MemoryLogger } from '../../src/adapters/fakes/memory-logger';
import { SeededRandomSource } from '../../src/adapters/fakes/seeded-random-source';
import { LOCAL_STORAGE_KEYS } from '../../src/domain/constants';
import { StandInWidget } from '../support/stand-in-widget';
import { ledgerOf, writeRow, type Ledger, type MockDb } from '../payment-faults/ledger';
import { DEVICE_ID, mockPerFile, signPayment, STUDENT, token } from './support';

const PRIVATE = DEMO.privateClass.code;
const OTHER_STUDENT = 'student-priya-shah';

const { server, api } = mockPerFile({ webhooks: 'off' });

async function provider(settings: Record<string, unknown>): Promise<void> {
  expect(await api.provider(settings)).toMatchObject(settings);
}

async function faults(rules: Record<string, unknown>[]): Promise<void> {
  expect((await api.faults(rules)).status).toBe(200);
}

/** One browser profile: its local storage (TOKEN, device id, the outbox) and the app's services over real HTTP; signed in as `uid` if given. */
function device(uid: string | null = null) {
  const local = new InMemoryStore({ platformKeyUser: DEVICE_ID, langId: '1' });
  const adapters = createBackendAdapters({ backend: server.url, functions: server.url }, { local, random: new SeededRandomSource() });
  const logger = new MemoryLogger();
  const widget = new StandInWidget(() => server.url);
  const outbox = new PaymentOutbox(local, adapters.payments, logger);
  const session = new InMemoryStore();
  const service = new CheckoutService(
    new SessionCheckoutStore(session),
    adapters.privateClasses,
    adapters.courses,
    adapters.payments,
    widget,
    new FakeHostedPayment(),
    { allowedPaymentOrigins: [server.url] },
    logger,
    new ManualClock(),
    outbox,
    adapters.studentClasses,
    new PaymentConfirmations(),
    session,
  );
  const signIn = (who: string) => {
    uid = who;
    local.set(LOCAL_STORAGE_KEYS.TOKEN, token(who, { email: `${who}@demo.test` }));
  };
  if (uid !== null) signIn(uid);
  const signOut = () => {
    uid = null;
    local.remove(LOCAL_STORAGE_KEYS.TOKEN);
  };
  /** A checkout page of the signed-in user, loaded. */
  const open = async (code = PRIVATE): Promise<Checkout> => {
    const checkout = service.open(code.startsWith('PC') ? 'private-class' : 'group-course', code, uid);
    await checkout.load();
    expect(checkout.getSnapshot().status).toBe('ready');
    return checkout;
  };
  /** Opens the checkout and presses Pay Now; returns once the provider answered and the save ran its course. */
  const pay = async (code = PRIVATE): Promise<Checkout> => {
    const checkout = await open(code);
    await checkout.pay();
    await settled(checkout);
    return checkout;
  };
  return { local, adapters, widget, outbox, signIn, signOut, open, pay };
}

/** The student pays while the save answers 503 past the adapter's 4 tries: captured at the provider, held in the outbox. */
async function payLeftPending(d: ReturnType<typeof device>) {
  await faults([{ path: '/SavePrivateClassPaymentDetails', status: 503, times: 4, retryAfter: 0 }]);
  await d.pay();
  const [pending] = d.outbox.read();
  expect(pending).toMatchObject({ Status: 'captured' });
  return pending!;
}

/** Waits until the checkout is no longer busy (the provider answered and the save ran its course). */
async function settled(checkout: Checkout): Promise<void> {
  await expect.poll(() => checkout.getSnapshot().busy, { timeout: 15_000 }).toBe(false);
}

/** The backend's payment records of a class. */
async function recordsOf(code: string): Promise<{ PaymentID: string; StudentID: string; Status: string }[]> {
  const db = (await api.db()) as { payments: { PaymentID: string; StudentID: string; Status: string; ClassCode: string }[] };
  return db.payments.filter((p) => p.ClassCode === code);
}

async function row(name: string, codes: string[] = [PRIVATE]): Promise<Ledger> {
  const ledger = ledgerOf((await api.db()) as MockDb, codes);
  writeRow({ case: name, layer: 'service', ...ledger });
  expect(ledger.lost, `${name}: captured payments the backend did not record`).toBe(0);
  expect(ledger.duplicated, `${name}: extra captures kept without a refund`).toBe(0);
  expect(ledger.misrecorded, `${name}: records at another amount than captured`).toBe(0);
  return ledger;
}

describe('payment faults (checkout use case against the mock backend)', () => {
  it('a save that fails past the retries is kept, blocks a second charge, and the later flush records it once', async () => {
    const d = device(STUDENT);
    // 503 for the first 6 tries: the adapter's 4 tries of this save, then 2 more.
    await faults([{ path: '/SavePrivateClassPaymentDetails', status: 503, times: 6, retryAfter: 0 }]);
    const checkout = await d.pay();
    expect(checkout.getSnapshot()).toMatchObject({ save: 'will-retry', held: { Status: 'captured' } });
    await checkout.pay(); // Pay Now is off: no second order, no second charge
    expect(d.widget.opened).toHaveLength(1);
    await d.outbox.flush(STUDENT); // 2 more 503s inside this flush's retries, then it gets through
    expect(d.outbox.read()).toEqual([]);
    expect(await row('save fails 6 times, then recovers')).toMatchObject({ captures: 1, records: 1, refunds: 0 });
  });

  it('an answer lost after the write: the retry returns the stored record, not a second one', async () => {
    const d = device(STUDENT);
    await faults([{ path: '/SavePrivateClassPaymentDetails', status: 503, after: true, times: 1, retryAfter: 0 }]);
    const checkout = await d.pay();
    expect(checkout.getSnapshot()).toMatchObject({ save: 'confirmed', held: null });
    expect(await recordsOf(PRIVATE)).toHaveLength(1);
    expect(await row('answer lost after the write (503)')).toMatchObject({ captures: 1, records: 1 });
  });

  it('a dropped connection after the write: recorded once', async () => {
    const d = device(STUDENT);
    await faults([{ path: '/SavePrivateClassPaymentDetails', drop: true, after: true, times: 1 }]);
    const checkout = await d.pay();
    expect(checkout.getSnapshot().save).toBe('confirmed');
    expect(await row('answer lost after the write (connection dropped)')).toMatchObject({ captures: 1, records: 1 });
  });

  it('a double press opens one order and the provider takes one payment', async () => {
    const d = device(STUDENT);
    const checkout = await d.open();
    await Promise.all([checkout.pay(), checkout.pay()]);
    await settled(checkout);
    expect(d.widget.opened).toHaveLength(1);
    expect(await row('double press')).toMatchObject({ captures: 1, records: 1 });
  });

  it('two tabs on one class pay one order: the provider refuses the second payment', async () => {
    const d = device(STUDENT);
    const [first, second] = [await d.open(), await d.open()];
    await Promise.all([first.pay(), second.pay()]);
    await Promise.all([settled(first), settled(second)]);
    expect(new Set(d.widget.opened.map((o) => o.orderId)).size).toBe(1);
    expect(d.widget.refusals).toEqual(['This order is already paid.']);
    expect(await row('two tabs, one class')).toMatchObject({ captures: 1, records: 1 });
  });

  it("a pending payment survives sign-out and is never sent under the next user; its owner's next visit sends it", async () => {
    const d = device(STUDENT);
    const pending = await payLeftPending(d);
    expect(pending).toMatchObject({ uid: STUDENT });
    d.signOut();
    d.signIn(OTHER_STUDENT);
    await d.outbox.flush(OTHER_STUDENT);
    expect(await recordsOf(PRIVATE)).toEqual([]);
    expect(d.outbox.read()).toEqual([pending]);
    d.signOut();
    d.signIn(STUDENT);
    await d.outbox.flush(STUDENT);
    expect(d.outbox.read()).toEqual([]);
    expect(await recordsOf(PRIVATE)).toEqual([expect.objectContaining({ PaymentID: pending.PaymentID, StudentID: STUDENT, Status: 'captured' })]);
    expect(await row('sign-out with a pending payment, another user signs in')).toMatchObject({ captures: 1, records: 1 });
  });

  it("another student replaying a payment is refused and the payer's save records it", async () => {
    const payer = device(STUDENT);
    const pending = await payLeftPending(payer);
    const thief = device(OTHER_STUDENT);
    const replay = await thief.adapters.payments
      .savePrivateClassPayment({ classCode: PRIVATE, paymentId: pending.PaymentID, orderId: pending.OrderID, signature: pending.Signature })
      .catch((error: Error) => error);
    expect(replay).toMatchObject({ kind: 'forbidden', message: 'This payment was made by another student.' });
    expect(await recordsOf(PRIVATE)).toEqual([]);
    await payer.outbox.flush(STUDENT);
    expect(await recordsOf(PRIVATE)).toEqual([expect.objectContaining({ PaymentID: pending.PaymentID, StudentID: STUDENT, Status: 'captured' })]);
    expect(await row('another student replays the payment')).toMatchObject({ captures: 1, records: 1 });
  });

  it('a wrong signature is stored as failed, and the right one then records the capture', async () => {
    const d = device(STUDENT);
    d.widget.outcome = 'tab-closed'; // pay at the provider; the test reports it itself
    const checkout = await d.open();
    await checkout.pay();
    const db = (await api.db()) as { providerPayments: { PaymentID: string; OrderID: string }[] };
    const paid = db.providerPayments.at(-1)!;
    const forged = await d.adapters.payments.savePrivateClassPayment({ classCode: PRIVATE, paymentId: paid.PaymentID, orderId: paid.OrderID, signature: 'ab'.repeat(32) });
    expect(forged).toMatchObject({ Status: 'failed', ErrorCode: 'SIGNATURE_MISMATCH' });
    const right = await d.adapters.payments.savePrivateClassPayment({ classCode: PRIVATE, paymentId: paid.PaymentID, orderId: paid.OrderID, signature: signPayment(paid.OrderID, paid.PaymentID) });
    expect(right).toMatchObject({ Status: 'captured' });
    expect(await row('wrong signature, then the right one')).toMatchObject({ captures: 1, records: 1 });
  });

  it("a tab closed between the provider's success and the handler: the provider's webhook records the payment", async () => {
    await provider({ webhooks: 'on', webhookDelayMs: 50 });
    const d = device(STUDENT);
    d.widget.outcome = 'tab-closed';
    const checkout = await d.open();
    await checkout.pay();
    expect(d.outbox.read()).toEqual([]); // the browser never heard of it
    await expect.poll(async () => (await recordsOf(PRIVATE)).map((p) => [p.StudentID, p.Status]), { timeout: 10_000 }).toEqual([[STUDENT, 'captured']]);
    expect(await row('tab closed between success and handler')).toMatchObject({ captures: 1, records: 1 });
  });

  it("the webhook first, the browser's save after: one record, and the page says confirmed", async () => {
    await provider({ webhooks: 'on', webhookDelayMs: 0 });
    await faults([{ path: '/SavePrivateClassPaymentDetails', latencyMs: 1500, times: 1 }]);
    const d = device(STUDENT);
    const checkout = await d.pay();
    expect(checkout.getSnapshot().save).toBe('confirmed');
    expect(await recordsOf(PRIVATE)).toHaveLength(1);
    expect(await row("webhook before the browser's save")).toMatchObject({ captures: 1, records: 1 });
  });

  it('two students pay for one private class at once: one keeps it, the other is refunded and told so', async () => {
    const first = device(STUDENT);
    const second = device(OTHER_STUDENT);
    const code = DEMO.openPrivateClass.code;
    const [a, b] = [await first.open(code), await second.open(code)];
    // Both at the provider before either save: the widget of each waits for the other's capture.
    first.widget.outcome = 'tab-closed';
    second.widget.outcome = 'tab-closed';
    await Promise.all([a.pay(), b.pay()]);
    const captured = ((await api.db()) as MockDb).providerPayments.filter((p) => p.Status === 'captured').slice(-2);
    expect(captured).toHaveLength(2);
    const db = (await api.db()) as MockDb;
    const claim = (p: { PaymentID: string; OrderID: string }) => ({ classCode: code, paymentId: p.PaymentID, orderId: p.OrderID, signature: signPayment(p.OrderID, p.PaymentID) });
    const byStudent = (uid: string) => captured.find((p) => db.orders.find((o) => o.id === p.OrderID)?.StudentID === uid)!;
    expect((await first.adapters.payments.savePrivateClassPayment(claim(byStudent(STUDENT)))).Status).toBe('captured');
    const refunded = await second.adapters.payments.savePrivateClassPayment(claim(byStudent(OTHER_STUDENT)));
    expect(refunded).toMatchObject({ Status: 'refunded', RefundReason: expect.stringMatching(/another student/i) });
    expect(await row('two students pay for one private class', [code])).toMatchObject({ captures: 2, records: 2, refunds: 1 });
  });

  it('a failed payment is recorded as failed and the provider took nothing', async () => {
    const d = device(STUDENT);
    d.widget.outcome = 'fail';
    const checkout = await d.pay();
    expect(checkout.getSnapshot()).toMatchObject({ save: 'failure-recorded', dialog: 'Transaction Failed!' });
    expect(await row('the provider declines')).toMatchObject({ captures: 0, records: 0 });
  });
});
