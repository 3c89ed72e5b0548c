import { Landmark, Wallet } from 'lucide-react';
import { useEffect } from 'react';
import type { BankAccount, EarningsSummary, Withdrawal, WithdrawalStatus } from '../../../../contract/records';
import type { WithdrawalRequest } from '../../../../ports/earnings-api';
import { CLOCK } from '../../../../ports/clock';
import { useService } from '../../../components/container-context';
import { ButtonLink } from '../../../components/kit/button';
import { EmptyState } from '../../../components/kit/empty-state';
import { Money } from '../../../components/kit/money';
import { PageHeader } from '../../../components/kit/page-header';
import { StatusPill, type Tone } from '../../../components/kit/status-pill';
import { text } from '../../../components/text';
import { FormAlert, FormField, SelectField, SubmitButton } from '../../../components/form/fields';
import { useForm } from '../../../components/form/use-form';
import { DateTime } from '../../../components/kit/date-time';
import { AsyncView } from '../../../components/async-states';
import { withdrawalSchema, type WithdrawalFormValues } from './money-schema';
import { moneyText } from './money-text';
import { tutorText } from '../tutor-text';
import { useWithdrawals } from './use-earnings';
import { refusedSave, type SaveOutcome } from '../../../components/form/save-outcome';
import { useProfileTimeZone } from '../../../components/use-profile-time-zone';
import { DataTable } from '../../../components/data-table';
import { paths } from '../../../../domain/routes';
import '../tutor-lists.css';

const WITHDRAWAL_TONE: Record<WithdrawalStatus, Tone> = { Requested: 'info', Processing: 'warning', Paid: 'success', Rejected: 'danger' };

type Balance = EarningsSummary['Balances'][number];

export function WithdrawalForm({
  balances,
  accounts,
  onRequest,
}: {
  balances: Balance[];
  accounts: BankAccount[];
  onRequest: (input: WithdrawalRequest) => Promise<SaveOutcome<Withdrawal>>;
}) {
  const withMoney = balances.filter((balance) => balance.Available > 0);
  const balanceOf = (currency: string) => withMoney.find((item) => item.CurrencyType === currency);
  const form = useForm({
    initial: (): WithdrawalFormValues => ({ BankAccountID: String(accounts[0]?.BankAccountID ?? ''), CurrencyType: withMoney[0]?.CurrencyType ?? '', Amount: '' }),
    schema: (values) => {
      const chosen = balanceOf(values.CurrencyType)!;
      return withdrawalSchema(chosen.Available, chosen.CurrencyType);
    },
    send: async (input, values) => {
      const outcome = await onRequest(input);
      if (!outcome.ok) return refusedSave<keyof WithdrawalFormValues>(outcome, { Amount: '' });
      return { ok: true, done: moneyText.requested(outcome.value.Amount, outcome.value.CurrencyType), values: { ...values, Amount: '' } };
    },
  });
  const balance = balanceOf(form.values.CurrencyType);
  if (withMoney.length === 0) return null;
  if (accounts.length === 0)
    return (
      <EmptyState
        icon={<Landmark />}
        title={moneyText.needAccountTitle}
        action={
          <ButtonLink variant="primary" to={paths.addBank()}>
            {moneyText.addAccountLink}
          </ButtonLink>
        }
      >
        <p>{moneyText.needAccount}</p>
      </EmptyState>
    );

  return (
    <form onSubmit={(event) => (balance ? form.onSubmit(event) : event.preventDefault())} noValidate aria-labelledby="request-withdrawal-title" className="card tutor-form">
      <h2 id="request-withdrawal-title">{moneyText.requestTitle}</h2>
      <FormAlert messages={form.alert} />
      <SelectField id="withdraw-account" label={moneyText.toAccount} value={form.values.BankAccountID} onChange={(id) => form.set('BankAccountID', id)}>
        {accounts.map((account) => (
          <option key={account.BankAccountID} value={String(account.BankAccountID)}>
            {moneyText.accountLine(account.BankName, account.AccountLast4, account.IFSC)}
          </option>
        ))}
      </SelectField>
      <SelectField id="withdraw-currency" label={tutorText.currency} value={form.values.CurrencyType} onChange={(currency) => form.set('CurrencyType', currency)}>
        {withMoney.map((item) => (
          <option key={item.CurrencyType}>{item.CurrencyType}</option>
        ))}
      </SelectField>
      <FormField
        label={moneyText.amount}
        inputMode="numeric"
        hint={balance ? moneyText.amountHint(balance.Available, balance.CurrencyType) : undefined}
        {...form.field('Amount')}
      />
      <SubmitButton pending={form.pending} label={moneyText.requestWithdrawal} pendingLabel={moneyText.requesting} />
      <p role="status">{form.done}</p>
    </form>
  );
}

/** /tutor-cash-withdrawal: available balances, a withdrawal request (never above the balance) and past withdrawals. */
export function CashWithdrawalScreen() {
  const clock = useService(CLOCK);
  const timeZone = useProfileTimeZone();
  const { overview, request } = useWithdrawals();
  useEffect(() => {
    document.title = `${moneyText.withdrawTitle} · ${text.brand}`;
  }, []);
  return (
    <section className="page tutor-page">
      <PageHeader
        title={moneyText.withdrawTitle}
        lead={moneyText.withdrawLead}
        actions={
          <ButtonLink variant="secondary" icon={<Landmark />} to={paths.addBank()}>
            {moneyText.bankAccountsLink}
          </ButtonLink>
        }
      />
      <AsyncView load={overview}>
        {(data) => (
          <div className="tutor-stack">
            <section aria-labelledby="balances-title" className="card">
              <h2 id="balances-title" className="tutor-card-heading">
                {moneyText.balancesTitle}
              </h2>
              {data.balances.every((item) => item.Available <= 0) ? (
                <p className="muted">{moneyText.noBalance}</p>
              ) : (
                <ul className="tutor-balances">
                  {data.balances.map((item) => (
                    <li key={item.CurrencyType}>
                      <Money amount={item.Available} currency={item.CurrencyType} className="tutor-balance" />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <WithdrawalForm balances={data.balances} accounts={data.accounts} onRequest={request} />
            <section aria-labelledby="withdrawal-history-title" className="card">
              <h2 id="withdrawal-history-title" className="tutor-card-heading">
                {moneyText.historyTitle}
              </h2>
              {data.withdrawals.length === 0 ? (
                <EmptyState icon={<Wallet />} title={moneyText.historyEmpty}>
                  <p>{moneyText.historyEmptyBody}</p>
                </EmptyState>
              ) : (
                <DataTable
                  label={moneyText.historyTable}
                  rows={data.withdrawals}
                  rowKey={(item) => item.WithdrawalID}
                  columns={[
                    { header: moneyText.requestedAt, cell: (item) => <DateTime value={item.RequestedAt} now={clock.now()} timeZone={timeZone} /> },
                    { header: moneyText.amount, cell: (item) => <Money amount={item.Amount} currency={item.CurrencyType} /> },
                    { header: moneyText.account, cell: (item) => moneyText.endingIn(item.AccountLast4) },
                    { header: tutorText.status, cell: (item) => <StatusPill tone={WITHDRAWAL_TONE[item.Status]}>{moneyText.withdrawalStatus(item.Status)}</StatusPill> },
                  ]}
                />
              )}
            </section>
          </div>
        )}
      </AsyncView>
    </section>
  );
}
