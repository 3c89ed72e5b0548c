import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../components/page-title';
import { authErrorMessages, authText as t, emailProblem } from '../features/auth/auth-text';
import { FormAlert, FormField } from '../features/auth/form-field';
import { useSessionService } from '../features/auth/use-session-service';
import { paths } from '../../domain/routes';

/** /forget-password: asks the provider to send its reset email. Whether the email has an account is not revealed. */
export default function ForgetPasswordPage() {
  const session = useSessionService();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setEmailError(problem);
    setMessages([]);
    setSentTo(null);
    if (problem) return;
    setBusy(true);
    const outcome = await session.sendPasswordReset(email);
    setBusy(false);
    if (outcome.ok || outcome.failure.code === 'AUTH.UNKNOWN_USER') setSentTo(email.trim());
    else setMessages(authErrorMessages(outcome.failure));
  }

  return (
    <section className="page auth-page">
      <PageTitle>{t.resetTitle}</PageTitle>
      <p className="lead">{t.resetLead}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <FormAlert messages={messages} />
        <div role="status">{sentTo && <p className="form-notice">{t.resetSent(sentTo)}</p>}</div>
        <FormField
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
        />
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t.sendingReset : t.sendReset}
        </button>
      </form>
      <div className="form-links">
        <Link to={paths.login()}>{t.backToSignIn}</Link>
      </div>
    </section>
  );
}
