import { useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { authText as t } from '../../components/auth/auth-text';
import { FormAlert, FormField } from '../../components/form/fields';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../../domain/routes';

// The sign-in pages' shared pieces: the page around the form, the form with its alert, the new-account fields, the links.

/** An auth page: a card in the middle of the page with its title and lead, then the form and links. */
export function AuthPage({ title, lead, wide = false, children }: { title: string; lead: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? 'page auth-page wide' : 'page auth-page'}>
      <div className="auth-card">
        <PageTitle>{title}</PageTitle>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}

interface FormLike {
  onSubmit: (event: FormEvent) => void;
  /** Takes in what was typed before hydration (useForm). */
  adoptTyped?: (form: HTMLFormElement | null) => void;
  pending: boolean;
  alert: string[];
}

/** An auth form (busy while its request runs) with its alert first; `status` stands before the alert. */
export function AuthForm({ form, label, status, children }: { form: FormLike; label?: string; status?: ReactNode; children: ReactNode }) {
  const element = useRef<HTMLFormElement>(null);
  const { adoptTyped } = form;
  // In the commit that hydrates the form, before the browser can hand it a click: a press as soon as the submit button
  // is enabled sends what was typed, not the empty values of the prerendered render.
  useLayoutEffect(() => adoptTyped?.(element.current), [adoptTyped]);
  return (
    <form ref={element} className="auth-form" noValidate onSubmit={form.onSubmit} aria-busy={form.pending} aria-label={label}>
      {status}
      <FormAlert messages={form.alert} />
      {children}
    </form>
  );
}

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

/** "Have an account? Sign in" and the like: a question and the link that answers it, keeping the guard's origin. */
export function AccountLink({ question, to, state, children }: { question: string; to: string; state: unknown; children: ReactNode }) {
  return (
    <span>
      {question}{' '}
      <Link to={to} state={state}>
        {children}
      </Link>
    </span>
  );
}

/** The way to sign in instead of signing up. */
export function HaveAccountLink({ state }: { state: unknown }) {
  return (
    <div className="form-links">
      <AccountLink question={t.haveAccount} to={paths.login()} state={state}>
        {t.signIn}
      </AccountLink>
    </div>
  );
}
