import type { FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { envValue, PRODUCTION_ENV } from '../composition/production-env.mjs';

/**
 * The production Firebase project (VITE_FIREBASE_* at build time). Loaded on first use. initializeAuth, not getAuth:
 * getAuth also connects to an emulator named by __FIREBASE_DEFAULTS__ (a global or a cookie), a switch a page could
 * flip; with initializeAuth no emulator code is in the bundle at all (scripts/check-bundle.mjs proves it).
 */
export async function loadProjectAuth(options: FirebaseOptions): Promise<Auth> {
  const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('./firebase-sdk')]);
  // No popupRedirectResolver here: with one, Auth loads Google's gapi script and iframe at start, on every page, for a
  // redirect result this app never asks for. Google sign-in passes the resolver to signInWithPopup instead.
  return sdk.initializeAuth(initializeApp(options), {
    persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
  });
}

/** Reads the VITE_FIREBASE_* values; a required one (PRODUCTION_ENV) that is missing is named in the error. */
export function firebaseOptionsFromEnv(env: Record<string, unknown>): FirebaseOptions {
  const read = (name: string) => {
    const value = envValue(env, name);
    if (value === undefined && PRODUCTION_ENV.some((entry) => entry.name === name && entry.required)) {
      throw new Error(`${name} is not set: put it in .env.production.local (see docs/security.md, Production configuration).`);
    }
    return value;
  };
  const options: FirebaseOptions = {
    apiKey: read('VITE_FIREBASE_API_KEY'),
    authDomain: read('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: read('VITE_FIREBASE_PROJECT_ID'),
  };
  const appId = read('VITE_FIREBASE_APP_ID');
  if (appId) options.appId = appId;
  return options;
}
