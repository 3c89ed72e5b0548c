// The payment provider's signed webhook (POST /PaymentProviderWebhook, x-called-by: payment-provider): the web app never
// calls it, so it has no pact interaction; these tests are its contract check (the server validates its own answers).
import { describe, expect, it } from 'vitest';
import { STUDENT, admin, atProvider, eventually, mockPerFile, signPayment, signWebhook } from './support';

const PC1 = 'PCdemo0000000001';
const GC1 = 'GCdemo0000000001';
const PRIYA = 'student-priya-shah';

// The stand-in's own deliveries are tested on their own below; here the tests post the events themselves.
const { server, api } = mockPerFile({ webhooks: 'off' });

type Entity = { id: string; order_id: string; status: 'captured' | 'failed'; amount: number; currency: string; error_code?: string; error_description?: string };

const event = (entity: Entity) => ({ event: `payment.${entity.status}`, payload: { payment: { entity } }, account_id: 'acc_offline', contains: ['payment'] });

/** Posts an event as the provider would: raw JSON bytes and their signature (or the one given, or none). */
async function deliver(body: unknown, signature?: string | null) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['X-Razorpay-Signature'] = signature ?? signWebhook(raw);
  const response = await fetch(new URL('/PaymentProviderWebhook', server.url), { method: 'POST', headers, body: raw });
  return { status: response.status, body: await response.json() };
}

/** An order of `who` for `code`, paid (or failed) at the provider, not reported by any browser. */
async function paidAtProvider(who: string, code: string, kind: 'PrivateClass' | 'GroupCourse', outcome: 'pay' | 'fail' = 'pay') {
  const order = (await api.post('/CreateOrder', { ClassCode: code, Kind: kind }, { as: who })).body.Data;
  const result = (await atProvider(server, outcome, order.id)).body;
  const paymentId: string = outcome === 'pay' ? result.razorpay_payment_id : result.error.metadata.payment_id;
  const entity: Entity =
    outcome === 'pay'
      ? { id: paymentId, order_id: order.id, status: 'captured', amount: order.amount, currency: order.currency }
      : { id: paymentId, order_id: order.id, status: 'failed', amount: order.amount, currency: order.currency, error_code: 'BAD_REQUEST_ERROR', error_description: 'Declined.' };
  return { order, paymentId, entity };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const recordsOf = async (paymentId: string) => (await api.db()).payments.filter((p: any) => p.PaymentID === paymentId);

describe('the payment provider webhook', () => {
  it('records a signed payment.captured for the order’s student, who then has the class paid', async () => {
    const { paymentId, entity, order } = await paidAtProvider(STUDENT, PC1, 'PrivateClass');
    const reply = await deliver(event(entity));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ StatusCode: 200, Message: 'OK', Data: { PaymentID: paymentId, OrderID: order.id, ClassCode: PC1, Status: 'captured', StudentID: STUDENT, Amount: 525 } });
    expect(await recordsOf(paymentId)).toHaveLength(1);
    expect((await api.get('/GetPrivateClassStatus', { as: STUDENT, query: { ClassCode: PC1 } })).body.Data).toMatchObject({ Paid: true, PaymentStatus: 'Paid' });
    // The browser's own save, arriving later, finds the same record.
    const save = await api.post('/SavePrivateClassPaymentDetails', { ClassCode: PC1, PaymentID: paymentId, OrderID: order.id, Signature: signPayment(order.id, paymentId) }, { as: STUDENT });
    expect(save.body.Data).toEqual(reply.body.Data);
    expect(await recordsOf(paymentId)).toHaveLength(1);
  });

  it('refuses a wrong or missing signature with 401 and stores nothing', async () => {
    const { paymentId, entity } = await paidAtProvider(STUDENT, PC1, 'PrivateClass');
    const body = event(entity);
    const wrongSecret = await deliver(body, signWebhook(JSON.stringify(body), 'not-the-webhook-secret'));
    expect([wrongSecret.status, wrongSecret.body.Message]).toEqual([401, 'The webhook signature does not match the body.']);
    // The key secret (the browser's signature) is not the webhook secret.
    expect((await deliver(body, signWebhook(JSON.stringify(body), 'mock_key_secret_offline_only'))).status).toBe(401);
    // Signed over other bytes: the same event with different spacing.
    expect((await deliver(body, signWebhook(JSON.stringify(body, null, 1)))).status).toBe(401);
    const missing = await deliver(body, null);
    expect([missing.status, missing.body.Message]).toEqual([401, 'No X-Razorpay-Signature header: only the payment provider calls this.']);
    expect(await recordsOf(paymentId)).toHaveLength(0);
  });

  it('takes none of the app’s headers: no token, no DeviceID', async () => {
    const { entity } = await paidAtProvider(STUDENT, GC1, 'GroupCourse');
    const reply = await deliver(event(entity));
    expect(reply.status).toBe(200);
  });

  it('answers 404 for a payment the provider never made and 409 when the order or status differs, storing nothing', async () => {
    const { paymentId, entity } = await paidAtProvider(STUDENT, PC1, 'PrivateClass');
    const unknown = await deliver(event({ ...entity, id: 'pay_NeverMade00001' }));
    expect(unknown.status).toBe(404);
    const otherOrder = await deliver(event({ ...entity, order_id: 'order_NotThisOne001' }));
    expect(otherOrder.status).toBe(409);
    const failedClaim = await deliver(event({ ...entity, status: 'failed' }));
    expect(failedClaim.status).toBe(409);
    const before = await api.db();
    expect(before.payments.filter((p: { PaymentID: string }) => p.PaymentID === paymentId || p.PaymentID === 'pay_NeverMade00001')).toHaveLength(0);
  });

  it('is idempotent: a replay answers 200 with the stored record and changes nothing', async () => {
    const { paymentId, entity } = await paidAtProvider(STUDENT, GC1, 'GroupCourse');
    const first = await deliver(event(entity));
    const before = await api.db();
    const again = await deliver(event(entity));
    expect(again.status).toBe(200);
    expect(again.body.Data).toEqual(first.body.Data);
    const after = await api.db();
    expect(after.payments).toEqual(before.payments);
    expect(await recordsOf(paymentId)).toHaveLength(1);
  });

  it('upgrades a failure the browser stored (wrong signature) to captured', async () => {
    const { paymentId, entity, order } = await paidAtProvider(STUDENT, PC1, 'PrivateClass');
    const forged = signPayment(order.id, paymentId, 'not-the-secret');
    const stored = await api.post('/SavePrivateClassPaymentDetails', { ClassCode: PC1, PaymentID: paymentId, OrderID: order.id, Signature: forged }, { as: STUDENT });
    expect(stored.body.Data).toMatchObject({ Status: 'failed', ErrorCode: 'SIGNATURE_MISMATCH' });
    const reply = await deliver(event(entity));
    expect(reply.body.Data).toMatchObject({ Status: 'captured', PaymentID: paymentId });
    expect(reply.body.Data.ErrorCode).toBeUndefined();
    expect(await recordsOf(paymentId)).toEqual([expect.objectContaining({ Status: 'captured' })]);
    expect((await api.get('/GetPrivateClassStatus', { as: STUDENT, query: { ClassCode: PC1 } })).body.Data.Paid).toBe(true);
  });

  it('records a payment.failed as failed, and a later capture of another payment still pays the class', async () => {
    const failed = await paidAtProvider(STUDENT, GC1, 'GroupCourse', 'fail');
    const reply = await deliver(event(failed.entity));
    expect(reply.body.Data).toMatchObject({ Status: 'failed', ErrorCode: 'BAD_REQUEST_ERROR', ErrorDescription: 'Declined.' });
    expect((await api.get('/GetCourseClassStatus', { as: STUDENT, query: { ClassCode: GC1 } })).body.Data.PaymentStatus).toBe('Failed');
    // A payment.failed replayed after all is still the one failed record.
    expect((await deliver(event(failed.entity))).body.Data).toEqual(reply.body.Data);
    expect(await recordsOf(failed.paymentId)).toHaveLength(1);
  });

  it("records another student's order for that student, never for anyone else", async () => {
    const { paymentId, entity } = await paidAtProvider(PRIYA, PC1, 'PrivateClass');
    const reply = await deliver(event(entity));
    expect(reply.body.Data).toMatchObject({ StudentID: PRIYA, StudentName: 'Priya Shah', Status: 'captured' });
    expect(await recordsOf(paymentId)).toEqual([expect.objectContaining({ StudentID: PRIYA })]);
    expect((await api.get('/GetPrivateClassStatus', { as: PRIYA, query: { ClassCode: PC1 } })).body.Data.Paid).toBe(true);
    expect((await api.get('/GetPrivateClassStatus', { as: STUDENT, query: { ClassCode: PC1 } })).body.Data.Paid).toBe(false);
  });

  it('refunds an extra capture: a second order of the same student for a class it recorded as paid', async () => {
    const first = await paidAtProvider(STUDENT, GC1, 'GroupCourse');
    // The browser has not reported the first payment yet, so a second tab gets a new order and pays it too.
    const second = await paidAtProvider(STUDENT, GC1, 'GroupCourse');
    expect(second.order.id).not.toBe(first.order.id);
    expect((await deliver(event(first.entity))).body.Data.Status).toBe('captured');
    const reply = await deliver(event(second.entity));
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatchObject({ Status: 'refunded', RefundReason: 'The student had already paid for this course.', RefundID: expect.stringMatching(/^rfnd_/) });
    const db = await api.db();
    const atProviderRecord = db.providerPayments.find((p: { PaymentID: string }) => p.PaymentID === second.paymentId);
    expect(atProviderRecord).toMatchObject({ Status: 'refunded', Refunds: [{ id: reply.body.Data.RefundID, amount: 210000, currency: 'INR' }] });
    // A replay refunds nothing twice.
    expect((await deliver(event(second.entity))).body.Data).toEqual(reply.body.Data);
    expect((await api.db()).providerPayments.find((p: { PaymentID: string }) => p.PaymentID === second.paymentId).Refunds).toHaveLength(1);
  });
});

describe('the provider stand-in delivers webhooks', () => {
  it('for a payment no browser reported (a closed tab), some time after the capture', async () => {
    await api.provider({ webhooks: 'on', webhookDelayMs: 50 });
    const { paymentId } = await paidAtProvider(STUDENT, PC1, 'PrivateClass');
    const [record] = await eventually(async () => {
      const found = await recordsOf(paymentId);
      return found.length > 0 && found;
    });
    expect(record).toMatchObject({ Status: 'captured', StudentID: STUDENT, ClassCode: PC1 });
    const log = await eventually(async () => {
      const settings = await api.provider();
      return settings.deliveries[0]?.state === 'delivered' && settings;
    });
    expect(log.deliveries).toEqual([{ event: 'payment.captured', PaymentID: paymentId, state: 'delivered', attempts: 1, lastStatus: 200 }]);
  });

  it('for a failed payment too', async () => {
    await api.provider({ webhooks: 'on', webhookDelayMs: 0 });
    const { paymentId } = await paidAtProvider(STUDENT, GC1, 'GroupCourse', 'fail');
    const [record] = await eventually(async () => {
      const found = await recordsOf(paymentId);
      return found.length > 0 && found;
    });
    expect(record).toMatchObject({ Status: 'failed', ErrorCode: 'BAD_REQUEST_ERROR' });
  });

  it('retries with backoff when the backend answers an error (fault rules reach the webhook path)', async () => {
    await api.provider({ webhooks: 'on', webhookDelayMs: 0, webhookRetryMs: 20 });
    await api.faults([{ path: '/PaymentProviderWebhook', status: 503, times: 2 }]);
    const { paymentId } = await paidAtProvider(STUDENT, PC1, 'PrivateClass');
    const log = await eventually(async () => {
      const settings = await api.provider();
      return settings.deliveries[0]?.state === 'delivered' && settings;
    });
    expect(log.deliveries[0]).toMatchObject({ PaymentID: paymentId, attempts: 3, lastStatus: 200 });
    expect(await recordsOf(paymentId)).toHaveLength(1);
  });

  it('gives up after the last attempt', async () => {
    await api.provider({ webhooks: 'on', webhookDelayMs: 0, webhookRetryMs: 10, webhookAttempts: 2 });
    await api.faults([{ path: '/PaymentProviderWebhook', status: 500 }]);
    const { paymentId } = await paidAtProvider(STUDENT, PC1, 'PrivateClass');
    const log = await eventually(async () => {
      const settings = await api.provider();
      return settings.deliveries[0]?.state === 'gave up' && settings;
    });
    expect(log.deliveries[0]).toMatchObject({ attempts: 2, lastStatus: 500 });
    expect(await recordsOf(paymentId)).toHaveLength(0);
  });

  it('never lands after a reset: pending deliveries are cancelled and the settings go back to the defaults', async () => {
    await api.provider({ webhooks: 'on', webhookDelayMs: 300 });
    const { paymentId } = await paidAtProvider(STUDENT, PC1, 'PrivateClass');
    expect((await api.provider()).pendingWebhooks).toBe(1);
    await api.reset();
    expect(await api.provider()).toEqual({ webhooks: 'on', webhookDelayMs: 3000, webhookRetryMs: 1000, webhookAttempts: 4, pendingWebhooks: 0, deliveries: [] });
    // A second payment with the same delay, sent after the first: timers fire in order, so once its webhook has landed
    // the cancelled one would have landed too (a signal, not a wait of fixed length).
    await api.provider({ webhooks: 'on', webhookDelayMs: 300 });
    const later = await paidAtProvider(STUDENT, PC1, 'PrivateClass');
    await eventually(async () => (await api.provider()).deliveries.some((d: { PaymentID: string; state: string }) => d.PaymentID === later.paymentId && d.state === 'delivered'));
    expect(await recordsOf(later.paymentId)).toHaveLength(1);
    expect(await recordsOf(paymentId)).toHaveLength(0);
  });

  it('refuses settings it does not know', async () => {
    const response = await admin(server, '/__admin/provider', { method: 'POST', body: { webhooks: 'sometimes' } });
    expect(response.status).toBe(400);
  });
});
