// Example records for the interactions, with matchers: types and formats are the contract, values are examples
// taken from the demo data (mock-server/demo-data.mjs).
import { boolean, datetime, DEMO, eachLike, integer, like, regex, string } from './pact-helpers';

const ISO = "yyyy-MM-dd'T'HH:mm:ssXXX";
export const at = (example: string) => datetime(ISO, example);
export const classCode = (example: string) => regex('^[A-Za-z0-9]{16}$', example);

export const privateClass = (code = DEMO.privateClass.code, classId = DEMO.privateClass.classId) => ({
  ClassID: integer(classId),
  ClassLink: classCode(code),
  ClassName: string(DEMO.privateClass.className),
  Duration: integer(DEMO.privateClass.duration),
  DateTime: at('2026-09-01T10:00:00Z'),
  Price: integer(DEMO.privateClass.price),
  TransactionFees: integer(DEMO.privateClass.transactionFees),
  CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
  Status: regex('^(Scheduled|Live|Completed|Cancelled)$', 'Scheduled'),
  TutorID: string(DEMO.tutor.uid),
  TutorName: string('Asha Rao'),
  CancellationNoticeHours: integer(24),
});

/** The outcome of /CancelPrivateClass (added beyond the spec). */
export const cancellation = (code: string, by: 'Student' | 'Tutor', rule: 'InNotice' | 'Late' | 'TutorCancelled', refund: number) => ({
  ClassCode: classCode(code),
  Status: 'Cancelled',
  CancelledAt: at('2026-08-30T10:00:00Z'),
  CancelledBy: by,
  Rule: rule,
  RefundAmount: refund,
  CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
  ...(refund > 0 ? { RefundID: regex('^rfnd_[A-Za-z0-9]+$', 'rfnd_Qdemo0000000001') } : {}),
});

/** A reschedule proposal (added beyond the spec). */
export const rescheduleProposal = (code: string, by: 'Student' | 'Tutor', status: 'Pending' | 'Accepted' | 'Declined') => ({
  ProposalID: integer(1),
  ClassCode: classCode(code),
  ProposedBy: by,
  ProposedAt: at('2026-08-30T10:00:00Z'),
  PreviousDateTime: at('2026-09-01T05:00:00Z'),
  NewDateTime: at('2026-09-01T08:00:00Z'),
  ExpiresAt: at('2026-09-01T05:00:00Z'),
  Status: status,
  ...(status === 'Pending' ? {} : { AnsweredAt: at('2026-08-30T11:00:00Z') }),
});

export const groupCourse = (code = DEMO.course.code, classId = DEMO.course.classId) => ({
  ClassID: integer(classId),
  ClassLink: classCode(code),
  CourseName: string(DEMO.course.courseName),
  Description: string('Speak English with confidence in small groups.'),
  TopicID: integer(2),
  Price: integer(DEMO.course.price),
  TransactionFees: integer(DEMO.course.transactionFees),
  CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
  Capacity: integer(10),
  EnrolledCount: integer(1),
  Status: regex('^(Open|Closed|Completed|Cancelled)$', 'Open'),
  TutorID: string(DEMO.tutor.uid),
  TutorName: string('Asha Rao'),
  SessionCount: integer(4),
});

export const courseSession = (sessionId = DEMO.course.sessionIds[0]!) => ({
  SessionID: integer(sessionId),
  ClassID: integer(DEMO.course.classId),
  ClassLink: classCode(DEMO.course.code),
  CourseName: string(DEMO.course.courseName),
  Title: string('Week 1: Introductions'),
  StartDateTime: at('2026-09-07T10:00:00Z'),
  Duration: integer(60),
  Status: regex('^(Scheduled|Live|Completed|Cancelled)$', 'Scheduled'),
});

const bookingFields = {
  Paid: boolean(false),
  PaymentStatus: regex('^(Unpaid|Paid|Failed|Refunded)$', 'Unpaid'),
  BookedAt: at('2026-04-30T09:00:00Z'),
};
export const studentPrivateClass = () => ({ ...privateClass(), ...bookingFields });
export const studentCourse = () => ({ ...groupCourse(), ...bookingFields });

export const statusDetails = (code: string, status: string) => ({
  ClassCode: code,
  Status: regex('^(Scheduled|Live|Completed|Cancelled|Open|Closed)$', status),
  Paid: boolean(false),
  PaymentStatus: regex('^(Unpaid|Paid|Failed|Refunded)$', 'Unpaid'),
});

export const topic = () => ({ TopicID: integer(1), TopicName: string('Mathematics') });

export const tutorSummary = () => ({
  UserID: string(DEMO.tutor.uid),
  Slug: regex('^[a-z0-9]+(-[a-z0-9]+)*$', DEMO.tutor.slug),
  FirstName: string('Asha'),
  LastName: string('Rao'),
  Topics: eachLike(topic()),
  Languages: eachLike(regex('^[a-z]{2}$', 'en')),
  TimeZone: string('Asia/Kolkata'),
});

export const userProfile = (uid: string, role: 1 | 2) => ({
  UserID: uid,
  Role: role,
  FirstName: string(role === 1 ? 'Asha' : 'Sam'),
  LastName: string(role === 1 ? 'Rao' : 'Student'),
  Email: string(role === 1 ? DEMO.tutor.email : DEMO.student.email),
  TimeZone: string('Asia/Kolkata'),
  LangID: integer(1),
  TopicIDs: role === 1 ? eachLike(integer(1)) : [],
  CreatedAt: at('2026-01-01T00:00:00Z'),
});

export const studentListEntry = () => ({
  StudentID: string(DEMO.student.uid),
  FirstName: string('Sam'),
  LastName: string('Student'),
  Email: string(DEMO.student.email),
  Kind: regex('^(PrivateClass|GroupCourse)$', 'PrivateClass'),
  ClassID: integer(DEMO.privateClass.classId),
  ClassCode: classCode(DEMO.privateClass.code),
  ClassName: string(DEMO.privateClass.className),
  BookedAt: at('2026-04-30T09:00:00Z'),
  Paid: boolean(false),
  BookingState: regex('^(Paid|NotPaid|Refunded|CancelledByTutor|CancelledByStudent|LeftCourse)$', 'NotPaid'),
  CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
});

/** A stored payment record; its Status is exact (each interaction's provider state makes it true). */
export const paymentRecord = (code: string, kind: 'PrivateClass' | 'GroupCourse', paymentId: string, status: 'captured' | 'failed' | 'refunded' = 'captured') => ({
  PaymentID: paymentId,
  ClassCode: code,
  Kind: kind,
  ClassName: string(kind === 'PrivateClass' ? DEMO.privateClass.className : DEMO.course.courseName),
  Status: status,
  Amount: integer(kind === 'PrivateClass' ? 525 : 2100),
  Price: integer(kind === 'PrivateClass' ? 500 : 2000),
  TransactionFees: integer(kind === 'PrivateClass' ? 25 : 100),
  CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
  PaidAt: at('2026-05-01T09:00:00Z'),
  StudentID: string(DEMO.student.uid),
  StudentName: string('Sam Student'),
  TutorID: string(DEMO.tutor.uid),
  TutorName: string('Asha Rao'),
});

export const order = () => ({ id: regex('^[A-Za-z0-9_-]+$', 'order_demo00000001'), amount: integer(52500), currency: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR') });

export const bankAccount = () => ({
  BankAccountID: integer(1),
  HolderName: string('Asha Rao'),
  AccountLast4: regex('^[0-9]{4}$', '9012'),
  IFSC: regex('^[A-Z]{4}0[A-Z0-9]{6}$', 'SBIN0001234'),
  BankName: string('State Bank of India'),
  CreatedAt: at('2026-05-01T09:00:00Z'),
});

export const withdrawal = () => ({
  WithdrawalID: integer(1),
  BankAccountID: integer(1),
  AccountLast4: regex('^[0-9]{4}$', '9012'),
  Amount: integer(500),
  CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
  Status: regex('^(Requested|Processing|Paid|Rejected)$', 'Requested'),
  RequestedAt: at('2026-05-01T09:00:00Z'),
});

export const instantClass = (code = DEMO.instantClass.code) => ({
  ClassCode: classCode(code),
  TutorID: string(DEMO.tutor.uid),
  TutorName: string('Asha Rao'),
  Title: string('Quick doubt session'),
  CreatedAt: at('2026-05-01T09:00:00Z'),
  Status: regex('^(Live|Ended)$', 'Live'),
});

export const rosterEntry = () => ({
  UserID: string(DEMO.tutor.uid),
  DisplayName: string('Asha Rao'),
  Role: integer(1),
  Uid: integer(1),
});

export { like };

/** A review (added beyond the spec); `fields` override the demo tutor's seeded one. */
export const review = (fields: Record<string, unknown> = {}) => ({
  ReviewID: integer(1),
  TutorID: string(DEMO.tutor.uid),
  ClassCode: classCode('PCdemo0000000005'),
  ClassName: string('Fractions Refresher'),
  Kind: regex('^(PrivateClass|GroupCourse)$', 'PrivateClass'),
  StudentName: string('Priya S.'),
  Rating: integer(5),
  CreatedAt: at('2026-03-01T10:00:00Z'),
  EditableUntil: at('2026-03-15T10:00:00Z'),
  ...fields,
});

/** A message (added beyond the spec); the seed's first: the demo student to the demo tutor. */
export const message = (fields: Record<string, unknown> = {}) => ({
  MessageID: integer(1),
  ThreadID: regex('^[A-Za-z0-9_-]+~[A-Za-z0-9_-]+$', `${DEMO.tutor.uid}~${DEMO.student.uid}`),
  SenderID: string(DEMO.student.uid),
  SenderRole: regex('^(Tutor|Student)$', 'Student'),
  SenderName: string('Ravi Kumar'),
  Text: string('Hello Asha! Before Geometry Practice: could we start with circle theorems?'),
  SentAt: at('2026-03-01T10:00:00Z'),
  ...fields,
});

/** The demo student's thread with the demo tutor (added beyond the spec). */
export const thread = (fields: Record<string, unknown> = {}) => ({
  ThreadID: regex('^[A-Za-z0-9_-]+~[A-Za-z0-9_-]+$', `${DEMO.tutor.uid}~${DEMO.student.uid}`),
  TutorID: string(DEMO.tutor.uid),
  TutorName: string('Asha Rao'),
  StudentID: string(DEMO.student.uid),
  StudentName: string('Ravi Kumar'),
  Unread: integer(0),
  Blocked: boolean(false),
  ...fields,
});

/** One message of a saved classroom chat (added beyond the spec): the demo tutor's first in the room. */
export const chatMessage = (fields: Record<string, unknown> = {}) => ({
  SenderName: string('Asha Rao'),
  FromTutor: boolean(true),
  SentAt: at('2026-03-01T10:02:00Z'),
  Text: string('Welcome! Open the practice sheet.'),
  ...fields,
});

/** The chat the demo tutor saved of a private class's room (added beyond the spec): no session. */
export const classChat = (code: string, fields: Record<string, unknown> = {}) => ({
  ClassCode: classCode(code),
  SessionID: null,
  SessionTitle: null,
  SavedAt: at('2026-03-01T11:00:00Z'),
  Messages: eachLike(chatMessage()),
  ...fields,
});
