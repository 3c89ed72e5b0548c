import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ROLE, SESSION_STORAGE_KEYS } from '../../../domain/constants';
import { SESSION_STORE } from '../../../ports/key-value-store';
import { useService } from '../../components/container-context';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { SubmitButton } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { refused, credentialsSchema } from '../../features/auth/auth-schemas';
import { authText } from '../../components/auth/auth-text';
import { AuthForm, AuthPage, HaveAccountLink, SignUpFields } from '../../features/auth/auth-page';
import { useSessionService } from '../../components/auth/use-session-service';
import { studentText as t } from '../../features/student/student-text';
import { useTutorProfile } from '../../features/tutor-page/use-tutor-page';
import { paths } from '../../../domain/routes';

/** /student-signup/{slug}: a student account linked to the tutor whose page they came from; then /registration/{slug}. */
export default function StudentSignupPage() {
  const { session: slug = '' } = useParams();
  const { profile: tutor } = useTutorProfile(slug, false);
  const sessionService = useSessionService();
  const store = useService(SESSION_STORE);
  const navigate = useNavigate();
  const { state } = useLocation();
  const form = useForm({
    initial: { email: '', password: '' },
    schema: () => credentialsSchema,
    send: async ({ email, password }) => {
      const outcome = await sessionService.signUp(email, password, ROLE.STUDENT);
      if (!outcome.ok) return refused(outcome);
      store.set(SESSION_STORAGE_KEYS.SELECTED_TUTOR, slug);
      navigate(paths.registration(slug), { replace: true });
      return { ok: true };
    },
  });

  if (tutor.status === 'loading' || tutor.status === 'error') {
    const notFound = tutor.status === 'error' && tutor.refusal.code === 'not-found';
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

  return (
    <AuthPage title={t.signupTitle(name)} lead={t.signupLead}>
      <AuthForm form={form}>
        <SignUpFields email={form.field('email')} password={form.field('password')} />
        <SubmitButton pending={form.pending} label={authText.signUp} pendingLabel={authText.signingUp} />
      </AuthForm>
      <HaveAccountLink state={state} />
    </AuthPage>
  );
}
