import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { SignInOutcome } from '../../../application/session-service';
import { FormField, SubmitButton } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { AccountLink, AuthForm, AuthPage } from './auth-page';
import { refused, credentialsSchema } from './auth-schemas';
import { authText as t } from '../../components/auth/auth-text';
import { PhoneSignIn } from './phone-sign-in';
import { fromState, onwardState, useSessionActions } from '../../components/auth/use-session-service';
import { paths } from '../../../domain/routes';

/** /login: email and password, Google, or a phone number and SMS code; back to the guard's origin (when safe) or the user's dashboard. */
export function LoginPage() {
  // The page paints (prerendered, scripts/prerender.mjs) before the services have loaded; a press waits for them.
  const session = useSessionActions();
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = fromState(state);

  function signedIn(outcome: SignInOutcome) {
    if (!outcome.ok) return refused(outcome);
    navigate(outcome.value.destination, { replace: true, state: onwardState(state) });
    return { ok: true } as const;
  }

  const form = useForm({
    initial: { email: '', password: '' },
    schema: () => credentialsSchema,
    send: async ({ email, password }) => signedIn(await session.signIn(email, password, from)),
  });

  return (
    <AuthPage title={t.signInTitle} lead={t.signInLead}>
      <AuthForm form={form}>
        <FormField label={t.email} type="email" name="email" autoComplete="email" {...form.field('email')} />
        <FormField label={t.password} type="password" name="password" autoComplete="current-password" {...form.field('password')} />
        <SubmitButton pending={form.pending} label={t.signIn} pendingLabel={t.signingIn} />
      </AuthForm>
      <p className="divider">or</p>
      <div className="actions">
        <button type="button" className="button secondary" disabled={form.pending} onClick={() => form.run(async () => signedIn(await session.signInWithGoogle(from)))}>
          {t.continueWithGoogle}
        </button>
      </div>
      <section aria-labelledby="phone-sign-in" className="phone-sign-in">
        <h2 id="phone-sign-in">{t.phoneSignInHeading}</h2>
        <PhoneSignIn
          start={(phoneNumber) => session.startPhoneSignIn(phoneNumber, from)}
          onSignedIn={(outcome) => navigate(outcome.value.destination, { replace: true, state: onwardState(state) })}
        />
      </section>
      <div className="form-links">
        <Link to={paths.forgetPassword()}>{t.forgotPassword}</Link>
        <AccountLink question={t.noAccount} to={paths.signup()} state={state}>
          {t.createAccount}
        </AccountLink>
      </div>
    </AuthPage>
  );
}
