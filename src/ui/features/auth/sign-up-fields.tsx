import { Link } from 'react-router-dom';
import { FormField } from '../../components/form/fields';
import { paths } from '../../../domain/routes';
import { authText as t } from '../../components/auth/auth-text';

type TextField = { value: string; onChange: (event: { target: { value: string } }) => void; error?: string };

/** A new account's email and password (the sign-up page and the student sign-up through a tutor's page). */
export function SignUpFields({ email, password }: { email: TextField; password: TextField }) {
  return (
    <>
      <FormField label={t.email} type="email" name="email" autoComplete="email" {...email} />
      <FormField label={t.password} type="password" name="new-password" autoComplete="new-password" hint={t.passwordHint} {...password} />
    </>
  );
}

/** The way to sign in instead, keeping the guard's origin. */
export function HaveAccountLink({ state }: { state: unknown }) {
  return (
    <div className="form-links">
      <span>
        {t.haveAccount}{' '}
        <Link to={paths.login()} state={state}>
          {t.signIn}
        </Link>
      </span>
    </div>
  );
}
