import type { Topic } from '../../domain/user-profile';
import type { TopicsApi } from '../../ports/topics-api';

export class FakeTopicsApi implements TopicsApi {
  topics: Topic[] = [
    { TopicID: 1, TopicName: 'Mathematics' },
    { TopicID: 2, TopicName: 'English' },
    { TopicID: 3, TopicName: 'Physics' },
  ];

  async getAllTopics(): Promise<Topic[]> {
    return this.topics;
  }
}
