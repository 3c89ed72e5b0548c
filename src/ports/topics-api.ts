import type { Topic } from '../domain/user-profile';

/** /GetAllTopics: the subjects tutors teach. */
export interface TopicsApi {
  getAllTopics(): Promise<Topic[]>;
}

export const TOPICS_API = Symbol.for('TopicsApi');
