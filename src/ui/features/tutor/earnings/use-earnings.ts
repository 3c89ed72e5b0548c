import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import type { NewBankAccount, WithdrawalRequest } from '../../../../ports/earnings-api';
import { useService } from '../../../components/container-context';
import { worded } from '../../../components/form/save-outcome';
import { useAsync } from '../../../components/use-async';
import { moneyText } from './money-text';

/** Bank accounts (/GetBankAccounts, /SaveBankAccount). */
export function useBankAccounts() {
  const workspace = useService(TUTOR_WORKSPACE);
  const accounts = useAsync(() => workspace.bankAccounts(), 'bank-accounts');
  return { accounts, save: worded((input: NewBankAccount) => workspace.saveBankAccount(input), { failed: moneyText.errors.saveFailed }, accounts.refresh) };
}

/** Balances, accounts and withdrawals (/GetEarningsSummary, /GetBankAccounts, /GetWithdrawals); request (/RequestWithdrawal). */
export function useWithdrawals() {
  const workspace = useService(TUTOR_WORKSPACE);
  const overview = useAsync(() => workspace.withdrawalOverview(), 'withdrawals');
  return { overview, request: worded((input: WithdrawalRequest) => workspace.requestWithdrawal(input), { failed: moneyText.errors.requestFailed }, overview.refresh) };
}
