import { BackendError } from '../../domain/backend-error';
import type {
  BankAccount,
  ClassKind,
  CourseSession,
  GroupCourseRecord,
  InstantClass,
  Page,
  PageQuery,
  PaymentRecord,
  PrivateClassRecord,
  Withdrawal,
} from '../../domain/backend-records';
import type { Topic as TopicRecord } from '../../domain/user-profile';

// The in-memory backend the fakes share, so behaviour crosses ports the way the real one does (a saved payment marks
// the class paid in the student's lists; a new session shows in the course). Seeded with the demo data contract of
// mock-server/demo-data.mjs (codes, ids, names, amounts), kept in step by hand because src/ cannot import mock-server/.

export interface FakeUser {
  uid: string;
  role: 1 | 2;
  firstName: string;
  lastName: string;
  email: string;
}

export interface FakeTutorProfile {
  uid: string;
  slug: string;
  bio: string;
  topicIds: number[];
  hourlyRate: number;
  languages: string[];
  timeZone: string;
}

export interface Booking {
  studentId: string;
  classCode: string;
  kind: ClassKind;
  bookedAt: string;
}

export const FAKE_DEMO = {
  tutor: { uid: 'demo-tutor-uid', slug: 'demo-tutor' },
  student: { uid: 'demo-student-uid' },
  privateClass: { code: 'PCdemo0000000001', classId: 1001 },
  paidPrivateClass: { code: 'PCdemo0000000002', classId: 1002 },
  openPrivateClass: { code: 'PCdemo0000000003', classId: 1003 },
  hostedPrivateClass: { code: 'PCdemo0000000004', classId: 1004 },
  course: { code: 'GCdemo0000000001', classId: 2001, sessionIds: [3001, 3002, 3003, 3004] },
  paidCourse: { code: 'GCdemo0000000002', classId: 2002 },
  hostedCourse: { code: 'GCdemo0000000003', classId: 2003 },
  instantClass: { code: 'ICdemo0000000001' },
} as const;

const DAY_MS = 86_400_000;

export class FakeBackendDb {
  /** Who the fakes act as; null = signed out (calls that need a token reject with 'unauthorised'). */
  currentUid: string | null = FAKE_DEMO.student.uid;
  /** Set to make the next call of any fake reject with it (then cleared). */
  failNext: BackendError | null = null;
  /** Codes paid through the hosted page rather than an order. */
  readonly hostedCodes = new Set<string>([FAKE_DEMO.hostedPrivateClass.code, FAKE_DEMO.hostedCourse.code]);

  users: FakeUser[];
  topics: TopicRecord[];
  tutorProfiles: FakeTutorProfile[];
  privateClasses: PrivateClassRecord[];
  courses: GroupCourseRecord[];
  sessions: CourseSession[];
  bookings: Booking[];
  payments: PaymentRecord[];
  bankAccounts: BankAccount[] = [];
  withdrawals: Withdrawal[] = [];
  instantClasses: InstantClass[];
  private nextId = 5000;
  private nextOrder = 1;

  constructor(readonly now: () => number = () => Date.parse('2026-05-01T09:00:00Z')) {
    const at = (days: number) => new Date(this.now() + days * DAY_MS).toISOString();
    const tutor = FAKE_DEMO.tutor.uid;
    const tutorName = 'Asha Rao';
    this.users = [
      { uid: tutor, role: 1, firstName: 'Asha', lastName: 'Rao', email: 'tutor@demo.test' },
      { uid: 'tutor-2-uid', role: 1, firstName: 'Daniel', lastName: 'Okafor', email: 'daniel@demo.test' },
      { uid: FAKE_DEMO.student.uid, role: 2, firstName: 'Sam', lastName: 'Student', email: 'student@demo.test' },
      { uid: 'student-2-uid', role: 2, firstName: 'Priya', lastName: 'Nair', email: 'priya@demo.test' },
    ];
    this.topics = [
      { TopicID: 1, TopicName: 'Mathematics' },
      { TopicID: 2, TopicName: 'English' },
      { TopicID: 3, TopicName: 'Physics' },
    ];
    this.tutorProfiles = [
      { uid: tutor, slug: FAKE_DEMO.tutor.slug, bio: 'Maths and English tutor, 8 years of teaching.', topicIds: [1, 2], hourlyRate: 500, languages: ['en', 'hi'], timeZone: 'Asia/Kolkata' },
      { uid: 'tutor-2-uid', slug: 'daniel-okafor', bio: 'Physics for school and university.', topicIds: [3], hourlyRate: 900, languages: ['en'], timeZone: 'Europe/London' },
    ];
    const pc = (classId: number, code: string, name: string, days: number, extra: Partial<PrivateClassRecord> = {}) => ({
      ClassID: classId,
      ClassLink: code,
      ClassName: name,
      Duration: 60,
      DateTime: at(days),
      Price: 500,
      TransactionFees: 25,
      CurrencyType: 'INR' as const,
      Status: 'Scheduled' as const,
      TutorID: tutor,
      TutorName: tutorName,
      TutorSlug: FAKE_DEMO.tutor.slug,
      ...extra,
    });
    this.privateClasses = [
      pc(1001, FAKE_DEMO.privateClass.code, 'Algebra Basics', 3),
      pc(1002, FAKE_DEMO.paidPrivateClass.code, 'Geometry Practice', 4),
      pc(1003, FAKE_DEMO.openPrivateClass.code, 'Trigonometry Intro', 5),
      pc(1004, FAKE_DEMO.hostedPrivateClass.code, 'Calculus Warm-up', 6),
    ];
    const course = (classId: number, code: string, name: string, extra: Partial<GroupCourseRecord> = {}) => ({
      ClassID: classId,
      ClassLink: code,
      CourseName: name,
      Description: `${name}: a small-group course.`,
      TopicID: 2,
      Price: 2000,
      TransactionFees: 100,
      CurrencyType: 'INR' as const,
      Capacity: 10,
      EnrolledCount: 1,
      Status: 'Open' as const,
      TutorID: tutor,
      TutorName: tutorName,
      TutorSlug: FAKE_DEMO.tutor.slug,
      SessionCount: 0,
      ...extra,
    });
    this.courses = [
      course(2001, FAKE_DEMO.course.code, 'Spoken English'),
      course(2002, FAKE_DEMO.paidCourse.code, 'Business English'),
      course(2003, FAKE_DEMO.hostedCourse.code, 'Essay Writing'),
    ];
    this.sessions = FAKE_DEMO.course.sessionIds.map((id, index) => ({
      SessionID: id,
      ClassID: 2001,
      ClassLink: FAKE_DEMO.course.code,
      CourseName: 'Spoken English',
      Title: `Week ${index + 1}`,
      StartDateTime: at(7 * (index + 1)),
      Duration: 60,
      Status: 'Scheduled' as const,
    }));
    this.courses[0]!.SessionCount = this.sessions.length;
    const student = FAKE_DEMO.student.uid;
    this.bookings = [
      { studentId: student, classCode: FAKE_DEMO.privateClass.code, kind: 'PrivateClass', bookedAt: at(-1) },
      { studentId: student, classCode: FAKE_DEMO.paidPrivateClass.code, kind: 'PrivateClass', bookedAt: at(-2) },
      { studentId: student, classCode: FAKE_DEMO.hostedPrivateClass.code, kind: 'PrivateClass', bookedAt: at(-1) },
      { studentId: student, classCode: FAKE_DEMO.course.code, kind: 'GroupCourse', bookedAt: at(-1) },
      { studentId: student, classCode: FAKE_DEMO.paidCourse.code, kind: 'GroupCourse', bookedAt: at(-3) },
      { studentId: student, classCode: FAKE_DEMO.hostedCourse.code, kind: 'GroupCourse', bookedAt: at(-1) },
    ];
    this.payments = [
      this.paymentRecord(FAKE_DEMO.paidPrivateClass.code, 'pay_demo0000000002', 'captured', at(-2)),
      this.paymentRecord(FAKE_DEMO.paidCourse.code, 'pay_demo0000000003', 'captured', at(-3)),
    ];
    this.instantClasses = [
      {
        ClassCode: FAKE_DEMO.instantClass.code,
        TutorID: tutor,
        TutorName: tutorName,
        Title: 'Quick doubt session',
        CreatedAt: at(0),
        Status: 'Live',
      },
    ];
  }

  /** Runs before every fake call: the armed failure, then the sign-in check. */
  enter(options: { auth?: 'required' | 'optional'; role?: 1 | 2 } = {}): FakeUser | null {
    if (this.failNext) {
      const failure = this.failNext;
      this.failNext = null;
      throw failure;
    }
    const user = this.users.find((candidate) => candidate.uid === this.currentUid) ?? null;
    if (!user && options.auth !== 'optional') throw new BackendError('unauthorised', 'Sign in again', [], 401);
    if (user && options.role && user.role !== options.role) throw new BackendError('forbidden', 'You cannot do this', [], 403);
    return user;
  }

  newId(): number {
    return ++this.nextId;
  }

  newOrderId(): string {
    return `order_fake${String(this.nextOrder++).padStart(10, '0')}`;
  }

  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  /** `{ TutorSlug }` when the tutor has a public page, else nothing (as the backend sends it). */
  tutorSlug(uid: string): { TutorSlug?: string } {
    const slug = this.tutorProfiles.find((profile) => profile.uid === uid)?.slug;
    return slug ? { TutorSlug: slug } : {};
  }

  displayName(uid: string): string {
    const user = this.users.find((candidate) => candidate.uid === uid);
    return user ? `${user.firstName} ${user.lastName}` : uid;
  }

  findClass(classCode: string): { kind: ClassKind; name: string; price: number; fees: number; currency: PrivateClassRecord['CurrencyType']; tutorId: string } | null {
    const privateClass = this.privateClasses.find((record) => record.ClassLink === classCode);
    if (privateClass) {
      return { kind: 'PrivateClass', name: privateClass.ClassName, price: privateClass.Price, fees: privateClass.TransactionFees, currency: privateClass.CurrencyType, tutorId: privateClass.TutorID };
    }
    const course = this.courses.find((record) => record.ClassLink === classCode);
    if (course) {
      return { kind: 'GroupCourse', name: course.CourseName, price: course.Price, fees: course.TransactionFees, currency: course.CurrencyType, tutorId: course.TutorID };
    }
    return null;
  }

  isPaid(studentId: string, classCode: string): boolean {
    return this.payments.some((payment) => payment.StudentID === studentId && payment.ClassCode === classCode && payment.Status === 'captured');
  }

  paymentRecord(classCode: string, paymentId: string, status: PaymentRecord['Status'], paidAt: string, studentId: string = FAKE_DEMO.student.uid): PaymentRecord {
    const found = this.findClass(classCode);
    if (!found) throw new BackendError('not-found', 'Not found', [], 404);
    return {
      PaymentID: paymentId,
      ClassCode: classCode,
      Kind: found.kind,
      ClassName: found.name,
      Status: status,
      Amount: found.price + found.fees,
      Price: found.price,
      TransactionFees: found.fees,
      CurrencyType: found.currency,
      PaidAt: paidAt,
      StudentID: studentId,
      StudentName: this.displayName(studentId),
      TutorID: found.tutorId,
      TutorName: this.displayName(found.tutorId),
    };
  }
}

export function notFound(what: string): BackendError {
  return new BackendError('not-found', `${what} not found`, [], 404);
}

export function invalid(field: string, message: string): BackendError {
  return new BackendError('validation', 'Validation failed', [{ field, message }], 400);
}

export function conflict(field: string, message: string): BackendError {
  return new BackendError('conflict', message, [{ field, message }], 409);
}

export function requireClassCode(classCode: string, field = 'ClassCode'): void {
  if (!/^[A-Za-z0-9]{16}$/.test(classCode)) throw invalid(field, `${field} must be 16 letters or digits.`);
}

/** Pages a list the way the backend does (Page ≥ 1, PageSize 1–100, defaults 1 and 20). */
export function paginate<T>(items: readonly T[], query: PageQuery = {}): Page<T> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  if (!Number.isInteger(page) || page < 1) throw invalid('Page', 'Page must be 1 or more.');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw invalid('PageSize', 'PageSize must be between 1 and 100.');
  return { Items: items.slice((page - 1) * pageSize, page * pageSize), Page: page, PageSize: pageSize, Total: items.length };
}

export function inWindow(iso: string, from?: string, to?: string): boolean {
  const time = Date.parse(iso);
  return (from === undefined || time >= Date.parse(from)) && (to === undefined || time < Date.parse(to));
}
