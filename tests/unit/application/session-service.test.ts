import { describe, expect, it, vi } from 'vitest';
import { SESSION_SERVICE } from '../../../src/application/tokens';
import { buildContainer } from '../../../src/adapters/composition/build-container';
import { testModule } from '../../../src/adapters/composition/test-module';
import { emulatorStyleToken, type FakeAuthGateway } from '../../../src/adapters/fakes/fake-auth-gateway';
import type { InMemoryStore } from '../../../src/adapters/fakes/in-memory-store';
import type { ManualClock } from '../../../src/adapters/fakes/manual-clock';
import type { ManualScheduler } from '../../../src/adapters/fakes/manual-scheduler';
import type { MemoryLogger } from '../../../src/adapters/fakes/memory-logger';
import { BackendError } from '../../../src/domain/backend-error';
import { LOCAL_STORAGE_KEYS as L, ROLE, SESSION_STORAGE_KEYS as S, type Role } from '../../../src/domain/constants';
import { decodeTokenPayload } from '../../../src/domain/token';
import type { ProfileInput, UserProfile } from '../../../src/domain/user-profile';
import type { AccountRole } from '../../../src/contract/records';
import { AUTH_GATEWAY } from '../../../src/ports/auth-gateway';
import { CLOCK } from '../../../src/ports/clock';
import { LOCAL_STORE, SESSION_STORE } from '../../../src/ports/key-value-store';
import { LOGGER } from '../../../src/ports/logger';
import { PROFILE_API, type ProfileApi } from '../../../src/ports/profile-api';
import { SCHEDULER } from '../../../src/ports/scheduler';
import { tutorProfile } from '../../support/profiles';

/** The backend's profile operations as the session service sees them: a stored profile, or a failure. */
class ProfileApiStub implements ProfileApi {
  profile: UserProfile | null = null;
  failWith: BackendError | null = null;
  readonly saved: ProfileInput[] = [];
  /** The role kept with the account at sign-up (the backend's /SaveAccountRole), or a failure to keep or read it. */
  accountRole: Role | null = null;
  roleFailure: BackendError | null = null;

  async getAccountRole(): Promise<AccountRole | null> {
    if (this.roleFailure) throw this.roleFailure;
    return this.accountRole === null ? null : { Role: this.accountRole, Registered: this.profile !== null };
  }

  async saveAccountRole(role: Role): Promise<AccountRole> {
    if (this.roleFailure) throw this.roleFailure;
    this.accountRole ??= role;
    return { Role: this.accountRole, Registered: this.profile !== null };
  }

  async getMyProfile(): Promise<UserProfile | null> {
    if (this.failWith) throw this.failWith;
    return this.profile;
  }

  async saveMyProfile(input: ProfileInput): Promise<UserProfile> {
    if (this.failWith) throw this.failWith;
    this.saved.push(input);
    this.profile = { ...input, UserID: this.profile?.UserID ?? 'user-1', Email: this.profile?.Email ?? 'user@demo.test' };
    return this.profile;
  }
}

async function setup() {
  const container = await buildContainer(testModule());
  const profiles = new ProfileApiStub();
  await container.unbind(PROFILE_API);
  container.bind(PROFILE_API).toConstantValue(profiles);
  const auth = container.get<FakeAuthGateway>(AUTH_GATEWAY);
  auth.accounts.set('tutor@demo.test', { uid: 'demo-tutor-uid', password: 'Tutor#2026' });
  return {
    service: container.get(SESSION_SERVICE),
    auth,
    profiles,
    local: container.get<InMemoryStore>(LOCAL_STORE),
    session: container.get<InMemoryStore>(SESSION_STORE),
    scheduler: container.get<ManualScheduler>(SCHEDULER),
    clock: container.get<ManualClock>(CLOCK),
    logger: container.get<MemoryLogger>(LOGGER),
  };
}

const serial = (token: string | null) => decodeTokenPayload(token)?.serial;

describe('SessionService start-up', () => {
  it('creates the device id once (16 letters and digits) and defaults langId to 1', async () => {
    const { service, local } = await setup();
    service.start();
    const deviceId = local.get(L.DEVICE_ID);
    expect(deviceId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(local.get(L.LANG_ID)).toBe('1');
    service.start();
    expect(local.get(L.DEVICE_ID)).toBe(deviceId);
  });

  it('keeps an existing device id and language', async () => {
    const { service, local } = await setup();
    local.set(L.DEVICE_ID, 'KEEPthisDEVICEid');
    local.set(L.LANG_ID, '3');
    service.start();
    expect(local.get(L.DEVICE_ID)).toBe('KEEPthisDEVICEid');
    expect(local.get(L.LANG_ID)).toBe('3');
  });
});

describe('SessionService token refresh', () => {
  it('forces a refresh on sign-in and every 10 minutes while signed in, storing TOKEN', async () => {
    const { service, auth, scheduler, local } = await setup();
    service.start();
    expect(scheduler.intervals).toEqual([]);
    const outcome = await service.signIn('tutor@demo.test', 'Tutor#2026', undefined);
    expect(outcome.ok).toBe(true);
    expect(scheduler.intervals).toEqual([600_000]);
    const afterSignIn = serial(local.get(L.TOKEN));
    expect(afterSignIn).toBeGreaterThan(0);
    await scheduler.runAll();
    expect(serial(local.get(L.TOKEN))).toBe(Number(afterSignIn) + 1);
    expect(auth.refreshCount).toBeGreaterThanOrEqual(2);
  });

  it('logs a failed refresh and keeps the old token', async () => {
    const { service, auth, scheduler, local, logger } = await setup();
    service.start();
    await service.signIn('tutor@demo.test', 'Tutor#2026', undefined);
    const before = local.get(L.TOKEN);
    auth.tokenRefreshFails = true;
    await scheduler.runAll();
    expect(local.get(L.TOKEN)).toBe(before);
    expect(logger.entries.some((entry) => entry.level === 'error' && entry.message === 'Token refresh failed')).toBe(true);
  });

  it('stops refreshing after sign-out', async () => {
    const { service, scheduler } = await setup();
    service.start();
    await service.signIn('tutor@demo.test', 'Tutor#2026', undefined);
    expect(await service.signOut()).toBe(true);
    expect(scheduler.intervals).toEqual([]);
  });

  it('refreshes on focus only when the stored token has expired', async () => {
    const { service, auth, clock, local } = await setup();
    service.start();
    auth.tokenExpiry = Math.floor(clock.now().getTime() / 1000) + 60;
    await service.signIn('tutor@demo.test', 'Tutor#2026', undefined);
    const count = auth.refreshCount;
    await service.refreshIfExpired();
    expect(auth.refreshCount).toBe(count);
    clock.advance(61_000);
    await service.refreshIfExpired();
    expect(auth.refreshCount).toBe(count + 1);
    expect(local.get(L.TOKEN)).not.toBeNull();
  });
});

describe('SessionService sign-in', () => {
  it('keeps the profile, ROLE and LOGIN_AS and goes to the dashboard', async () => {
    const { service, profiles, local, session } = await setup();
    profiles.profile = tutorProfile;
    service.start();
    expect(await service.signIn(' tutor@demo.test ', 'Tutor#2026', 'https://evil.example')).toEqual({ ok: true, value: { destination: '/tutor-dashboard' } });
    expect(local.get(L.ROLE)).toBe('1');
    expect(session.get(S.LOGIN_AS)).toBe('tutor');
    expect(JSON.parse(local.get(L.USER_PROFILE) ?? '{}')).toMatchObject({ UserID: 'demo-tutor-uid', Slug: 'demo-tutor' });
    expect(JSON.parse(local.get(L.AUTH) ?? '{}')).toEqual({ uid: 'demo-tutor-uid', email: 'tutor@demo.test' });
  });

  it('asks the backend for the profile once per sign-in, though the restored-session load also wants it', async () => {
    const { service, profiles } = await setup();
    profiles.profile = tutorProfile;
    const load = vi.spyOn(profiles, 'getMyProfile');
    service.start();
    expect(await service.signIn('tutor@demo.test', 'Tutor#2026', undefined)).toEqual({ ok: true, value: { destination: '/tutor-dashboard' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends a user without a backend profile to registration', async () => {
    const { service } = await setup();
    service.start();
    expect(await service.signIn('tutor@demo.test', 'Tutor#2026', '/tutor-account')).toEqual({ ok: true, value: { destination: '/student-registration' } });
  });

  it('an unfinished registration goes on in the role chosen at sign-up, kept with the account (another device)', async () => {
    const { service, profiles, local } = await setup();
    profiles.accountRole = ROLE.TUTOR;
    service.start();
    expect(service.profileState()).toBe('unknown');
    expect(await service.signIn('tutor@demo.test', 'Tutor#2026', '/tutor-account')).toEqual({ ok: true, value: { destination: '/tutor-registration' } });
    expect(local.get(L.ROLE)).toBe('1');
    expect(service.profileState()).toBe('unregistered');
  });

  it('an unfinished registration whose role cannot be read goes on in the role this device remembers', async () => {
    const { service, profiles, local, logger } = await setup();
    profiles.roleFailure = new BackendError('network', 'offline');
    service.start();
    local.set(L.ROLE, '1');
    expect(await service.signIn('tutor@demo.test', 'Tutor#2026', null)).toEqual({ ok: true, value: { destination: '/tutor-registration' } });
    expect(logger.entries.some((entry) => entry.level === 'warn')).toBe(true);
  });

  it('when the profile cannot be loaded, logs it and honours only a safe origin', async () => {
    const { service, profiles, logger } = await setup();
    profiles.failWith = new BackendError('network', 'offline');
    service.start();
    expect(await service.signIn('tutor@demo.test', 'Tutor#2026', '/tutor-account?x=1')).toEqual({ ok: true, value: { destination: '/tutor-account?x=1' } });
    expect(logger.entries.some((entry) => entry.level === 'warn')).toBe(true);
  });

  it('a session restored without a stored ROLE loads the profile once and tells role subscribers', async () => {
    const { service, auth, profiles, local } = await setup();
    profiles.profile = tutorProfile;
    let notified = 0;
    service.subscribeRole(() => notified++);
    auth.setSession({ status: 'signed-in', user: { uid: 'demo-tutor-uid', email: 'tutor@demo.test' } });
    service.start();
    await vi.waitFor(() => expect(service.role()).toBe(ROLE.TUTOR));
    expect(JSON.parse(local.get(L.USER_PROFILE) ?? '{}')).toMatchObject({ Slug: 'demo-tutor' });
    expect(notified).toBeGreaterThan(0);
  });

  it('a session restored with no TOKEN (a reload mid sign-in) is awaiting its token until the refresh ends, stored or not', async () => {
    const { service, auth, local } = await setup();
    local.set(L.ROLE, String(ROLE.TUTOR));
    let notified = 0;
    service.subscribeRole(() => notified++);
    expect(service.awaitingToken()).toBe(false); // signed out: nothing to wait for
    auth.setSession({ status: 'signed-in', user: { uid: 'demo-tutor-uid', email: 'tutor@demo.test' } });
    service.start();
    expect(service.awaitingToken()).toBe(true);
    await vi.waitFor(() => expect(service.awaitingToken()).toBe(false));
    expect(local.get(L.TOKEN)).not.toBeNull();
    expect(notified).toBeGreaterThan(0);

    // A refresh that fails ends the wait too: the screens then say what failed instead of loading for ever.
    local.remove(L.TOKEN);
    auth.tokenRefreshFails = true;
    const refresh = service.refreshToken();
    expect(service.awaitingToken()).toBe(true);
    await refresh;
    expect(service.awaitingToken()).toBe(false);
  });

  it('ensureProfile loads a missing USER_PROFILE once, only when signed in, and its zone is then stored', async () => {
    const { service, auth, profiles } = await setup();
    profiles.profile = tutorProfile;
    const load = vi.spyOn(profiles, 'getMyProfile');
    service.ensureProfile();
    expect(load).not.toHaveBeenCalled();
    auth.setSession({ status: 'signed-in', user: { uid: 'demo-tutor-uid', email: 'tutor@demo.test' } });
    service.ensureProfile();
    service.ensureProfile();
    await vi.waitFor(() => expect(service.storedTimeZone()).toBe('Asia/Kolkata'));
    expect(load).toHaveBeenCalledTimes(1);
    service.ensureProfile();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('returns the failure and stores nothing on a wrong password', async () => {
    const { service, local } = await setup();
    service.start();
    expect(await service.signIn('tutor@demo.test', 'wrong', undefined)).toEqual({ ok: false, code: 'AUTH.WRONG_PASSWORD' });
    expect(local.get(L.TOKEN)).toBeNull();
    expect(local.get(L.AUTH)).toBeNull();
  });
});

describe('SessionService sign-up and registration', () => {
  it('remembers the chosen role and goes to its registration page', async () => {
    const { service, local, session } = await setup();
    service.start();
    expect(await service.signUp('new@demo.test', 'Secret#1', ROLE.TUTOR)).toEqual({ ok: true, value: { destination: '/tutor-registration' } });
    expect(local.get(L.ROLE)).toBe('1');
    expect(session.get(S.LOGIN_AS)).toBe('tutor');
    expect(service.profileState()).toBe('unregistered');
  });

  it('keeps the chosen role with the account; if the backend cannot, the sign-up still goes on and it is logged', async () => {
    const { service, profiles, logger } = await setup();
    service.start();
    await service.signUp('new@demo.test', 'Secret#1', ROLE.TUTOR);
    expect(profiles.accountRole).toBe(ROLE.TUTOR);

    const other = await setup();
    other.profiles.roleFailure = new BackendError('network', 'offline');
    other.service.start();
    expect(await other.service.signUp('new2@demo.test', 'Secret#1', ROLE.STUDENT)).toEqual({ ok: true, value: { destination: '/student-registration' } });
    expect(other.logger.entries.some((entry) => entry.level === 'warn')).toBe(true);
    expect(logger.entries.some((entry) => entry.level === 'warn')).toBe(false);
  });

  it('saves the profile and goes to the dashboard; a backend failure comes back as a result', async () => {
    const { service, profiles, local } = await setup();
    const { UserID: _id, Email: _email, ...input } = tutorProfile;
    const saved = await service.saveProfile(input);
    expect(saved).toMatchObject({ ok: true, value: { destination: '/tutor-dashboard' } });
    expect(profiles.saved).toEqual([input]);
    expect(local.get(L.ROLE)).toBe('1');
    profiles.failWith = new BackendError('conflict', 'Slug taken');
    const failed = await service.saveProfile(input);
    expect(failed.ok).toBe(false);
  });

  it('goes on to the guard origin after registration when it is safe and fits the role', async () => {
    const { service } = await setup();
    const { UserID: _id, Email: _email, ...input } = tutorProfile;
    expect(await service.saveProfile(input, '/tutor-search?q=maths')).toMatchObject({ ok: true, value: { destination: '/tutor-search?q=maths' } });
    expect(await service.saveProfile(input, '/student-private-class/ABCDEFGH12345678')).toMatchObject({ value: { destination: '/tutor-dashboard' } });
    expect(await service.saveProfile(input, '//evil.example')).toMatchObject({ value: { destination: '/tutor-dashboard' } });
  });
});

describe('SessionService profile edits and password change', () => {
  it('keeps USER_PROFILE and langId in step with the saved profile', async () => {
    const { service, local } = await setup();
    const { UserID: _id, Email: _email, ...input } = tutorProfile;
    const saved = await service.saveProfile({ ...input, TimeZone: 'Europe/London', LangID: 3 });
    expect(saved.ok).toBe(true);
    expect(JSON.parse(local.get(L.USER_PROFILE) ?? '{}')).toMatchObject({ TimeZone: 'Europe/London', LangID: 3 });
    expect(local.get(L.LANG_ID)).toBe('3');
  });

  it('changes the password through the provider and renews the stored token', async () => {
    const { service, auth, local } = await setup();
    await service.signIn('tutor@demo.test', 'Tutor#2026', undefined);
    const before = serial(local.get(L.TOKEN));
    expect(await service.changePassword('Tutor#2026', 'Better#2026')).toEqual({ ok: true, value: undefined });
    expect(auth.accounts.get('tutor@demo.test')?.password).toBe('Better#2026');
    expect(serial(local.get(L.TOKEN))).toBeGreaterThan(Number(before));
  });

  it('returns a wrong current password as a result and changes nothing', async () => {
    const { service, auth, local } = await setup();
    await service.signIn('tutor@demo.test', 'Tutor#2026', undefined);
    const token = local.get(L.TOKEN);
    expect(await service.changePassword('wrong', 'Better#2026')).toEqual({ ok: false, code: 'AUTH.WRONG_PASSWORD' });
    expect(auth.accounts.get('tutor@demo.test')?.password).toBe('Tutor#2026');
    expect(local.get(L.TOKEN)).toBe(token);
  });
});

describe('SessionService sign-out', () => {
  it("clears the user's keys and keeps the device id and language", async () => {
    const { service, local, session } = await setup();
    service.start();
    await service.signIn('tutor@demo.test', 'Tutor#2026', undefined);
    const deviceId = local.get(L.DEVICE_ID);
    for (const key of [L.USER_PROFILE, L.OPTIONS, L.ROLE]) local.set(key, 'x');
    for (const key of Object.values(S)) session.set(key, 'x');
    expect(await service.signOut()).toBe(true);
    for (const key of [L.TOKEN, L.AUTH, L.USER_PROFILE, L.OPTIONS, L.ROLE]) expect(local.get(key)).toBeNull();
    for (const key of Object.values(S)) expect(session.get(key)).toBeNull();
    expect(local.get(L.DEVICE_ID)).toBe(deviceId);
    expect(local.get(L.LANG_ID)).toBe('1');
  });

  it("a visitor who was never signed in keeps what they were booking, but not a stale user's keys", async () => {
    const { service, auth, local, session } = await setup();
    auth.setSession({ status: 'signed-out' });
    local.set(L.AUTH, 'stale');
    for (const key of Object.values(S)) session.set(key, 'x');
    service.start();
    expect(local.get(L.AUTH)).toBeNull();
    expect(session.get(S.LOGIN_AS)).toBeNull();
    for (const key of [S.PRIVATE_CLASS, S.GROUP_COURSE, S.SELECTED_TUTOR]) expect(session.get(key)).toBe('x');
    // Signing in and then out drops them too.
    await service.signIn('tutor@demo.test', 'Tutor#2026', undefined);
    auth.setSession({ status: 'signed-out' });
    for (const key of Object.values(S)) expect(session.get(key)).toBeNull();
  });

  it('returns false and keeps everything when the provider fails', async () => {
    const { service, auth, local } = await setup();
    service.start();
    await service.signIn('tutor@demo.test', 'Tutor#2026', undefined);
    auth.signOutSucceeds = false;
    expect(await service.signOut()).toBe(false);
    expect(local.get(L.TOKEN)).not.toBeNull();
  });
});

describe('SessionService.session: who the screens see as signed in', () => {
  const user = { uid: 'demo-student-uid', email: 'student@demo.test' };
  /** The device's kept session: AUTH and a token that expires `inSeconds` after the clock's now. */
  function keep(local: InMemoryStore, clock: ManualClock, inSeconds: number) {
    local.set(L.AUTH, JSON.stringify(user));
    local.set(L.TOKEN, emulatorStyleToken(user, Math.floor(clock.now().getTime() / 1000) + inSeconds));
  }

  it('while the provider has not answered, is the session this device kept if its token is still valid', async () => {
    const { service, auth, local, clock } = await setup();
    auth.setSession({ status: 'unknown' });
    expect(service.session()).toEqual({ status: 'unknown' });
    keep(local, clock, 600);
    expect(service.session()).toEqual({ status: 'signed-in', user });
    // A snapshot: the same object while nothing changes.
    expect(service.session()).toBe(service.session());
  });

  it('is unknown with an expired token or a kept session that is not one', async () => {
    const { service, auth, local, clock } = await setup();
    auth.setSession({ status: 'unknown' });
    keep(local, clock, -1);
    expect(service.session()).toEqual({ status: 'unknown' });
    keep(local, clock, 600);
    local.set(L.AUTH, '{"email":"no-uid@demo.test"}');
    expect(service.session()).toEqual({ status: 'unknown' });
    local.set(L.AUTH, 'not json');
    expect(service.session()).toEqual({ status: 'unknown' });
    // The kept token is another user's (AUTH written, the token's refresh failed): not that user's session.
    local.set(L.AUTH, JSON.stringify(user));
    local.set(L.TOKEN, emulatorStyleToken({ uid: 'someone-else', email: null }, Math.floor(clock.now().getTime() / 1000) + 600));
    expect(service.session()).toEqual({ status: 'unknown' });
  });

  it('is the provider’s answer once there is one: signed out wins over the kept session, and its data goes', async () => {
    const { service, auth, local, clock } = await setup();
    auth.setSession({ status: 'unknown' });
    keep(local, clock, 600);
    service.start();
    const heard = vi.fn();
    service.subscribeSession(heard);
    auth.setSession({ status: 'signed-out' });
    expect(heard).toHaveBeenCalled();
    expect(service.session()).toEqual({ status: 'signed-out' });
    expect(local.get(L.AUTH)).toBeNull();
    expect(local.get(L.TOKEN)).toBeNull();
  });
});
