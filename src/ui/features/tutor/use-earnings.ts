import { useCallback } from 'react';
import { isBackendError } from '../../../domain/backend-error';
import type { BankAccount, Withdrawal } from '../../../contract/records';
import { EARNINGS_API, type NewBankAccount, type WithdrawalRequest } from '../../../ports/earnings-api';
import { useService } from '../../app/container-context';
import { moneyText } from './money-text';
import { useAsync } from '../../components/use-async';
import { outcomeOfFailure, type SaveOutcome } from './use-private-classes';

/** Bank accounts (/GetBankAccounts, /SaveBankAccount). */
export function useBankAccounts() {
  const api = useService(EARNINGS_API);
  const accounts = useAsync(async () => (await api.listBankAccounts({ pageSize: 100 })).Items, 'bank-accounts');
  const reload = accounts.refresh;
  const save = useCallback(
    async (input: NewBankAccount): Promise<SaveOutcome<BankAccount>> => {
      try {
        const value = await api.saveBankAccount(input);
        reload();
        return { ok: true, value };
      } catch (error) {
        if (isBackendError(error, 'conflict')) return { ok: false, message: error.fieldErrors[0]?.message ?? error.message, field: error.fieldErrors[0]?.field };
        return outcomeOfFailure(error, moneyText.errors.saveFailed);
      }
    },
    [api, reload],
  );
  return { accounts, save };
}

/** Balances, accounts and withdrawals (/GetEarningsSummary, /GetBankAccounts, /GetWithdrawals); request (/RequestWithdrawal). */
export function useWithdrawals() {
  const api = useService(EARNINGS_API);
  const overview = useAsync(async () => {
    const [summary, accounts, withdrawals] = await Promise.all([
      api.getSummary(),
      api.listBankAccounts({ pageSize: 100 }),
      api.listWithdrawals({ pageSize: 100 }),
    ]);
    return { balances: summary.Balances, accounts: accounts.Items, withdrawals: withdrawals.Items };
  }, 'withdrawals');
  const reload = overview.refresh;
  const request = useCallback(
    async (input: WithdrawalRequest): Promise<SaveOutcome<Withdrawal>> => {
      try {
        const value = await api.requestWithdrawal(input);
        reload();
        return { ok: true, value };
      } catch (error) {
        if (isBackendError(error, 'conflict')) return { ok: false, message: error.fieldErrors[0]?.message ?? error.message, field: 'Amount' };
        return outcomeOfFailure(error, moneyText.errors.requestFailed);
      }
    },
    [api, reload],
  );
  return { overview, request };
}
