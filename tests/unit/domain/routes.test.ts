import { describe, expect, it } from 'vitest';
import { matchingAudiences, menuLinks, paths } from '../../../src/domain/routes';

describe('paths', () => {
  it('fills each parameter in pattern order, encoded', () => {
    expect(paths.tutorDashboard()).toBe('/tutor-dashboard');
    expect(paths.privateClassCheckout('PC 1/2')).toBe('/private-class-checkout/PC%201%2F2');
    expect(paths.instantClassroom('abc', 2)).toBe('/instant-classroom/abc/2');
    expect(paths.tutorPublic('jane-doe')).toBe('/jane-doe');
    expect(paths.landing()).toBe('/');
  });

  it('leaves out an optional parameter that is not given, with its slash', () => {
    expect(paths.studentPrivateClass()).toBe('/student-private-class');
    expect(paths.studentPrivateClass('PC1')).toBe('/student-private-class/PC1');
  });
});

describe('matchingAudiences', () => {
  it('matches the patterns as the router does: whole segments, optional ones, a trailing slash', () => {
    expect(matchingAudiences('/student-private-class')).toContain('student');
    expect(matchingAudiences('/student-private-class/PC1/')).toContain('student');
    expect(matchingAudiences('/student-private-class/PC1/x')).toEqual([]);
    expect(matchingAudiences('/tutor-dashboardx')).toEqual(['any']);
  });
});

describe('menuLinks', () => {
  it("lists each role's menu in table order with addresses, not patterns", () => {
    expect(menuLinks('student').map((link) => link.to)).toEqual([
      '/student-dashboard',
      '/tutor-search',
      '/student-private-class',
      '/student-course-class',
      '/student-payment-history',
      '/messages',
      '/student-profile',
      '/student-account',
    ]);
    expect(menuLinks('tutor').map((link) => link.label)).toEqual(['dashboard', 'courses', 'payments', 'messages', 'withdrawals', 'profile', 'account']);
  });
});
