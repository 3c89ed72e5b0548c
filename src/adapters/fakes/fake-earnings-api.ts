import type { BankAccount, EarningsSummary, Page, PageQuery, Withdrawal, WithdrawalStatus } from '../../domain/backend-records';
import type { EarningsApi, NewBankAccount, WithdrawalRequest } from '../../ports/earnings-api';
import { conflict, FakeBackendDb, invalid, notFound, paginate } from './fake-backend-db';

export class FakeEarningsApi implements EarningsApi {
  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async getSummary(): Promise<EarningsSummary> {
    const tutor = this.db.enter({ role: 1 })!;
    return { Balances: this.balances(tutor.uid) };
  }

  async listBankAccounts(query: PageQuery = {}): Promise<Page<BankAccount>> {
    this.db.enter({ role: 1 });
    return paginate(this.db.bankAccounts, query);
  }

  async saveBankAccount(input: NewBankAccount): Promise<BankAccount> {
    this.db.enter({ role: 1 });
    if (!input.HolderName.trim()) throw invalid('HolderName', 'Enter the account holder name.');
    if (!/^[0-9]{9,18}$/.test(input.AccountNumber)) throw invalid('AccountNumber', 'AccountNumber must be 9 to 18 digits.');
    if (input.ConfirmAccountNumber !== input.AccountNumber) throw invalid('ConfirmAccountNumber', 'The account numbers do not match.');
    if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(input.IFSC)) throw invalid('IFSC', 'IFSC must look like SBIN0001234.');
    if (!input.BankName.trim()) throw invalid('BankName', 'Enter the bank name.');
    const last4 = input.AccountNumber.slice(-4);
    if (this.db.bankAccounts.some((account) => account.AccountLast4 === last4 && account.IFSC === input.IFSC)) {
      throw conflict('AccountNumber', 'This account is already saved.');
    }
    const account: BankAccount = {
      BankAccountID: this.db.newId(),
      HolderName: input.HolderName.trim(),
      AccountLast4: last4,
      IFSC: input.IFSC,
      BankName: input.BankName.trim(),
      CreatedAt: this.db.nowIso(),
    };
    this.db.bankAccounts.push(account);
    return account;
  }

  async listWithdrawals(query: PageQuery & { status?: WithdrawalStatus } = {}): Promise<Page<Withdrawal>> {
    this.db.enter({ role: 1 });
    return paginate(this.db.withdrawals.filter((withdrawal) => query.status === undefined || withdrawal.Status === query.status).reverse(), query);
  }

  async requestWithdrawal(input: WithdrawalRequest): Promise<Withdrawal> {
    const tutor = this.db.enter({ role: 1 })!;
    if (!Number.isInteger(input.Amount) || input.Amount < 1) throw invalid('Amount', 'Amount must be a whole number, 1 or more.');
    const account = this.db.bankAccounts.find((candidate) => candidate.BankAccountID === input.BankAccountID);
    if (!account) throw notFound('Bank account');
    const available = this.balances(tutor.uid).find((balance) => balance.CurrencyType === input.CurrencyType)?.Available ?? 0;
    if (input.Amount > available) throw conflict('Amount', `You can withdraw at most ${available} ${input.CurrencyType}.`);
    const withdrawal: Withdrawal = {
      WithdrawalID: this.db.newId(),
      BankAccountID: account.BankAccountID,
      AccountLast4: account.AccountLast4,
      Amount: input.Amount,
      CurrencyType: input.CurrencyType,
      Status: 'Requested',
      RequestedAt: this.db.nowIso(),
    };
    this.db.withdrawals.push(withdrawal);
    return withdrawal;
  }

  private balances(tutorId: string): EarningsSummary['Balances'] {
    const byCurrency = new Map<Withdrawal['CurrencyType'], EarningsSummary['Balances'][number]>();
    const entry = (currency: Withdrawal['CurrencyType']) => {
      if (!byCurrency.has(currency)) byCurrency.set(currency, { CurrencyType: currency, Earned: 0, Withdrawn: 0, PendingWithdrawals: 0, Available: 0 });
      return byCurrency.get(currency)!;
    };
    for (const payment of this.db.payments) {
      if (payment.TutorID !== tutorId || payment.Status !== 'captured') continue;
      const found = this.db.findClass(payment.ClassCode);
      // The tutor earns the price; the transaction fee is the platform's.
      entry(payment.CurrencyType).Earned += found ? found.price : payment.Amount;
    }
    for (const withdrawal of this.db.withdrawals) {
      if (withdrawal.Status === 'Paid') entry(withdrawal.CurrencyType).Withdrawn += withdrawal.Amount;
      if (withdrawal.Status === 'Requested' || withdrawal.Status === 'Processing') entry(withdrawal.CurrencyType).PendingWithdrawals += withdrawal.Amount;
    }
    return [...byCurrency.values()].map((balance) => ({ ...balance, Available: balance.Earned - balance.Withdrawn - balance.PendingWithdrawals }));
  }
}
