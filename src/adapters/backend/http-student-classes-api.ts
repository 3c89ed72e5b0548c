import {
  classStatusDetailsSchema,
  courseSessionSchema,
  pageSchema,
  studentCourseSchema,
  studentPrivateClassSchema,
  type ClassStatusDetails,
  type CourseSession,
  type Page,
  type PageQuery,
  type StudentCourse,
  type StudentPrivateClass,
} from '../../domain/backend-records';
import type { StudentClassesApi, TimeWindowQuery } from '../../ports/student-classes-api';
import { getCourseClassStatus, getPrivateClassStatus, getStudentCourse, getStudentPrivateClass, getStudentSessions } from './generated/backend/sdk.gen';
import type { BackendTransport } from './http/backend-transport';

export class HttpStudentClassesApi implements StudentClassesApi {
  constructor(private readonly http: BackendTransport) {}

  listPrivateClasses(query: TimeWindowQuery = {}): Promise<Page<StudentPrivateClass>> {
    return this.http.call(getStudentPrivateClass, {
      operation: 'getStudentPrivateClass',
      retry: 'read',
      data: pageSchema(studentPrivateClassSchema),
      query: { From: query.from, To: query.to, Page: query.page, PageSize: query.pageSize },
    });
  }

  listCourses(query: PageQuery = {}): Promise<Page<StudentCourse>> {
    return this.http.call(getStudentCourse, {
      operation: 'getStudentCourse',
      retry: 'read',
      data: pageSchema(studentCourseSchema),
      query: { Page: query.page, PageSize: query.pageSize },
    });
  }

  listSessions(query: TimeWindowQuery & { classId?: number } = {}): Promise<Page<CourseSession>> {
    return this.http.call(getStudentSessions, {
      operation: 'getStudentSessions',
      retry: 'read',
      data: pageSchema(courseSessionSchema),
      query: { ClassID: query.classId, From: query.from, To: query.to, Page: query.page, PageSize: query.pageSize },
    });
  }

  getPrivateClassStatus(classCode: string): Promise<ClassStatusDetails> {
    return this.http.call(getPrivateClassStatus, {
      operation: 'getPrivateClassStatus',
      retry: 'read',
      data: classStatusDetailsSchema,
      query: { ClassCode: classCode },
    });
  }

  getCourseStatus(classCode: string): Promise<ClassStatusDetails> {
    return this.http.call(getCourseClassStatus, {
      operation: 'getCourseClassStatus',
      retry: 'read',
      data: classStatusDetailsSchema,
      query: { ClassCode: classCode },
    });
  }
}
