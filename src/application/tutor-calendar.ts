import { inject, injectable } from 'inversify';
import type { CourseSession, PrivateClassRecord } from '../contract/records';
import { calendarWeek, isCalendarDate, mondayOf, type CalendarDay, type CalendarEventInput } from '../domain/calendar-week';
import { calendarDay } from '../domain/class-time';
import { paths } from '../domain/routes';
import { wallClockToInstant } from '../domain/availability';
import { AVAILABILITY_API, type AvailabilityApi } from '../ports/availability-api';
import { CLOCK, type Clock } from '../ports/clock';
import { COURSE_API, type CourseApi } from '../ports/course-api';
import { PRIVATE_CLASS_API, type PrivateClassApi } from '../ports/private-class-api';

/** A tutor's lists are small enough to read whole: one page of this many. */
const ALL = { pageSize: 100 } as const;
const DAY_MS = 86_400_000;
const MINUTE = 60_000;

export interface CalendarWeek {
  /** The zone the days are in: the tutor's hours' (their profile's until they save hours). */
  timeZone: string;
  /** Today on the tutor's calendar (YYYY-MM-DD). */
  today: string;
  /** The Monday of the week that holds today: where "Today" goes. */
  thisWeek: string;
  /** The hours have been saved at least once. */
  published: boolean;
  days: CalendarDay[];
  /** Records the client could not read (the screen says so). */
  skipped: number;
}

/** A private class on the tutor's calendar: not cancelled (held unpaid times are not on the tutor's list). */
function classEvent(record: PrivateClassRecord): CalendarEventInput {
  const start = Date.parse(record.DateTime);
  return {
    key: `p${record.ClassID}`,
    kind: 'private',
    title: record.ClassName,
    start,
    end: start + record.Duration * MINUTE,
    trial: record.Trial === true,
    booked: record.Booking !== undefined,
    to: paths.privateClassroom(record.ClassLink),
  };
}

function sessionEvent(session: CourseSession): CalendarEventInput {
  const start = Date.parse(session.StartDateTime);
  return {
    key: `s${session.SessionID}`,
    kind: 'session',
    title: `${session.CourseName}: ${session.Title}`,
    start,
    end: start + session.Duration * MINUTE,
    to: paths.manageSessions(session.ClassID),
  };
}

/**
 * The tutor's week calendar (issue 39): seven days on their hours' wall clock, each with its bookable hours (the
 * weekday's, or a date's override; a day off says so) and the tutor's private classes and course sessions in it, not
 * cancelled ones. Read through the same ports as the tutor's dashboard; the days are the domain's (calendarWeek).
 */
@injectable()
export class TutorCalendar {
  constructor(
    @inject(AVAILABILITY_API) private readonly hoursApi: AvailabilityApi,
    @inject(PRIVATE_CLASS_API) private readonly privateApi: PrivateClassApi,
    @inject(COURSE_API) private readonly courseApi: CourseApi,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The seven days from `from` (YYYY-MM-DD; by default the Monday of this week on the tutor's calendar). */
  async week(from?: string): Promise<CalendarWeek> {
    const state = await this.hoursApi.get();
    const hours = state.Availability;
    const timeZone = hours.TimeZone;
    const today = calendarDay(this.clock.now(), timeZone);
    const thisWeek = mondayOf(today);
    const start = from !== undefined && isCalendarDate(from) ? from : thisWeek;
    const [y, m, d] = start.split('-').map(Number) as [number, number, number];
    const weekStart = wallClockToInstant(Date.UTC(y, m - 1, d), timeZone);
    const weekEnd = wallClockToInstant(Date.UTC(y, m - 1, d) + 7 * DAY_MS, timeZone);
    // A class started the day before may run into the week (a class lasts at most 8 hours).
    const window = { from: new Date(weekStart - DAY_MS).toISOString(), to: new Date(weekEnd).toISOString(), ...ALL };
    const [classes, courses] = await Promise.all([this.privateApi.listMine(window), this.courseApi.listMine(ALL)]);
    const sessionPages = await Promise.all(courses.Items.map((course) => this.courseApi.listSessions({ classId: course.ClassID, ...window })));
    const events = [
      ...classes.Items.filter((record) => record.Status !== 'Cancelled').map(classEvent),
      ...sessionPages.flatMap((page) => page.Items).filter((session) => session.Status !== 'Cancelled').map(sessionEvent),
    ];
    const skipped = [classes, courses, ...sessionPages].reduce((sum, page) => sum + (page.skipped ?? 0), 0);
    return { timeZone, today, thisWeek, published: state.UpdatedAt !== null, days: calendarWeek(hours, events, start), skipped };
  }
}
