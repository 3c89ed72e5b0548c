import { describe, expect, it } from 'vitest';
import type { CourseSession, PrivateClassRecord } from '../../../src/contract/records';
import { isClassAhead, upcomingItems } from '../../../src/domain/upcoming-classes';

const now = Date.parse('2026-11-24T10:00:00Z');
const privateClass = (id: number, at: string, status: PrivateClassRecord['Status'], duration = 60): PrivateClassRecord => ({
  ClassID: id,
  ClassLink: `PC${id}`,
  ClassName: `Class ${id}`,
  Duration: duration,
  DateTime: at,
  Price: 100,
  TransactionFees: 0,
  CurrencyType: 'INR',
  Status: status,
  TutorID: 't',
  TutorName: 'T',
});
const session = (id: number, at: string, status: CourseSession['Status']): CourseSession => ({
  SessionID: id,
  ClassID: 1,
  ClassLink: 'GC1',
  CourseName: 'Course',
  Title: `Session ${id}`,
  StartDateTime: at,
  Duration: 30,
  Status: status,
});

describe('upcomingItems', () => {
  it('keeps what is still ahead or live, soonest first, classes and sessions together', () => {
    const items = upcomingItems(
      [
        privateClass(1, '2026-11-25T10:00:00Z', 'Scheduled'),
        privateClass(2, '2026-11-23T10:00:00Z', 'Scheduled'),
        privateClass(3, '2026-11-24T09:30:00Z', 'Scheduled'),
        privateClass(4, '2026-11-24T12:00:00Z', 'Cancelled'),
        privateClass(5, '2026-11-24T08:00:00Z', 'Live'),
      ],
      [session(7, '2026-11-24T11:00:00Z', 'Scheduled'), session(8, '2026-11-24T11:30:00Z', 'Completed')],
      now,
    );
    expect(items.map((item) => item.key)).toEqual(['p5', 'p3', 's7', 'p1']);
    expect(items[2]).toMatchObject({ kind: 'session', title: 'Session 7', subtitle: 'Course' });
  });

  it('is empty when nothing is ahead', () => {
    expect(upcomingItems([privateClass(1, '2026-11-20T10:00:00Z', 'Scheduled')], [], now)).toEqual([]);
  });
});

describe('isClassAhead', () => {
  it('is ahead until the class is over; a cancelled class stays ahead until its time has passed', () => {
    expect(isClassAhead(privateClass(1, '2026-11-24T12:00:00Z', 'Scheduled'), now)).toBe(true);
    // Started 30 minutes ago, 60 minutes long: still on (joinable).
    expect(isClassAhead(privateClass(2, '2026-11-24T09:30:00Z', 'Scheduled'), now)).toBe(true);
    expect(isClassAhead(privateClass(3, '2026-11-24T09:30:00Z', 'Live'), now)).toBe(true);
    // Its room closed: past, whatever its stored status says.
    expect(isClassAhead(privateClass(4, '2026-11-23T09:00:00Z', 'Scheduled'), now)).toBe(false);
    expect(isClassAhead(privateClass(5, '2026-11-24T12:00:00Z', 'Completed'), now)).toBe(false);
    expect(isClassAhead(privateClass(6, '2026-11-25T09:00:00Z', 'Cancelled'), now)).toBe(true);
    expect(isClassAhead(privateClass(7, '2026-11-23T09:00:00Z', 'Cancelled'), now)).toBe(false);
  });
});
