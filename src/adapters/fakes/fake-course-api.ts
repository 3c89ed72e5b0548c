import type { CourseSession, CourseStatus, DeletedSession, GroupCourseRecord, Page, PageQuery } from '../../domain/backend-records';
import type { CourseApi, CourseEdit, CourseSessionEdit, CourseSessionQuery, NewCourse, NewCourseSession } from '../../ports/course-api';
import { conflict, FakeBackendDb, inWindow, invalid, notFound, paginate, requireClassCode } from './fake-backend-db';
import { fakeClassCode } from './fake-ids';

function checkCourse(input: Partial<NewCourse>): void {
  if (input.CourseName !== undefined && !input.CourseName.trim()) throw invalid('CourseName', 'Enter a course name.');
  if (input.Capacity !== undefined && (!Number.isInteger(input.Capacity) || input.Capacity < 1 || input.Capacity > 500)) {
    throw invalid('Capacity', 'Capacity must be 1 to 500.');
  }
  if (input.Price !== undefined && (!Number.isInteger(input.Price) || input.Price < 0)) throw invalid('Price', 'Price must be a whole number, 0 or more.');
}

export class FakeCourseApi implements CourseApi {
  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async listMine(query: PageQuery & { status?: CourseStatus } = {}): Promise<Page<GroupCourseRecord>> {
    const tutor = this.db.enter({ role: 1 })!;
    const mine = this.db.courses
      .filter((course) => course.TutorID === tutor.uid && (query.status === undefined || course.Status === query.status))
      .reverse();
    return paginate(mine, query);
  }

  async save(input: NewCourse): Promise<GroupCourseRecord> {
    const tutor = this.db.enter({ role: 1 })!;
    checkCourse(input);
    const course: GroupCourseRecord = {
      ClassID: this.db.newId(),
      ClassLink: fakeClassCode(this.db, 'GC'),
      CourseName: input.CourseName.trim(),
      Description: input.Description ?? '',
      TopicID: input.TopicID,
      Price: input.Price,
      TransactionFees: input.TransactionFees,
      CurrencyType: input.CurrencyType,
      Capacity: input.Capacity,
      EnrolledCount: 0,
      ...(input.CoverImageURL ? { CoverImageURL: input.CoverImageURL } : {}),
      Status: 'Open',
      TutorID: tutor.uid,
      TutorName: this.db.displayName(tutor.uid),
      ...this.db.tutorSlug(tutor.uid),
      SessionCount: 0,
    };
    this.db.courses.push(course);
    return course;
  }

  async edit(input: CourseEdit): Promise<GroupCourseRecord> {
    const index = this.ownCourseIndex(input.ClassID);
    checkCourse(input);
    const current = this.db.courses[index]!;
    if (input.Capacity !== undefined && input.Capacity < current.EnrolledCount) {
      throw conflict('Capacity', `Capacity cannot be below the ${current.EnrolledCount} students enrolled.`);
    }
    const { ClassID: _id, ...changes } = input;
    const edited = { ...current, ...changes };
    this.db.courses[index] = edited;
    return edited;
  }

  async getByCode(classCode: string): Promise<GroupCourseRecord> {
    this.db.enter();
    requireClassCode(classCode);
    const course = this.db.courses.find((candidate) => candidate.ClassLink === classCode);
    if (!course) throw notFound('Course');
    return course;
  }

  async saveSessions(classId: number, sessions: NewCourseSession[]): Promise<CourseSession[]> {
    const index = this.ownCourseIndex(classId);
    if (sessions.length === 0) throw invalid('Sessions', 'Add at least one session.');
    const course = this.db.courses[index]!;
    sessions.forEach((session, i) => {
      if (!session.Title.trim()) throw invalid(`Sessions[${i}].Title`, 'Enter a title.');
      const start = Date.parse(session.StartDateTime);
      if (Number.isNaN(start) || start <= this.db.now()) throw invalid(`Sessions[${i}].StartDateTime`, 'StartDateTime must be in the future.');
      if (this.overlaps(course.TutorID, start, session.Duration)) throw conflict(`Sessions[${i}].StartDateTime`, 'This session overlaps another session.');
    });
    const created = sessions.map((session) => ({
      SessionID: this.db.newId(),
      ClassID: classId,
      ClassLink: course.ClassLink,
      CourseName: course.CourseName,
      Title: session.Title.trim(),
      StartDateTime: new Date(Date.parse(session.StartDateTime)).toISOString(),
      Duration: session.Duration,
      Status: 'Scheduled' as const,
    }));
    this.db.sessions.push(...created);
    this.db.courses[index] = { ...course, SessionCount: course.SessionCount + created.length };
    return created;
  }

  async editSession(input: CourseSessionEdit): Promise<CourseSession> {
    const index = this.ownSessionIndex(input.SessionID);
    const current = this.db.sessions[index]!;
    if (input.StartDateTime !== undefined) {
      const start = Date.parse(input.StartDateTime);
      if (Number.isNaN(start) || start <= this.db.now()) throw invalid('StartDateTime', 'StartDateTime must be in the future.');
    }
    const edited = { ...current, ...input };
    this.db.sessions[index] = edited;
    return edited;
  }

  async deleteSession(sessionId: number): Promise<DeletedSession> {
    const index = this.ownSessionIndex(sessionId);
    const session = this.db.sessions[index]!;
    if (session.Status !== 'Scheduled') throw conflict('SessionID', 'Only a scheduled session can be deleted.');
    this.db.sessions.splice(index, 1);
    const courseIndex = this.db.courses.findIndex((course) => course.ClassID === session.ClassID);
    const course = this.db.courses[courseIndex]!;
    this.db.courses[courseIndex] = { ...course, SessionCount: course.SessionCount - 1 };
    return { SessionID: sessionId, Deleted: true };
  }

  async listSessions(query: CourseSessionQuery): Promise<Page<CourseSession>> {
    this.ownCourseIndex(query.classId);
    const sessions = this.db.sessions
      .filter((session) => session.ClassID === query.classId && inWindow(session.StartDateTime, query.from, query.to))
      .sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime));
    return paginate(sessions, query);
  }

  private ownCourseIndex(classId: number): number {
    const tutor = this.db.enter({ role: 1 })!;
    const index = this.db.courses.findIndex((course) => course.ClassID === classId);
    if (index < 0) throw notFound('Course');
    if (this.db.courses[index]!.TutorID !== tutor.uid) throw notFound('Course');
    return index;
  }

  private ownSessionIndex(sessionId: number): number {
    const tutor = this.db.enter({ role: 1 })!;
    const index = this.db.sessions.findIndex((session) => session.SessionID === sessionId);
    const course = index < 0 ? undefined : this.db.courses.find((candidate) => candidate.ClassID === this.db.sessions[index]!.ClassID);
    if (!course || course.TutorID !== tutor.uid) throw notFound('Session');
    return index;
  }

  private overlaps(tutorId: string, start: number, duration: number): boolean {
    const end = start + duration * 60_000;
    const courseIds = new Set(this.db.courses.filter((course) => course.TutorID === tutorId).map((course) => course.ClassID));
    return this.db.sessions.some((session) => {
      if (!courseIds.has(session.ClassID) || session.Status === 'Cancelled') return false;
      const otherStart = Date.parse(session.StartDateTime);
      return start < otherStart + session.Duration * 60_000 && otherStart < end;
    });
  }
}
