import { useEffect, useRef, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { guardDestination } from '../../components/auth/guard-destination';
import { useAuthSession } from '../../components/auth/use-auth-session';
import { PageTitle } from '../../components/page-title';
import { GuardNotice } from './guard-notice';
import { landingText as t } from './landing-text';
import { text } from '../../components/text';
import { paths } from '../../../domain/routes';
import { dashboardPath } from '../../../domain/route-access';
import { LOGIN_AS } from '../../../domain/constants';
import { useRole } from '../../components/auth/use-role';
import { useHydrated } from '../../components/use-hydrated';
import { FeaturedSkeleton } from './featured-skeleton';
import { ResultsSkeleton } from './results-skeleton';
import { onDemand } from '../../components/on-demand';
import { landingSearchPath, queryOf, readLandingSearch, tutorSearchPath } from './landing-search';
import { findTutorPath, LANDING_SEARCH_FIELD } from '../../components/public/find-tutor-path';
import './landing.css';

// The featured tutors: a chunk of their own, read once the page is hydrated.
const featuredTutors = onDemand(() => import('./featured-tutors'));
// A visitor's search: its results and the tutor cards are a chunk of their own, loaded when the search field is first
// used (or a search is opened), and drawn as soon as it is there (not through Suspense: see onDemand).
const landingResults = onDemand(() => import('./landing-results'));

/** The first page visitors judge: light (no data, no heavy imports), readable on phones, one clear search entry. */
export function LandingPage() {
  const navigate = useNavigate();
  // The guard sends signed-out visitors here with their origin; the notice names it and the sign-in links carry it on.
  const { pathname, search: locationSearch, state } = useLocation();
  const [params] = useSearchParams();
  // Not once signed in (another tab, or Back after sign-in): the notice would then ask for what is done.
  const auth = useAuthSession();
  const destination = auth.status === 'signed-out' ? guardDestination(state) : null;
  const role = useRole();
  // Prerendered: the search is the app's once it is hydrated (the browser alone would only reload this page). The field
  // is not controlled, so what is typed before then stays and is what is searched.
  const hydrated = useHydrated();
  const signedIn = auth.status === 'signed-in';
  // A visitor's search lives in the URL (`/?q=physics&page=2`): shared, bookmarked, Back goes to the previous one. The
  // page was prerendered with none, so it is drawn once hydrated (the same HTML until then).
  const wanted = readLandingSearch(params);
  const { q, page } = hydrated ? wanted : { q: '', page: 1 };
  const field = useRef<HTMLInputElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const shownQuery = useRef('');
  const Results = landingResults.use(q !== '')?.default;
  const Featured = featuredTutors.use(hydrated && q === '')?.default;
  // The field follows the URL (a subject chosen, Back, Clear search), but not over what was typed before hydration.
  useEffect(() => {
    if (field.current && (q !== '' || shownQuery.current !== '')) field.current.value = q;
    shownQuery.current = q;
  }, [q]);

  // A visitor searches here, on the public page; a signed-in user goes to /tutor-search (with its filters), words kept.
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(signedIn ? tutorSearchPath(typed) : landingSearchPath({ q: typed, page: 1 }));
  }

  function turnPage(next: number) {
    navigate(landingSearchPath({ q, page: next }));
    // The new page starts at the results' heading (and the keyboard's place with it).
    resultsHeading.current?.focus();
  }

  // /tutor-search?q=x asked by a visitor (the guard sent them here): the same search, here and public.
  const guardedSearch = destination?.area === 'tutor-search' ? queryOf(destination.path) : '';
  if (guardedSearch) return <Navigate replace to={landingSearchPath({ q: guardedSearch, page: 1 })} />;
  // Signing in or up from a search comes back to it (the sign-in pages follow `{ from }`).
  const onward = q ? { from: `${pathname}${locationSearch}` } : state;

  return (
    <div className="landing">
      <section className="hero">
        <div className="page">
          {destination && <GuardNotice destination={destination} />}
          <PageTitle>{t.title}</PageTitle>
          <p className="lead">{t.lead}</p>
          <form className="hero-search" role="search" onSubmit={search} onFocus={() => void landingResults.preload()}>
            <label htmlFor={LANDING_SEARCH_FIELD}>{t.searchLabel}</label>
            <div className="hero-search-row">
              <input
                id={LANDING_SEARCH_FIELD}
                type="search"
                name="q"
                ref={field}
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
                <Link className="button primary" to={paths.signup()} state={onward}>
                  {t.signUp}
                </Link>
                <Link className="button secondary" to={paths.login()} state={onward}>
                  {t.signIn}
                </Link>
              </div>
            )
          )}
        </div>
      </section>
      {q ? (
        <section className="page landing-section" aria-labelledby="results-heading">
          <div className="landing-section-head">
            <h2 id="results-heading" ref={resultsHeading} tabIndex={-1}>
              {t.resultsHeading(q)}
            </h2>
            {/* The kit's look without the kit's module: the first page stays light (check-bundle). */}
            <Link className="button quiet sm" to={paths.landing()}>
              {t.clearSearch}
            </Link>
          </div>
          <p className="muted landing-results-lead">{t.resultsLead}</p>
          {Results ? <Results q={q} page={page} onPage={turnPage} loading={<ResultsSkeleton />} /> : <ResultsSkeleton />}
        </section>
      ) : (
        <section className="page landing-section" aria-labelledby="featured-heading">
          <div className="landing-section-head">
            <h2 id="featured-heading">{t.featuredHeading}</h2>
            <p className="muted">{t.featuredLead}</p>
          </div>
          {/* Read once the app is there (a chunk of its own); until then, and on the prerendered page, the same space. */}
          {hydrated && Featured ? (
            <Featured searchPath={(subject) => (signedIn ? tutorSearchPath(subject) : landingSearchPath({ q: subject, page: 1 }))} />
          ) : (
            <FeaturedSkeleton />
          )}
        </section>
      )}
      <section className="landing-how" aria-labelledby="how-heading">
        <div className="page">
          <h2 id="how-heading">{t.howHeading}</h2>
          <ol className="how-steps">
            {t.steps.map((step) => (
              <li key={step.title} className="how-step">
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="page landing-section landing-teach" aria-labelledby="for-tutors">
        <div>
          <h2 id="for-tutors">{t.tutorsHeading}</h2>
          <p>{t.tutorsLead}</p>
        </div>
        {auth.status !== 'signed-in' && (
          // Opens the sign-up with Teach chosen.
          <Link className="button secondary" to={{ pathname: paths.signup(), search: `?role=${LOGIN_AS.TUTOR}` }} state={onward}>
            {t.tutorCta}
          </Link>
        )}
      </section>
      <footer className="landing-footer">
        <div className="page landing-footer-inner">
          <p className="landing-footer-brand">
            <span className="landing-footer-name">{text.brand}</span> {t.footer.tagline}
          </p>
          <nav aria-label={t.footer.label}>
            <ul className="landing-footer-links">
              <li>
                {/* A visitor's goes to the search above (its field focused), a signed-in user's to /tutor-search. */}
                <Link to={findTutorPath(signedIn)}>{t.footer.findTutor}</Link>
              </li>
              {/* Sign in and Sign up are the header's and the hero's: not a third time. */}
              {auth.status !== 'signed-in' && (
                <li>
                  <Link to={{ pathname: paths.signup(), search: `?role=${LOGIN_AS.TUTOR}` }}>{t.footer.becomeTutor}</Link>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
