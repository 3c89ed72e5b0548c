// The keys of the tutor workspace's reads (useRead), in one place: a change invalidates the reads it touches.
export const tutorReads = {
  privateClasses: ['tutor', 'private-classes'],
  upcoming: ['tutor', 'upcoming'],
  earnings: ['tutor', 'earnings'],
  instantClasses: ['tutor', 'instant-classes'],
  courses: ['tutor', 'courses'],
  topics: ['topics'],
  course: (classId: number) => ['tutor', 'course', classId],
  sessions: (classId: number) => ['tutor', 'sessions', classId],
  bankAccounts: ['tutor', 'bank-accounts'],
  withdrawals: ['tutor', 'withdrawals'],
  students: ['tutor', 'students'],
} as const;
