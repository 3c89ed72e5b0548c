import type { BankAccount, EarningsSummary, Page, PageQuery, Withdrawal, WithdrawalStatus } from '../../contract/records';
import { getBankAccounts, getEarningsSummary, getWithdrawals, requestWithdrawal, saveBankAccount } from '../../contract/generated/backend/sdk.gen';
import type { EarningsApi, NewBankAccount, WithdrawalRequest } from '../../ports/earnings-api';
import { paging, type BackendTransport } from './http/backend-transport';

export class HttpEarningsApi implements EarningsApi {
  constructor(private readonly http: BackendTransport) {}

  getSummary(): Promise<EarningsSummary> {
    return this.http.call('read', (base) => getEarningsSummary(base));
  }

  listBankAccounts(query: PageQuery = {}): Promise<Page<BankAccount>> {
    return this.http.call('read', (base) => getBankAccounts({ ...base, query: paging(query) }));
  }

  saveBankAccount(input: NewBankAccount): Promise<BankAccount> {
    return this.http.call('once', (base) => saveBankAccount({ ...base, body: input }));
  }

  listWithdrawals(query: PageQuery & { status?: WithdrawalStatus } = {}): Promise<Page<Withdrawal>> {
    return this.http.call('read', (base) => getWithdrawals({ ...base, query: { Status: query.status, ...paging(query) } }));
  }

  requestWithdrawal(input: WithdrawalRequest): Promise<Withdrawal> {
    return this.http.call('once', (base) => requestWithdrawal({ ...base, body: input }));
  }
}
