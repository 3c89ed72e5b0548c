import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '../components/page-title';
import { authErrorMessages, authText as t, emailProblem } from '../features/auth/auth-text';
import { FormAlert, FormField } from '../features/auth/form-field';
import { PhoneSignIn } from '../features/auth/phone-sign-in';
import { fromState, onwardState, useSessionService } from '../features/auth/use-session-service';
import { paths } from '../../domain/routes';

/** /login: email and password, Google, or a phone number and SMS code; back to the guard's origin (when safe) or the user's dashboard. */
export default function LoginPage() {
  const session = useSessionService();
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = fromState(state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function run(attempt: () => ReturnType<typeof session.signIn>) {
    setBusy(true);
    setMessages([]);
    const outcome = await attempt();
    setBusy(false);
    if (outcome.ok) navigate(outcome.destination, { replace: true, state: onwardState(state) });
    else setMessages(authErrorMessages(outcome.failure));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = { email: emailProblem(email), password: password === '' ? t.passwordRequired : null };
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      setMessages([]);
      return;
    }
    void run(() => session.signIn(email, password, from));
  }

  return (
    <section className="page auth-page">
      <PageTitle>{t.signInTitle}</PageTitle>
      <p className="lead">{t.signInLead}</p>
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
        <FormAlert messages={messages} />
        <FormField
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <FormField
          label={t.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t.signingIn : t.signIn}
        </button>
      </form>
      <p className="divider">or</p>
      <div className="actions">
        <button type="button" className="button secondary" disabled={busy} onClick={() => void run(() => session.signInWithGoogle(from))}>
          {t.continueWithGoogle}
        </button>
      </div>
      <section aria-labelledby="phone-sign-in" className="phone-sign-in">
        <h2 id="phone-sign-in">{t.phoneSignInHeading}</h2>
        <PhoneSignIn
          start={(phoneNumber) => session.startPhoneSignIn(phoneNumber, from)}
          onSignedIn={(outcome) => navigate(outcome.destination, { replace: true, state: onwardState(state) })}
        />
      </section>
      <div className="form-links">
        <Link to={paths.forgetPassword()}>{t.forgotPassword}</Link>
        <span>
          {t.noAccount}{' '}
          <Link to={paths.signup()} state={state}>
            {t.createAccount}
          </Link>
        </span>
      </div>
    </section>
  );
}
