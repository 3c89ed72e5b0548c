import { ContainerModule } from 'inversify';
import { AUTH_GATEWAY, type AuthGateway, type AuthSession } from '../../ports/auth-gateway';
import { bindBackendPorts } from '../backend/backend-bindings';

/** Nobody can sign in until the Firebase adapter is bound here (sign-in issue #4). */
class SignInNotAvailable implements AuthGateway {
  current(): AuthSession {
    return { status: 'signed-out' };
  }
  subscribe(): () => void {
    return () => undefined;
  }
  async signOut(): Promise<boolean> {
    return true;
  }
}

/** The production build: real services, configured from import.meta.env (see README). */
export const productionModule = new ContainerModule(({ bind }) => {
  bind(AUTH_GATEWAY).toConstantValue(new SignInNotAvailable());
  bindBackendPorts(bind, { backend: import.meta.env.VITE_BACKEND_URL, functions: import.meta.env.VITE_FUNCTIONS_URL });
});
