import type { ClassStatusDetails, CourseSession, CourseWithdrawal, Page, PageQuery, StudentCourse, StudentPrivateClass } from '../../contract/records';
import {
  getCourseClassStatus,
  getPrivateClassStatus,
  getStudentCourse,
  getStudentPrivateClass,
  getStudentSessions,
  withdrawFromCourse,
} from '../../contract/generated/backend/sdk.gen';
import type { StudentClassesApi, TimeWindowQuery } from '../../ports/student-classes-api';
import { paging, type BackendTransport } from './http/backend-transport';

export class HttpStudentClassesApi implements StudentClassesApi {
  constructor(private readonly http: BackendTransport) {}

  listPrivateClasses(query: TimeWindowQuery = {}): Promise<Page<StudentPrivateClass>> {
    return this.http.call('read', (base) => getStudentPrivateClass({ ...base, query: { From: query.from, To: query.to, ...paging(query) } }));
  }

  listCourses(query: PageQuery = {}): Promise<Page<StudentCourse>> {
    return this.http.call('read', (base) => getStudentCourse({ ...base, query: paging(query) }));
  }

  listSessions(query: TimeWindowQuery & { classId?: number } = {}): Promise<Page<CourseSession>> {
    return this.http.call('read', (base) =>
      getStudentSessions({ ...base, query: { ClassID: query.classId, From: query.from, To: query.to, ...paging(query) } }),
    );
  }

  getPrivateClassStatus(classCode: string): Promise<ClassStatusDetails> {
    return this.http.call('read', (base) => getPrivateClassStatus({ ...base, query: { ClassCode: classCode } }));
  }

  getCourseStatus(classCode: string): Promise<ClassStatusDetails> {
    return this.http.call('read', (base) => getCourseClassStatus({ ...base, query: { ClassCode: classCode } }));
  }

  leaveCourse(classCode: string): Promise<CourseWithdrawal> {
    return this.http.call('idempotent', (base) => withdrawFromCourse({ ...base, body: { ClassCode: classCode } }));
  }
}
