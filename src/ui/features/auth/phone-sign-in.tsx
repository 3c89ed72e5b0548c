import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import type { PhoneStart, SignInOutcome } from '../../../application/session-service';
import { phoneSchema, smsCodeSchema } from '../../../domain/user-profile';
import { FormField, SubmitButton } from '../../components/form/fields';
import { AuthForm } from './auth-page';
import { useForm } from '../../components/form/use-form';
import { refused } from './auth-schemas';
import { authText as t } from '../../components/auth/auth-text';

type Confirm = Extract<PhoneStart, { ok: true }>['value'];
type SignedIn = Extract<SignInOutcome, { ok: true }>;

interface Props {
  start: (phoneNumber: string) => Promise<PhoneStart>;
  onSignedIn: (outcome: SignedIn) => void;
}

const phoneForm = z.object({ phone: phoneSchema });
const codeForm = z.object({ code: smsCodeSchema });

/** Phone sign-in in two steps: the number (the provider sends an SMS code), then the code. */
export function PhoneSignIn({ start, onSignedIn }: Props) {
  const [phone, setPhone] = useState('');
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  if (confirm) return <CodeForm phone={phone} confirm={confirm} onSignedIn={onSignedIn} onChangeNumber={() => setConfirm(null)} />;
  return (
    <NumberForm
      phone={phone}
      start={start}
      onSent={(number, next) => {
        setPhone(number);
        setConfirm(() => next);
      }}
    />
  );
}

function NumberForm({ phone, start, onSent }: { phone: string; start: Props['start']; onSent: (phone: string, confirm: Confirm) => void }) {
  const form = useForm({
    initial: { phone },
    schema: () => phoneForm,
    send: async (input, values) => {
      const started = await start(input.phone);
      if (!started.ok) return refused(started);
      onSent(values.phone, started.value);
      return { ok: true };
    },
  });
  return (
    <AuthForm form={form} label={t.phoneFormLabel}>
      <FormField label={t.phone} hint={t.phoneHint} type="tel" name="phone" autoComplete="tel" {...form.field('phone')} />
      <SubmitButton pending={form.pending} label={t.sendCode} pendingLabel={t.sendingCode} className="button secondary" />
    </AuthForm>
  );
}

function CodeForm({ phone, confirm, onSignedIn, onChangeNumber }: { phone: string; confirm: Confirm; onSignedIn: Props['onSignedIn']; onChangeNumber: () => void }) {
  const codeInput = useRef<HTMLInputElement>(null);
  const form = useForm({
    initial: { code: '' },
    schema: () => codeForm,
    send: async ({ code }) => {
      const outcome = await confirm(code);
      if (!outcome.ok) return refused(outcome);
      onSignedIn(outcome);
      return { ok: true };
    },
  });
  // The code field appears in place of the number: take the user there.
  useEffect(() => codeInput.current?.focus(), []);
  return (
    <AuthForm form={form} label={t.phoneFormLabel} status={<p role="status">{t.codeSent(phone.trim())}</p>}>
      <FormField ref={codeInput} label={t.smsCode} name="sms-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.field('code')} />
      <div className="actions">
        <SubmitButton pending={form.pending} label={t.verifyCode} pendingLabel={t.signingIn} />
        <button type="button" className="button secondary" disabled={form.pending} onClick={onChangeNumber}>
          {t.changeNumber}
        </button>
      </div>
    </AuthForm>
  );
}
