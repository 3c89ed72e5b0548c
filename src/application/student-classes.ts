import { inject, injectable } from 'inversify';
import type { Cancellation, RescheduleProposal, ClassStatusDetails, CourseSession, StudentCourse, StudentPrivateClass } from '../contract/records';
import { CLOCK, type Clock } from '../ports/clock';
import { PRIVATE_CLASS_API, type PrivateClassApi } from '../ports/private-class-api';
import { STUDENT_CLASSES_API, type StudentClassesApi } from '../ports/student-classes-api';
import { attempt, type Outcome } from './outcome';

const ALL = { page: 1, pageSize: 100 } as const;

/** The student's dashboard shows what finished in the last this many days. */
export const RECENT_DAYS = 14;

/** What a student has booked (spec §4 student dashboard): private classes, courses, sessions, and whether one is paid. */
@injectable()
export class StudentClasses {
  constructor(
    @inject(STUDENT_CLASSES_API) private readonly api: StudentClassesApi,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(PRIVATE_CLASS_API) private readonly privateClassApi: PrivateClassApi,
  ) {}

  async privateClasses(): Promise<StudentPrivateClass[]> {
    return (await this.api.listPrivateClasses(ALL)).Items;
  }

  async courses(): Promise<StudentCourse[]> {
    return (await this.api.listCourses(ALL)).Items;
  }

  /** Every session of one course, or (no course) the sessions of all booked courses from RECENT_DAYS back. */
  async sessions(classId?: number): Promise<CourseSession[]> {
    if (classId !== undefined) return (await this.api.listSessions({ ...ALL, classId })).Items;
    const from = new Date(this.clock.now().getTime() - RECENT_DAYS * 86_400_000).toISOString();
    return (await this.api.listSessions({ ...ALL, from })).Items;
  }

  /** /CancelPrivateClass by the student who paid: refunded by the cancellation rule (a class that has started: 'conflict'). */
  cancelPrivateClass(classCode: string, reason?: string): Promise<Outcome<Cancellation>> {
    return attempt(() => this.privateClassApi.cancel(classCode, reason));
  }

  /** /ProposeReschedule: a new time for a private class; the other side answers. A clash with the tutor's calendar is 'conflict' on NewDateTime. */
  proposeReschedule(classCode: string, newDateTime: string, message?: string): Promise<Outcome<RescheduleProposal>> {
    return attempt(() => this.privateClassApi.proposeReschedule(classCode, newDateTime, message));
  }

  /** /AnswerReschedule: accept (the class moves) or decline (it stays). */
  answerReschedule(proposalId: number, accept: boolean): Promise<Outcome<RescheduleProposal>> {
    return attempt(() => this.privateClassApi.answerReschedule(proposalId, accept));
  }

  /** Whether the student has paid for one class or course (where a finished checkout returns). */
  status(kind: 'private' | 'course', classCode: string): Promise<ClassStatusDetails> {
    return kind === 'private' ? this.api.getPrivateClassStatus(classCode) : this.api.getCourseStatus(classCode);
  }
}

