import { TUTOR_WORKSPACE } from '../../../../application/tokens';
import type { NewBankAccount, WithdrawalRequest } from '../../../../ports/earnings-api';
import { useChange, useRead } from '../../../components/server-state';
import { tutorReads } from '../tutor-reads';
import { moneyText } from './money-text';

/** Bank accounts (/GetBankAccounts, /SaveBankAccount). */
export function useBankAccounts() {
  return {
    accounts: useRead(TUTOR_WORKSPACE, tutorReads.bankAccounts, (tutor) => tutor.bankAccounts()),
    save: useChange(TUTOR_WORKSPACE, (tutor, input: NewBankAccount) => tutor.saveBankAccount(input), { failed: moneyText.errors.saveFailed }, [tutorReads.bankAccounts, tutorReads.withdrawals]),
  };
}

/** Balances, accounts and withdrawals (/GetEarningsSummary, /GetBankAccounts, /GetWithdrawals); request (/RequestWithdrawal). */
export function useWithdrawals() {
  return {
    overview: useRead(TUTOR_WORKSPACE, tutorReads.withdrawals, (tutor) => tutor.withdrawalOverview()),
    request: useChange(TUTOR_WORKSPACE, (tutor, input: WithdrawalRequest) => tutor.requestWithdrawal(input), { failed: moneyText.errors.requestFailed }, [tutorReads.withdrawals, tutorReads.earnings]),
  };
}
