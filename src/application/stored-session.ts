import { LOCAL_STORAGE_KEYS, type Role } from '../domain/constants';
import { parseRole, type ProfileState } from '../domain/route-access';
import { decodeTokenPayload, isTokenExpired } from '../domain/token';
import type { AuthSession } from '../ports/auth-gateway';
import type { KeyValueStore } from '../ports/key-value-store';

/**
 * What this device kept of the signed-in user (spec §3 local storage): the session, if its token is still valid, the
 * ROLE, and whether a profile is stored. The one rule for it: SessionService reads it while the provider has not
 * answered, and the entry reads it before the services have even loaded (src/main.tsx), so that a signed-in user's page
 * paints its frame at once, with the same decision the services will make.
 */
export interface StoredSession {
  session: AuthSession;
  role: Role | null;
  profile: ProfileState;
}

export const NO_STORED_SESSION: StoredSession = { session: { status: 'unknown' }, role: null, profile: 'unknown' };

type Reader = Pick<KeyValueStore, 'get'>;

/**
 * The kept AUTH ({ uid, email }) as a signed-in session, when the kept TOKEN is that user's and has not expired at
 * `nowSeconds`; else null. AUTH is written when the provider reports a user, TOKEN after a refresh that may have failed.
 */
export function storedSignedInSession(local: Reader, nowSeconds: number): AuthSession | null {
  const stored = local.get(LOCAL_STORAGE_KEYS.AUTH);
  const token = local.get(LOCAL_STORAGE_KEYS.TOKEN);
  if (!stored || isTokenExpired(token, nowSeconds)) return null;
  const payload = decodeTokenPayload(token);
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { uid, email } = value as { uid?: unknown; email?: unknown };
    if (typeof uid !== 'string' || uid === '') return null;
    if (payload?.user_id !== uid && payload?.sub !== uid) return null;
    return { status: 'signed-in', user: { uid, email: typeof email === 'string' ? email : null } };
  } catch {
    return null;
  }
}

/** The stored numeric ROLE, or null when none (or not a role) is stored. */
export function storedRole(local: Reader): Role | null {
  return parseRole(local.get(LOCAL_STORAGE_KEYS.ROLE));
}

/** 'registered' once USER_PROFILE is stored; what the backend said of a missing one is the services' to know. */
export function storedProfileState(local: Reader): ProfileState {
  return local.get(LOCAL_STORAGE_KEYS.USER_PROFILE) ? 'registered' : 'unknown';
}

/**
 * How long a kept token must still be valid for the app's start to trust it: it stands for the session until the
 * services have loaded, and one that expired meanwhile would take the drawn page back to 'Loading.....'.
 */
export const START_TOKEN_MARGIN_SECONDS = 60;

/**
 * The whole of it at one moment (the app's start); 'unknown' session when no session is kept whose token is valid for
 * START_TOKEN_MARGIN_SECONDS more.
 */
export function readStoredSession(local: Reader, nowMs: number): StoredSession {
  const session = storedSignedInSession(local, Math.floor(nowMs / 1000) + START_TOKEN_MARGIN_SECONDS);
  if (!session) return NO_STORED_SESSION;
  return { session, role: storedRole(local), profile: storedProfileState(local) };
}
