import { Link, useSearchParams } from 'react-router-dom';
import type { TutorSort } from '../../../contract/records';
import { CURRENCY_TYPES, TUTOR_SORTS } from '../../../domain/values';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { Pager } from '../../components/pager';
import { firstErrorPerField } from '../../components/form/field-errors';
import { useForm, type Sent } from '../../components/form/use-form';
import { checkSearchForm, MIN_RATINGS, readSearchForm, SEARCH_PAGE_SIZE, writeSearchForm, type SearchForm } from './search-params';
import { searchFormSchema } from './search-schema';
import { ratingText } from '../../components/rating-text';
import { languageName } from '../../components/language-names';
import { tutorSearchText as t } from './tutor-search-text';
import { useTutorSearch } from './use-tutor-search';
import { paths } from '../../../domain/routes';

export function TutorSearchPage() {
  const [params, setParams] = useSearchParams();
  const applied = readSearchForm(params);
  const check = checkSearchForm(applied);
  const result = useTutorSearch(check.ok ? check.query : null);
  // The URL is the source of truth: when it changes (back button, a link, a search), the form follows it.
  const form = useForm({
    initial: applied,
    source: params.toString(),
    schema: () => searchFormSchema,
    send: async (_query, values) => {
      setParams(writeSearchForm({ ...values, page: 1 }));
      return { ok: true };
    },
  });

  /** A choice that applies at once (language, rating, sort): the whole form is checked and searched, from page 1. */
  function choose<K extends 'language' | 'minRating' | 'sort'>(key: K, value: SearchForm[K]) {
    const next = { ...form.values, [key]: value, page: 1 };
    form.set(key, value);
    form.run(async (): Promise<Sent<SearchForm>> => {
      const checked = searchFormSchema.safeParse(next);
      if (!checked.success) return { ok: false, errors: firstErrorPerField(checked.error) };
      setParams(writeSearchForm(next));
      return { ok: true };
    });
  }

  // What the last press refused, else what is wrong with the URL's own search (an address typed by hand).
  const [pressed] = Object.entries(form.errors);
  const shownError = pressed ? { field: pressed[0], message: pressed[1] } : check.ok ? null : { field: check.field, message: check.message };
  const values = form.values;
  const priceErrorId = 'price-error';

  return (
    <section className="page">
      <PageTitle>{t.title}</PageTitle>
      <form className="search-form" role="search" onSubmit={form.onSubmit} noValidate>
        <div className="field">
          <label htmlFor="search-q">{t.searchLabel}</label>
          <input id="search-q" type="search" value={values.q} onChange={(event) => form.set('q', event.target.value)} autoComplete="off" />
        </div>
        <fieldset className="search-filters">
          <legend>{t.filters}</legend>
          <div className="field">
            <label htmlFor="search-currency">{t.currency}</label>
            <select
              id="search-currency"
              value={values.currency}
              onChange={(event) => form.set('currency', event.target.value as SearchForm['currency'])}
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
                value={values[field]}
                onChange={(event) => form.set(field, event.target.value.trim())}
                aria-invalid={shownError?.field === field || undefined}
                aria-describedby={shownError?.field === field ? priceErrorId : undefined}
              />
            </div>
          ))}
          <div className="field">
            <label htmlFor="search-language">{t.language}</label>
            <select id="search-language" value={values.language} onChange={(event) => choose('language', event.target.value)}>
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
            <select id="search-rating" value={values.minRating} onChange={(event) => choose('minRating', event.target.value)}>
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
            <select id="search-sort" value={values.sort} onChange={(event) => choose('sort', event.target.value as TutorSort)}>
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
          <Pager label={t.pagination} page={applied.page} total={result.data.Total} pageSize={SEARCH_PAGE_SIZE} onPage={(page) => setParams(writeSearchForm({ ...applied, page }))} />
        </>
      )}
    </section>
  );
}
