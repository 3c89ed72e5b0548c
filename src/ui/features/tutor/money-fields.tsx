import { CURRENCY_TYPES } from '../../../domain/values';
import { FormField, SelectField } from '../../components/form/fields';
import { tutorText } from './tutor-text';

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
