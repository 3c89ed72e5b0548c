import type { AuthFailure } from '../../domain/auth-error';
import type {
  AuthGateway,
  AuthOutcome,
  AuthResult,
  AuthSession,
  AuthUser,
  PhoneSignInStart,
} from '../../ports/auth-gateway';

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** The offline project: the Auth emulator issues its tokens for it, and the mock backend accepts only those. */
const EMULATOR_PROJECT = 'demo-tutoring';

/**
 * An ID token in the Auth emulator's shape (unsigned, issuer and audience of the offline project), so the mock backend
 * takes it as it takes the emulator's. `serial` tells refreshed tokens apart.
 */
export function emulatorStyleToken(user: { uid: string; email: string | null }, exp: number, serial = 0): string {
  const payload = {
    iss: `https://securetoken.google.com/${EMULATOR_PROJECT}`,
    aud: EMULATOR_PROJECT,
    sub: user.uid,
    user_id: user.uid,
    ...(user.email ? { email: user.email } : {}),
    iat: 0,
    exp,
    serial,
  };
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.`;
}

/** An in-memory provider: accounts by email, a token whose `exp` tests set, failures injected per call. */
export class FakeAuthGateway implements AuthGateway {
  private session: AuthSession;
  private readonly listeners = new Set<(session: AuthSession) => void>();
  readonly accounts = new Map<string, { uid: string; password: string }>();
  readonly resetEmails: string[] = [];
  signOutSucceeds = true;
  /** The next sign-in, sign-up, reset, phone or password-change call fails with this, once. */
  nextFailure: AuthFailure | null = null;
  /** The `exp` (seconds) of the tokens handed out. */
  tokenExpiry = 4_102_444_800;
  tokenRefreshFails = false;
  refreshCount = 0;
  private tokenSerial = 0;

  constructor(user: AuthUser | null = null) {
    this.session = user ? { status: 'signed-in', user } : { status: 'signed-out' };
  }

  current(): AuthSession {
    return this.session;
  }

  subscribe(listener: (session: AuthSession) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Test helper: change the session and tell the subscribers. */
  setSession(session: AuthSession): void {
    this.session = session;
    for (const listener of [...this.listeners]) listener(session);
  }

  private takeFailure(): AuthFailure | null {
    const failure = this.nextFailure;
    this.nextFailure = null;
    return failure;
  }

  private signIn(user: AuthUser): AuthResult {
    this.setSession({ status: 'signed-in', user });
    return { ok: true, value: user };
  }

  async signInWithEmail(email: string, password: string): Promise<AuthResult> {
    const failure = this.takeFailure();
    if (failure) return { ok: false, ...failure };
    const account = this.accounts.get(email);
    if (!account) return { ok: false, code: 'AUTH.UNKNOWN_USER' };
    if (account.password !== password) return { ok: false, code: 'AUTH.WRONG_PASSWORD' };
    return this.signIn({ uid: account.uid, email });
  }

  async signUpWithEmail(email: string, password: string): Promise<AuthResult> {
    const failure = this.takeFailure();
    if (failure) return { ok: false, ...failure };
    if (this.accounts.has(email)) return { ok: false, code: 'AUTH.EMAIL_IN_USE' };
    if (password.length < 6) {
      return { ok: false, code: 'AUTH.PASSWORD_POLICY', requirements: [{ kind: 'min-length', length: 6 }] };
    }
    const uid = `uid-${this.accounts.size + 1}`;
    this.accounts.set(email, { uid, password });
    return this.signIn({ uid, email });
  }

  async sendPasswordReset(email: string): Promise<AuthOutcome> {
    const failure = this.takeFailure();
    if (failure) return { ok: false, ...failure };
    this.resetEmails.push(email);
    return { ok: true, value: undefined };
  }

  async signInWithGoogle(): Promise<AuthResult> {
    const failure = this.takeFailure();
    if (failure) return { ok: false, ...failure };
    return this.signIn({ uid: 'google-uid', email: 'google.user@demo.test' });
  }

  async startPhoneSignIn(phoneNumber: string): Promise<PhoneSignInStart> {
    const failure = this.takeFailure();
    if (failure) return { ok: false, ...failure };
    return {
      ok: true,
      value: async (code) =>
        code === '123456' ? this.signIn({ uid: `phone-${phoneNumber}`, email: null }) : { ok: false, code: 'AUTH.INVALID_CODE' },
    };
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<AuthOutcome> {
    const failure = this.takeFailure();
    if (failure) return { ok: false, ...failure };
    const email = this.session.status === 'signed-in' ? this.session.user.email : null;
    const account = email === null ? undefined : this.accounts.get(email);
    if (!account) return { ok: false, code: 'AUTH.REQUIRES_RECENT_LOGIN' };
    if (account.password !== currentPassword) return { ok: false, code: 'AUTH.WRONG_PASSWORD' };
    if (newPassword.length < 6) {
      return { ok: false, code: 'AUTH.PASSWORD_POLICY', requirements: [{ kind: 'min-length', length: 6 }] };
    }
    account.password = newPassword;
    return { ok: true, value: undefined };
  }

  async idToken(forceRefresh: boolean): Promise<string | null> {
    if (this.session.status !== 'signed-in') return null;
    if (forceRefresh) {
      if (this.tokenRefreshFails) throw new Error('network-request-failed');
      this.refreshCount += 1;
      this.tokenSerial += 1;
    }
    return emulatorStyleToken(this.session.user, this.tokenExpiry, this.tokenSerial);
  }

  async signOut(): Promise<boolean> {
    if (!this.signOutSucceeds) return false;
    this.setSession({ status: 'signed-out' });
    return true;
  }
}
