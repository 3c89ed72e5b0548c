import { Link } from 'react-router-dom';
import { FormField, SubmitButton } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { AuthForm, AuthPage } from './auth-page';
import { refused, resetSchema } from './auth-schemas';
import { authText as t } from '../../components/auth/auth-text';
import { useSessionService } from '../../components/auth/use-session-service';
import { paths } from '../../../domain/routes';

/** /forget-password: asks the provider to send its reset email. Whether the email has an account is not revealed. */
export function ForgetPasswordPage() {
  const session = useSessionService();
  const form = useForm({
    initial: { email: '' },
    schema: () => resetSchema,
    send: async ({ email }) => {
      const outcome = await session.sendPasswordReset(email);
      if (outcome.ok || outcome.code === 'AUTH.UNKNOWN_USER') return { ok: true, done: email.trim() };
      return refused(outcome);
    },
  });
  const sentTo = form.done;

  return (
    <AuthPage title={t.resetTitle} lead={t.resetLead}>
      <AuthForm form={form}>
        <div role="status">{sentTo && <p className="form-notice">{t.resetSent(sentTo)}</p>}</div>
        <FormField label={t.email} type="email" name="email" autoComplete="email" {...form.field('email')} />
        <SubmitButton pending={form.pending} label={t.sendReset} pendingLabel={t.sendingReset} />
      </AuthForm>
      <div className="form-links">
        <Link to={paths.login()}>{t.backToSignIn}</Link>
      </div>
    </AuthPage>
  );
}
