import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TutorSort } from '../../../contract/records';
import { CURRENCY_TYPES, TUTOR_SORTS } from '../../../domain/values';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { Pager } from '../../components/pager';
import { checkSearchForm, MIN_RATINGS, readSearchForm, SEARCH_PAGE_SIZE, writeSearchForm, type SearchForm } from './search-params';
import { ratingText } from '../../components/rating-text';
import { languageName } from '../../components/language-names';
import { tutorSearchText as t } from './tutor-search-text';
import { useTutorSearch } from './use-tutor-search';
import { paths } from '../../../domain/routes';

export function TutorSearchPage() {
  const [params, setParams] = useSearchParams();
  const applied = readSearchForm(params);
  const appliedKey = params.toString();
  const [draft, setDraft] = useState<{ key: string; form: SearchForm }>({ key: appliedKey, form: applied });
  // The URL is the source of truth: when it changes (back button, a link), the form follows it.
  const form = draft.key === appliedKey ? draft.form : applied;
  const check = checkSearchForm(applied);
  const [formError, setFormError] = useState<{ field: string; message: string } | null>(null);
  const result = useTutorSearch(check.ok ? check.query : null);

  function edit(change: Partial<SearchForm>) {
    setDraft({ key: appliedKey, form: { ...form, ...change } });
  }

  function apply(next: SearchForm) {
    const checked = checkSearchForm(next);
    if (!checked.ok) {
      setFormError({ field: checked.field, message: checked.message });
      return;
    }
    setFormError(null);
    setParams(writeSearchForm(next));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ ...form, page: 1 });
  }

  const shownError = formError ?? (check.ok ? null : { field: check.field, message: check.message });
  const priceErrorId = 'price-error';

  return (
    <section className="page">
      <PageTitle>{t.title}</PageTitle>
      <form className="search-form" role="search" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="search-q">{t.searchLabel}</label>
          <input id="search-q" type="search" value={form.q} onChange={(event) => edit({ q: event.target.value })} autoComplete="off" />
        </div>
        <fieldset className="search-filters">
          <legend>{t.filters}</legend>
          <div className="field">
            <label htmlFor="search-currency">{t.currency}</label>
            <select
              id="search-currency"
              value={form.currency}
              onChange={(event) => edit({ currency: event.target.value as SearchForm['currency'] })}
              aria-invalid={shownError?.field === 'currency' || undefined}
              aria-describedby={shownError?.field === 'currency' ? `${priceErrorId} currency-hint` : 'currency-hint'}
            >
              <option value="">{t.anyCurrency}</option>
              {CURRENCY_TYPES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <p className="field-hint" id="currency-hint">
              {t.currencyHint}
            </p>
          </div>
          {(['minPrice', 'maxPrice'] as const).map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`search-${field}`}>{t[field]}</label>
              <input
                id={`search-${field}`}
                inputMode="numeric"
                value={form[field]}
                onChange={(event) => edit({ [field]: event.target.value.trim() })}
                aria-invalid={shownError?.field === field || undefined}
                aria-describedby={shownError?.field === field ? priceErrorId : undefined}
              />
            </div>
          ))}
          <div className="field">
            <label htmlFor="search-language">{t.language}</label>
            <select id="search-language" value={form.language} onChange={(event) => apply({ ...form, language: event.target.value, page: 1 })}>
              <option value="">{t.anyLanguage}</option>
              {Object.entries(t.languages).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="search-rating">{t.rating}</label>
            <select id="search-rating" value={form.minRating} onChange={(event) => apply({ ...form, minRating: event.target.value, page: 1 })}>
              <option value="">{t.anyRating}</option>
              {MIN_RATINGS.map((stars) => (
                <option key={stars} value={stars}>
                  {t.minRatings[stars]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="search-sort">{t.sort}</label>
            <select id="search-sort" value={form.sort} onChange={(event) => apply({ ...form, sort: event.target.value as TutorSort, page: 1 })}>
              {TUTOR_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t.sorts[sort]}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        {shownError && (
          <p className="field-error" id={priceErrorId} role="alert">
            {shownError.message}
          </p>
        )}
        <button type="submit" className="button primary">
          {t.searchButton}
        </button>
      </form>
      {result.status === 'loading' && <LoadingBlock />}
      {result.status === 'error' && <ErrorBlock onRetry={result.retry} />}
      {result.status === 'ready' && result.data && (
        <>
          <p role="status">{t.results(result.data.Total)}</p>
          {result.data.Items.length === 0 ? (
            <p className="muted">{t.empty}</p>
          ) : (
            <ul className="card-list">
              {result.data.Items.map((tutor) => {
                const name = `${tutor.FirstName} ${tutor.LastName}`;
                return (
                  <li key={tutor.UserID} className="card tutor-card">
                    {/* Decorative beside the name, which says who it is; a face helps choose. */}
                    {tutor.PhotoURL && <img className="tutor-photo" src={tutor.PhotoURL} alt="" width={64} height={64} loading="lazy" />}
                    <h2 className="card-title">
                      <Link to={paths.tutorPublic(tutor.Slug)} aria-label={t.viewProfile(name)}>
                        {name}
                      </Link>
                    </h2>
                    {tutor.Bio && <p>{tutor.Bio}</p>}
                    <p className="muted">{tutor.Topics.map((topic) => topic.TopicName).join(' · ')}</p>
                    <p>{ratingText.summary(tutor.RatingAverage, tutor.RatingCount ?? 0)}</p>
                    <p>
                      {tutor.HourlyRate !== undefined && tutor.CurrencyType ? t.perHour(tutor.HourlyRate, tutor.CurrencyType) : t.noRate}
                      {tutor.Languages.length > 0 && ` · ${t.speaks} ${tutor.Languages.map(languageName).join(', ')}`}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
          <Pager label={t.pagination} page={applied.page} total={result.data.Total} pageSize={SEARCH_PAGE_SIZE} onPage={(page) => apply({ ...applied, page })} />
        </>
      )}
    </section>
  );
}
