import type { AuthFailure } from '../domain/auth-error';
import type { Outcome } from '../domain/outcome';
import { token } from './token';

/** The signed-in user as the hosted authentication provider knows them. */
export interface AuthUser {
  uid: string;
  email: string | null;
}

export type AuthSession =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: AuthUser };

/** Expected failures (wrong password, policy, network) come back as coded results (AuthErrorCode), never as exceptions. */
export type AuthResult = Outcome<AuthUser, AuthFailure>;
export type AuthOutcome = Outcome<void, AuthFailure>;
/** The code sent; `value` confirms it. */
export type PhoneSignInStart = Outcome<(code: string) => Promise<AuthResult>, AuthFailure>;

/** The hosted authentication provider (Firebase Auth in production, its emulator offline). */
export interface AuthGateway {
  /** The session as known now; 'unknown' until the provider has restored it. */
  current(): AuthSession;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (session: AuthSession) => void): () => void;
  signInWithEmail(email: string, password: string): Promise<AuthResult>;
  /** Creates the account and signs it in. */
  signUpWithEmail(email: string, password: string): Promise<AuthResult>;
  /** Sends the provider's password-reset email. */
  sendPasswordReset(email: string): Promise<AuthOutcome>;
  /** Identity-provider sign-in (a popup). */
  signInWithGoogle(): Promise<AuthResult>;
  /** Sends a code by SMS to an E.164 number; the result confirms the code. */
  startPhoneSignIn(phoneNumber: string): Promise<PhoneSignInStart>;
  /** The signed-in user's ID token (null when signed out); `forceRefresh` asks the provider for a new one. Rejects when it cannot. */
  idToken(forceRefresh: boolean): Promise<string | null>;
  /**
   * The signed-in user's new password, after confirming the current one with the provider. A wrong current password is
   * AUTH.WRONG_PASSWORD; a new one the provider's policy refuses is AUTH.PASSWORD_POLICY with the rules it missed.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<AuthOutcome>;
  /** Spec §7: true on success, false on error (the error is logged). */
  signOut(): Promise<boolean>;
}

export const AUTH_GATEWAY = token<AuthGateway>('AuthGateway');
