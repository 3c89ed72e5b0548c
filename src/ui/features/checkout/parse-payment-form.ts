import { isAllowedPaymentUrl } from '../../../domain/payment-hosts';
import type { Outcome } from '../../../domain/outcome';
import type { PaymentFormData } from '../../../domain/payment-flow';

/** Why there is no payment form to submit: none given, or its action is not on the allowlist. */
export type PaymentFormProblem = { code: 'no-form' | 'untrusted-action' };
/** The form to submit (`value`), or why there is none to submit. */
export type ParsedPaymentForm = Outcome<PaymentFormData, PaymentFormProblem>;

const checked = (form: PaymentFormData, allowedOrigins: readonly string[]): ParsedPaymentForm =>
  isAllowedPaymentUrl(form.action, allowedOrigins) ? { ok: true, value: form } : { ok: false, code: 'untrusted-action' };

/**
 * Reads the caller's payment form markup as data only: the first form's action and method and its hidden inputs.
 * Nothing from the markup is inserted into the page (DOMParser documents run no script), so scripts and event
 * handlers in it never run; an action outside the allowlist is refused.
 */
export function parsePaymentForm(markup: string, allowedOrigins: readonly string[]): ParsedPaymentForm {
  const doc = new DOMParser().parseFromString(markup, 'text/html');
  const form = doc.querySelector('form');
  if (!form) return { ok: false, code: 'no-form' };
  const method = (form.getAttribute('method') ?? 'post').toLowerCase() === 'get' ? 'get' : 'post';
  const fields = [...form.querySelectorAll('input')]
    .filter((input) => (input.getAttribute('type') ?? '').toLowerCase() === 'hidden' && input.getAttribute('name'))
    .map((input) => ({ name: input.getAttribute('name') ?? '', value: input.getAttribute('value') ?? '' }));
  return checked({ action: form.getAttribute('action') ?? '', method, fields }, allowedOrigins);
}

function isFormData(value: unknown): value is PaymentFormData {
  if (typeof value !== 'object' || value === null) return false;
  const { action, method, fields } = value as Record<string, unknown>;
  return (
    typeof action === 'string' &&
    (method === 'get' || method === 'post') &&
    Array.isArray(fields) &&
    fields.every((f: unknown) => typeof f === 'object' && f !== null && typeof (f as { name?: unknown }).name === 'string' && typeof (f as { value?: unknown }).value === 'string')
  );
}

/**
 * The payment form /payment was given: markup (spec §2, the caller supplies it) or the form of a payment link
 * (PaymentForm, added beyond the spec). Anything else is no form; either way the action must be on the allowlist.
 */
export function readPaymentForm(value: unknown, allowedOrigins: readonly string[]): ParsedPaymentForm {
  if (typeof value === 'string') return parsePaymentForm(value, allowedOrigins);
  return isFormData(value) ? checked(value, allowedOrigins) : { ok: false, code: 'no-form' };
}
