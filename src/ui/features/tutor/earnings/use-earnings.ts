import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import type { NewBankAccount, WithdrawalRequest } from '../../../../ports/earnings-api';
import { useService } from '../../../components/container-context';
import { worded } from '../../../components/form/save-outcome';
import { useInvalidate, useRead } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';
import { moneyText } from './money-text';

/** Bank accounts (/GetBankAccounts, /SaveBankAccount). */
export function useBankAccounts() {
  const workspace = useService(TUTOR_WORKSPACE);
  const accounts = useRead(TUTOR_WORKSPACE, tutorReads.bankAccounts, (tutor) => tutor.bankAccounts());
  const invalidate = useInvalidate();
  const changed = () => {
    for (const key of [tutorReads.bankAccounts, tutorReads.withdrawals]) void invalidate(key);
  };
  return { accounts, save: worded((input: NewBankAccount) => workspace.saveBankAccount(input), { failed: moneyText.errors.saveFailed }, changed) };
}

/** Balances, accounts and withdrawals (/GetEarningsSummary, /GetBankAccounts, /GetWithdrawals); request (/RequestWithdrawal). */
export function useWithdrawals() {
  const workspace = useService(TUTOR_WORKSPACE);
  const overview = useRead(TUTOR_WORKSPACE, tutorReads.withdrawals, (tutor) => tutor.withdrawalOverview());
  const invalidate = useInvalidate();
  const changed = () => {
    for (const key of [tutorReads.withdrawals, tutorReads.earnings]) void invalidate(key);
  };
  return { overview, request: worded((input: WithdrawalRequest) => workspace.requestWithdrawal(input), { failed: moneyText.errors.requestFailed }, changed) };
}
