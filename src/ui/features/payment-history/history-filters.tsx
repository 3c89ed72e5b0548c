import type { FormEvent } from 'react';
import type { ClassKind, ProviderPaymentStatus } from '../../../domain/backend-records';
import { FormField } from '../auth/form-field';
import type { HistoryForm, RangeField } from './history-params';
import { paymentHistoryText as t } from './payment-history-text';

const KINDS: ClassKind[] = ['PrivateClass', 'GroupCourse'];
const STATUSES: ProviderPaymentStatus[] = ['captured', 'failed'];

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
        <div className="field">
          <label htmlFor="history-kind">{t.kind}</label>
          <select id="history-kind" value={form.kind} onChange={(event) => onEdit({ kind: event.target.value as HistoryForm['kind'] })}>
            <option value="">{t.anyKind}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.kindOptions[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="history-status">{t.status}</label>
          <select id="history-status" value={form.status} onChange={(event) => onEdit({ status: event.target.value as HistoryForm['status'] })}>
            <option value="">{t.anyStatus}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statusOptions[status]}
              </option>
            ))}
          </select>
        </div>
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
