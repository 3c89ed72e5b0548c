import { LANGUAGE_NAMES } from '../../components/language-names';
import type { TutorSort } from '../../../contract/records';
import type { TimeOfDay } from './search-params';

/** Texts of the tutor search (one place, so LangID can select translations later). */
export const tutorSearchText = {
  title: 'Find a tutor',
  searchLabel: 'Name or topic',
  searchButton: 'Search',
  filters: 'Filters',
  filtersCount: (count: number) => `Filters (${count})`,
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
  freeTime: 'When are you free?',
  freeTimeHint: 'Tutors with open hours then, in your time zone.',
  freeDays: 'Days',
  freeTimeOfDay: 'Time of day',
  anyTime: 'Any time',
  /** Short on the chip, whole for assistive technology (ISO weekday 1 = Monday). */
  dayShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  dayLong: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  timesOfDay: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening', night: 'Night' } satisfies Record<TimeOfDay, string>,
  /** '18:00'–'24:00' as '18–24' (the hours of a part of the day). */
  hours: (from: string, to: string) => `${from.slice(0, 2)}–${to.slice(0, 2)}`,
  clearFreeTime: 'Clear',
  clearFreeTimeLabel: 'Clear days and time of day',
  priceOrder: 'The lowest rate must not be above the highest rate.',
  priceCurrency: 'Choose the currency of the rates: rates are compared within one currency.',
  priceWhole: 'Use a whole number of 0 or more.',
  results: (total: number) => (total === 1 ? '1 tutor found' : `${total.toLocaleString('en-US')} tutors found`),
  empty: 'No tutor matches. Try fewer words or wider filters.',
  pagination: 'Result pages',
} as const;
