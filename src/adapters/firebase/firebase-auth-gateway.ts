import type { Auth, User } from 'firebase/auth';
import type { AuthGateway, AuthOutcome, AuthResult, AuthSession, AuthUser, PhoneSignInStart } from '../../ports/auth-gateway';
import type { Logger } from '../../ports/logger';
import { authFailureFromFirebase } from './firebase-error-map';

/** Builds the initialised Auth instance (production project or the emulator); called once, on first use. */
export type AuthLoader = () => Promise<Auth>;

type AuthModule = typeof import('./firebase-sdk');

function toUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email };
}

/**
 * Firebase Auth behind the auth port. The SDK is imported on first use (dynamic import), so it never weighs on the
 * first page; the loader decides which project (and, offline only, the emulator) it talks to.
 */
export class FirebaseAuthGateway implements AuthGateway {
  private session: AuthSession = { status: 'unknown' };
  private readonly listeners = new Set<(session: AuthSession) => void>();
  private ready: Promise<{ auth: Auth; sdk: AuthModule }> | null = null;

  constructor(
    private readonly loadAuth: AuthLoader,
    private readonly logger: Logger,
  ) {}

  private load(): Promise<{ auth: Auth; sdk: AuthModule }> {
    this.ready ??= Promise.all([this.loadAuth(), import('./firebase-sdk')]).then(async ([auth, sdk]) => {
      sdk.onAuthStateChanged(
        auth,
        (user) => this.publish(user ? { status: 'signed-in', user: toUser(user) } : { status: 'signed-out' }),
        (error) => this.logger.error('Auth state could not be followed', error),
      );
      // The user kept by the SDK restored first: a call made while a page shows the device's kept session (a password
      // change on the account page) finds auth.currentUser, not null.
      await auth.authStateReady();
      return { auth, sdk };
    });
    this.ready.catch((error: unknown) => {
      this.logger.error('The authentication provider could not be loaded', error);
      this.publish({ status: 'signed-out' });
    });
    return this.ready;
  }

  private publish(session: AuthSession): void {
    const same =
      session.status === this.session.status &&
      (session.status !== 'signed-in' ||
        (this.session.status === 'signed-in' && this.session.user.uid === session.user.uid && this.session.user.email === session.user.email));
    if (same) return;
    this.session = session;
    for (const listener of [...this.listeners]) listener(session);
  }

  current(): AuthSession {
    return this.session;
  }

  subscribe(listener: (session: AuthSession) => void): () => void {
    this.listeners.add(listener);
    void this.load().catch(() => undefined);
    return () => this.listeners.delete(listener);
  }

  /** Runs a provider call; a rejection becomes a failure result, a user becomes the signed-in session at once. */
  private async attempt(call: (auth: Auth, sdk: AuthModule) => Promise<User>): Promise<AuthResult> {
    try {
      const { auth, sdk } = await this.load();
      const user = toUser(await call(auth, sdk));
      this.publish({ status: 'signed-in', user });
      return { ok: true, value: user };
    } catch (error) {
      this.logger.warn('Sign-in attempt failed', error);
      return { ok: false, ...authFailureFromFirebase(error) };
    }
  }

  signInWithEmail(email: string, password: string): Promise<AuthResult> {
    return this.attempt(async (auth, sdk) => (await sdk.signInWithEmailAndPassword(auth, email, password)).user);
  }

  signUpWithEmail(email: string, password: string): Promise<AuthResult> {
    return this.attempt(async (auth, sdk) => (await sdk.createUserWithEmailAndPassword(auth, email, password)).user);
  }

  signInWithGoogle(): Promise<AuthResult> {
    return this.attempt(async (auth, sdk) => (await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver)).user);
  }

  async sendPasswordReset(email: string): Promise<AuthOutcome> {
    try {
      const { auth, sdk } = await this.load();
      await sdk.sendPasswordResetEmail(auth, email);
      return { ok: true, value: undefined };
    } catch (error) {
      this.logger.warn('Password reset email failed', error);
      return { ok: false, ...authFailureFromFirebase(error) };
    }
  }

  async startPhoneSignIn(phoneNumber: string): Promise<PhoneSignInStart> {
    let container: HTMLElement | null = null;
    try {
      const { auth, sdk } = await this.load();
      // The invisible reCAPTCHA needs a host element; offline the emulator switches app verification off.
      container = document.createElement('div');
      document.body.append(container);
      const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
      const confirmation = await sdk.signInWithPhoneNumber(auth, phoneNumber, verifier);
      const host = container;
      // A wrong code may be corrected: the verifier and its element go only once the code was accepted.
      let cleaned = false;
      const cleanUp = () => {
        if (cleaned) return;
        cleaned = true;
        try {
          verifier.clear();
        } catch (error) {
          this.logger.warn('reCAPTCHA verifier could not be cleared', error);
        }
        host.remove();
      };
      return {
        ok: true,
        value: async (code) => {
          const result = await this.attempt(async () => (await confirmation.confirm(code)).user);
          if (result.ok) cleanUp();
          return result;
        },
      };
    } catch (error) {
      container?.remove();
      this.logger.warn('Phone sign-in could not start', error);
      return { ok: false, ...authFailureFromFirebase(error) };
    }
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<AuthOutcome> {
    try {
      const { auth, sdk } = await this.load();
      const user = auth.currentUser;
      if (!user?.email) return { ok: false, code: 'AUTH.REQUIRES_RECENT_LOGIN' };
      try {
        await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, currentPassword));
      } catch (error) {
        this.logger.warn('Password change: the current password was not confirmed', error);
        const failure = authFailureFromFirebase(error);
        // The email is the signed-in user's own, so a refused credential can only mean the current password is wrong.
        return { ok: false, ...(failure.code === 'AUTH.INVALID_CREDENTIALS' ? { code: 'AUTH.WRONG_PASSWORD' as const } : failure) };
      }
      await sdk.updatePassword(user, newPassword);
      return { ok: true, value: undefined };
    } catch (error) {
      this.logger.warn('Password change failed', error);
      return { ok: false, ...authFailureFromFirebase(error) };
    }
  }

  async idToken(forceRefresh: boolean): Promise<string | null> {
    const { auth } = await this.load();
    const user = auth.currentUser;
    return user ? user.getIdToken(forceRefresh) : null;
  }

  async signOut(): Promise<boolean> {
    try {
      const { auth, sdk } = await this.load();
      await sdk.signOut(auth);
      this.publish({ status: 'signed-out' });
      return true;
    } catch (error) {
      this.logger.error('Sign-out failed', error);
      return false;
    }
  }
}
