import type { FormEvent } from 'react';
import { FormField } from '../../components/form/fields';
import type { HistoryForm, RangeField } from './history-params';
import { paymentHistoryText as t } from './payment-history-text';

/** Date range, type and status; applied together with one button, so the list never jumps while choosing. */
export function HistoryFilters({
  form,
  errors,
  canClear,
  onEdit,
  onApply,
  onClear,
}: {
  form: HistoryForm;
  errors: Partial<Record<RangeField, string>>;
  canClear: boolean;
  onEdit: (change: Partial<HistoryForm>) => void;
  onApply: () => void;
  onClear: () => void;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply();
  }
  return (
    <form className="history-filters no-print" aria-label={t.filters} onSubmit={submit} noValidate>
      <fieldset className="search-filters">
        <legend>{t.filters}</legend>
        <FormField id="history-from" label={t.from} type="date" value={form.from} max={form.to || undefined} error={errors.from} onChange={(event) => onEdit({ from: event.target.value })} />
        <FormField id="history-to" label={t.to} type="date" value={form.to} min={form.from || undefined} error={errors.to} onChange={(event) => onEdit({ to: event.target.value })} />
        <FilterSelect id="history-kind" label={t.kind} anyLabel={t.anyKind} value={form.kind} options={t.kindOptions} onChange={(kind) => onEdit({ kind })} />
        <FilterSelect id="history-status" label={t.status} anyLabel={t.anyStatus} value={form.status} options={t.statusOptions} onChange={(status) => onEdit({ status })} />
      </fieldset>
      <div className="actions">
        <button type="submit" className="button primary">
          {t.apply}
        </button>
        {canClear && (
          <button type="button" className="button secondary" onClick={onClear}>
            {t.clear}
          </button>
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
