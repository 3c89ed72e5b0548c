import type { CheckoutCourse, CourseCancellation, CourseSession, SessionCancellation, CourseStatus, DeletedSession, GroupCourseRecord, Page, PageQuery } from '../../contract/records';
import {
  cancelCourse,
  cancelCourseSession,
  deleteTutorSession,
  editTutorCourse,
  editTutorSession,
  getCourseByCode,
  getTutorCourses,
  getTutorSessions,
  saveTutorCourse,
  saveTutorSessions,
} from '../../contract/generated/backend/sdk.gen';
import type { CourseApi, CourseEdit, CourseSessionEdit, CourseSessionQuery, NewCourse, NewCourseSession } from '../../ports/course-api';
import { paging, type BackendTransport } from './http/backend-transport';

export class HttpCourseApi implements CourseApi {
  constructor(private readonly http: BackendTransport) {}

  listMine(query: PageQuery & { status?: CourseStatus } = {}): Promise<Page<GroupCourseRecord>> {
    return this.http.call('read', (base) => getTutorCourses({ ...base, query: { Status: query.status, ...paging(query) } }));
  }

  save(input: NewCourse): Promise<GroupCourseRecord> {
    return this.http.call('once', (base) => saveTutorCourse({ ...base, body: input }));
  }

  edit(input: CourseEdit): Promise<GroupCourseRecord> {
    return this.http.call('once', (base) => editTutorCourse({ ...base, body: input }));
  }

  cancel(classCode: string, reason?: string): Promise<CourseCancellation> {
    return this.http.call('idempotent', (base) => cancelCourse({ ...base, body: { ClassCode: classCode, ...(reason ? { Reason: reason } : {}) } }));
  }

  getByCode(classCode: string): Promise<CheckoutCourse> {
    return this.http.call('read', (base) => getCourseByCode({ ...base, query: { ClassCode: classCode } }));
  }

  saveSessions(classId: number, sessions: NewCourseSession[]): Promise<CourseSession[]> {
    return this.http.call('once', (base) => saveTutorSessions({ ...base, body: { ClassID: classId, Sessions: sessions } }));
  }

  editSession(input: CourseSessionEdit): Promise<CourseSession> {
    return this.http.call('once', (base) => editTutorSession({ ...base, body: input }));
  }

  cancelSession(sessionId: number, reason?: string): Promise<SessionCancellation> {
    return this.http.call('idempotent', (base) => cancelCourseSession({ ...base, body: { SessionID: sessionId, ...(reason ? { Reason: reason } : {}) } }));
  }

  deleteSession(sessionId: number): Promise<DeletedSession> {
    return this.http.call('once', (base) => deleteTutorSession({ ...base, body: { SessionID: sessionId } }));
  }

  listSessions(query: CourseSessionQuery): Promise<Page<CourseSession>> {
    return this.http.call('read', (base) =>
      getTutorSessions({ ...base, query: { ClassID: query.classId, From: query.from, To: query.to, ...paging(query) } }),
    );
  }
}
