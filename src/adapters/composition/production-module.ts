import { ContainerModule } from 'inversify';
import { bindBackendPorts } from '../backend/backend-bindings';
import { AUTH_GATEWAY } from '../../ports/auth-gateway';
import { VIDEO_CALL } from '../../ports/video-call';
import { AgoraVideoCall } from '../agora/agora-video-call';
import { LOGGER, type Logger } from '../../ports/logger';
import { FirebaseAuthGateway } from '../firebase/firebase-auth-gateway';
import { firebaseOptionsFromEnv, loadProjectAuth } from '../firebase/firebase-project';

/** The production build: real services, configured from import.meta.env (see README). */
export const productionModule = new ContainerModule(({ bind }) => {
  bind(AUTH_GATEWAY)
    .toDynamicValue(
      (context) =>
        new FirebaseAuthGateway(() => loadProjectAuth(firebaseOptionsFromEnv(import.meta.env)), context.get<Logger>(LOGGER)),
    )
    .inSingletonScope();
  // Agora loads its SDK on first use (classroom routes only).
  bind(VIDEO_CALL).to(AgoraVideoCall).inSingletonScope();
  bindBackendPorts(bind, { backend: import.meta.env.VITE_BACKEND_URL, functions: import.meta.env.VITE_FUNCTIONS_URL });
});
