import { describe, expect, it } from 'vitest';
import { editableUntil, isEditable, ratingProblem, ratingSummary, replyTextProblem, reviewerName, reviewRefusal, reviewTextProblem } from '../../../src/domain/reviews';

describe('reviews: who may, what is accepted, how a tutor is rated', () => {
  it('takes whole stars from 1 to 5 only', () => {
    expect([1, 3, 5].map(ratingProblem)).toEqual([null, null, null]);
    for (const bad of [0, 6, 4.5, '5', undefined, Number.NaN]) expect(ratingProblem(bad)).toBe('Choose a rating from 1 to 5 stars.');
  });
  it('a comment is optional plain text up to 1,000 characters; an answer is required, as long', () => {
    expect(reviewTextProblem(undefined)).toBeNull();
    expect(reviewTextProblem('  ')).toBeNull();
    expect(reviewTextProblem('<b>Great</b> & clear')).toBeNull(); // shown as text, never run
    expect(reviewTextProblem('x'.repeat(1000))).toBeNull();
    expect(reviewTextProblem('x'.repeat(1001))).toBe('Keep the review to 1,000 characters or fewer.');
    expect(reviewTextProblem('bad\u0007bell')).toBe('The review contains characters that are not text; type it again.');
    expect(replyTextProblem(' ')).toBe('Write your answer.');
    expect(replyTextProblem('Thank you!')).toBeNull();
    expect(replyTextProblem('y'.repeat(1001))).toBe('Keep the answer to 1,000 characters or fewer.');
  });
  it('a review may be edited for 14 days after it was posted', () => {
    const posted = '2026-05-01T10:00:00Z';
    expect(editableUntil(posted)).toBe('2026-05-15T10:00:00.000Z');
    expect(isEditable(posted, Date.parse('2026-05-15T10:00:00Z'))).toBe(true);
    expect(isEditable(posted, Date.parse('2026-05-15T10:00:01Z'))).toBe(false);
  });
  it('only a student who attended, once it is over', () => {
    expect(reviewRefusal({ attended: false, over: true })).toBe('not-attended');
    expect(reviewRefusal({ attended: true, over: false })).toBe('not-over');
    expect(reviewRefusal({ attended: true, over: true })).toBeNull();
    expect(reviewRefusal({ attended: true, over: true, cancelled: true })).toBe('cancelled');
  });
  it('the average is to one decimal, with the count; none is no average', () => {
    expect(ratingSummary([])).toEqual({ average: null, count: 0 });
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary([5, 4])).toEqual({ average: 4.5, count: 2 });
  });
  it('rounds the average to the nearest tenth, a half up: never cut down', () => {
    // 4.67 → 4.7, 4.17 → 4.2, 4.05 → 4.1 (half up), 4.04 → 4.0, 1.33 → 1.3; cutting down would read 4.6, 4.1, 4.0.
    expect(ratingSummary([5, 5, 4]).average).toBe(4.7);
    expect(ratingSummary([5, 4, 4, 4, 4, 4]).average).toBe(4.2);
    expect(ratingSummary([5, ...Array.from({ length: 19 }, () => 4)]).average).toBe(4.1);
    expect(ratingSummary([5, ...Array.from({ length: 24 }, () => 4)]).average).toBe(4);
    expect(ratingSummary([1, 1, 2]).average).toBe(1.3);
  });
  it('names a reviewer by first name and last initial', () => {
    expect(reviewerName('Ravi', 'Kumar')).toBe('Ravi K.');
    expect(reviewerName('Lena', '')).toBe('Lena');
  });
});
