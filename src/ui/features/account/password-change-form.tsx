import { useState, type FormEvent } from 'react';
import type { AuthFailure } from '../../../domain/auth-error';
import { firstErrorPerField, type FieldErrors } from '../../components/field-errors';
import { authErrorMessages } from '../auth/auth-text';
import { FormAlert, FormField } from '../auth/form-field';
import { useSessionService } from '../auth/use-session-service';
import { accountText as t } from './account-text';
import { passwordChangeSchema, type PasswordChangeValues } from './password-change-schema';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Where a refused change is shown: a wrong current password at that field, the policy at the new one, the rest above. */
function failureFields(failure: AuthFailure): { errors: FieldErrors<keyof PasswordChangeValues>; alert: string[] } {
  if (failure.code === 'AUTH.WRONG_PASSWORD' || failure.code === 'AUTH.INVALID_CREDENTIALS') {
    return { errors: { currentPassword: t.wrongCurrent }, alert: [t.wrongCurrent] };
  }
  const messages = authErrorMessages(failure);
  if (failure.code === 'AUTH.PASSWORD_POLICY') return { errors: { newPassword: messages.join(' ') }, alert: messages };
  return { errors: {}, alert: messages };
}

/** Current password, new password twice; the provider confirms the current one before it takes the new one. */
export function PasswordChangeForm() {
  const session = useSessionService();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordChangeValues>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof PasswordChangeValues) => (event: { target: { value: string } }) => {
    setDone('');
    setValues((current) => ({ ...current, [key]: event.target.value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert([]);
    setDone('');
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await session.changePassword(parsed.data.currentPassword, parsed.data.newPassword);
    setBusy(false);
    if (outcome.ok) {
      setValues(EMPTY);
      setDone(t.passwordChanged);
      return;
    }
    const shown = failureFields(outcome.failure);
    setErrors(shown.errors);
    setAlert(shown.alert);
  }

  return (
    <form className="auth-form card account-section" noValidate aria-labelledby="password-title" aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <h2 id="password-title">{t.passwordTitle}</h2>
      <FormAlert messages={alert} />
      <FormField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <FormField
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        hint={t.newPasswordHint}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
      />
      <FormField
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? t.changingPassword : t.changePassword}
      </button>
      <p role="status">{done}</p>
    </form>
  );
}
