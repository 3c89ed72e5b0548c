import { describe, expect, it } from 'vitest';
import { groupCourseSchema, paymentConfirmationSchema, privateClassSchema } from '../../../src/domain/entities';

const algebra = {
  ClassName: 'Algebra Basics',
  Duration: 60,
  DateTime: '2026-11-24T10:30:00Z',
  Price: 500,
  TransactionFees: 25,
  CurrencyType: 'INR',
  ClassLink: 'PCdemo0000000001',
};

describe('entity schemas of spec §3', () => {
  it('accepts the demo private class and group course', () => {
    expect(privateClassSchema.parse(algebra)).toEqual(algebra);
    const course = { CourseName: 'Spoken English', Price: 2000, TransactionFees: 100, CurrencyType: 'INR', ClassLink: 'GCdemo0000000001' };
    expect(groupCourseSchema.parse(course)).toEqual(course);
  });

  it.each([
    ['a fractional price', { Price: 10.5 }],
    ['a negative fee', { TransactionFees: -1 }],
    ['a short class link', { ClassLink: 'PC1' }],
    ['a class link with symbols', { ClassLink: 'PCdemo000000000!' }],
    ['a bad date', { DateTime: 'tomorrow-ish' }],
    ['an empty name', { ClassName: '  ' }],
    ['a lower-case currency', { CurrencyType: 'inr' }],
  ])('refuses a private class with %s', (_label, change) => {
    expect(privateClassSchema.safeParse({ ...algebra, ...change }).success).toBe(false);
  });

  it('requires ClassCode and PaymentID for a payment confirmation', () => {
    expect(paymentConfirmationSchema.safeParse({ ClassCode: 'PCdemo0000000001', PaymentID: 'pay_1' }).success).toBe(true);
    expect(paymentConfirmationSchema.safeParse({ ClassCode: 'PCdemo0000000001' }).success).toBe(false);
  });
});
