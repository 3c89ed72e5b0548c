// Topics: the subjects list (GetAllTopics), sorted by name.
import { page } from '../lib/http.mjs';

export default function register(api) {
  api.get('/GetAllTopics', ({ state, query }) => {
    const topics = state.topics
      .map((t) => ({ TopicID: t.TopicID, TopicName: t.TopicName }))
      .sort((a, b) => a.TopicName.localeCompare(b.TopicName));
    return page(topics, query);
  });
}
