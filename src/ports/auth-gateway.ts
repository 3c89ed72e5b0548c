/** The signed-in user as the hosted authentication provider knows them. */
export interface AuthUser {
  uid: string;
  email: string | null;
}

export type AuthSession =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: AuthUser };

/** The hosted authentication provider (Firebase Auth in production, its emulator offline). */
export interface AuthGateway {
  /** The session as known now; 'unknown' until the provider has restored it. */
  current(): AuthSession;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (session: AuthSession) => void): () => void;
  /** Spec §7: true on success, false on error (the error is logged). */
  signOut(): Promise<boolean>;
}

export const AUTH_GATEWAY = Symbol.for('AuthGateway');
