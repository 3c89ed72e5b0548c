import { Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Search, SearchX, SlidersHorizontal } from 'lucide-react';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { WithServices } from '../../components/container-context';
import type { TutorSort } from '../../../contract/records';
import type { TutorSearchQuery } from '../../../ports/tutor-directory-api';
import { Button } from '../../components/kit/button';
import { TutorCardList } from '../../components/tutor-card';
import { EmptyState } from '../../components/kit/empty-state';
import './tutor-search.css';
import { CURRENCY_TYPES, TUTOR_SORTS } from '../../../domain/values';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { Pager } from '../../components/pager';
import { firstErrorPerField } from '../../components/form/field-errors';
import { useForm, type Sent } from '../../components/form/use-form';
import {
  checkSearchForm,
  filtersByFreeTime,
  MIN_RATINGS,
  readSearchForm,
  SEARCH_PAGE_SIZE,
  TIMES_OF_DAY,
  WEEKDAYS,
  writeSearchForm,
  type SearchForm,
  type TimeOfDay,
} from './search-params';
import { searchFormSchema } from './search-schema';
import { tutorSearchText as t } from './tutor-search-text';
import { useTutorSearch } from './use-tutor-search';

export function TutorSearchPage() {
  const [params, setParams] = useSearchParams();
  const applied = readSearchForm(params);
  const check = checkSearchForm(applied);
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

  /**
   * A choice that applies at once (language, rating, sort, free time): the whole form is checked and searched, from
   * page 1. A valid one goes straight to the URL, not through the form's one-press-at-a-time queue: a second day chosen
   * while the first day's search is still on its way must count too.
   */
  function choose(choice: Partial<Pick<SearchForm, 'language' | 'minRating' | 'sort' | 'days' | 'time'>>) {
    const next = { ...form.values, ...choice, page: 1 };
    for (const [key, value] of Object.entries(choice) as [keyof typeof choice, never][]) form.set(key, value);
    const checked = searchFormSchema.safeParse(next);
    if (checked.success) setParams(writeSearchForm(next));
    else form.run(async (): Promise<Sent<SearchForm>> => ({ ok: false, errors: firstErrorPerField(checked.error) }));
  }

  // What the last press refused, else what is wrong with the URL's own search (an address typed by hand).
  const [pressed] = Object.entries(form.errors);
  const shownError = pressed ? { field: pressed[0], message: pressed[1] } : check.ok ? null : { field: check.field, message: check.message };
  const values = form.values;
  const priceErrorId = 'price-error';
  // On a phone the filters fold away behind one button, so the results are on the first screen; a filter the search
  // refused opens them, so the field named by the message is there.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersShown = filtersOpen || (shownError !== null && shownError.field !== 'q');
  const activeFilters = [applied.currency, applied.minPrice, applied.maxPrice, applied.language, applied.minRating, applied.days.length > 0, applied.time].filter(Boolean).length;

  return (
    <section className="page search-page">
      <PageTitle>{t.title}</PageTitle>
      <form className="search-form" role="search" onSubmit={form.onSubmit} noValidate>
        <div className="search-main">
          <div className="field">
            <label htmlFor="search-q">{t.searchLabel}</label>
            <input id="search-q" type="search" value={values.q} onChange={(event) => form.set('q', event.target.value)} autoComplete="off" />
          </div>
          <Button type="submit" variant="primary" icon={<Search />}>
            {t.searchButton}
          </Button>
          <Button className="search-filters-toggle" icon={<SlidersHorizontal />} aria-expanded={filtersShown} aria-controls="search-filters" onClick={() => setFiltersOpen(!filtersShown)}>
            {activeFilters > 0 ? t.filtersCount(activeFilters) : t.filters}
          </Button>
        </div>
        <fieldset className="search-filters" id="search-filters" data-open={filtersShown || undefined}>
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
            <select id="search-language" value={values.language} onChange={(event) => choose({ language: event.target.value })}>
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
            <select id="search-rating" value={values.minRating} onChange={(event) => choose({ minRating: event.target.value })}>
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
            <select id="search-sort" value={values.sort} onChange={(event) => choose({ sort: event.target.value as TutorSort })}>
              {TUTOR_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t.sorts[sort]}
                </option>
              ))}
            </select>
          </div>
          <FreeTimeFilter days={values.days} time={values.time} onChange={choose} />
        </fieldset>
        {shownError && (
          <p className="field-error" id={priceErrorId} role="alert">
            {shownError.message}
          </p>
        )}
      </form>
      <Suspense fallback={<LoadingBlock />}>
        <SearchResults query={check.ok ? check.query : null} page={applied.page} onPage={(page) => setParams(writeSearchForm({ ...applied, page }))} />
      </Suspense>
    </section>
  );
}

/**
 * "When are you free?": weekdays as toggle chips (checkboxes) and one part of the day (radios), in the student's zone,
 * each applied at once; Clear takes both back and leaves the focus on the first day.
 */
function FreeTimeFilter({ days, time, onChange }: { days: number[]; time: TimeOfDay | ''; onChange: (choice: Partial<Pick<SearchForm, 'days' | 'time'>>) => void }) {
  const firstDay = useRef<HTMLInputElement>(null);
  const toggle = (day: number) => onChange({ days: days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b) });
  return (
    <div className="search-free" role="group" aria-labelledby="free-title" aria-describedby="free-hint">
      <div className="search-free-head">
        <p className="search-free-title" id="free-title">
          {t.freeTime}
        </p>
        {filtersByFreeTime({ days, time }) && (
          <Button
            variant="quiet"
            size="sm"
            aria-label={t.clearFreeTimeLabel}
            onClick={() => {
              onChange({ days: [], time: '' });
              firstDay.current?.focus();
            }}
          >
            {t.clearFreeTime}
          </Button>
        )}
      </div>
      <p className="field-hint" id="free-hint">
        {t.freeTimeHint}
      </p>
      <div className="search-free-choices">
        <div className="search-free-row" role="group" aria-labelledby="free-days">
          <span className="search-free-label" id="free-days">
            {t.freeDays}
          </span>
          <div className="free-chips free-days">
            {WEEKDAYS.map((day, index) => {
              return (
                <label className="free-chip" key={day}>
                  <input ref={index === 0 ? firstDay : undefined} type="checkbox" checked={days.includes(day)} onChange={() => toggle(day)} aria-label={t.dayLong[index]} />
                  <span aria-hidden="true">{t.dayShort[index]}</span>
                </label>
              );
            })}
          </div>
        </div>
        <div className="search-free-row" role="radiogroup" aria-labelledby="free-times">
          <span className="search-free-label" id="free-times">
            {t.freeTimeOfDay}
          </span>
          <div className="free-chips free-times">
            {(['', ...Object.keys(TIMES_OF_DAY)] as (TimeOfDay | '')[]).map((part) => (
              <label className="free-chip" key={part || 'any'}>
                <input type="radio" name="free-time" value={part} checked={time === part} onChange={() => onChange({ time: part })} />
                {part ? (
                  <span>
                    {t.timesOfDay[part]} <span className="free-chip-hours">{t.hours(TIMES_OF_DAY[part].from, TIMES_OF_DAY[part].to)}</span>
                  </span>
                ) : (
                  <span>{t.anyTime}</span>
                )}
              </label>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

type ResultsProps = { query: TutorSearchQuery | null; page: number; onPage: (page: number) => void };

/**
 * The results wait for the services (loading until then) without asking for them: the page's frame above paints first,
 * and the app asks for them after that paint (ContainerProvider).
 */
function SearchResults(props: ResultsProps) {
  return (
    <WithServices fallback={<LoadingBlock />}>
      <ReadyResults {...props} />
    </WithServices>
  );
}

/**
 * The count, the cards and the pages of a checked query (null: the form is invalid, nothing is asked). A search by free
 * time is in the student's own zone: the profile's (the browser's until one is known).
 */
function ReadyResults({ query, page, onPage }: ResultsProps) {
  const zone = useProfileTimeZone();
  const result = useTutorSearch(query?.freeDays ? { ...query, timeZone: zone } : query);
  if (result.status === 'loading') return <LoadingBlock />;
  if (result.status === 'error') return <ErrorBlock onRetry={result.retry} />;
  if (!result.data) return null;
  return (
    <>
      <p role="status" className="search-count">
        {t.results(result.data.Total)}
      </p>
      {result.data.Items.length === 0 ? <EmptyState icon={<SearchX />} title={t.empty} /> : <TutorCardList tutors={result.data.Items} zone={zone} />}
      <Pager label={t.pagination} page={page} total={result.data.Total} pageSize={SEARCH_PAGE_SIZE} onPage={onPage} />
    </>
  );
}
