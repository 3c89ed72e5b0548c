import { pageSchema, tutorPublicProfileSchema, tutorSummarySchema, type Page, type TutorPublicProfile, type TutorSummary } from '../../domain/backend-records';
import type { TutorDirectoryApi, TutorSearchQuery } from '../../ports/tutor-directory-api';
import { getTutorPublicProfile, searchTutors } from './generated/backend/sdk.gen';
import type { BackendTransport } from './http/backend-transport';

export class HttpTutorDirectoryApi implements TutorDirectoryApi {
  constructor(private readonly http: BackendTransport) {}

  search(query: TutorSearchQuery = {}): Promise<Page<TutorSummary>> {
    return this.http.call(searchTutors, {
      operation: 'searchTutors',
      retry: 'read',
      data: pageSchema(tutorSummarySchema),
      query: {
        Query: query.query?.trim() || undefined,
        TopicID: query.topicId,
        MinPrice: query.minPrice,
        MaxPrice: query.maxPrice,
        CurrencyType: query.currencyType,
        Language: query.language,
        Sort: query.sort,
        Page: query.page,
        PageSize: query.pageSize,
      },
    });
  }

  getPublicProfile(slug: string, options: { includeCourses?: boolean } = {}): Promise<TutorPublicProfile> {
    return this.http.call(getTutorPublicProfile, {
      operation: 'getTutorPublicProfile',
      retry: 'read',
      data: tutorPublicProfileSchema,
      query: { Slug: slug, IncludeCourses: options.includeCourses },
    });
  }
}
