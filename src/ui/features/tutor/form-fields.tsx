import type { ReactNode } from 'react';
import { CURRENCY_TYPES } from '../../../domain/backend-records';
import { ControlField, FormField } from '../auth/form-field';
import { tutorText } from './tutor-text';

/** A select with its label, hint and error announced with it, like FormField. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  hint,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <ControlField label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      )}
    </ControlField>
  );
}

type MoneyKey = 'Price' | 'TransactionFees' | 'CurrencyType';

/** Price, transaction fees and currency: what a private class and a course both charge. */
export function MoneyFields({
  values,
  errors,
  onChange,
  priceHint,
}: {
  values: Record<MoneyKey, string>;
  errors: Partial<Record<MoneyKey, string>>;
  onChange: (key: MoneyKey, value: string) => void;
  priceHint?: string;
}) {
  return (
    <>
      <FormField
        label={tutorText.price}
        inputMode="numeric"
        hint={priceHint}
        value={values.Price}
        onChange={(event) => onChange('Price', event.target.value)}
        error={errors.Price}
      />
      <FormField
        label={tutorText.transactionFees}
        inputMode="numeric"
        value={values.TransactionFees}
        onChange={(event) => onChange('TransactionFees', event.target.value)}
        error={errors.TransactionFees}
      />
      <SelectField label={tutorText.currency} value={values.CurrencyType} onChange={(value) => onChange('CurrencyType', value)} error={errors.CurrencyType}>
        {CURRENCY_TYPES.map((currency) => (
          <option key={currency}>{currency}</option>
        ))}
      </SelectField>
    </>
  );
}
