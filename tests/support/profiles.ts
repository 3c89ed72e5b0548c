// The demo tutor's and student's profiles as the backend returns them (spec §3 UserProfile), for tests that need a
// whole profile without the mock's seed.
import { ROLE } from '../../src/domain/constants';
import type { UserProfile } from '../../src/domain/user-profile';

export const tutorProfile: UserProfile = {
  UserID: 'demo-tutor-uid',
  Email: 'tutor@demo.test',
  Role: ROLE.TUTOR,
  FirstName: 'Asha',
  LastName: 'Rao',
  Phone: '+919800000001',
  TimeZone: 'Asia/Kolkata',
  LangID: 1,
  Bio: 'Maths and English tutor.',
  TopicIDs: [1, 2],
  Slug: 'demo-tutor',
  PhotoURL: 'https://files.demo.test/ProfilePhoto/old.webp',
  HourlyRate: 500,
  CurrencyType: 'INR',
  Languages: ['en', 'hi'],
};

export const studentProfile: UserProfile = {
  UserID: 'demo-student-uid',
  Email: 'student@demo.test',
  Role: ROLE.STUDENT,
  FirstName: 'Ravi',
  LastName: 'Kumar',
  Phone: '+919800000002',
  TimeZone: 'Asia/Kolkata',
  LangID: 1,
  TopicIDs: [1, 2],
  SelectedTutorSlug: 'demo-tutor',
};
