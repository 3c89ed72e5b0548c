import { ContainerModule } from 'inversify';
import { bindBackendPorts } from '../backend/backend-bindings';
import { AUTH_GATEWAY } from '../../ports/auth-gateway';
import { VIDEO_CALL } from '../../ports/video-call';
import { AgoraVideoCall } from '../agora/agora-video-call';
import { LOGGER } from '../../ports/logger';
import { FirebaseAuthGateway } from '../firebase/firebase-auth-gateway';
import { bindPayments, RAZORPAY_DEFAULTS } from '../razorpay/razorpay-bindings';
import { parseOrigins, RAZORPAY_SCRIPT_URL } from './production-env.mjs';
import { firebaseOptionsFromEnv, loadProjectAuth } from '../firebase/firebase-project';

/** The production build: real services, configured from import.meta.env (see docs/security.md, "Production configuration"). */
export const productionModule = new ContainerModule(({ bind }) => {
  bind(AUTH_GATEWAY)
    .toDynamicValue(
      (context) =>
        new FirebaseAuthGateway(() => loadProjectAuth(firebaseOptionsFromEnv(import.meta.env)), context.get(LOGGER)),
    )
    .inSingletonScope();
  // Agora loads its SDK on first use (classroom routes only).
  bind(VIDEO_CALL).to(AgoraVideoCall).inSingletonScope();
  const env = import.meta.env;
  bindPayments(
    bind,
    {
      ...RAZORPAY_DEFAULTS,
      scriptUrl: env.VITE_RAZORPAY_SCRIPT_URL || RAZORPAY_SCRIPT_URL,
      keyId: env.VITE_RAZORPAY_KEY_ID ?? '',
      merchantName: env.VITE_RAZORPAY_MERCHANT_NAME || RAZORPAY_DEFAULTS.merchantName,
      prefillContact: env.VITE_RAZORPAY_PREFILL_CONTACT || RAZORPAY_DEFAULTS.prefillContact,
    },
    { allowedPaymentOrigins: parseOrigins(env.VITE_PAYMENT_ORIGINS) },
  );
  bindBackendPorts(bind, { backend: import.meta.env.VITE_BACKEND_URL, functions: import.meta.env.VITE_FUNCTIONS_URL });
});
