import { inject, injectable } from 'inversify';
import type { BankAccount, CourseCancellation, ClassStatus, CourseSession, EarningsSummary, GroupCourseRecord, InstantClass, Page, PrivateClassRecord, ReadList, SessionCancellation, StudentListEntry, Withdrawal } from '../contract/records';
import type { FieldError } from '../domain/backend-error';
import { upcomingItems, type UpcomingItem } from '../domain/upcoming-classes';
import { CLOCK, type Clock } from '../ports/clock';
import { COURSE_API, type CourseApi, type CourseEdit, type CourseSessionEdit, type NewCourse, type NewCourseSession } from '../ports/course-api';
import { EARNINGS_API, type EarningsApi, type NewBankAccount, type WithdrawalRequest } from '../ports/earnings-api';
import { INSTANT_CLASS_API, type InstantClassApi } from '../ports/instant-class-api';
import { PRIVATE_CLASS_API, type NewPrivateClass, type PrivateClassApi } from '../ports/private-class-api';
import { STUDENT_LIST_API, type StudentListApi, type StudentListQuery } from '../ports/student-list-api';
import { attempt, type Outcome } from './outcome';
import { readList } from './read-list';

/** A clash the server names at `Sessions.{i}.StartDateTime`: which session of the series (from 1), and what it clashes with. */
function clashOfSeries({ field, message }: FieldError): { item?: number; message: string } {
  const index = /^Sessions\.(\d+)\./.exec(field)?.[1];
  return index === undefined ? { message } : { item: Number(index) + 1, message };
}

/** A tutor's lists are small enough to show whole: one page of this many. */
const ALL = { pageSize: 100 } as const;

export interface WithdrawalOverview {
  balances: EarningsSummary['Balances'];
  accounts: BankAccount[];
  withdrawals: Withdrawal[];
}

/**
 * What a tutor manages (spec §4 tutor workspace): private classes, group courses and their sessions, bank accounts and
 * withdrawals. Reads return the records; changes return an Outcome whose refusal is coded (src/application/outcome.ts),
 * so the screens only put it in words. No React: tests run it over the HTTP adapters against the mock backend.
 */
@injectable()
export class TutorWorkspace {
  constructor(
    @inject(PRIVATE_CLASS_API) private readonly privateApi: PrivateClassApi,
    @inject(COURSE_API) private readonly courseApi: CourseApi,
    @inject(STUDENT_LIST_API) private readonly studentsApi: StudentListApi,
    @inject(EARNINGS_API) private readonly earningsApi: EarningsApi,
    @inject(INSTANT_CLASS_API) private readonly instantApi: InstantClassApi,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Today's and upcoming private classes and course sessions, in time order (the dashboard's list). */
  async upcoming(): Promise<ReadList<UpcomingItem>> {
    // From a day back: a session that started a while ago may still be open (the lifecycle rule filters the rest).
    const from = new Date(this.clock.now().getTime() - 86_400_000).toISOString();
    const [classes, courses] = await Promise.all([this.privateApi.listMine(ALL), this.courseApi.listMine(ALL)]);
    const sessions = await Promise.all(courses.Items.map((course) => this.courseApi.listSessions({ classId: course.ClassID, from, ...ALL })));
    const skipped = [classes, courses, ...sessions].reduce((sum, page) => sum + (page.skipped ?? 0), 0);
    return { items: upcomingItems(classes.Items, sessions.flatMap((page) => page.Items), this.clock.now().getTime()), skipped };
  }

  /** /StartInstantClass. */
  startInstantClass(title: string): Promise<Outcome<InstantClass>> {
    return attempt(() => this.instantApi.start(title));
  }

  /** /GetTutorInstantClasses: the tutor's Live instant classes and those ended in the last hour, newest first. */
  instantClasses(): Promise<InstantClass[]> {
    return this.instantApi.mine();
  }

  async privateClasses(): Promise<ReadList<PrivateClassRecord>> {
    return readList(await this.privateApi.listMine(ALL));
  }

  /** /SavePrivateClass; a clash with another class is 'overlap'. */
  createPrivateClass(input: NewPrivateClass): Promise<Outcome<PrivateClassRecord>> {
    return attempt(
      () => this.privateApi.save(input),
      (error) => ({ code: 'overlap', field: error.fieldErrors[0]?.field, serverMessage: error.fieldErrors[0]?.message }),
    );
  }

  /** /ChangePrivateClassStatus (Completed or Cancelled). */
  changePrivateClassStatus(classId: number, status: ClassStatus): Promise<Outcome<PrivateClassRecord>> {
    return attempt(() => this.privateApi.changeStatus(classId, status));
  }

  /** /CancelCourse: each student who paid is refunded the sessions not yet held, pro rata. */
  cancelCourse(classCode: string, reason?: string): Promise<Outcome<CourseCancellation>> {
    return attempt(() => this.courseApi.cancel(classCode, reason));
  }

  async courses(): Promise<ReadList<GroupCourseRecord>> {
    return readList(await this.courseApi.listMine(ALL));
  }

  /** One of the tutor's courses, or null when it is not theirs (or gone). */
  async course(classId: number): Promise<GroupCourseRecord | null> {
    return (await this.courses()).items.find((course) => course.ClassID === classId) ?? null;
  }

  /** /GetStudentsList: one page of the students who booked the tutor, for the filters. */
  students(query: StudentListQuery): Promise<Page<StudentListEntry>> {
    return this.studentsApi.list(query);
  }

  /** /SaveTutorCourse. */
  createCourse(input: NewCourse): Promise<Outcome<GroupCourseRecord>> {
    return attempt(() => this.courseApi.save(input));
  }

  /**
   * /EditTutorCourse: the backend knows enrolments made since the list loaded ('capacity-taken') and refuses leaving a
   * final status ('status-not-allowed').
   */
  editCourse(input: CourseEdit): Promise<Outcome<GroupCourseRecord>> {
    return attempt(
      () => this.courseApi.edit(input),
      (error) => {
        const field = error.fieldErrors[0]?.field;
        if (field === 'Capacity') return { code: 'capacity-taken', field };
        if (field === 'Status') return { code: 'status-not-allowed', field };
        return undefined;
      },
    );
  }

  async sessions(classId: number): Promise<ReadList<CourseSession>> {
    return readList(await this.courseApi.listSessions({ classId, ...ALL }));
  }

  /** /SaveTutorSessions: all or none; a clash of any of them is 'overlap'. */
  addSessions(classId: number, sessions: NewCourseSession[]): Promise<Outcome<CourseSession[]>> {
    return attempt(
      () => this.courseApi.saveSessions(classId, sessions),
      // A course in a final status takes no sessions (the server says so, about ClassID); any other 409 is a clash.
      (error) => (error.fieldErrors.some((fieldError) => fieldError.field === 'ClassID') ? undefined : { code: 'overlap', details: error.fieldErrors.map(clashOfSeries) }),
    );
  }

  /** /EditTutorSession; a clash is 'overlap' at the start time. */
  editSession(input: CourseSessionEdit): Promise<Outcome<CourseSession>> {
    return attempt(
      () => this.courseApi.editSession(input),
      // A clash is about the start time; a session that may not change (held, cancelled) is about its Status.
      (error) => (error.fieldErrors[0]?.field === 'StartDateTime' ? { code: 'overlap', field: 'Start', serverMessage: error.fieldErrors[0].message } : undefined),
    );
  }

  /** /CancelCourseSession: its students are refunded its share. */
  cancelSession(sessionId: number, reason?: string): Promise<Outcome<SessionCancellation>> {
    return attempt(() => this.courseApi.cancelSession(sessionId, reason));
  }

  /** /DeleteTutorSession. */
  removeSession(sessionId: number): Promise<Outcome<null>> {
    return attempt(async () => {
      await this.courseApi.deleteSession(sessionId);
      return null;
    });
  }

  /** Balances per currency (/GetEarningsSummary). */
  async balances(): Promise<EarningsSummary['Balances']> {
    return (await this.earningsApi.getSummary()).Balances;
  }

  async bankAccounts(): Promise<BankAccount[]> {
    return (await this.earningsApi.listBankAccounts(ALL)).Items;
  }

  /** /SaveBankAccount; a conflict (the account is there already) names its field. */
  saveBankAccount(input: NewBankAccount): Promise<Outcome<BankAccount>> {
    return attempt(() => this.earningsApi.saveBankAccount(input));
  }

  /** Balances, accounts and withdrawals (/GetEarningsSummary, /GetBankAccounts, /GetWithdrawals), loaded together. */
  async withdrawalOverview(): Promise<WithdrawalOverview> {
    const [summary, accounts, withdrawals] = await Promise.all([
      this.earningsApi.getSummary(),
      this.earningsApi.listBankAccounts(ALL),
      this.earningsApi.listWithdrawals(ALL),
    ]);
    return { balances: summary.Balances, accounts: accounts.Items, withdrawals: withdrawals.Items };
  }

  /** /RequestWithdrawal; a conflict (more than is available) is about the amount. */
  requestWithdrawal(input: WithdrawalRequest): Promise<Outcome<Withdrawal>> {
    return attempt(
      () => this.earningsApi.requestWithdrawal(input),
      (error) => ({ code: 'conflict', field: 'Amount', serverMessage: error.fieldErrors[0]?.message || error.message || undefined }),
    );
  }
}

