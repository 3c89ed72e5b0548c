import type { Auth } from 'firebase/auth';

/** The offline profile's project: the emulator accepts any API key for a demo- project. */
export const EMULATOR_PROJECT_ID = 'demo-tutoring';

/**
 * The Auth instance wired to the local Auth emulator. Imported by the offline module only, so a production bundle holds
 * no emulator code path (scripts/check-bundle.mjs proves it).
 */
export async function loadEmulatorAuth(emulatorUrl: string, appName = 'offline'): Promise<Auth> {
  const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = initializeApp(
    { apiKey: 'demo-api-key', authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`, projectId: EMULATOR_PROJECT_ID },
    appName,
  );
  // As in production (firebase-project.ts): no popup/redirect resolver at start, which would load Google's gapi script
  // on every page; Google sign-in passes it to its own call. Node (the integration tests) keeps the session in memory.
  const auth = sdk.initializeAuth(app, {
    persistence:
      typeof indexedDB === 'undefined' ? sdk.inMemoryPersistence : [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
  });
  const { connectAuthEmulator } = sdk;
  connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  // The emulator has no reCAPTCHA: phone sign-in codes are read from its REST API instead.
  auth.settings.appVerificationDisabledForTesting = true;
  return auth;
}
