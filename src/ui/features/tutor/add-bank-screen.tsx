import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BankAccount } from '../../../domain/backend-records';
import type { NewBankAccount } from '../../../ports/earnings-api';
import { PageTitle } from '../../components/page-title';
import { FormAlert, FormField } from '../auth/form-field';
import { LoadStates } from './load-states';
import { bankAccountSchema, type BankFormValues } from './money-schema';
import { moneyText } from './money-text';
import { fieldErrorsOf, type FieldErrors } from './private-class-schema';
import { useBankAccounts } from './use-earnings';
import type { SaveOutcome } from './use-private-classes';
import { paths } from '../../../domain/routes';

const EMPTY: BankFormValues = { HolderName: '', AccountNumber: '', ConfirmAccountNumber: '', IFSC: '', BankName: '' };

export function BankAccountForm({ onSave }: { onSave: (input: NewBankAccount) => Promise<SaveOutcome<BankAccount>> }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof BankFormValues>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof BankFormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert([]);
    setDone('');
    const parsed = bankAccountSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await onSave(parsed.data);
    setBusy(false);
    if (outcome.ok) {
      setDone(moneyText.accountSaved(outcome.value.AccountLast4));
      setValues(EMPTY);
    } else {
      if (outcome.field && outcome.field in EMPTY) setErrors({ [outcome.field]: outcome.message });
      setAlert([outcome.message]);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-account-title" className="card">
      <h2 id="add-account-title">{moneyText.addAccountTitle}</h2>
      <FormAlert messages={alert} />
      <FormField label={moneyText.holderName} autoComplete="name" value={values.HolderName} onChange={set('HolderName')} error={errors.HolderName} />
      <FormField
        label={moneyText.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        hint={moneyText.accountNumberHint}
        value={values.AccountNumber}
        onChange={set('AccountNumber')}
        error={errors.AccountNumber}
      />
      <FormField
        label={moneyText.confirmAccountNumber}
        inputMode="numeric"
        autoComplete="off"
        onPaste={(event) => event.preventDefault()}
        value={values.ConfirmAccountNumber}
        onChange={set('ConfirmAccountNumber')}
        error={errors.ConfirmAccountNumber}
      />
      <FormField label={moneyText.ifsc} hint={moneyText.ifscHint} autoCapitalize="characters" value={values.IFSC} onChange={set('IFSC')} error={errors.IFSC} />
      <FormField label={moneyText.bankName} value={values.BankName} onChange={set('BankName')} error={errors.BankName} />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? moneyText.savingAccount : moneyText.saveAccount}
      </button>
      <p role="status">{done}</p>
    </form>
  );
}

/** /add-bank: the tutor's bank accounts (last 4 digits only) and the form to add one. */
export function AddBankScreen() {
  const { accounts, save } = useBankAccounts();
  return (
    <section className="page">
      <PageTitle>{moneyText.addBankTitle}</PageTitle>
      <section aria-labelledby="saved-accounts-title">
        <h2 id="saved-accounts-title">{moneyText.savedAccounts}</h2>
        <LoadStates state={accounts.state} onRetry={accounts.reload} isEmpty={(items) => items.length === 0} empty={moneyText.accountsEmpty}>
          {(items) => (
            <>
              <ul className="card-list">
                {items.map((account) => (
                  <li key={account.BankAccountID} className="card">
                    <strong>{account.HolderName}</strong> — {moneyText.accountLine(account.BankName, account.AccountLast4, account.IFSC)}
                  </li>
                ))}
              </ul>
              <p>
                <Link to={paths.tutorCashWithdrawal()}>{moneyText.goWithdraw}</Link>
              </p>
            </>
          )}
        </LoadStates>
      </section>
      <BankAccountForm onSave={save} />
    </section>
  );
}
