import { inject, injectable } from 'inversify';
import type { Page, TutorPublicProfile, TutorSummary } from '../contract/records';
import type { Topic } from '../domain/user-profile';
import { TOPICS_API, type TopicsApi } from '../ports/topics-api';
import { TUTOR_DIRECTORY_API, type TutorDirectoryApi, type TutorSearchQuery } from '../ports/tutor-directory-api';

/**
 * What anyone may look up, signed in or not: tutors by a search (/SearchTutors), a tutor's public page
 * (/GetTutorPublicProfile; rejects with BackendError 'not-found' for an unknown slug), and the topics taught
 * (/GetAllTopics).
 */
@injectable()
export class Directory {
  constructor(
    @inject(TUTOR_DIRECTORY_API) private readonly tutors: TutorDirectoryApi,
    @inject(TOPICS_API) private readonly topicsApi: TopicsApi,
  ) {}

  search(query: TutorSearchQuery): Promise<Page<TutorSummary>> {
    return this.tutors.search(query);
  }

  tutor(slug: string, options: { includeCourses: boolean }): Promise<TutorPublicProfile> {
    return this.tutors.getPublicProfile(slug, options);
  }

  topics(): Promise<Topic[]> {
    return this.topicsApi.getAllTopics();
  }
}
