import { describe, expect, it } from 'vitest';
import { loginAsForRole } from '../../../src/domain/constants';

// The constants themselves (spec §9's intervals, §3's keys) are checked where they act: the session service's refresh,
// the backend headers, the storage keys the e2e tests read. This checks the one rule the module holds.
describe('constants of spec §3', () => {
  it('maps roles to LOGIN_AS', () => {
    expect(loginAsForRole(1)).toBe('tutor');
    expect(loginAsForRole(2)).toBe('student');
  });
});
