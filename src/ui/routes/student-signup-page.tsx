import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { BackendError } from '../../domain/backend-error';
import { ROLE, SESSION_STORAGE_KEYS } from '../../domain/constants';
import { SESSION_STORE } from '../../ports/key-value-store';
import { useService } from '../app/container-context';
import { ErrorBlock, LoadingBlock } from '../components/async-states';
import { PageTitle } from '../components/page-title';
import { authErrorMessages, authText, emailProblem } from '../features/auth/auth-text';
import { FormAlert, FormField } from '../features/auth/form-field';
import { useSessionService } from '../features/auth/use-session-service';
import { studentText as t } from '../features/student/student-text';
import { useTutorProfile } from '../features/tutor-page/use-tutor-page';
import { paths } from '../../domain/routes';

/** /student-signup/{slug}: a student account linked to the tutor whose page they came from; then /registration/{slug}. */
export default function StudentSignupPage() {
  const { session: slug = '' } = useParams();
  const tutor = useTutorProfile(slug, false);
  const sessionService = useSessionService();
  const store = useService(SESSION_STORE);
  const navigate = useNavigate();
  const { state } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  if (tutor.status === 'loading' || tutor.status === 'error') {
    const notFound = tutor.status === 'error' && tutor.error instanceof BackendError && tutor.error.kind === 'not-found';
    return (
      <section className="page auth-page">
        <PageTitle>{t.signupTitleLoading}</PageTitle>
        {tutor.status === 'loading' && <LoadingBlock />}
        {notFound && (
          <p role="alert">
            {t.tutorNotFound} <Link to={paths.signup()}>{t.signupLink}</Link>
          </p>
        )}
        {tutor.status === 'error' && !notFound && <ErrorBlock onRetry={tutor.retry} />}
      </section>
    );
  }

  const name = `${tutor.data.Tutor.FirstName} ${tutor.data.Tutor.LastName}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { email: emailProblem(email), password: password === '' ? authText.passwordRequired : null };
    setErrors(found);
    setMessages([]);
    if (found.email || found.password) return;
    setBusy(true);
    const outcome = await sessionService.signUp(email, password, ROLE.STUDENT);
    setBusy(false);
    if (!outcome.ok) {
      setMessages(authErrorMessages(outcome.failure));
      return;
    }
    store.set(SESSION_STORAGE_KEYS.SELECTED_TUTOR, slug);
    navigate(paths.registration(slug), { replace: true });
  }

  return (
    <section className="page auth-page">
      <PageTitle>{t.signupTitle(name)}</PageTitle>
      <p className="lead">{t.signupLead}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <FormAlert messages={messages} />
        <FormField label={authText.email} type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <FormField
          label={authText.password}
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={authText.passwordHint}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? authText.signingUp : authText.signUp}
        </button>
      </form>
      <div className="form-links">
        <span>
          {authText.haveAccount}{' '}
          <Link to={paths.login()} state={state}>
            {authText.signIn}
          </Link>
        </span>
      </div>
    </section>
  );
}
