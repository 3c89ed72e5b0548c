import { useEffect, useMemo, useRef } from 'react';
import { checkoutProblemText, checkoutText } from './checkout-text';
import { readPaymentForm } from './parse-payment-form';

export interface PaymentWaitScreenProps {
  /** The hosted payment form the caller supplies (untrusted): markup, or the form data of a payment link. */
  paymentForm: unknown;
  allowedOrigins: readonly string[];
}

/**
 * Spec §2 payment wait screen: 'Please Wait.....' while it submits the hidden payment form, exactly once.
 * The form is rebuilt from data (action on the allowlist, hidden fields only); markup is read, never inserted.
 */
export function PaymentWaitScreen({ paymentForm, allowedOrigins }: PaymentWaitScreenProps) {
  const parsed = useMemo(() => readPaymentForm(paymentForm, allowedOrigins), [paymentForm, allowedOrigins]);
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  useEffect(() => {
    if (!parsed.ok || submitted.current || !formRef.current) return;
    submitted.current = true;
    // The prototype's submit, because a field named "submit" shadows form.submit.
    HTMLFormElement.prototype.submit.call(formRef.current);
  }, [parsed]);

  if (!parsed.ok) {
    return (
      <div className="page" role="alert">
        <p>{checkoutProblemText(parsed)}</p>
      </div>
    );
  }
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <p className="loading-text">{checkoutText.pleaseWait}</p>
      <form ref={formRef} action={parsed.value.action} method={parsed.value.method} hidden>
        {parsed.value.fields.map((field, index) => (
          <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />
        ))}
      </form>
    </div>
  );
}
