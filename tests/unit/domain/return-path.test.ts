import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/domain/errors';
import { checkoutReturnPath } from '../../../src/domain/return-path';

describe('checkoutReturnPath', () => {
  it('returns to the student private class page for a private class', () => {
    expect(checkoutReturnPath({ kind: 'private-class', classLink: 'PCdemo0000000001' })).toBe(
      '/student-private-class/PCdemo0000000001',
    );
  });

  it('returns to the student course class page for a group course', () => {
    expect(checkoutReturnPath({ kind: 'group-course', classLink: 'GCdemo0000000001' })).toBe(
      '/student-course-class/GCdemo0000000001',
    );
  });

  it('keeps a hostile link inside its path segment', () => {
    expect(checkoutReturnPath({ kind: 'private-class', classLink: '../../admin?x=1' })).toBe(
      '/student-private-class/..%2F..%2Fadmin%3Fx%3D1',
    );
  });

  it.each([[''], ['   ']])('throws for an empty class link %j', (classLink) => {
    expect(() => checkoutReturnPath({ kind: 'private-class', classLink })).toThrow(DomainError);
  });

  it('throws for an unknown kind', () => {
    expect(() => checkoutReturnPath({ kind: 'other' as 'private-class', classLink: 'x' })).toThrow(DomainError);
  });
});
