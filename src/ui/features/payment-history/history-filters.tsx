import { Filter, X } from 'lucide-react';
import { Button } from '../../components/kit/button';
import { FormField } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { dayRangeSchema, EMPTY_HISTORY_FORM, hasFilters, type HistoryForm, type RangeField } from './history-params';
import { paymentHistoryText as t } from './payment-history-text';

/**
 * Date range, type and status; applied together with one button, so the list never jumps while choosing. The URL
 * holds the filters: the form starts from them and follows them when the URL changes (back, a link, its own apply).
 */
export function HistoryFilters({
  applied,
  source,
  addressErrors,
  onApply,
}: {
  /** The filters as the URL holds them. */
  applied: HistoryForm;
  /** The URL's query the filters were read from. */
  source: string;
  /** What is wrong with the URL's own dates (an address typed by hand), until a press says otherwise. */
  addressErrors: Partial<Record<RangeField, string>>;
  /** Puts checked filters in the URL. */
  onApply: (next: HistoryForm) => void;
}) {
  const form = useForm({
    initial: applied,
    source,
    schema: () => dayRangeSchema,
    send: async (_range, values) => {
      onApply({ ...values, page: 1 });
      return { ok: true };
    },
  });
  const errors = Object.keys(form.errors).length > 0 ? form.errors : addressErrors;
  const { values } = form;

  function clear() {
    // Also when the URL has no filters already (only the form was edited): the values start again.
    form.run(async () => {
      onApply(EMPTY_HISTORY_FORM);
      return { ok: true, values: EMPTY_HISTORY_FORM };
    });
  }

  return (
    <form className="history-filters no-print" aria-label={t.filters} onSubmit={form.onSubmit} noValidate>
      <fieldset className="history-filter-fields">
        <legend className="visually-hidden">{t.filters}</legend>
        <FormField id="history-from" label={t.from} type="date" max={values.to || undefined} {...form.field('from')} error={errors.from} />
        <FormField id="history-to" label={t.to} type="date" min={values.from || undefined} {...form.field('to')} error={errors.to} />
        <FilterSelect id="history-kind" label={t.kind} anyLabel={t.anyKind} value={values.kind} options={t.kindOptions} onChange={(kind) => form.set('kind', kind)} />
        <FilterSelect id="history-status" label={t.status} anyLabel={t.anyStatus} value={values.status} options={t.statusOptions} onChange={(status) => form.set('status', status)} />
      </fieldset>
      <div className="history-filter-actions">
        <Button type="submit" variant="primary" icon={<Filter />}>
          {t.apply}
        </Button>
        {(hasFilters(applied) || hasFilters(values)) && (
          <Button variant="quiet" icon={<X />} onClick={clear}>
            {t.clear}
          </Button>
        )}
      </div>
    </form>
  );
}

/** A select whose first option means 'any'; `options` maps each value to its label. */
function FilterSelect<T extends string>({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: T | '';
  options: Record<T, string>;
  onChange: (value: T | '') => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        <option value="">{anyLabel}</option>
        {(Object.entries(options) as [T, string][]).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
