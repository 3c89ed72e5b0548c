import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { guardDestination } from '../../components/auth/guard-destination';
import { useAuthSession } from '../../components/auth/use-auth-session';
import { PageTitle } from '../../components/page-title';
import { GuardNotice } from './guard-notice';
import { landingText as t } from './landing-text';
import { paths } from '../../../domain/routes';
import { dashboardPath } from '../../../domain/route-access';
import { LOGIN_AS } from '../../../domain/constants';
import { useRole } from '../../components/auth/use-role';
import { useHydrated } from '../../components/use-hydrated';

/** The first page visitors judge: light (no data, no heavy imports), readable on phones, one clear search entry. */
export function LandingPage() {
  const navigate = useNavigate();
  // The guard sends signed-out visitors here with their origin; the notice names it and the sign-in links carry it on.
  const { state } = useLocation();
  // Not once signed in (another tab, or Back after sign-in): the notice would then ask for what is done.
  const auth = useAuthSession();
  const destination = auth.status === 'signed-out' ? guardDestination(state) : null;
  const role = useRole();
  // Prerendered: the search is the app's once it is hydrated (the browser alone would only reload this page). The field
  // is not controlled, so what is typed before then stays and is what is searched.
  const hydrated = useHydrated();

  // Signed out, /tutor-search's guard brings the visitor back here with the search as the destination.
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `${paths.tutorSearch()}?q=${encodeURIComponent(q)}` : paths.tutorSearch());
  }

  return (
    <div className="landing">
      <section className="hero">
        <div className="page">
          {destination && <GuardNotice destination={destination} />}
          <PageTitle>{t.title}</PageTitle>
          <p className="lead">{t.lead}</p>
          <form className="hero-search" role="search" onSubmit={search}>
            <label htmlFor="landing-search">{t.searchLabel}</label>
            <div className="hero-search-row">
              <input
                id="landing-search"
                type="search"
                name="q"
                placeholder={t.searchPlaceholder}
                autoComplete="off"
              />
              <button type="submit" className="button primary" disabled={!hydrated}>
                {t.searchButton}
              </button>
            </div>
          </form>
          {auth.status === 'signed-in' ? (
            // Signed in, the way on is their own area, not another account.
            <div className="actions">
              <Link className="button primary" to={role === null ? paths.tutorSearch() : dashboardPath(role)}>
                {role === null ? t.findTutor : t.toDashboard}
              </Link>
            </div>
          ) : (
            !destination && (
              <div className="actions">
                <Link className="button primary" to={paths.signup()} state={state}>
                  {t.signUp}
                </Link>
                <Link className="button secondary" to={paths.login()} state={state}>
                  {t.signIn}
                </Link>
              </div>
            )
          )}
        </div>
      </section>
      <section className="page" aria-labelledby="for-students">
        <h2 id="for-students">{t.studentsHeading}</h2>
        <ul className="feature-list">
          {t.students.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="page" aria-labelledby="for-tutors">
        <h2 id="for-tutors">{t.tutorsHeading}</h2>
        <ul className="feature-list">
          {t.tutors.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
        {auth.status !== 'signed-in' && (
          <p>
            {/* Opens the sign-up with Teach chosen. */}
            <Link to={{ pathname: paths.signup(), search: `?role=${LOGIN_AS.TUTOR}` }} state={state}>
              {t.tutorCta}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
