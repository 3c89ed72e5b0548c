import { ContainerModule } from 'inversify';
import { AUTH_GATEWAY, type AuthGateway, type AuthSession } from '../../ports/auth-gateway';
import { CLASS_LIFECYCLE } from '../../ports/class-lifecycle';
import { VIDEO_CALL } from '../../ports/video-call';
import { AgoraVideoCall } from '../agora/agora-video-call';
import { FetchClassLifecycle } from '../cloud-functions/fetch-class-lifecycle';

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
  // Classroom (issue 8): Agora loads its SDK on first use. The class lifecycle adapter is replaced at merge by the
  // generated client's HTTP adapter (src/adapters/backend/), which knows the cloud functions' base URL.
  bind(CLASS_LIFECYCLE).to(FetchClassLifecycle).inSingletonScope();
  bind(VIDEO_CALL).to(AgoraVideoCall).inSingletonScope();
});
