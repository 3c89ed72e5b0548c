const MINUTE_MS = 60_000;

/** Spec §4/§9: the signed-in user's token is force-refreshed this often. */
export const TOKEN_REFRESH_INTERVAL_MS = 10 * MINUTE_MS;
/** Spec §4/§9: the periodic task interval. */
export const PERIODIC_TASK_INTERVAL_MS = 20 * MINUTE_MS;
export const DEFAULT_LANG_ID = 1;
/** Spec §7: the fixed value of the Environment header. */
export const ENVIRONMENT_HEADER_VALUE = 'Dev';
/** Spec §7: the video call app region. */
export const VIDEO_REGION = 'ap';
/** Spec §9: random ids are 16 letters and digits. */
export const RANDOM_ID_LENGTH = 16;

/** Spec §3 local storage keys. */
export const LOCAL_STORAGE_KEYS = {
  TOKEN: 'TOKEN',
  DEVICE_ID: 'platformKeyUser',
  LANG_ID: 'langId',
  AUTH: 'AUTH',
  USER_PROFILE: 'USER_PROFILE',
  OPTIONS: 'OPTIONS',
  ROLE: 'ROLE',
} as const;

/** Spec §3 session storage keys; the entity keys are ours (the spec keeps the entities there but names no key). */
export const SESSION_STORAGE_KEYS = {
  LOGIN_AS: 'LOGIN_AS',
  SELECTED_TUTOR: 'SELECTED_TUTOR',
  PRIVATE_CLASS: 'PrivateClass',
  GROUP_COURSE: 'GroupCourse',
} as const;

/** The numeric ROLE kept in local storage. */
export const ROLE = { TUTOR: 1, STUDENT: 2 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

/** The LOGIN_AS value kept in session storage. */
export const LOGIN_AS = { TUTOR: 'tutor', STUDENT: 'student' } as const;
export type LoginAs = (typeof LOGIN_AS)[keyof typeof LOGIN_AS];

export function loginAsForRole(role: Role): LoginAs {
  return role === ROLE.TUTOR ? LOGIN_AS.TUTOR : LOGIN_AS.STUDENT;
}

/** Instant classroom roleId (spec §2 hides the values): 1 = host (tutor), 2 = participant (student). */
export const CLASSROOM_ROLE = { HOST: 1, PARTICIPANT: 2 } as const;
export type ClassroomRoleId = (typeof CLASSROOM_ROLE)[keyof typeof CLASSROOM_ROLE];
