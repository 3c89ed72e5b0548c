import { z } from 'zod';
import type { CurrencyType } from '../../../../contract/records';
import type { NewBankAccount, WithdrawalRequest } from '../../../../ports/earnings-api';
import { BANK_ACCOUNT_LIMITS as B, NAME_MAX } from '../../../../domain/form-limits';
import { characterCount } from '../../../../domain/plain-text';
import { plainTextField } from '../../../../domain/plain-text-field';
import { moneyText } from './money-text';

const e = moneyText.errors;

export interface BankFormValues {
  HolderName: string;
  AccountNumber: string;
  ConfirmAccountNumber: string;
  IFSC: string;
  BankName: string;
}

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_DIGITS = new RegExp(`^[0-9]{${B.accountDigits.min},${B.accountDigits.max}}$`);
/** At least `min` characters once something is typed (nothing typed has its own words). */
const atLeast = (min: number) => (text: string) => text.length === 0 || characterCount(text) >= min;

export const bankAccountSchema = z
  .object({
    HolderName: plainTextField(NAME_MAX.HolderName, { empty: e.holderRequired, 'too-long': e.tooLong, 'not-text': e.notText }).refine(atLeast(B.holderNameMin), e.tooShort),
    AccountNumber: z.string().trim().regex(ACCOUNT_DIGITS, e.accountDigits),
    ConfirmAccountNumber: z.string().trim(),
    IFSC: z.string().trim().toUpperCase().regex(IFSC_PATTERN, e.ifscFormat),
    BankName: plainTextField(NAME_MAX.BankName, { empty: e.bankRequired, 'too-long': e.tooLong, 'not-text': e.notText }).refine(atLeast(B.bankNameMin), e.tooShort),
  })
  .refine((value) => value.ConfirmAccountNumber === value.AccountNumber, { path: ['ConfirmAccountNumber'], message: e.accountMismatch })
  .transform((value): NewBankAccount => value);

/** A withdrawal amount: a positive whole number not above what is available. */
export function withdrawalAmountSchema(available: number, currency: string) {
  return z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, e.amountWhole)
    .transform(Number)
    .refine((amount) => amount <= available, e.amountOverBalance(available, currency));
}

export interface WithdrawalFormValues {
  BankAccountID: string;
  CurrencyType: string;
  Amount: string;
}

/** The withdrawal form: an account, and an amount within the chosen currency's balance. */
export function withdrawalSchema(available: number, currency: CurrencyType) {
  return z
    .object({ BankAccountID: z.string().transform(Number), Amount: withdrawalAmountSchema(available, currency) })
    .transform((value): WithdrawalRequest => ({ ...value, CurrencyType: currency }));
}
