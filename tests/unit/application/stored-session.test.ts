import { describe, expect, it } from 'vitest';
import { NO_STORED_SESSION, readStoredSession, START_TOKEN_MARGIN_SECONDS } from '../../../src/application/stored-session';
import { emulatorStyleToken } from '../../../src/adapters/fakes/fake-auth-gateway';
import { InMemoryStore } from '../../../src/adapters/fakes/in-memory-store';
import { LOCAL_STORAGE_KEYS as L, ROLE } from '../../../src/domain/constants';

// What the app reads at start, before the services (src/start.tsx): the same rule SessionService.session applies while
// the provider has not answered (tests/unit/application/session-service.test.ts), with the role and profile beside it.
describe('readStoredSession: what this device kept of the signed-in user, at start', () => {
  const user = { uid: 'demo-student-uid', email: 'student@demo.test' };
  const nowMs = Date.UTC(2026, 4, 1, 9);
  const kept = (inSeconds: number, extra: Record<string, string> = {}) =>
    new InMemoryStore({ [L.AUTH]: JSON.stringify(user), [L.TOKEN]: emulatorStyleToken(user, nowMs / 1000 + inSeconds), ...extra });

  it('is the kept session with its role and profile while the token is valid', () => {
    const local = kept(600, { [L.ROLE]: String(ROLE.STUDENT), [L.USER_PROFILE]: '{"FirstName":"Asha"}' });
    expect(readStoredSession(local, nowMs)).toEqual({ session: { status: 'signed-in', user }, role: ROLE.STUDENT, profile: 'registered' });
  });

  it('knows no role or profile that is not stored (a registration not finished)', () => {
    expect(readStoredSession(kept(600), nowMs)).toEqual({ session: { status: 'signed-in', user }, role: null, profile: 'unknown' });
  });

  it('is nothing (the services decide) when the token has expired or nearly, is another user’s, or nothing is kept', () => {
    expect(readStoredSession(kept(-1, { [L.ROLE]: String(ROLE.TUTOR) }), nowMs)).toBe(NO_STORED_SESSION);
    // It stands for the session until the services have loaded: a token about to expire is not trusted for that.
    expect(readStoredSession(kept(START_TOKEN_MARGIN_SECONDS - 1), nowMs)).toBe(NO_STORED_SESSION);
    expect(readStoredSession(kept(START_TOKEN_MARGIN_SECONDS), nowMs).session.status).toBe('signed-in');
    expect(readStoredSession(new InMemoryStore(), nowMs)).toBe(NO_STORED_SESSION);
    const other = kept(600, { [L.TOKEN]: emulatorStyleToken({ uid: 'someone-else', email: null }, nowMs / 1000 + 600) });
    expect(readStoredSession(other, nowMs)).toBe(NO_STORED_SESSION);
    expect(readStoredSession(kept(600, { [L.AUTH]: 'not json' }), nowMs)).toBe(NO_STORED_SESSION);
  });
});
