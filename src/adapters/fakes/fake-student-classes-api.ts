import type { ClassStatusDetails, CourseSession, Page, PageQuery, StudentCourse, StudentPrivateClass } from '../../domain/backend-records';
import type { StudentClassesApi, TimeWindowQuery } from '../../ports/student-classes-api';
import { FakeBackendDb, inWindow, notFound, paginate, requireClassCode } from './fake-backend-db';

export class FakeStudentClassesApi implements StudentClassesApi {
  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async listPrivateClasses(query: TimeWindowQuery = {}): Promise<Page<StudentPrivateClass>> {
    const student = this.db.enter({ role: 2 })!;
    const items = this.booked(student.uid, 'PrivateClass').flatMap((booking) => {
      const record = this.db.privateClasses.find((candidate) => candidate.ClassLink === booking.classCode);
      if (!record || !inWindow(record.DateTime, query.from, query.to)) return [];
      return [{ ...record, ...this.paymentState(student.uid, booking.classCode), BookedAt: booking.bookedAt }];
    });
    return paginate(items.sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime)), query);
  }

  async listCourses(query: PageQuery = {}): Promise<Page<StudentCourse>> {
    const student = this.db.enter({ role: 2 })!;
    const items = this.booked(student.uid, 'GroupCourse').flatMap((booking) => {
      const course = this.db.courses.find((candidate) => candidate.ClassLink === booking.classCode);
      return course ? [{ ...course, ...this.paymentState(student.uid, booking.classCode), BookedAt: booking.bookedAt }] : [];
    });
    return paginate(items, query);
  }

  async listSessions(query: TimeWindowQuery & { classId?: number } = {}): Promise<Page<CourseSession>> {
    const student = this.db.enter({ role: 2 })!;
    const bookedCodes = new Set(this.booked(student.uid, 'GroupCourse').map((booking) => booking.classCode));
    if (query.classId !== undefined) {
      const course = this.db.courses.find((candidate) => candidate.ClassID === query.classId);
      if (!course || !bookedCodes.has(course.ClassLink)) throw notFound('Course');
    }
    const sessions = this.db.sessions
      .filter((session) => bookedCodes.has(session.ClassLink))
      .filter((session) => query.classId === undefined || session.ClassID === query.classId)
      .filter((session) => inWindow(session.StartDateTime, query.from, query.to))
      .sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime));
    return paginate(sessions, query);
  }

  async getPrivateClassStatus(classCode: string): Promise<ClassStatusDetails> {
    const user = this.db.enter()!;
    requireClassCode(classCode);
    const record = this.db.privateClasses.find((candidate) => candidate.ClassLink === classCode);
    if (!record) throw notFound('Class');
    return { ClassCode: classCode, Status: record.Status, ...this.paymentState(user.uid, classCode) };
  }

  async getCourseStatus(classCode: string): Promise<ClassStatusDetails> {
    const user = this.db.enter()!;
    requireClassCode(classCode);
    const course = this.db.courses.find((candidate) => candidate.ClassLink === classCode);
    if (!course) throw notFound('Course');
    return { ClassCode: classCode, Status: course.Status, ...this.paymentState(user.uid, classCode) };
  }

  private booked(studentId: string, kind: 'PrivateClass' | 'GroupCourse') {
    return this.db.bookings.filter((booking) => booking.studentId === studentId && booking.kind === kind);
  }

  private paymentState(studentId: string, classCode: string): { Paid: boolean; PaymentStatus: 'Unpaid' | 'Paid' | 'Failed' } {
    if (this.db.isPaid(studentId, classCode)) return { Paid: true, PaymentStatus: 'Paid' };
    const failed = this.db.payments.some((payment) => payment.StudentID === studentId && payment.ClassCode === classCode);
    return { Paid: false, PaymentStatus: failed ? 'Failed' : 'Unpaid' };
  }
}
