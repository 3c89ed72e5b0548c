import { inject, injectable } from 'inversify';
import type { ClassStatusDetails, CourseSession, CourseWithdrawal, ReadList, StudentCourse, StudentPrivateClass } from '../contract/records';
import { readList } from './read-list';
import { CLOCK, type Clock } from '../ports/clock';
import { attempt, type Outcome } from './outcome';
import { RECENT_DAYS } from '../domain/upcoming-classes';
import { STUDENT_CLASSES_API, type StudentClassesApi } from '../ports/student-classes-api';

const ALL = { page: 1, pageSize: 100 } as const;

/** What a student has booked (spec §4 student dashboard): private classes, courses, sessions, and whether one is paid. */
@injectable()
export class StudentClasses {
  constructor(
    @inject(STUDENT_CLASSES_API) private readonly api: StudentClassesApi,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async privateClasses(): Promise<ReadList<StudentPrivateClass>> {
    return readList(await this.api.listPrivateClasses(ALL));
  }

  async courses(): Promise<ReadList<StudentCourse>> {
    return readList(await this.api.listCourses(ALL));
  }

  /** Every session of one course, or (no course) the sessions of all booked courses from RECENT_DAYS back. */
  async sessions(classId?: number): Promise<ReadList<CourseSession>> {
    if (classId !== undefined) return readList(await this.api.listSessions({ ...ALL, classId }));
    const from = new Date(this.clock.now().getTime() - RECENT_DAYS * 86_400_000).toISOString();
    return readList(await this.api.listSessions({ ...ALL, from }));
  }

  /** /WithdrawFromCourse: leaves a course, refunded the sessions still free to cancel. */
  leaveCourse(classCode: string): Promise<Outcome<CourseWithdrawal>> {
    return attempt(() => this.api.leaveCourse(classCode));
  }

  /** Whether the student has paid for one class or course (where a finished checkout returns). */
  status(kind: 'private' | 'course', classCode: string): Promise<ClassStatusDetails> {
    return kind === 'private' ? this.api.getPrivateClassStatus(classCode) : this.api.getCourseStatus(classCode);
  }
}

