import { ContainerModule } from 'inversify';
import { AUTH_GATEWAY } from '../../ports/auth-gateway';
import { bindBackendPorts } from '../backend/backend-bindings';
import { FakeAuthGateway } from '../fakes/fake-auth-gateway';

/** npm start: the mock backend on :3001, the Auth emulator on :9099, provider stand-ins. */
export const offlineModule = new ContainerModule(({ bind }) => {
  // Until the Firebase adapter lands (sign-in issue), nobody is signed in offline.
  bind(AUTH_GATEWAY).toConstantValue(new FakeAuthGateway());
  // Same-origin paths: Vite proxies /api and /functions to the mock backend.
  bindBackendPorts(bind, { backend: '/api', functions: '/functions' });
});
