import type { AuthFailure } from '../../../domain/auth-error';
import type { FieldErrors } from '../../components/form/field-errors';
import { authErrorMessages } from '../../components/auth/auth-text';
import { FormAlert, FormField, SubmitButton } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { useSessionService } from '../../components/auth/use-session-service';
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
  const form = useForm({
    initial: EMPTY,
    schema: () => passwordChangeSchema,
    doneUntilEdit: true,
    send: async ({ currentPassword, newPassword }) => {
      const outcome = await session.changePassword(currentPassword, newPassword);
      if (outcome.ok) return { ok: true, done: t.passwordChanged, values: EMPTY };
      const shown = failureFields(outcome);
      return { ok: false, errors: shown.errors, alert: shown.alert };
    },
  });

  return (
    <form className="auth-form card account-section" noValidate aria-labelledby="password-title" aria-busy={form.pending} onSubmit={form.onSubmit}>
      <h2 id="password-title">{t.passwordTitle}</h2>
      <FormAlert messages={form.alert} />
      <FormField label={t.currentPassword} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <FormField label={t.newPassword} type="password" autoComplete="new-password" hint={t.newPasswordHint} {...form.field('newPassword')} />
      <FormField label={t.confirmPassword} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <SubmitButton pending={form.pending} label={t.changePassword} pendingLabel={t.changingPassword} />
      <p role="status">{form.done}</p>
    </form>
  );
}
