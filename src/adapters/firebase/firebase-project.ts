import type { FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';

/**
 * The production Firebase project (VITE_FIREBASE_* at build time). Loaded on first use. initializeAuth, not getAuth:
 * getAuth also connects to an emulator named by __FIREBASE_DEFAULTS__ (a global or a cookie), a switch a page could
 * flip; with initializeAuth no emulator code is in the bundle at all (scripts/check-bundle.mjs proves it).
 */
export async function loadProjectAuth(options: FirebaseOptions): Promise<Auth> {
  const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('./firebase-sdk')]);
  return sdk.initializeAuth(initializeApp(options), {
    persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
    popupRedirectResolver: sdk.browserPopupRedirectResolver,
  });
}

/** Reads the VITE_FIREBASE_* values; a missing one is a configuration error named in the message. */
export function firebaseOptionsFromEnv(env: Record<string, string | boolean | undefined>): FirebaseOptions {
  const read = (name: string, required: boolean) => {
    const value = env[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (required) throw new Error(`${name} is not set: put it in .env.production.local (see README, Production configuration).`);
    return undefined;
  };
  const options: FirebaseOptions = {
    apiKey: read('VITE_FIREBASE_API_KEY', true),
    authDomain: read('VITE_FIREBASE_AUTH_DOMAIN', true),
    projectId: read('VITE_FIREBASE_PROJECT_ID', true),
  };
  const appId = read('VITE_FIREBASE_APP_ID', false);
  if (appId) options.appId = appId;
  return options;
}
