import { ContainerModule } from 'inversify';
import { AUTH_GATEWAY } from '../../ports/auth-gateway';
import { bindBackendPorts } from '../backend/backend-bindings';
import { LOGGER } from '../../ports/logger';
import { loadEmulatorAuth } from '../firebase/auth-emulator';
import { FirebaseAuthGateway } from '../firebase/firebase-auth-gateway';
import { VIDEO_CALL } from '../../ports/video-call';
import { WebRtcVideoCall } from '../webrtc/webrtc-video-call';
import { bindPayments, RAZORPAY_DEFAULTS } from '../razorpay/razorpay-bindings';

/** npm start: the mock backend, the Auth emulator (URL baked in at build time from AUTH_EMULATOR_PORT), provider stand-ins. */
export const offlineModule = new ContainerModule(({ bind }) => {
  const emulatorUrl = import.meta.env.VITE_AUTH_EMULATOR_URL;
  bind(AUTH_GATEWAY)
    .toDynamicValue((context) => new FirebaseAuthGateway(() => loadEmulatorAuth(emulatorUrl), context.get(LOGGER)))
    .inSingletonScope();
  // Same-origin paths: Vite proxies /api and /functions to the mock backend.
  bindBackendPorts(bind, { backend: '/api', functions: '/functions' });
  // Classroom: WebRTC between the browsers on this machine (signalling on the mock server).
  bind(VIDEO_CALL).to(WebRtcVideoCall).inSingletonScope();
  // Payments: the same Razorpay adapter, pointed at the mock's stand-in script; hosted pages only on this origin.
  bindPayments(
    bind,
    { scriptUrl: '/__provider/razorpay/checkout.js', keyId: 'rzp_test_offline', ...RAZORPAY_DEFAULTS },
    { allowedPaymentOrigins: [window.location.origin] },
  );
});
