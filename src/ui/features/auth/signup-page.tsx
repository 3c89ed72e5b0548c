import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_AS, ROLE, type Role } from '../../../domain/constants';
import { SubmitButton } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { refused, signUpSchema } from './auth-schemas';
import { authText as t } from '../../components/auth/auth-text';
import { AuthForm, AuthPage, HaveAccountLink, SignUpFields } from './auth-page';
import { fromState, onwardState, useSessionService } from '../../components/auth/use-session-service';

/** /signup: email, password and the role; then the role's registration page, which goes on to the guard's origin. */
export function SignupPage() {
  const session = useSessionService();
  const navigate = useNavigate();
  const { state, search } = useLocation();
  // `?role=tutor` (the landing page's 'Start teaching') or `?role=student` comes with the role chosen.
  const asked = new URLSearchParams(search).get('role');
  const chosen: Role | null = asked === LOGIN_AS.TUTOR ? ROLE.TUTOR : asked === LOGIN_AS.STUDENT ? ROLE.STUDENT : null;
  const form = useForm({
    initial: { email: '', password: '', role: chosen },
    schema: () => signUpSchema,
    send: async ({ email, password, role }) => {
      const outcome = await session.signUp(email, password, role);
      if (!outcome.ok) return refused(outcome);
      navigate(outcome.value.destination, { replace: true, state: onwardState(state) });
      return { ok: true };
    },
  });
  const roleError = form.errors.role;
  // The same provider path as sign-in's Google button (the Auth emulator's Google flow offline); the role is asked first.
  const signUpWithGoogle = async () => {
    const role = form.values.role;
    if (role === null) return { ok: false as const, errors: { role: t.roleRequired } };
    const outcome = await session.signUpWithGoogle(role, fromState(state));
    if (!outcome.ok) return refused(outcome);
    navigate(outcome.value.destination, { replace: true, state: onwardState(state) });
    return { ok: true as const };
  };

  return (
    <AuthPage title={t.signUpTitle} lead={t.signUpLead}>
      <AuthForm form={form}>
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
      </AuthForm>
      <p className="divider">or</p>
      <div className="actions">
        <button type="button" className="button secondary" disabled={form.pending} onClick={() => form.run(signUpWithGoogle)}>
          {t.signUpWithGoogle}
        </button>
      </div>
      <HaveAccountLink state={state} />
    </AuthPage>
  );
}
