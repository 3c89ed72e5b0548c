import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ROLE, type Role } from '../../domain/constants';
import { PageTitle } from '../components/page-title';
import { authErrorMessages, authText as t, emailProblem } from '../features/auth/auth-text';
import { FormAlert, FormField } from '../features/auth/form-field';
import { onwardState, useSessionService } from '../features/auth/use-session-service';
import { paths } from '../../domain/routes';

/** /signup: email, password and the role; then the role's registration page, which goes on to the guard's origin. */
export default function SignupPage() {
  const session = useSessionService();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string | null; password?: string | null; role?: string | null }>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      email: emailProblem(email),
      password: password === '' ? t.passwordRequired : null,
      role: role === null ? t.roleRequired : null,
    };
    setFieldErrors(errors);
    setMessages([]);
    if (errors.email || errors.password || role === null) return;
    setBusy(true);
    const outcome = await session.signUp(email, password, role);
    setBusy(false);
    if (outcome.ok) navigate(outcome.destination, { replace: true, state: onwardState(state) });
    else setMessages(authErrorMessages(outcome.failure));
  }

  return (
    <section className="page auth-page">
      <PageTitle>{t.signUpTitle}</PageTitle>
      <p className="lead">{t.signUpLead}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
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
          name="new-password"
          autoComplete="new-password"
          hint={t.passwordHint}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <fieldset aria-describedby={fieldErrors.role ? 'signup-role-error' : undefined}>
          <legend>{t.roleLegend}</legend>
          {[
            { value: ROLE.STUDENT, label: t.roleStudent },
            { value: ROLE.TUTOR, label: t.roleTutor },
          ].map((option) => (
            <label key={option.value} className="choice">
              <input
                type="radio"
                name="role"
                value={option.value}
                checked={role === option.value}
                onChange={() => setRole(option.value)}
              />
              {option.label}
            </label>
          ))}
          {fieldErrors.role && (
            <p id="signup-role-error" className="field-error">
              {fieldErrors.role}
            </p>
          )}
        </fieldset>
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t.signingUp : t.signUp}
        </button>
      </form>
      <div className="form-links">
        <span>
          {t.haveAccount}{' '}
          <Link to={paths.login()} state={state}>
            {t.signIn}
          </Link>
        </span>
      </div>
    </section>
  );
}
