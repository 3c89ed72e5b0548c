// The Pact provider states (mock-server/states.mjs) against the handlers they stand for: a state built by hand drifts
// from what the backend writes, so the records a state leaves must be the ones the real operation leaves.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { admin, mockPerFile, TUTOR } from './support';

const PAID = DEMO.paidPrivateClass.code;

const { server, api } = mockPerFile({ webhooks: 'off' });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = any;

/** What a cancellation left on the class, its payment and the provider's payment, without ids and times. */
function cancellationRecords(db: Db, code: string) {
  const record = db.privateClasses.find((c: { ClassLink: string }) => c.ClassLink === code);
  const payment = db.payments.find((p: { ClassCode: string; RefundCause?: string }) => p.ClassCode === code && p.RefundCause === 'Cancellation');
  const atProvider = db.providerPayments.find((p: { PaymentID: string }) => p.PaymentID === payment?.PaymentID);
  const { RefundID, ...refund } = record.CancellationRefund;
  return {
    refundIdMatches: RefundID === payment.RefundID && RefundID === atProvider.Refunds.at(-1).id,
    cancellation: {
      Status: record.Status,
      CancelledBy: record.CancelledBy,
      CancelledByUserID: record.CancelledByUserID,
      CancellationRule: record.CancellationRule,
      Revision: record.Revision,
      refund: { ...refund, PaymentID: refund.PaymentID === payment.PaymentID },
      fields: Object.keys(record).sort(),
    },
    payment: { Status: payment.Status, RefundAmount: payment.RefundAmount, RefundReason: payment.RefundReason, RefundCause: payment.RefundCause, fields: Object.keys(payment).sort() },
    provider: { Status: atProvider.Status, refunds: atProvider.Refunds.map((r: { amount: number; currency: string; notes: unknown }) => ({ amount: r.amount, currency: r.currency, notes: r.notes })) },
  };
}

describe('provider states', () => {
  it("'the tutor cancelled <ClassCode>, which the demo student paid' leaves what the tutor's cancellation leaves", async () => {
    expect((await api.state(`the tutor cancelled ${PAID}, which the demo student paid`)).status).toBe(200);
    const fromState = cancellationRecords(await api.db(), PAID);

    await api.reset();
    const reply = await api.post('/ChangePrivateClassStatus', { ClassID: DEMO.paidPrivateClass.classId, Status: 'Cancelled' }, { as: TUTOR });
    expect(reply.status).toBe(200);
    const fromHandler = cancellationRecords(await api.db(), PAID);

    expect(fromState.refundIdMatches).toBe(true);
    expect(fromState).toEqual(fromHandler);
    expect(fromState.cancellation.refund).toEqual({ PaymentID: true, Amount: 525, CurrencyType: 'INR' });
    expect(fromState.provider).toEqual({ Status: 'refunded', refunds: [{ amount: 52_500, currency: 'INR', notes: { reason: 'The tutor cancelled the class.' } }] });
  });

  it('an unknown state is refused with every known name, the free class among them', async () => {
    const reply = await admin(server, '/__admin/state', { method: 'POST', body: { state: 'no such state' } });
    expect(reply.status).toBe(400);
    const { Message } = (await reply.json()) as { Message: string };
    expect(Message).toContain('the class <ClassCode> is free');
    expect(Message).toContain('the demo tutor has uploaded 20 images in the last hour');
  });

  it("'the class <ClassCode> is free' makes the class cost nothing", async () => {
    const code = DEMO.privateClass.code;
    expect((await api.state(`the class ${code} is free`)).status).toBe(200);
    const record = (await api.db()).privateClasses.find((c: { ClassLink: string }) => c.ClassLink === code);
    expect(record).toMatchObject({ Price: 0, TransactionFees: 0 });
  });
});
