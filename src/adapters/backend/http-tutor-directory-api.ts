import type { Page, PageQuery, PublicTutor, TutorPublicProfile, TutorSummary } from '../../contract/records';
import { getTutorPublicProfile, listPublicTutors, searchTutors } from '../../contract/generated/backend/sdk.gen';
import type { TutorDirectoryApi, TutorSearchQuery } from '../../ports/tutor-directory-api';
import { paging, type BackendTransport } from './http/backend-transport';

export class HttpTutorDirectoryApi implements TutorDirectoryApi {
  constructor(private readonly http: BackendTransport) {}

  search(query: TutorSearchQuery = {}): Promise<Page<TutorSummary>> {
    const { topicId, minPrice, maxPrice, currencyType, language, sort, minRating, freeDays, freeFrom, freeTo, timeZone } = query;
    return this.http.call('read', (base) =>
      searchTutors({
        ...base,
        query: {
          Query: query.query?.trim() || undefined,
          TopicID: topicId,
          MinPrice: minPrice,
          MaxPrice: maxPrice,
          CurrencyType: currencyType,
          Language: language,
          Sort: sort,
          MinRating: minRating,
          FreeDays: freeDays?.length ? freeDays.join(',') : undefined,
          FreeFrom: freeFrom,
          FreeTo: freeTo,
          TimeZone: timeZone,
          ...paging(query),
        },
      }),
    );
  }

  getPublicProfile(slug: string, options: { includeCourses?: boolean } = {}): Promise<TutorPublicProfile> {
    return this.http.call('read', (base) => getTutorPublicProfile({ ...base, query: { Slug: slug, IncludeCourses: options.includeCourses } }));
  }

  listPublic(query: PageQuery = {}): Promise<Page<PublicTutor>> {
    return this.http.call('read', (base) => listPublicTutors({ ...base, query: { ...paging(query) } }));
  }
}
