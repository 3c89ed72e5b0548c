import { isAllowedPaymentUrl } from '../../../domain/payment-hosts';

export interface PaymentFormData {
  action: string;
  method: 'get' | 'post';
  fields: { name: string; value: string }[];
}

export type ParsedPaymentForm = { ok: true; form: PaymentFormData } | { ok: false; reason: 'no-form' | 'untrusted-action' };

/**
 * Reads the caller's payment form markup as data only: the first form's action and method and its hidden inputs.
 * Nothing from the markup is inserted into the page (DOMParser documents run no script), so scripts and event
 * handlers in it never run; an action outside the allowlist is refused.
 */
export function parsePaymentForm(markup: string, allowedOrigins: readonly string[]): ParsedPaymentForm {
  const doc = new DOMParser().parseFromString(markup, 'text/html');
  const form = doc.querySelector('form');
  if (!form) return { ok: false, reason: 'no-form' };
  const action = form.getAttribute('action') ?? '';
  if (!isAllowedPaymentUrl(action, allowedOrigins)) return { ok: false, reason: 'untrusted-action' };
  const method = (form.getAttribute('method') ?? 'post').toLowerCase() === 'get' ? 'get' : 'post';
  const fields = [...form.querySelectorAll('input')]
    .filter((input) => (input.getAttribute('type') ?? '').toLowerCase() === 'hidden' && input.getAttribute('name'))
    .map((input) => ({ name: input.getAttribute('name') ?? '', value: input.getAttribute('value') ?? '' }));
  return { ok: true, form: { action, method, fields } };
}
