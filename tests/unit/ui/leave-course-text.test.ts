import { describe, expect, it } from 'vitest';
import { studentText as t } from '../../../src/ui/features/student/student-text';

describe('the leave-course question counts the sessions still charged', () => {
  it('says none are charged when every session is refunded (no "the others are charged")', () => {
    expect(t.leaveQuestion('Calculus', '₹1,575', 3, 3, null)).toBe('Leave Calculus? You will be refunded ₹1,575: all 3 sessions are refunded. Your seat is given up.');
    expect(t.leaveQuestion('Calculus', '₹525', 1, 1, null)).toBe('Leave Calculus? You will be refunded ₹525: the session is refunded. Your seat is given up.');
  });

  it('names one or several sessions that stay charged', () => {
    expect(t.leaveQuestion('Calculus', '₹1,050', 2, 3, null)).toBe('Leave Calculus? You will be refunded ₹1,050: 2 of 3 sessions refunded in all; the other one stays charged. Your seat is given up.');
    expect(t.leaveQuestion('Calculus', '₹525', 1, 4, '₹525')).toBe(
      'Leave Calculus? You will be refunded ₹525 more (₹525 was refunded already): 1 of 4 sessions refunded in all; the other 3 stay charged. Your seat is given up.',
    );
  });
});
