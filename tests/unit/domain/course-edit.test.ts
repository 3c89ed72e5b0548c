import { describe, expect, it } from 'vitest';
import type { GroupCourseRecord } from '../../../src/contract/records';
import {
  canChangeCourseStatus,
  courseChanges,
  courseStatusChangeNeedsConfirmation,
  courseStatusChoices,
  minimumCourseCapacity,
  type CourseFieldValues,
} from '../../../src/domain/course-edit';

const course: GroupCourseRecord = {
  ClassID: 2002,
  ClassLink: 'GCdemo0000000002',
  CourseName: 'Calculus Foundations',
  Description: 'Limits and derivatives.',
  TopicID: 1,
  Price: 1500,
  TransactionFees: 75,
  CurrencyType: 'INR',
  Capacity: 15,
  EnrolledCount: 2,
  Status: 'Open',
  TutorID: 'demo-tutor-uid',
  TutorName: 'Asha Rao',
  SessionCount: 3,
};
const unchanged: CourseFieldValues = {
  CourseName: course.CourseName,
  Description: course.Description,
  TopicID: course.TopicID,
  Price: course.Price,
  TransactionFees: course.TransactionFees,
  CurrencyType: course.CurrencyType,
  Capacity: course.Capacity,
  Status: course.Status,
  CoverImageURL: '',
};

describe('courseChanges', () => {
  it('is empty when nothing changed', () => {
    expect(courseChanges(course, unchanged)).toEqual({});
  });

  it('keeps only the fields that differ', () => {
    expect(courseChanges(course, { ...unchanged, Price: 1800, Capacity: 12, Description: '' })).toEqual({ Price: 1800, Capacity: 12, Description: '' });
    expect(courseChanges(course, { ...unchanged, Status: 'Closed', CurrencyType: 'USD', TopicID: 2 })).toEqual({ Status: 'Closed', CurrencyType: 'USD', TopicID: 2 });
  });

  it('replaces a cover image but never sends an empty one', () => {
    const withCover = { ...course, CoverImageURL: 'http://localhost:3001/uploads/a.webp' };
    expect(courseChanges(withCover, { ...unchanged, CoverImageURL: '' })).toEqual({});
    expect(courseChanges(withCover, { ...unchanged, CoverImageURL: 'http://localhost:3001/uploads/a.webp' })).toEqual({});
    expect(courseChanges(withCover, { ...unchanged, CoverImageURL: 'http://localhost:3001/uploads/b.webp' })).toEqual({ CoverImageURL: 'http://localhost:3001/uploads/b.webp' });
  });
});

describe('course status', () => {
  it('offers the current status first, then where it may go; Completed and Cancelled are final', () => {
    expect(courseStatusChoices('Open')).toEqual(['Open', 'Closed', 'Completed']);
    expect(courseStatusChoices('Closed')).toEqual(['Closed', 'Open', 'Completed']);
    expect(courseStatusChoices('Completed')).toEqual(['Completed']);
    expect(courseStatusChoices('Cancelled')).toEqual(['Cancelled']);
    expect(canChangeCourseStatus('Cancelled', 'Open')).toBe(false);
    expect(canChangeCourseStatus('Completed', 'Completed')).toBe(true);
    expect(canChangeCourseStatus('Closed', 'Open')).toBe(true);
  });

  it('asks for confirmation when students notice the change, not when reopening or unchanged', () => {
    expect(courseStatusChangeNeedsConfirmation('Open', 'Closed')).toBe(true);
    expect(courseStatusChangeNeedsConfirmation('Open', 'Cancelled')).toBe(true);
    expect(courseStatusChangeNeedsConfirmation('Closed', 'Completed')).toBe(true);
    expect(courseStatusChangeNeedsConfirmation('Closed', 'Open')).toBe(false);
    expect(courseStatusChangeNeedsConfirmation('Open', 'Open')).toBe(false);
  });
});

describe('minimumCourseCapacity', () => {
  it('is the number enrolled, and never below one', () => {
    expect(minimumCourseCapacity(0)).toBe(1);
    expect(minimumCourseCapacity(1)).toBe(1);
    expect(minimumCourseCapacity(7)).toBe(7);
  });
});
