import { useState, type FormEvent } from 'react';
import type { NewPrivateClass } from '../../../ports/private-class-api';
import { FormAlert, FormField } from '../auth/form-field';
import { MoneyFields } from './form-fields';
import { fieldErrorsOf, privateClassSchema, type FieldErrors, type PrivateClassFormValues } from './private-class-schema';
import { tutorText } from './tutor-text';
import type { SaveOutcome } from './use-private-classes';

const EMPTY: PrivateClassFormValues = { ClassName: '', Duration: '60', DateTime: '', Price: '', TransactionFees: '0', CurrencyType: 'INR' };

/** Create a private class: zod-checked at entry, messages next to the fields, one submit at a time. */
export function PrivateClassForm({
  timeZone,
  now,
  onCreate,
}: {
  timeZone: string;
  now: () => Date;
  onCreate: (input: NewPrivateClass) => Promise<SaveOutcome<{ ClassName: string }>>;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof PrivateClassFormValues>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof PrivateClassFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDone('');
    setAlert([]);
    const parsed = privateClassSchema(timeZone, now()).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await onCreate(parsed.data);
    setBusy(false);
    if (outcome.ok) {
      setDone(tutorText.classCreated(outcome.value.ClassName));
      setValues(EMPTY);
    } else if (outcome.field && outcome.field in EMPTY) {
      setErrors({ [outcome.field]: outcome.message });
      setAlert([outcome.message]);
    } else setAlert([outcome.message]);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="create-private-class">
      <h2 id="create-private-class">{tutorText.createPrivateTitle}</h2>
      <FormAlert messages={alert} />
      <FormField label={tutorText.className} value={values.ClassName} onChange={set('ClassName')} error={errors.ClassName} maxLength={100} />
      <FormField label={tutorText.duration} inputMode="numeric" value={values.Duration} onChange={set('Duration')} error={errors.Duration} />
      <FormField
        label={tutorText.dateTime}
        type="datetime-local"
        hint={tutorText.dateTimeHint(timeZone)}
        value={values.DateTime}
        onChange={set('DateTime')}
        error={errors.DateTime}
      />
      <MoneyFields values={values} errors={errors} onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))} />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? tutorText.creatingClass : tutorText.createClass}
      </button>
      <p role="status">{done}</p>
    </form>
  );
}
