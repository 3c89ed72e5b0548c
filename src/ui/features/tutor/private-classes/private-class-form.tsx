import type { NewPrivateClass } from '../../../../ports/private-class-api';
import { FormAlert, FormField, SubmitButton } from '../../../components/form/fields';
import { useForm } from '../../../components/form/use-form';
import { MoneyFields } from '../money-fields';
import { privateClassSchema, type PrivateClassFormValues } from './private-class-schema';
import { tutorText } from '../tutor-text';
import { refusedSave, type SaveOutcome } from '../../../components/form/save-outcome';
import { NAME_MAX } from '../../../../domain/form-limits';

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
  const form = useForm({
    initial: EMPTY,
    schema: () => privateClassSchema(timeZone, now()),
    send: async (input) => {
      const outcome = await onCreate(input);
      if (!outcome.ok) return refusedSave<keyof PrivateClassFormValues>(outcome, EMPTY);
      return { ok: true, done: tutorText.classCreated(outcome.value.ClassName), values: EMPTY };
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="create-private-class">
      <h2 id="create-private-class">{tutorText.createPrivateTitle}</h2>
      <FormAlert messages={form.alert} />
      <FormField label={tutorText.className} maxLength={NAME_MAX.ClassName} {...form.field('ClassName')} />
      <FormField label={tutorText.duration} inputMode="numeric" {...form.field('Duration')} />
      <FormField label={tutorText.dateTime} type="datetime-local" hint={tutorText.dateTimeHint(timeZone)} {...form.field('DateTime')} />
      <MoneyFields values={form.values} errors={form.errors} onChange={form.set} />
      <SubmitButton pending={form.pending} label={tutorText.createClass} pendingLabel={tutorText.creatingClass} />
      <p role="status">{form.done}</p>
    </form>
  );
}
