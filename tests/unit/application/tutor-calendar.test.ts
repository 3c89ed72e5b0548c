import { describe, expect, it, vi } from 'vitest';
import { TutorCalendar } from '../../../src/application/tutor-calendar';
import { startingAvailability } from '../../../src/domain/availability';
import type { AvailabilityApi } from '../../../src/ports/availability-api';
import type { CourseApi } from '../../../src/ports/course-api';
import type { PrivateClassApi } from '../../../src/ports/private-class-api';
import type { CourseSession, PrivateClassRecord } from '../../../src/contract/records';

const hours = { ...startingAvailability({ TimeZone: 'Asia/Kolkata', HourlyRate: 800 }), Weekly: [{ Day: 1, From: '09:00', To: '12:00' }] };
const page = <T>(Items: T[]) => ({ Items, Page: 1, PageSize: 100, Total: Items.length });

const privateClass = (id: number, dateTime: string, extra: Partial<PrivateClassRecord> = {}) =>
  ({ ClassID: id, ClassLink: `code${id}`, ClassName: `Class ${id}`, Duration: 30, DateTime: dateTime, Status: 'Scheduled', ...extra }) as PrivateClassRecord;
const session = (id: number, start: string, extra: Partial<CourseSession> = {}) =>
  ({ SessionID: id, ClassID: 7, ClassLink: 'course7', CourseName: 'Spoken Hindi', Title: `Week ${id}`, StartDateTime: start, Duration: 60, Status: 'Scheduled', ...extra }) as CourseSession;

function calendar(updatedAt: string | null = '2026-11-01T00:00:00Z') {
  const hoursApi = { get: vi.fn(async () => ({ Availability: hours, UpdatedAt: updatedAt })) } as unknown as AvailabilityApi;
  const privateApi = {
    listMine: vi.fn(async () =>
      page([
        privateClass(1, '2026-11-30T04:30:00Z', { ClassName: 'Trial lesson with Asha Rao', Trial: true, Booking: { StudentID: 's', StudentName: 'Asha Rao', State: 'Paid' } as PrivateClassRecord['Booking'] }),
        privateClass(2, '2026-12-01T04:30:00Z', { Status: 'Cancelled' }),
      ]),
    ),
  } as unknown as PrivateClassApi;
  const courseApi = {
    listMine: vi.fn(async () => page([{ ClassID: 7 }])),
    listSessions: vi.fn(async () => page([session(1, '2026-12-02T12:30:00Z'), session(2, '2026-12-03T12:30:00Z', { Status: 'Cancelled' })])),
  } as unknown as CourseApi;
  // Sunday 29 November, 20:00 UTC: already Monday 30 November, 01:30, in Kolkata.
  const clock = { now: () => new Date('2026-11-29T20:00:00Z') };
  return { use: new TutorCalendar(hoursApi, privateApi, courseApi, clock), privateApi, courseApi };
}

describe('TutorCalendar', () => {
  it('starts on the Monday of this week on the tutor’s calendar, with the hours and the classes and sessions not cancelled', async () => {
    const { use, privateApi, courseApi } = calendar();
    const week = await use.week();
    expect(week).toMatchObject({ timeZone: 'Asia/Kolkata', today: '2026-11-30', thisWeek: '2026-11-30', published: true, skipped: 0 });
    expect(week.days[0]).toMatchObject({ date: '2026-11-30', available: [{ from: '09:00', to: '12:00' }] });
    expect(week.days[0]!.events).toEqual([
      expect.objectContaining({ kind: 'private', title: 'Trial lesson with Asha Rao', trial: true, booked: true, fromMinute: 600, toMinute: 630, to: '/private-class/code1' }),
    ]);
    expect(week.days[1]!.events).toEqual([]);
    expect(week.days[2]!.events).toEqual([expect.objectContaining({ kind: 'session', title: 'Spoken Hindi: Week 1', fromMinute: 1080, to: '/course-class/managesession/7' })]);
    expect(week.days[3]!.events).toEqual([]);
    // The week's window on the tutor's calendar, from a day before (a class may run into it) to the next Monday.
    expect(privateApi.listMine).toHaveBeenCalledWith({ from: '2026-11-28T18:30:00.000Z', to: '2026-12-06T18:30:00.000Z', pageSize: 100 });
    expect(courseApi.listSessions).toHaveBeenCalledWith({ classId: 7, from: '2026-11-28T18:30:00.000Z', to: '2026-12-06T18:30:00.000Z', pageSize: 100 });
  });

  it('gives another week from its date, and says when the hours were never saved', async () => {
    const week = await calendar(null).use.week('2026-12-07');
    expect(week.days.map((day) => day.date)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13']);
    expect(week).toMatchObject({ thisWeek: '2026-11-30', published: false });
    expect(week.days.flatMap((day) => day.events)).toEqual([]);
  });

  it('falls back to this week when the date is not one', async () => {
    expect((await calendar().use.week('2026-13-01')).days[0]!.date).toBe('2026-11-30');
  });
});
