// Subjects taught on the platform (GetAllTopics). TopicIDs are stable: seeds and tests refer to them.
export const TOPICS = [
  { TopicID: 1, TopicName: 'Mathematics' },
  { TopicID: 2, TopicName: 'English' },
  { TopicID: 3, TopicName: 'Physics' },
  { TopicID: 4, TopicName: 'Chemistry' },
  { TopicID: 5, TopicName: 'Biology' },
  { TopicID: 6, TopicName: 'Computer Science' },
  { TopicID: 7, TopicName: 'Hindi' },
  { TopicID: 8, TopicName: 'Music' },
  { TopicID: 9, TopicName: 'Economics' },
  { TopicID: 10, TopicName: 'History' },
  { TopicID: 11, TopicName: 'Spanish' },
  { TopicID: 12, TopicName: 'Art and Design' },
];
