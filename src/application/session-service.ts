import { inject, injectable } from 'inversify';
import { refusalOf, type Outcome } from './outcome';
import type { AuthFailure } from '../domain/auth-error';
import { isBackendError } from '../domain/backend-error';
import {
  DEFAULT_LANG_ID,
  LOCAL_STORAGE_KEYS,
  loginAsForRole,
  RANDOM_ID_LENGTH,
  SESSION_STORAGE_KEYS,
  TOKEN_REFRESH_INTERVAL_MS,
  type Role,
} from '../domain/constants';
import { randomId } from '../domain/random-id';
import { destinationAfterSignIn, registrationPath, type ProfileState } from '../domain/route-access';
import { isTokenExpired } from '../domain/token';
import { storedProfileState, storedRole, storedSignedInSession } from './stored-session';
import { storedDisplayName, storedTimeZone } from '../domain/time-zone';
import type { ProfileInput, UserProfile } from '../domain/user-profile';
import { AUTH_GATEWAY, type AuthGateway, type AuthOutcome, type AuthResult, type AuthSession, type AuthUser } from '../ports/auth-gateway';
import { CLOCK, type Clock } from '../ports/clock';
import { LOCAL_STORE, SESSION_STORE, type KeyValueStore } from '../ports/key-value-store';
import { LOGGER, type Logger } from '../ports/logger';
import { PROFILE_API, type ProfileApi } from '../ports/profile-api';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source';
import { SCHEDULER, type Scheduler } from '../ports/scheduler';

/** Signed in (or up): where to go next; or the provider's coded failure. */
export type SignInOutcome = Outcome<{ destination: string }, AuthFailure>;
/** The code sent; `value` confirms it. */
export type PhoneStart = Outcome<(code: string) => Promise<SignInOutcome>, AuthFailure>;
export type SaveProfileOutcome = Outcome<{ destination: string; profile: UserProfile }>;

/** What belongs to the signed-in user and goes at sign-out; the device id (platformKeyUser) and langId stay. */
const USER_LOCAL_KEYS = [
  LOCAL_STORAGE_KEYS.TOKEN,
  LOCAL_STORAGE_KEYS.AUTH,
  LOCAL_STORAGE_KEYS.USER_PROFILE,
  LOCAL_STORAGE_KEYS.OPTIONS,
  LOCAL_STORAGE_KEYS.ROLE,
];
const USER_SESSION_KEYS = Object.values(SESSION_STORAGE_KEYS);
/** What a signed-out visitor chose before signing in (the class they were booking, the tutor page they came from). */
const VISITOR_SESSION_KEYS: readonly string[] = [SESSION_STORAGE_KEYS.PRIVATE_CLASS, SESSION_STORAGE_KEYS.GROUP_COURSE, SESSION_STORAGE_KEYS.SELECTED_TUTOR];

/**
 * The session use cases in one place: sign-in/up/out, the spec §3 storage keys, the spec §4 token refresh (forced every
 * 10 minutes while signed in, on sign-in, and on demand when the stored token has expired) and where a user goes next.
 */
@injectable()
export class SessionService {
  private stopRefresh: (() => void) | null = null;
  private started = false;
  private readonly roleListeners = new Set<() => void>();
  /** Token refreshes in flight (awaitingToken). */
  private refreshing = 0;
  private profileLoad: Promise<{ profile: ProfileState; role: Role | null }> | null = null;
  /** The backend said this user has no profile yet (until registration stores one, or the user data goes). */
  private unregistered = false;

  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(PROFILE_API) private readonly profiles: ProfileApi,
    @inject(LOCAL_STORE) private readonly local: KeyValueStore,
    @inject(SESSION_STORE) private readonly sessionStore: KeyValueStore,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Once at start-up: device id and language, then follows the provider's session. Calling it again does nothing. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (!this.local.get(LOCAL_STORAGE_KEYS.DEVICE_ID)) {
      this.local.set(LOCAL_STORAGE_KEYS.DEVICE_ID, randomId(RANDOM_ID_LENGTH, this.random.bytes));
    }
    if (!this.local.get(LOCAL_STORAGE_KEYS.LANG_ID)) this.local.set(LOCAL_STORAGE_KEYS.LANG_ID, String(DEFAULT_LANG_ID));
    this.auth.subscribe((session) => this.follow(session));
    this.follow(this.auth.current());
  }

  private follow(session: AuthSession): void {
    if (session.status === 'signed-in') {
      this.local.set(LOCAL_STORAGE_KEYS.AUTH, JSON.stringify({ uid: session.user.uid, email: session.user.email }));
      if (this.stopRefresh) return;
      this.stopRefresh = this.scheduler.every(TOKEN_REFRESH_INTERVAL_MS, () => this.refreshToken().then(() => undefined));
      // A session restored before the profile was ever stored (a reload right after sign-in, a registration left
      // unfinished) fetches it once.
      if (!this.local.get(LOCAL_STORAGE_KEYS.USER_PROFILE)) void this.refreshToken().then(() => this.loadProfile(session.user));
      else void this.refreshToken();
    } else if (session.status === 'signed-out') {
      // A real sign-out drops everything; a visitor who was never signed in keeps what they were booking.
      const wasSignedIn = this.stopRefresh !== null;
      this.stopRefresh?.();
      this.stopRefresh = null;
      this.clearUserData({ keepVisitorChoices: !wasSignedIn });
    }
  }

  /** Forces a new ID token into TOKEN; a failure is only logged (spec §8). */
  async refreshToken(): Promise<boolean> {
    this.refreshing += 1;
    try {
      const token = await this.auth.idToken(true);
      if (token === null) return false;
      this.local.set(LOCAL_STORAGE_KEYS.TOKEN, token);
      return true;
    } catch (error) {
      this.logger.error('Token refresh failed', error);
      return false;
    } finally {
      this.refreshing -= 1;
      this.roleChanged();
    }
  }

  /**
   * Signed in, no TOKEN stored yet, and one on its way (a session restored by a reload in the middle of signing in):
   * guarded screens wait for it rather than call the backend without it. Once the refresh has ended, stored or not,
   * this is false (the screens then say what failed). Subscribers of subscribeRole hear when it changes.
   */
  awaitingToken(): boolean {
    return this.auth.current().status === 'signed-in' && this.local.get(LOCAL_STORAGE_KEYS.TOKEN) === null && this.refreshing > 0;
  }

  /**
   * Who is signed in, as the screens see it: the provider's session, or, while the provider has not answered yet (its
   * SDK still loading: 'unknown'), the session this device kept (AUTH) if its token has not expired. A guarded page
   * then shows at once instead of after the provider's SDK has loaded; its requests carry that token, which the backend
   * checks as always. When the provider answers signed out, the user data goes (follow) and the guard sends the
   * visitor to /. The same object while nothing changes (a snapshot for useSyncExternalStore).
   */
  session(): AuthSession {
    const current = this.auth.current();
    if (current.status !== 'unknown') return current;
    const restored = storedSignedInSession(this.local, Math.floor(this.clock.now().getTime() / 1000));
    if (!restored) return current;
    // The same object while the same user is kept (a snapshot for useSyncExternalStore).
    const key = JSON.stringify(restored);
    if (this.restored?.key !== key) this.restored = { key, session: restored };
    return this.restored.session;
  }

  private restored: { key: string; session: AuthSession } | null = null;

  /** Calls `listener` whenever session() may have changed (the provider's answer, the user data stored or cleared). */
  subscribeSession(listener: () => void): () => void {
    const stopProvider = this.auth.subscribe(listener);
    const stopStore = this.subscribeRole(listener);
    return () => {
      stopProvider();
      stopStore();
    };
  }

  /** When the tab comes back: refresh only if the stored token has expired (isTokenExpired decides). */
  async refreshIfExpired(): Promise<void> {
    if (this.auth.current().status !== 'signed-in') return;
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    if (isTokenExpired(this.local.get(LOCAL_STORAGE_KEYS.TOKEN), nowSeconds)) await this.refreshToken();
  }

  /**
   * Whether the signed-in user has a profile: 'registered' once USER_PROFILE is stored, 'unregistered' when the backend
   * said there is none yet, else 'unknown' (not asked, or it could not answer).
   */
  /** The signed-in user's profile from the backend (null: signed up, not registered yet). */
  myProfile(): Promise<UserProfile | null> {
    return this.profiles.getMyProfile();
  }

  profileState(): ProfileState {
    const stored = storedProfileState(this.local);
    return stored === 'unknown' && this.unregistered ? 'unregistered' : stored;
  }

  /** The stored numeric ROLE, or null when not known yet. */
  role(): Role | null {
    return storedRole(this.local);
  }

  /** The signed-in user's name from the stored USER_PROFILE ('Asha Rao'), or null when none is stored. */
  displayName(): string | null {
    return storedDisplayName(this.local.get(LOCAL_STORAGE_KEYS.USER_PROFILE));
  }

  /** The time zone of the stored USER_PROFILE (spec §9: times in the user's zone), or null when none is stored. */
  storedTimeZone(): string | null {
    return storedTimeZone(this.local.get(LOCAL_STORAGE_KEYS.USER_PROFILE));
  }

  /**
   * Signed in with no USER_PROFILE stored (it could not be loaded at sign-in): loads it, one request at a time; the
   * subscribers of subscribeRole hear when it is stored.
   */
  ensureProfile(): void {
    const session = this.auth.current();
    if (session.status !== 'signed-in' || this.local.get(LOCAL_STORAGE_KEYS.USER_PROFILE)) return;
    void this.loadProfile(session.user);
  }

  /**
   * Calls `listener` whenever the stored ROLE or USER_PROFILE may have changed (profile stored, user data cleared), and
   * when a token refresh ends (awaitingToken); returns the unsubscribe.
   */
  subscribeRole(listener: () => void): () => void {
    this.roleListeners.add(listener);
    return () => this.roleListeners.delete(listener);
  }

  private roleChanged(): void {
    for (const listener of this.roleListeners) listener();
  }

  async signIn(email: string, password: string, from: unknown): Promise<SignInOutcome> {
    return this.finishSignIn(await this.auth.signInWithEmail(email.trim(), password), from);
  }

  async signInWithGoogle(from: unknown): Promise<SignInOutcome> {
    return this.finishSignIn(await this.auth.signInWithGoogle(), from);
  }

  async startPhoneSignIn(phoneNumber: string, from: unknown): Promise<PhoneStart> {
    const started = await this.auth.startPhoneSignIn(phoneNumber.trim());
    if (!started.ok) return started;
    return { ok: true, value: async (code) => this.finishSignIn(await started.value(code.trim()), from) };
  }

  /**
   * Creates the account with the chosen role, kept with the account on the backend (/SaveAccountRole) so that a
   * registration left unfinished goes on in that role wherever the user signs in next; the next stop is that role's
   * registration page. If the backend cannot keep it now, this device still knows it (ROLE).
   */
  async signUp(email: string, password: string, role: Role): Promise<SignInOutcome> {
    const result = await this.auth.signUpWithEmail(email.trim(), password);
    if (!result.ok) return result;
    this.rememberRole(role);
    this.unregistered = true;
    await this.refreshToken();
    await this.keepRoleWithAccount(result.value, role);
    return { ok: true, value: { destination: registrationPath(role) } };
  }

  /**
   * Sign-up with Google (the sign-in's provider path): a Google account that already has a profile, or a role kept from
   * an earlier sign-up, goes on as a sign-in would; a new one keeps the role chosen here, as signUp does.
   */
  async signUpWithGoogle(role: Role, from: unknown): Promise<SignInOutcome> {
    const result = await this.auth.signInWithGoogle();
    if (!result.ok) return result;
    await this.refreshToken();
    const known = await this.loadProfile(result.value);
    if (known.profile !== 'unregistered' || known.role !== null) return { ok: true, value: { destination: destinationAfterSignIn({ from, role: known.role, profile: known.profile }) } };
    this.rememberRole(role);
    await this.keepRoleWithAccount(result.value, role);
    return { ok: true, value: { destination: registrationPath(role) } };
  }

  private async keepRoleWithAccount(user: AuthUser, role: Role): Promise<void> {
    try {
      await this.profiles.saveAccountRole(role);
    } catch (error) {
      this.logger.warn(`The role of ${user.uid} could not be kept with the account`, error);
    }
  }

  sendPasswordReset(email: string): Promise<AuthOutcome> {
    return this.auth.sendPasswordReset(email.trim());
  }

  /**
   * Registration and later edits: saves the whole profile to the backend and keeps the answer as USER_PROFILE (with
   * ROLE, LOGIN_AS and langId in step); the destination is the guard's origin `from` when registration was on the way
   * there (the sign-in rule decides), else the dashboard.
   */
  async saveProfile(input: ProfileInput, from?: unknown): Promise<SaveProfileOutcome> {
    try {
      const profile = await this.profiles.saveMyProfile(input);
      this.rememberProfile(profile);
      return { ok: true, value: { profile, destination: destinationAfterSignIn({ from, role: profile.Role, profile: 'registered' }) } };
    } catch (error) {
      if (isBackendError(error)) return { ok: false, ...refusalOf(error) };
      throw error;
    }
  }

  /** A new password for the signed-in user; on success the stored TOKEN is renewed, as the provider issued a new one. */
  async changePassword(currentPassword: string, newPassword: string): Promise<AuthOutcome> {
    const outcome = await this.auth.changePassword(currentPassword, newPassword);
    if (outcome.ok) await this.refreshToken();
    return outcome;
  }

  /** Spec §7: true on success, false on error (the gateway logs it). The user's keys go; the device id stays. */
  async signOut(): Promise<boolean> {
    const ok = await this.auth.signOut();
    if (ok) this.clearUserData();
    return ok;
  }

  clearUserData(options: { keepVisitorChoices?: boolean } = {}): void {
    for (const key of USER_LOCAL_KEYS) this.local.remove(key);
    this.unregistered = false;
    for (const key of USER_SESSION_KEYS) {
      if (options.keepVisitorChoices && VISITOR_SESSION_KEYS.includes(key)) continue;
      this.sessionStore.remove(key);
    }
    this.roleChanged();
  }

  private async finishSignIn(result: AuthResult, from: unknown): Promise<SignInOutcome> {
    if (!result.ok) return result;
    await this.refreshToken();
    const { profile, role } = await this.loadProfile(result.value);
    return { ok: true, value: { destination: destinationAfterSignIn({ from, role, profile }) } };
  }

  /** One /GetUserProfile at a time: a sign-in and the background load of a restored session share the request. */
  private loadProfile(user: AuthUser): Promise<{ profile: ProfileState; role: Role | null }> {
    this.profileLoad ??= this.fetchProfile(user).finally(() => {
      this.profileLoad = null;
    });
    return this.profileLoad;
  }

  private async fetchProfile(user: AuthUser): Promise<{ profile: ProfileState; role: Role | null }> {
    try {
      const profile = await this.profiles.getMyProfile();
      if (profile === null) {
        // Not registered yet: the role chosen at sign-up, kept with the account, says which registration goes on.
        const chosen = await this.profiles.getAccountRole().catch((error: unknown) => {
          this.logger.warn(`The role of ${user.uid} could not be loaded`, error);
          return null;
        });
        this.unregistered = true;
        if (chosen) this.rememberRole(chosen.Role);
        else this.roleChanged();
        return { profile: 'unregistered', role: this.role() };
      }
      this.rememberProfile(profile);
      return { profile: 'registered', role: profile.Role };
    } catch (error) {
      this.logger.warn(`Profile of ${user.uid} could not be loaded after sign-in`, error);
      return { profile: 'unknown', role: this.role() };
    }
  }

  private rememberRole(role: Role): void {
    this.local.set(LOCAL_STORAGE_KEYS.ROLE, String(role));
    this.sessionStore.set(SESSION_STORAGE_KEYS.LOGIN_AS, loginAsForRole(role));
    this.roleChanged();
  }

  private rememberProfile(profile: UserProfile): void {
    this.local.set(LOCAL_STORAGE_KEYS.USER_PROFILE, JSON.stringify(profile));
    // Spec §3/§7: langId is what the LangID header sends; the profile's language is the user's choice.
    this.local.set(LOCAL_STORAGE_KEYS.LANG_ID, String(profile.LangID));
    this.rememberRole(profile.Role);
  }
}
