import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PhoneStart, SignInOutcome } from '../../../application/session-service';
import { phoneSchema, smsCodeSchema } from '../../../domain/user-profile';
import { authErrorMessages, authText as t } from './auth-text';
import { FormAlert, FormField } from './form-field';

type Confirm = Extract<PhoneStart, { ok: true }>['confirm'];

interface Props {
  start: (phoneNumber: string) => Promise<PhoneStart>;
  onSignedIn: (outcome: Extract<SignInOutcome, { ok: true }>) => void;
}

/** Phone sign-in in two steps: the number (the provider sends an SMS code), then the code. */
export function PhoneSignIn({ start, onSignedIn }: Props) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const parsed = phoneSchema.safeParse(phone);
    setFieldError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    setMessages([]);
    if (!parsed.success) return;
    setBusy(true);
    const started = await start(parsed.data).finally(() => setBusy(false));
    if (!started.ok) {
      setMessages(authErrorMessages(started.failure));
      return;
    }
    setConfirm(() => started.confirm);
    setCode('');
  }

  // The code field appears in place of the number: take the user there.
  useEffect(() => {
    if (confirm) codeInput.current?.focus();
  }, [confirm]);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!confirm) return;
    const parsed = smsCodeSchema.safeParse(code);
    setFieldError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    setMessages([]);
    if (!parsed.success) return;
    setBusy(true);
    const outcome = await confirm(parsed.data).finally(() => setBusy(false));
    if (outcome.ok) onSignedIn(outcome);
    else setMessages(authErrorMessages(outcome.failure));
  }

  function changeNumber() {
    setConfirm(null);
    setMessages([]);
    setFieldError(null);
  }

  if (confirm) {
    return (
      <form className="auth-form" noValidate onSubmit={verify} aria-busy={busy} aria-label={t.phoneFormLabel}>
        <p role="status">{t.codeSent(phone.trim())}</p>
        <FormAlert messages={messages} />
        <FormField
          ref={codeInput}
          label={t.smsCode}
          name="sms-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
        />
        <div className="actions">
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? t.signingIn : t.verifyCode}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={changeNumber}>
            {t.changeNumber}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form className="auth-form" noValidate onSubmit={sendCode} aria-busy={busy} aria-label={t.phoneFormLabel}>
      <FormAlert messages={messages} />
      <FormField
        label={t.phone}
        hint={t.phoneHint}
        type="tel"
        name="phone"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={fieldError}
      />
      <button type="submit" className="button secondary" disabled={busy}>
        {busy ? t.sendingCode : t.sendCode}
      </button>
    </form>
  );
}
