import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/domain/constants';

describe('constants of spec §9', () => {
  it('has the intervals, defaults and fixed values', () => {
    expect(constants.TOKEN_REFRESH_INTERVAL_MS).toBe(10 * 60 * 1000);
    expect(constants.PERIODIC_TASK_INTERVAL_MS).toBe(20 * 60 * 1000);
    expect(constants.DEFAULT_LANG_ID).toBe(1);
    expect(constants.ENVIRONMENT_HEADER_VALUE).toBe('Dev');
    expect(constants.VIDEO_REGION).toBe('ap');
    expect(constants.RANDOM_ID_LENGTH).toBe(16);
  });

  it('has the storage keys of spec §3', () => {
    expect(Object.values(constants.LOCAL_STORAGE_KEYS)).toEqual([
      'TOKEN',
      'platformKeyUser',
      'langId',
      'AUTH',
      'USER_PROFILE',
      'OPTIONS',
      'ROLE',
    ]);
    expect(constants.SESSION_STORAGE_KEYS.LOGIN_AS).toBe('LOGIN_AS');
    expect(constants.SESSION_STORAGE_KEYS.SELECTED_TUTOR).toBe('SELECTED_TUTOR');
  });

  it('maps roles to LOGIN_AS', () => {
    expect(constants.ROLE).toEqual({ TUTOR: 1, STUDENT: 2 });
    expect(constants.loginAsForRole(1)).toBe('tutor');
    expect(constants.loginAsForRole(2)).toBe('student');
  });
});
