import { LANGUAGE_NAMES } from '../../components/language-names';
import type { TutorSort } from '../../../contract/records';
import { formatMoney } from '../../../domain/money';

/** Texts of the tutor search (one place, so LangID can select translations later). */
export const tutorSearchText = {
  title: 'Find a tutor',
  searchLabel: 'Name or topic',
  searchButton: 'Search',
  filters: 'Filters',
  minPrice: 'Lowest hourly rate',
  maxPrice: 'Highest hourly rate',
  currency: 'Currency',
  anyCurrency: 'Any currency',
  currencyHint: 'Rates are compared within one currency.',
  language: 'Language',
  anyLanguage: 'Any language',
  sort: 'Sort by',
  rating: 'Rating',
  anyRating: 'Any rating',
  minRatings: { '3': '3 stars and up', '4': '4 stars and up', '5': '5 stars' } as Record<string, string>,
  sorts: { Relevance: 'Best match', PriceAsc: 'Price: low to high', PriceDesc: 'Price: high to low', NameAsc: 'Name: A to Z', RatingDesc: 'Highest rated' } satisfies Record<TutorSort, string>,
  languages: LANGUAGE_NAMES,
  priceOrder: 'The lowest rate must not be above the highest rate.',
  priceCurrency: 'Choose the currency of the rates: rates are compared within one currency.',
  priceWhole: 'Use a whole number of 0 or more.',
  results: (total: number) => (total === 1 ? '1 tutor found' : `${total.toLocaleString('en-US')} tutors found`),
  empty: 'No tutor matches. Try fewer words or wider filters.',
  perHour: (amount: number, currency: string) => `${formatMoney(amount, currency)} / hour`,
  noRate: 'Rate on request',
  speaks: 'Speaks',
  viewProfile: (name: string) => `See ${name}’s page`,
  pagination: 'Result pages',
} as const;
