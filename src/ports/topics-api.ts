import type { Topic } from '../domain/user-profile';
import { token } from './token';

/** /GetAllTopics: the subjects tutors teach. */
export interface TopicsApi {
  getAllTopics(): Promise<Topic[]>;
}

export const TOPICS_API = token<TopicsApi>('TopicsApi');
