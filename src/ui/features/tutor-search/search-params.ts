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
  page: number;
}

export const MIN_RATINGS = ['3', '4', '5'] as const;

/** Reads the search from the URL; anything unreadable falls back to its default. */
export function readSearchForm(params: URLSearchParams): SearchForm {
  const sort = params.get('sort') ?? 'Relevance';
  const page = Number(params.get('page') ?? '1');
  const currency = params.get('currency') ?? '';
  return {
    q: params.get('q') ?? '',
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    currency: (CURRENCY_TYPES as readonly string[]).includes(currency) ? (currency as CurrencyType) : '',
    language: params.get('language') ?? '',
    minRating: (MIN_RATINGS as readonly string[]).includes(params.get('rating') ?? '') ? (params.get('rating') as string) : '',
    sort: (TUTOR_SORTS as readonly string[]).includes(sort) ? (sort as TutorSort) : 'Relevance',
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
  return { ok: true, query };
}
