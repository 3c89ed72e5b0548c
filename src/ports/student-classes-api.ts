import type { ClassStatusDetails, CourseSession, CourseWithdrawal, Page, PageQuery, StudentCourse, StudentPrivateClass } from '../contract/records';
import { token } from './token';

export interface TimeWindowQuery extends PageQuery {
  from?: string;
  to?: string;
}

/**
 * What a student has booked (/GetStudentPrivateClass, /GetStudentCourse, /GetStudentSessions) and the status of one
 * class or course for them (/GetPrivateClassStatus, /GetCourseClassStatus), and leaving a course (/WithdrawFromCourse). Failures reject with BackendError.
 */
export interface StudentClassesApi {
  listPrivateClasses(query?: TimeWindowQuery): Promise<Page<StudentPrivateClass>>;
  listCourses(query?: PageQuery): Promise<Page<StudentCourse>>;
  /** Sessions of the student's booked courses, or of one course when classId is given. */
  listSessions(query?: TimeWindowQuery & { classId?: number }): Promise<Page<CourseSession>>;
  getPrivateClassStatus(classCode: string): Promise<ClassStatusDetails>;
  getCourseStatus(classCode: string): Promise<ClassStatusDetails>;
  /** /WithdrawFromCourse: refunded the sessions still free to cancel; idempotent (a repeat answers the same). */
  leaveCourse(classCode: string): Promise<CourseWithdrawal>;
}

export const STUDENT_CLASSES_API = token<StudentClassesApi>('StudentClassesApi');
