// The demo data contract: ids that the mock's seed, the Auth emulator's seed, Pact interactions and end-to-end tests
// all rely on. Change them here only.
export const DEMO = {
  tutor: { uid: 'demo-tutor-uid', email: 'tutor@demo.test', password: 'Tutor#2026', slug: 'demo-tutor' },
  student: { uid: 'demo-student-uid', email: 'student@demo.test', password: 'Student#2026' },
  /** The password of every other seeded user (the other tutors and students of the seed), in the Auth emulator. */
  seededPassword: 'Seeded#2026',
  /** Booked by the demo student, not paid, in the future; pays through the widget (order). */
  privateClass: {
    code: 'PCdemo0000000001',
    classId: 1001,
    className: 'Algebra Basics',
    duration: 60,
    price: 500,
    transactionFees: 25,
    currencyType: 'INR',
  },
  /** Booked and paid by the demo student. */
  paidPrivateClass: { code: 'PCdemo0000000002', classId: 1002 },
  /** Open for booking, not booked by anyone. */
  openPrivateClass: { code: 'PCdemo0000000003', classId: 1003 },
  /** Pays through the hosted payment page (PaymentURL). */
  hostedPrivateClass: { code: 'PCdemo0000000004', classId: 1004 },
  /** Group course booked by the demo student, not paid; sessions 3001-3004. */
  course: {
    code: 'GCdemo0000000001',
    classId: 2001,
    courseName: 'Spoken English',
    price: 2000,
    transactionFees: 100,
    currencyType: 'INR',
    sessionIds: [3001, 3002, 3003, 3004],
  },
  /** Group course paid by the demo student. */
  paidCourse: { code: 'GCdemo0000000002', classId: 2002 },
  /** Group course paid through the hosted payment page. */
  hostedCourse: { code: 'GCdemo0000000003', classId: 2003 },
  /** Instant class started by the demo tutor. */
  instantClass: { code: 'ICdemo0000000001' },
};
