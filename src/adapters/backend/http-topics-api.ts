import { getAllTopics } from '../../contract/generated/backend/sdk.gen';
import type { Topic } from '../../domain/user-profile';
import type { TopicsApi } from '../../ports/topics-api';
import type { BackendTransport } from './http/backend-transport';

const PAGE_SIZE = 100;
/** A guard against a server whose Total never matches: 50 pages = 5000 topics. */
const MAX_PAGES = 50;

export class HttpTopicsApi implements TopicsApi {
  constructor(private readonly http: BackendTransport) {}

  async getAllTopics(): Promise<Topic[]> {
    const topics: Topic[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const result = await this.http.call('read', (base) => getAllTopics({ ...base, query: { Page: page, PageSize: PAGE_SIZE } }));
      topics.push(...result.Items);
      if (result.Items.length < PAGE_SIZE || topics.length >= result.Total) break;
    }
    return topics;
  }
}
