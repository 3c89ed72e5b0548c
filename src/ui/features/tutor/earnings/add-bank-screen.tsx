import type { BankAccount } from '../../../../contract/records';
import type { NewBankAccount } from '../../../../ports/earnings-api';
import { Landmark, Wallet } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '../../../components/kit/button';
import { Card } from '../../../components/kit/card';
import { EmptyState } from '../../../components/kit/empty-state';
import { PageHeader } from '../../../components/kit/page-header';
import { text } from '../../../components/text';
import '../tutor-lists.css';
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
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="add-account-title" className="card tutor-form">
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
  useEffect(() => {
    document.title = `${moneyText.addBankTitle} · ${text.brand}`;
  }, []);
  return (
    <section className="page tutor-page">
      <PageHeader title={moneyText.addBankTitle} lead={moneyText.addBankLead} />
      <div className="tutor-stack">
        <section aria-labelledby="saved-accounts-title" className="tutor-section">
          <h2 id="saved-accounts-title">{moneyText.savedAccounts}</h2>
          <AsyncView load={accounts} isEmpty={() => false}>
            {(items) =>
              items.length === 0 ? (
                <EmptyState icon={<Landmark />} title={moneyText.accountsEmptyTitle}>
                  <p>{moneyText.accountsEmpty}</p>
                </EmptyState>
              ) : (
                <>
                  <ul className="card-list tutor-card-list">
                    {items.map((account) => (
                      <Card as="li" key={account.BankAccountID} className="tutor-bank-card">
                        <span className="tutor-bank-icon" aria-hidden="true">
                          <Landmark />
                        </span>
                        <span>
                          <strong>{account.HolderName}</strong>
                          <span className="tutor-card-line tutor-bank-line">{moneyText.accountLine(account.BankName, account.AccountLast4, account.IFSC)}</span>
                        </span>
                      </Card>
                    ))}
                  </ul>
                  <div className="tutor-card-footer">
                    <ButtonLink variant="primary" icon={<Wallet />} to={paths.tutorCashWithdrawal()}>
                      {moneyText.goWithdraw}
                    </ButtonLink>
                  </div>
                </>
              )
            }
          </AsyncView>
        </section>
        <BankAccountForm onSave={save} />
      </div>
    </section>
  );
}
