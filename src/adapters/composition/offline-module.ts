import { ContainerModule } from 'inversify';
import { AUTH_GATEWAY } from '../../ports/auth-gateway';
import { CLASS_LIFECYCLE } from '../../ports/class-lifecycle';
import { VIDEO_CALL } from '../../ports/video-call';
import { FetchClassLifecycle } from '../cloud-functions/fetch-class-lifecycle';
import { FakeAuthGateway } from '../fakes/fake-auth-gateway';
import { WebRtcVideoCall } from '../webrtc/webrtc-video-call';

/** npm start: the mock backend on :3001, the Auth emulator on :9099, provider stand-ins. */
export const offlineModule = new ContainerModule(({ bind }) => {
  // Until the Firebase adapter lands (sign-in issue), nobody is signed in offline.
  bind(AUTH_GATEWAY).toConstantValue(new FakeAuthGateway());
  // Classroom (issue 8): the cloud functions on the mock, WebRTC between the browsers on this machine.
  bind(CLASS_LIFECYCLE).to(FetchClassLifecycle).inSingletonScope();
  bind(VIDEO_CALL).to(WebRtcVideoCall).inSingletonScope();
});
