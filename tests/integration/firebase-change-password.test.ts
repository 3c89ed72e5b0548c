import { describe, expect, it } from 'vitest';
import { gateway, signOutAfterEach, uniqueEmail } from './emulator-gateway';

signOutAfterEach();

// A fresh account per test: the demo accounts' passwords are never touched (other suites sign in with them).
describe('FirebaseAuthGateway.changePassword against the Auth emulator', () => {
  it('confirms the current password, takes the new one, and only the new one signs in afterwards', async () => {
    const { auth } = gateway();
    const email = uniqueEmail();
    expect((await auth.signUpWithEmail(email, 'Before#2026')).ok).toBe(true);
    expect(await auth.changePassword('Before#2026', 'After#2026')).toEqual({ ok: true, value: undefined });
    expect(auth.current()).toMatchObject({ status: 'signed-in', user: { email } });
    expect(await auth.idToken(true)).toEqual(expect.any(String));
    await auth.signOut();

    const { auth: again } = gateway();
    expect(await again.signInWithEmail(email, 'Before#2026')).toEqual({ ok: false, code: 'AUTH.WRONG_PASSWORD' });
    expect((await again.signInWithEmail(email, 'After#2026')).ok).toBe(true);
  });

  it('reports a wrong current password and keeps the old one', async () => {
    const { auth, logger } = gateway();
    const email = uniqueEmail();
    await auth.signUpWithEmail(email, 'Before#2026');
    expect(await auth.changePassword('not-the-password', 'After#2026')).toEqual({ ok: false, code: 'AUTH.WRONG_PASSWORD' });
    expect(logger.entries.some((entry) => entry.level === 'warn')).toBe(true);
    await auth.signOut();
    const { auth: again } = gateway();
    expect((await again.signInWithEmail(email, 'Before#2026')).ok).toBe(true);
  });

  it("reports the provider's password policy with the rule that was missed", async () => {
    const { auth } = gateway();
    const email = uniqueEmail();
    await auth.signUpWithEmail(email, 'Before#2026');
    expect(await auth.changePassword('Before#2026', 'abc')).toEqual({ ok: false, code: 'AUTH.PASSWORD_POLICY', requirements: [{ kind: 'min-length', length: 6 }] });
    await auth.signOut();
    const { auth: again } = gateway();
    expect((await again.signInWithEmail(email, 'Before#2026')).ok).toBe(true);
  });

  it('asks for a fresh sign-in when nobody is signed in', async () => {
    const { auth } = gateway();
    expect(await auth.changePassword('Before#2026', 'After#2026')).toEqual({ ok: false, code: 'AUTH.REQUIRES_RECENT_LOGIN' });
  });
});
