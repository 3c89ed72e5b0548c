import type { CurrencyType, TutorSort } from '../../../contract/records';
import { CURRENCY_TYPES, TUTOR_SORTS } from '../../../domain/values';
import type { TutorSearchQuery } from '../../../ports/tutor-directory-api';
import { tutorSearchText as t } from './tutor-search-text';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchForm {
  q: string;
  minPrice: string;
  maxPrice: string;
  /** '' for any currency. Rates are compared only within one currency, so a price range needs one. */
  currency: CurrencyType | '';
  language: string;
  /** '' for any rating, else the fewest average stars ('3', '4', '5'). */
  minRating: string;
  sort: TutorSort;
  /** When the student is free: ISO weekdays (1 Monday … 7 Sunday), ascending; none for any day. */
  days: number[];
  /** '' for any time of day, else one part of the day (TIMES_OF_DAY). */
  time: TimeOfDay | '';
  page: number;
}

export const MIN_RATINGS = ['3', '4', '5'] as const;

/** The ISO weekdays, Monday first, and how each is written in the URL (`days=mon,wed`, readable in a shared link). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The parts of the day a student chooses from, in their own zone ('HH:MM'; Evening runs to the end of the day). */
export const TIMES_OF_DAY = {
  morning: { from: '06:00', to: '12:00' },
  afternoon: { from: '12:00', to: '18:00' },
  evening: { from: '18:00', to: '24:00' },
  night: { from: '00:00', to: '06:00' },
} as const;
export type TimeOfDay = keyof typeof TIMES_OF_DAY;
const isTimeOfDay = (value: string): value is TimeOfDay => Object.hasOwn(TIMES_OF_DAY, value);

/** The weekdays a URL names (`mon,wed`), ascending, each once; a name that is not a weekday is left out. */
function readDays(value: string | null): number[] {
  const days = new Set<number>();
  for (const key of (value ?? '').split(',')) {
    const index = (DAY_KEYS as readonly string[]).indexOf(key.trim().toLowerCase());
    if (index >= 0) days.add(index + 1);
  }
  return [...days].sort((a, b) => a - b);
}

/** Whether the student filters by when they are free (some days, a time of day, or both). */
export function filtersByFreeTime(form: Pick<SearchForm, 'days' | 'time'>): boolean {
  return form.days.length > 0 || form.time !== '';
}

/** Reads the search from the URL; anything unreadable falls back to its default. */
export function readSearchForm(params: URLSearchParams): SearchForm {
  const sort = params.get('sort') ?? 'Relevance';
  const page = Number(params.get('page') ?? '1');
  const currency = params.get('currency') ?? '';
  const time = params.get('time') ?? '';
  return {
    q: params.get('q') ?? '',
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    currency: (CURRENCY_TYPES as readonly string[]).includes(currency) ? (currency as CurrencyType) : '',
    language: params.get('language') ?? '',
    minRating: (MIN_RATINGS as readonly string[]).includes(params.get('rating') ?? '') ? (params.get('rating') as string) : '',
    sort: (TUTOR_SORTS as readonly string[]).includes(sort) ? (sort as TutorSort) : 'Relevance',
    days: readDays(params.get('days')),
    time: isTimeOfDay(time) ? time : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeSearchForm(form: SearchForm): URLSearchParams {
  const params = new URLSearchParams();
  if (form.q.trim()) params.set('q', form.q.trim());
  if (form.minPrice) params.set('minPrice', form.minPrice);
  if (form.maxPrice) params.set('maxPrice', form.maxPrice);
  if (form.currency) params.set('currency', form.currency);
  if (form.language) params.set('language', form.language);
  if (form.minRating) params.set('rating', form.minRating);
  if (form.sort !== 'Relevance') params.set('sort', form.sort);
  if (form.days.length > 0) params.set('days', form.days.map((day) => DAY_KEYS[day - 1]).join(','));
  if (form.time) params.set('time', form.time);
  if (form.page > 1) params.set('page', String(form.page));
  return params;
}

export type FormCheck = { ok: true; query: TutorSearchQuery } | { ok: false; field: 'minPrice' | 'maxPrice' | 'currency'; message: string };

const wholeNumber = /^\d{1,9}$/;

/**
 * Turns the form into a query, or says which field is wrong (bad input never reaches the backend). The rule for rates:
 * they are compared only within one currency, so a price range needs the currency it is in (the backend refuses one
 * without it too); a currency alone keeps the tutors who charge in it.
 */
export function checkSearchForm(form: SearchForm): FormCheck {
  for (const field of ['minPrice', 'maxPrice'] as const) {
    if (form[field] && !wholeNumber.test(form[field])) return { ok: false, field, message: t.priceWhole };
  }
  const minPrice = form.minPrice ? Number(form.minPrice) : undefined;
  const maxPrice = form.maxPrice ? Number(form.maxPrice) : undefined;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return { ok: false, field: 'maxPrice', message: t.priceOrder };
  if ((minPrice !== undefined || maxPrice !== undefined) && !form.currency) return { ok: false, field: 'currency', message: t.priceCurrency };
  const query: TutorSearchQuery = { page: form.page, pageSize: SEARCH_PAGE_SIZE, sort: form.sort };
  if (form.q.trim()) query.query = form.q.trim();
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  if (form.currency) query.currencyType = form.currency;
  if (form.language) query.language = form.language;
  if (form.minRating) query.minRating = Number(form.minRating);
  // Free time: the days chosen (every day when only a time is), and the part of the day (the whole day when none is).
  // The zone they are in is the student's, added by whoever knows it (the results, from the profile).
  if (filtersByFreeTime(form)) {
    query.freeDays = form.days.length > 0 ? form.days : [...WEEKDAYS];
    if (form.time) {
      query.freeFrom = TIMES_OF_DAY[form.time].from;
      query.freeTo = TIMES_OF_DAY[form.time].to;
    }
  }
  return { ok: true, query };
}
