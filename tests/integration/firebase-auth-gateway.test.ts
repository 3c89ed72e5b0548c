import { describe, expect, it } from 'vitest';
import { FirebaseAuthGateway } from '../../src/adapters/firebase/firebase-auth-gateway';
import { MemoryLogger } from '../../src/adapters/fakes/memory-logger';
import { decodeTokenPayload } from '../../src/domain/token';
import type { AuthSession } from '../../src/ports/auth-gateway';
import { DEMO } from '../../mock-server/demo-data.mjs';
// @ts-expect-error plain ESM helper
import { seedAuth } from '../../scripts/seed-auth.mjs';
import { emulator, gateway, project, signOutAfterEach, uniqueEmail } from './emulator-gateway';

signOutAfterEach();

describe('FirebaseAuthGateway against the Auth emulator', () => {
  it('signs up a new account and issues a demo-tutoring token for it', async () => {
    const { auth } = gateway();
    const email = uniqueEmail();
    const result = await auth.signUpWithEmail(email, 'Secret#2026');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.email).toBe(email);
    expect(auth.current()).toEqual({ status: 'signed-in', user: result.value });
    const payload = decodeTokenPayload(await auth.idToken(false));
    expect(payload).toMatchObject({ aud: project, iss: `https://securetoken.google.com/${project}`, user_id: result.value.uid });
  });

  it('signs in the seeded demo accounts with their fixed uids', async () => {
    for (const demo of [DEMO.tutor, DEMO.student]) {
      const { auth } = gateway();
      const result = await auth.signInWithEmail(demo.email, demo.password);
      expect(result).toEqual({ ok: true, value: { uid: demo.uid, email: demo.email } });
    }
  });

  it('reports a wrong password, an unknown user, a duplicate email and a weak password as results', async () => {
    const { auth } = gateway();
    expect(await auth.signInWithEmail(DEMO.tutor.email, 'not-the-password')).toEqual({ ok: false, code: 'AUTH.WRONG_PASSWORD' });
    expect(await auth.signInWithEmail(uniqueEmail(), 'whatever1')).toEqual({ ok: false, code: 'AUTH.UNKNOWN_USER' });
    expect(await auth.signUpWithEmail(DEMO.student.email, 'Another#2026')).toEqual({ ok: false, code: 'AUTH.EMAIL_IN_USE' });
    expect(await auth.signUpWithEmail(uniqueEmail(), 'abc')).toEqual({ ok: false, code: 'AUTH.PASSWORD_POLICY', requirements: [{ kind: 'min-length', length: 6 }] });
    expect(auth.current().status).toBe('signed-out');
  });

  it('forces a fresh token on request', async () => {
    const { auth } = gateway();
    await auth.signInWithEmail(DEMO.student.email, DEMO.student.password);
    const first = await auth.idToken(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cached = await auth.idToken(false);
    const forced = await auth.idToken(true);
    expect(cached).toBe(first);
    expect(forced).not.toBe(first);
    expect(Number(decodeTokenPayload(forced)?.iat)).toBeGreaterThan(Number(decodeTokenPayload(first)?.iat));
  });

  it('tells subscribers about sign-in and sign-out, and sign-out returns true', async () => {
    const { auth } = gateway();
    const seen: AuthSession['status'][] = [];
    const unsubscribe = auth.subscribe((session) => seen.push(session.status));
    await auth.signInWithEmail(DEMO.tutor.email, DEMO.tutor.password);
    expect(await auth.signOut()).toBe(true);
    expect(await auth.idToken(true)).toBeNull();
    unsubscribe();
    expect(seen).toContain('signed-in');
    expect(seen.at(-1)).toBe('signed-out');
  });

  it('returns false from sign-out and logs the error when the provider cannot be reached', async () => {
    const logger = new MemoryLogger();
    const auth = new FirebaseAuthGateway(() => Promise.reject(new Error('auth/network-request-failed')), logger);
    expect(await auth.signOut()).toBe(false);
    expect(logger.entries.some((entry) => entry.level === 'error' && entry.message === 'Sign-out failed')).toBe(true);
  });

  it('sends a reset email whose link completes against the emulator', async () => {
    const { auth } = gateway();
    const email = uniqueEmail();
    await auth.signUpWithEmail(email, 'Before#2026');
    await auth.signOut();
    expect(await auth.sendPasswordReset(email)).toEqual({ ok: true, value: undefined });
    // The emulator keeps the out-of-band codes it would have emailed; the link's oobCode resets the password.
    const codes = (await (await fetch(`${emulator}/emulator/v1/projects/${project}/oobCodes`)).json()) as {
      oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[];
    };
    const reset = codes.oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').at(-1);
    expect(reset?.oobLink).toContain('mode=resetPassword');
    const response = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: reset?.oobCode, newPassword: 'After#2026' }),
    });
    expect(response.ok).toBe(true);
    expect((await auth.signInWithEmail(email, 'After#2026')).ok).toBe(true);
  });

  it('seeding is idempotent and restores a changed demo password', async () => {
    await seedAuth();
    const { auth } = gateway();
    expect((await auth.signInWithEmail(DEMO.tutor.email, DEMO.tutor.password)).ok).toBe(true);
  });
});
