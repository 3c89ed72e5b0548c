import { Link } from 'react-router-dom';
import type { BankAccount } from '../../../../contract/records';
import type { NewBankAccount } from '../../../../ports/earnings-api';
import { PageTitle } from '../../../components/page-title';
import { FormAlert, FormField, SubmitButton } from '../../../components/form/fields';
import { useForm } from '../../../components/form/use-form';
import { AsyncView } from '../../../components/async-states';
import { bankAccountSchema, type BankFormValues } from './money-schema';
import { moneyText } from './money-text';
import { useBankAccounts } from './use-earnings';
import { refusedSave, type SaveOutcome } from '../../../components/form/save-outcome';
import { paths } from '../../../../domain/routes';

const EMPTY: BankFormValues = { HolderName: '', AccountNumber: '', ConfirmAccountNumber: '', IFSC: '', BankName: '' };

export function BankAccountForm({ onSave }: { onSave: (input: NewBankAccount) => Promise<SaveOutcome<BankAccount>> }) {
  const form = useForm({
    initial: EMPTY,
    schema: () => bankAccountSchema,
    send: async (input) => {
      const outcome = await onSave(input);
      if (!outcome.ok) return refusedSave<keyof BankFormValues>(outcome, EMPTY);
      return { ok: true, done: moneyText.accountSaved(outcome.value.AccountLast4), values: EMPTY };
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="add-account-title" className="card">
      <h2 id="add-account-title">{moneyText.addAccountTitle}</h2>
      <FormAlert messages={form.alert} />
      <FormField label={moneyText.holderName} autoComplete="name" {...form.field('HolderName')} />
      <FormField label={moneyText.accountNumber} inputMode="numeric" autoComplete="off" hint={moneyText.accountNumberHint} {...form.field('AccountNumber')} />
      <FormField
        label={moneyText.confirmAccountNumber}
        inputMode="numeric"
        autoComplete="off"
        onPaste={(event) => event.preventDefault()}
        {...form.field('ConfirmAccountNumber')}
      />
      <FormField label={moneyText.ifsc} hint={moneyText.ifscHint} autoCapitalize="characters" {...form.field('IFSC')} />
      <FormField label={moneyText.bankName} {...form.field('BankName')} />
      <SubmitButton pending={form.pending} label={moneyText.saveAccount} pendingLabel={moneyText.savingAccount} />
      <p role="status">{form.done}</p>
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
        <AsyncView load={accounts} isEmpty={(items) => items.length === 0} empty={moneyText.accountsEmpty}>
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
        </AsyncView>
      </section>
      <BankAccountForm onSave={save} />
    </section>
  );
}
