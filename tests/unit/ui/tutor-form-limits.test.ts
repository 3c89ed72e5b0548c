import { describe, expect, it } from 'vitest';
import { bankAccountSchema } from '../../../src/ui/features/tutor/earnings/money-schema';
import { privateClassSchema } from '../../../src/ui/features/tutor/private-classes/private-class-schema';

// The contract's limits (openapi/backend.yaml: ClassName, HolderName, BankName at most 100 characters), said in words.
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('tutor form limits match the contract', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const klass = { Duration: '60', DateTime: '2027-01-10T10:00', Price: '500', TransactionFees: '25', CurrencyType: 'INR' };

  it('takes a 100-character class name and refuses 101', () => {
    expect(privateClassSchema('UTC', now).safeParse({ ...klass, ClassName: 'a'.repeat(100) }).success).toBe(true);
    expect(messages(privateClassSchema('UTC', now).safeParse({ ...klass, ClassName: 'a'.repeat(101) }))).toEqual({
      ClassName: 'Use at most 100 characters for the class name.',
    });
  });

  it('refuses a holder or bank name over 100 characters', () => {
    const account = { AccountNumber: '123456789', ConfirmAccountNumber: '123456789', IFSC: 'SBIN0001234' };
    expect(bankAccountSchema.safeParse({ ...account, HolderName: 'a'.repeat(100), BankName: 'b'.repeat(100) }).success).toBe(true);
    expect(messages(bankAccountSchema.safeParse({ ...account, HolderName: 'a'.repeat(101), BankName: 'b'.repeat(101) }))).toEqual({
      HolderName: 'Use at most 100 characters.',
      BankName: 'Use at most 100 characters.',
    });
  });
});
