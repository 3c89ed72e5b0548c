import type { BankAccount, CurrencyType, EarningsSummary, Page, PageQuery, Withdrawal, WithdrawalStatus } from '../contract/records';
import { token } from './token';

export interface NewBankAccount {
  HolderName: string;
  /** 9–18 digits; sent once, the backend keeps only the last 4. */
  AccountNumber: string;
  ConfirmAccountNumber: string;
  IFSC: string;
  BankName: string;
}

export interface WithdrawalRequest {
  BankAccountID: number;
  Amount: number;
  CurrencyType: CurrencyType;
}

/**
 * A tutor's money: balances (/GetEarningsSummary), bank accounts (/GetBankAccounts, /SaveBankAccount) and cash
 * withdrawals (/GetWithdrawals, /RequestWithdrawal; 409 'conflict' over the available balance). Tutors only.
 */
export interface EarningsApi {
  getSummary(): Promise<EarningsSummary>;
  listBankAccounts(query?: PageQuery): Promise<Page<BankAccount>>;
  saveBankAccount(input: NewBankAccount): Promise<BankAccount>;
  listWithdrawals(query?: PageQuery & { status?: WithdrawalStatus }): Promise<Page<Withdrawal>>;
  requestWithdrawal(input: WithdrawalRequest): Promise<Withdrawal>;
}

export const EARNINGS_API = token<EarningsApi>('EarningsApi');
