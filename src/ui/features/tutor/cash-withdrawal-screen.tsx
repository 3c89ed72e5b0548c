import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BankAccount, EarningsSummary, Withdrawal } from '../../../domain/backend-records';
import type { WithdrawalRequest } from '../../../ports/earnings-api';
import { CLOCK } from '../../../ports/clock';
import { useService } from '../../app/container-context';
import { PageTitle } from '../../components/page-title';
import { FormAlert, FormField } from '../auth/form-field';
import { formatClassTime } from '../../../domain/class-time';
import { LoadStates } from './load-states';
import { withdrawalAmountSchema } from './money-schema';
import { moneyText } from './money-text';
import { tutorText } from './tutor-text';
import { useWithdrawals } from './use-earnings';
import type { SaveOutcome } from './use-private-classes';
import { useProfileTimeZone } from '../../app/use-profile-time-zone';
import { TableScroll } from '../../components/table-scroll';
import { paths } from '../../../domain/routes';

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
  const [currency, setCurrency] = useState(withMoney[0]?.CurrencyType ?? '');
  const [accountId, setAccountId] = useState(String(accounts[0]?.BankAccountID ?? ''));
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const balance = withMoney.find((item) => item.CurrencyType === currency);
  if (withMoney.length === 0) return <p className="muted">{moneyText.noBalance}</p>;
  if (accounts.length === 0)
    return (
      <p className="muted">
        {moneyText.needAccount} <Link to={paths.addBank()}>{moneyText.addAccountLink}</Link>
      </p>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !balance) return;
    setAlert([]);
    setDone('');
    const parsed = withdrawalAmountSchema(balance.Available, balance.CurrencyType).safeParse(amount);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await onRequest({ BankAccountID: Number(accountId), Amount: parsed.data, CurrencyType: balance.CurrencyType });
    setBusy(false);
    if (outcome.ok) {
      setDone(moneyText.requested(outcome.value.Amount, outcome.value.CurrencyType));
      setAmount('');
    } else {
      if (outcome.field === 'Amount') setError(outcome.message);
      setAlert([outcome.message]);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="request-withdrawal-title" className="card">
      <h2 id="request-withdrawal-title">{moneyText.requestTitle}</h2>
      <FormAlert messages={alert} />
      <div className="field">
        <label htmlFor="withdraw-account">{moneyText.toAccount}</label>
        <select id="withdraw-account" value={accountId} onChange={(event) => setAccountId(event.target.value)}>
          {accounts.map((account) => (
            <option key={account.BankAccountID} value={String(account.BankAccountID)}>
              {moneyText.accountLine(account.BankName, account.AccountLast4, account.IFSC)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="withdraw-currency">{tutorText.currency}</label>
        <select id="withdraw-currency" value={currency} onChange={(event) => setCurrency(event.target.value as typeof currency)}>
          {withMoney.map((item) => (
            <option key={item.CurrencyType}>{item.CurrencyType}</option>
          ))}
        </select>
      </div>
      <FormField
        label={moneyText.amount}
        inputMode="numeric"
        hint={balance ? moneyText.amountHint(balance.Available, balance.CurrencyType) : undefined}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
      />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? moneyText.requesting : moneyText.requestWithdrawal}
      </button>
      <p role="status">{done}</p>
    </form>
  );
}

/** /tutor-cash-withdrawal: available balances, a withdrawal request (never above the balance) and past withdrawals. */
export function CashWithdrawalScreen() {
  const clock = useService(CLOCK);
  const timeZone = useProfileTimeZone();
  const { overview, request } = useWithdrawals();
  return (
    <section className="page">
      <PageTitle>{moneyText.withdrawTitle}</PageTitle>
      <LoadStates state={overview.state} onRetry={overview.reload} isEmpty={() => false} empty="">
        {(data) => (
          <>
            <section aria-labelledby="balances-title">
              <h2 id="balances-title">{moneyText.balancesTitle}</h2>
              {data.balances.length === 0 ? (
                <p className="muted">{moneyText.noBalance}</p>
              ) : (
                <ul>
                  {data.balances.map((item) => (
                    <li key={item.CurrencyType}>{tutorText.money(item.Available, item.CurrencyType)}</li>
                  ))}
                </ul>
              )}
            </section>
            <WithdrawalForm balances={data.balances} accounts={data.accounts} onRequest={request} />
            <section aria-labelledby="withdrawal-history-title">
              <h2 id="withdrawal-history-title">{moneyText.historyTitle}</h2>
              {data.withdrawals.length === 0 ? (
                <p className="muted">{moneyText.historyEmpty}</p>
              ) : (
                <TableScroll label={moneyText.historyTable}>
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{moneyText.requestedAt}</th>
                        <th scope="col">{moneyText.amount}</th>
                        <th scope="col">{moneyText.account}</th>
                        <th scope="col">{tutorText.status}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.withdrawals.map((item) => (
                        <tr key={item.WithdrawalID}>
                          <td>{formatClassTime(item.RequestedAt, clock.now(), timeZone)}</td>
                          <td>{tutorText.money(item.Amount, item.CurrencyType)}</td>
                          <td>{moneyText.endingIn(item.AccountLast4)}</td>
                          <td>{moneyText.withdrawalStatus(item.Status)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              )}
            </section>
          </>
        )}
      </LoadStates>
    </section>
  );
}
