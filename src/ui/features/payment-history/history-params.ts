import { z } from 'zod';
import type { ClassKind, ProviderPaymentStatus } from '../../../contract/records';
import { isCalendarDay, paidAtWindow, type DayRange } from '../../../domain/payment-history';
import type { PaymentHistoryQuery } from '../../../ports/payment-api';
import { paymentHistoryText as t } from './payment-history-text';

export const HISTORY_PAGE_SIZE = 20;

/** The filters as the form and the URL hold them ('' = any). */
export interface HistoryForm {
  from: string;
  to: string;
  kind: ClassKind | '';
  status: ProviderPaymentStatus | '';
  page: number;
}

export const EMPTY_HISTORY_FORM: HistoryForm = { from: '', to: '', kind: '', status: '', page: 1 };

// Short words in the address bar: ?kind=course&status=failed.
const KIND_PARAM: Record<ClassKind, string> = { PrivateClass: 'private', GroupCourse: 'course' };
const STATUS_PARAM: Record<ProviderPaymentStatus, string> = { captured: 'paid', failed: 'failed', refunded: 'refunded' };

function fromParam<T extends string>(table: Record<T, string>, value: string | null): T | '' {
  const found = (Object.keys(table) as T[]).find((key) => table[key] === value);
  return found ?? '';
}

/** Reads the filters from the URL; an unknown kind, status or page falls back to its default, dates are checked later. */
export function readHistoryForm(params: URLSearchParams): HistoryForm {
  const page = Number(params.get('page') ?? '1');
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    kind: fromParam(KIND_PARAM, params.get('kind')),
    status: fromParam(STATUS_PARAM, params.get('status')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeHistoryForm(form: HistoryForm): URLSearchParams {
  const params = new URLSearchParams();
  if (form.from) params.set('from', form.from);
  if (form.to) params.set('to', form.to);
  if (form.kind) params.set('kind', KIND_PARAM[form.kind]);
  if (form.status) params.set('status', STATUS_PARAM[form.status]);
  if (form.page > 1) params.set('page', String(form.page));
  return params;
}

export function hasFilters(form: HistoryForm): boolean {
  return Boolean(form.from || form.to || form.kind || form.status);
}

const day = z.string().refine((value) => value === '' || isCalendarDay(value), t.errors.dateFormat);

/** The date range: real days, and the last one not before the first. */
export const dayRangeSchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => !from || !to || from <= to, { path: ['to'], message: t.errors.rangeOrder });

export type RangeField = 'from' | 'to';
export type HistoryCheck = { ok: true; query: PaymentHistoryQuery; range: DayRange } | { ok: false; errors: Partial<Record<RangeField, string>> };

/** Turns the filters into a /GetPaymentHistory query (whole days in `timeZone`), or says which date is wrong. */
export function checkHistoryForm(form: HistoryForm, timeZone: string): HistoryCheck {
  const parsed = dayRangeSchema.safeParse({ from: form.from, to: form.to });
  if (!parsed.success) {
    const errors: Partial<Record<RangeField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as RangeField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const range: DayRange = {};
  if (form.from) range.from = form.from;
  if (form.to) range.to = form.to;
  const query: PaymentHistoryQuery = { ...paidAtWindow(range, timeZone), page: form.page, pageSize: HISTORY_PAGE_SIZE };
  if (form.kind) query.kind = form.kind;
  if (form.status) query.status = form.status;
  return { ok: true, query, range };
}
