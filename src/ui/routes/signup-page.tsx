import { useLocation, useNavigate } from 'react-router-dom';
import { ROLE, type Role } from '../../domain/constants';
import { FormAlert, SubmitButton } from '../components/form/fields';
import { useForm } from '../components/form/use-form';
import { PageTitle } from '../components/page-title';
import { refused, signUpSchema } from '../features/auth/auth-schemas';
import { authText as t } from '../components/auth/auth-text';
import { HaveAccountLink, SignUpFields } from '../features/auth/sign-up-fields';
import { onwardState, useSessionService } from '../components/auth/use-session-service';

/** /signup: email, password and the role; then the role's registration page, which goes on to the guard's origin. */
export default function SignupPage() {
  const session = useSessionService();
  const navigate = useNavigate();
  const { state } = useLocation();
  const form = useForm({
    initial: { email: '', password: '', role: null as Role | null },
    schema: () => signUpSchema,
    send: async ({ email, password, role }) => {
      const outcome = await session.signUp(email, password, role);
      if (!outcome.ok) return refused(outcome.failure);
      navigate(outcome.destination, { replace: true, state: onwardState(state) });
      return { ok: true };
    },
  });
  const roleError = form.errors.role;

  return (
    <section className="page auth-page">
      <PageTitle>{t.signUpTitle}</PageTitle>
      <p className="lead">{t.signUpLead}</p>
      <form className="auth-form" noValidate onSubmit={form.onSubmit} aria-busy={form.pending}>
        <FormAlert messages={form.alert} />
        <SignUpFields email={form.field('email')} password={form.field('password')} />
        <fieldset aria-describedby={roleError ? 'signup-role-error' : undefined}>
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
                checked={form.values.role === option.value}
                onChange={() => form.set('role', option.value)}
              />
              {option.label}
            </label>
          ))}
          {roleError && (
            <p id="signup-role-error" className="field-error">
              {roleError}
            </p>
          )}
        </fieldset>
        <SubmitButton pending={form.pending} label={t.signUp} pendingLabel={t.signingUp} />
      </form>
      <HaveAccountLink state={state} />
    </section>
  );
}
