import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '../components/page-title';
import { landingText as t } from '../features/landing/landing-text';

/** The first page visitors judge: light (no data, no heavy imports), readable on phones, one clear search entry. */
export default function LandingPage() {
  const navigate = useNavigate();
  // The guard sends signed-out visitors here with their origin; sign-in links carry it on.
  const { state } = useLocation();
  const [query, setQuery] = useState('');

  function search(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/tutor-search?q=${encodeURIComponent(q)}` : '/tutor-search');
  }

  return (
    <div className="landing">
      <section className="hero">
        <div className="page">
          <PageTitle>{t.title}</PageTitle>
          <p className="lead">{t.lead}</p>
          <form className="hero-search" role="search" onSubmit={search}>
            <label htmlFor="landing-search">{t.searchLabel}</label>
            <div className="hero-search-row">
              <input
                id="landing-search"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t.searchPlaceholder}
                autoComplete="off"
              />
              <button type="submit" className="button primary">
                {t.searchButton}
              </button>
            </div>
          </form>
          <div className="actions">
            <Link className="button primary" to="/signup" state={state}>
              {t.signUp}
            </Link>
            <Link className="button secondary" to="/login" state={state}>
              {t.signIn}
            </Link>
          </div>
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
        <p>
          <Link to="/signup" state={state}>
            {t.tutorCta}
          </Link>
        </p>
      </section>
    </div>
  );
}
