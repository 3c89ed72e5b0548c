import { z } from 'zod';
import {
  courseSessionSchema,
  deletedSessionSchema,
  groupCourseRecordSchema,
  pageSchema,
  type CourseSession,
  type CourseStatus,
  type DeletedSession,
  type GroupCourseRecord,
  type Page,
  type PageQuery,
} from '../../domain/backend-records';
import type { CourseApi, CourseEdit, CourseSessionEdit, CourseSessionQuery, NewCourse, NewCourseSession } from '../../ports/course-api';
import {
  deleteTutorSession,
  editTutorCourse,
  editTutorSession,
  getCourseByCode,
  getTutorCourses,
  getTutorSessions,
  saveTutorCourse,
  saveTutorSessions,
} from './generated/backend/sdk.gen';
import type { BackendTransport } from './http/backend-transport';

export class HttpCourseApi implements CourseApi {
  constructor(private readonly http: BackendTransport) {}

  listMine(query: PageQuery & { status?: CourseStatus } = {}): Promise<Page<GroupCourseRecord>> {
    return this.http.call(getTutorCourses, {
      operation: 'getTutorCourses',
      retry: 'read',
      data: pageSchema(groupCourseRecordSchema),
      query: { Status: query.status, Page: query.page, PageSize: query.pageSize },
    });
  }

  save(input: NewCourse): Promise<GroupCourseRecord> {
    return this.http.call(saveTutorCourse, { operation: 'saveTutorCourse', retry: 'once', data: groupCourseRecordSchema, body: input });
  }

  edit(input: CourseEdit): Promise<GroupCourseRecord> {
    return this.http.call(editTutorCourse, { operation: 'editTutorCourse', retry: 'once', data: groupCourseRecordSchema, body: input });
  }

  getByCode(classCode: string): Promise<GroupCourseRecord> {
    return this.http.call(getCourseByCode, { operation: 'getCourseByCode', retry: 'read', data: groupCourseRecordSchema, query: { ClassCode: classCode } });
  }

  saveSessions(classId: number, sessions: NewCourseSession[]): Promise<CourseSession[]> {
    return this.http.call(saveTutorSessions, {
      operation: 'saveTutorSessions',
      retry: 'once',
      data: z.array(courseSessionSchema),
      body: { ClassID: classId, Sessions: sessions },
    });
  }

  editSession(input: CourseSessionEdit): Promise<CourseSession> {
    return this.http.call(editTutorSession, { operation: 'editTutorSession', retry: 'once', data: courseSessionSchema, body: input });
  }

  deleteSession(sessionId: number): Promise<DeletedSession> {
    return this.http.call(deleteTutorSession, {
      operation: 'deleteTutorSession',
      retry: 'once',
      data: deletedSessionSchema,
      body: { SessionID: sessionId },
    });
  }

  listSessions(query: CourseSessionQuery): Promise<Page<CourseSession>> {
    return this.http.call(getTutorSessions, {
      operation: 'getTutorSessions',
      retry: 'read',
      data: pageSchema(courseSessionSchema),
      query: { ClassID: query.classId, From: query.from, To: query.to, Page: query.page, PageSize: query.pageSize },
    });
  }
}
