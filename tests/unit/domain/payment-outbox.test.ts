import { describe, expect, it } from 'vitest';
import {
  acknowledgePayment,
  enqueuePayment,
  parseOutbox,
  recordFailedAttempt,
  type PendingPayment,
} from '../../../src/domain/payment-outbox';

const payment = (id: string, extra: Partial<PendingPayment> = {}): PendingPayment => ({
  kind: 'private-class',
  ClassCode: 'PCdemo0000000001',
  PaymentID: id,
  OrderID: 'order_1',
  Signature: 'sig',
  Status: 'captured',
  receivedAt: '2026-11-24T10:00:00Z',
  attempts: 0,
  ...extra,
});

describe('payment outbox', () => {
  it('keeps one entry per PaymentID', () => {
    const once = enqueuePayment([], payment('pay_1'));
    const twice = enqueuePayment(once, payment('pay_1', { attempts: 5 }));
    expect(twice).toEqual([payment('pay_1')]);
    expect(enqueuePayment(twice, payment('pay_2')).map((p) => p.PaymentID)).toEqual(['pay_1', 'pay_2']);
  });

  it('removes only the acknowledged payment', () => {
    const outbox = [payment('pay_1'), payment('pay_2')];
    expect(acknowledgePayment(outbox, 'pay_1').map((p) => p.PaymentID)).toEqual(['pay_2']);
    expect(acknowledgePayment(outbox, 'pay_9')).toEqual(outbox);
  });

  it('counts failed attempts with the reason', () => {
    const outbox = recordFailedAttempt([payment('pay_1'), payment('pay_2')], 'pay_2', 'network');
    expect(outbox[0]).toEqual(payment('pay_1'));
    expect(outbox[1]).toMatchObject({ PaymentID: 'pay_2', attempts: 1, lastError: 'network' });
  });

  it('round-trips through storage and drops corrupt entries', () => {
    const stored = JSON.stringify([payment('pay_1'), { PaymentID: '' }, 'junk', payment('pay_2', { Status: 'failed' })]);
    expect(parseOutbox(stored).map((p) => p.PaymentID)).toEqual(['pay_1', 'pay_2']);
    expect(parseOutbox('{not json')).toEqual([]);
    expect(parseOutbox(null)).toEqual([]);
    expect(parseOutbox('{"a":1}')).toEqual([]);
  });
});
