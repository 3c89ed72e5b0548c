import { describe, expect, it } from 'vitest';
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
} from '../../../src/domain/payment-outbox';

const payment = (id: string, extra: Partial<PendingPayment> = {}): PendingPayment => ({
  uid: 'student-a',
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
  it("sends a user's entries only for that user, and none that wait for a person", () => {
    const outbox = [payment('pay_1'), payment('pay_2', { uid: 'student-b' }), payment('pay_3', { attention: 'Refused' })];
    expect(sendableFor(outbox, 'student-a').map((p) => p.PaymentID)).toEqual(['pay_1']);
    expect(sendableFor(outbox, 'student-b').map((p) => p.PaymentID)).toEqual(['pay_2']);
    expect(sendableFor(outbox, 'student-c')).toEqual([]);
  });

  it('takes a 4xx other than 401 as final: the entry stays, with the reason, out of the retry loop', () => {
    expect(['validation', 'forbidden', 'conflict', 'not-found'].every((kind) => isFinalSaveRefusal(kind as never))).toBe(true);
    expect(['unauthorised', 'rate-limited', 'server', 'network', 'malformed'].some((kind) => isFinalSaveRefusal(kind as never))).toBe(false);
    const outbox = markNeedsAttention([payment('pay_1')], 'pay_1', 'This payment was made by another student.');
    expect(outbox).toEqual([payment('pay_1', { attempts: 1, attention: 'This payment was made by another student.' })]);
    expect(sendableFor(outbox, 'student-a')).toEqual([]);
  });

  it("names the user's unrecorded success for a class (Pay Now stays off), never a failure or another user's", () => {
    const outbox = [payment('pay_1', { Status: 'failed' }), payment('pay_2', { uid: 'student-b' }), payment('pay_3', { ClassCode: 'GCdemo0000000001' })];
    expect(unconfirmedPayment(outbox, 'student-a', 'PCdemo0000000001')).toBeNull();
    expect(unconfirmedPayment([...outbox, payment('pay_4')], 'student-a', 'PCdemo0000000001')?.PaymentID).toBe('pay_4');
  });

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

  it('drops an entry with an empty owner or an empty PaymentID (never sent, never blocks Pay Now)', () => {
    const stored = JSON.stringify([payment('pay_1', { uid: '' }), payment(''), payment('pay_2')]);
    expect(parseOutbox(stored).map((p) => p.PaymentID)).toEqual(['pay_2']);
  });

  it('round-trips through storage and drops corrupt entries', () => {
    const { uid: _uid, ...ownerless } = payment('pay_0');
    const stored = JSON.stringify([payment('pay_1'), { PaymentID: '' }, 'junk', ownerless, payment('pay_2', { Status: 'failed' })]);
    expect(parseOutbox(stored).map((p) => p.PaymentID)).toEqual(['pay_1', 'pay_2']);
    expect(parseOutbox('{not json')).toEqual([]);
    expect(parseOutbox(null)).toEqual([]);
    expect(parseOutbox('{"a":1}')).toEqual([]);
  });
});
