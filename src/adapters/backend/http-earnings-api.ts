import {
  bankAccountSchema,
  earningsSummarySchema,
  pageSchema,
  withdrawalSchema,
  type BankAccount,
  type EarningsSummary,
  type Page,
  type PageQuery,
  type Withdrawal,
  type WithdrawalStatus,
} from '../../domain/backend-records';
import type { EarningsApi, NewBankAccount, WithdrawalRequest } from '../../ports/earnings-api';
import { getBankAccounts, getEarningsSummary, getWithdrawals, requestWithdrawal, saveBankAccount } from './generated/backend/sdk.gen';
import type { BackendTransport } from './http/backend-transport';

export class HttpEarningsApi implements EarningsApi {
  constructor(private readonly http: BackendTransport) {}

  getSummary(): Promise<EarningsSummary> {
    return this.http.call(getEarningsSummary, { operation: 'getEarningsSummary', retry: 'read', data: earningsSummarySchema });
  }

  listBankAccounts(query: PageQuery = {}): Promise<Page<BankAccount>> {
    return this.http.call(getBankAccounts, {
      operation: 'getBankAccounts',
      retry: 'read',
      data: pageSchema(bankAccountSchema),
      query: { Page: query.page, PageSize: query.pageSize },
    });
  }

  saveBankAccount(input: NewBankAccount): Promise<BankAccount> {
    return this.http.call(saveBankAccount, { operation: 'saveBankAccount', retry: 'once', data: bankAccountSchema, body: input });
  }

  listWithdrawals(query: PageQuery & { status?: WithdrawalStatus } = {}): Promise<Page<Withdrawal>> {
    return this.http.call(getWithdrawals, {
      operation: 'getWithdrawals',
      retry: 'read',
      data: pageSchema(withdrawalSchema),
      query: { Status: query.status, Page: query.page, PageSize: query.pageSize },
    });
  }

  requestWithdrawal(input: WithdrawalRequest): Promise<Withdrawal> {
    return this.http.call(requestWithdrawal, { operation: 'requestWithdrawal', retry: 'once', data: withdrawalSchema, body: input });
  }
}
