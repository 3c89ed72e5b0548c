import type { AuthGateway, AuthSession, AuthUser } from '../../ports/auth-gateway';

export class FakeAuthGateway implements AuthGateway {
  private session: AuthSession;
  private readonly listeners = new Set<(session: AuthSession) => void>();
  signOutSucceeds = true;

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
    for (const listener of this.listeners) listener(session);
  }

  async signOut(): Promise<boolean> {
    if (!this.signOutSucceeds) return false;
    this.setSession({ status: 'signed-out' });
    return true;
  }
}
