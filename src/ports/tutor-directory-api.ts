import type { CurrencyType, Page, PageQuery, PublicTutor, TutorPublicProfile, TutorSort, TutorSummary } from '../contract/records';
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
  /**
   * Only tutors whose weekly hours leave time free on one of these ISO weekdays (1 Monday … 7 Sunday), between
   * freeFrom and freeTo ('HH:MM'; the whole day when absent; a freeFrom after freeTo runs across midnight), all in
   * timeZone (the student's zone).
   */
  freeDays?: readonly number[];
  freeFrom?: string;
  freeTo?: string;
  /** IANA zone of freeDays, freeFrom and freeTo (the backend reads UTC when absent). */
  timeZone?: string;
}

/** Finding tutors (/SearchTutors) and a tutor's public page (/GetTutorPublicProfile); signed-out visitors too. */
export interface TutorDirectoryApi {
  search(query?: TutorSearchQuery): Promise<Page<TutorSummary>>;
  /** Rejects with BackendError 'not-found' for an unknown slug. */
  getPublicProfile(slug: string, options?: { includeCourses?: boolean }): Promise<TutorPublicProfile>;
  /**
   * The tutors with a public page, by name, with their open course counts (/ListPublicTutors, for the sitemap): page
   * sizes up to PUBLIC_TUTOR_PAGE_SIZE.
   */
  listPublic(query?: PageQuery): Promise<Page<PublicTutor>>;
}

/** ListPublicTutors' largest page. */
export const PUBLIC_TUTOR_PAGE_SIZE = 5000;

export const TUTOR_DIRECTORY_API = token<TutorDirectoryApi>('TutorDirectoryApi');
