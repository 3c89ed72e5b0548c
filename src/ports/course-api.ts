import type { CheckoutCourse, ClassStatus, CourseCancellation, CourseSession, SessionCancellation, CourseStatus, CurrencyType, DeletedSession, GroupCourseRecord, Page, PageQuery } from '../contract/records';
import { token } from './token';

export interface NewCourse {
  CourseName: string;
  Description?: string;
  TopicID: number;
  Price: number;
  TransactionFees: number;
  CurrencyType: CurrencyType;
  Capacity: number;
  CoverImageURL?: string;
}

/** Only the fields given change. */
export interface CourseEdit extends Partial<NewCourse> {
  ClassID: number;
  Status?: CourseStatus;
}

export interface NewCourseSession {
  Title: string;
  StartDateTime: string;
  /** Minutes, 15–480. */
  Duration: number;
}

export interface CourseSessionEdit {
  SessionID: number;
  Title?: string;
  StartDateTime?: string;
  Duration?: number;
  Status?: ClassStatus;
}

export interface CourseSessionQuery extends PageQuery {
  classId: number;
  from?: string;
  to?: string;
}

/**
 * Group courses and their sessions, tutor side (/GetTutorCourses, /SaveTutorCourse, /EditTutorCourse,
 * /SaveTutorSessions, /EditTutorSession, /CancelCourseSession, /DeleteTutorSession, /getTutorSessions), and any course by its code
 * (/GetCourseByCode). Failures reject with BackendError (409 'conflict' on overlapping sessions).
 */
export interface CourseApi {
  listMine(query?: PageQuery & { status?: CourseStatus }): Promise<Page<GroupCourseRecord>>;
  save(input: NewCourse): Promise<GroupCourseRecord>;
  edit(input: CourseEdit): Promise<GroupCourseRecord>;
  /** /CancelCourse: the students who paid are refunded the sessions not yet held; idempotent (a repeat answers the same). */
  cancel(classCode: string, reason?: string): Promise<CourseCancellation>;
  /** With its sessions and the notice period in force (what its checkout shows). */
  getByCode(classCode: string): Promise<CheckoutCourse>;
  saveSessions(classId: number, sessions: NewCourseSession[]): Promise<CourseSession[]>;
  editSession(input: CourseSessionEdit): Promise<CourseSession>;
  /** /CancelCourseSession: its students are refunded its share; idempotent (a repeat answers the same). */
  cancelSession(sessionId: number, reason?: string): Promise<SessionCancellation>;
  deleteSession(sessionId: number): Promise<DeletedSession>;
  listSessions(query: CourseSessionQuery): Promise<Page<CourseSession>>;
}

export const COURSE_API = token<CourseApi>('CourseApi');
