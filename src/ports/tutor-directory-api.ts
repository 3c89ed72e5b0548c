import type { CurrencyType, Page, PageQuery, TutorPublicProfile, TutorSort, TutorSummary } from '../contract/records';
import { token } from './token';

export interface TutorSearchQuery extends PageQuery {
  query?: string;
  topicId?: number;
  minPrice?: number;
  maxPrice?: number;
  currencyType?: CurrencyType;
  /** ISO 639-1 code, e.g. 'en'. */
  language?: string;
  sort?: TutorSort;
  /** Only tutors rated at least this many stars on average (1–5). */
  minRating?: number;
}

/** Finding tutors (/SearchTutors) and a tutor's public page (/GetTutorPublicProfile); signed-out visitors too. */
export interface TutorDirectoryApi {
  search(query?: TutorSearchQuery): Promise<Page<TutorSummary>>;
  /** Rejects with BackendError 'not-found' for an unknown slug. */
  getPublicProfile(slug: string, options?: { includeCourses?: boolean }): Promise<TutorPublicProfile>;
}

export const TUTOR_DIRECTORY_API = token<TutorDirectoryApi>('TutorDirectoryApi');
