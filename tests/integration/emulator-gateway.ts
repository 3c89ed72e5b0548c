// Gateways over the Auth emulator for the integration tests: each on its own Firebase app, signed out after each test.
import { afterEach } from 'vitest';
import { loadEmulatorAuth } from '../../src/adapters/firebase/auth-emulator';
import { FirebaseAuthGateway } from '../../src/adapters/firebase/firebase-auth-gateway';
import { MemoryLogger } from '../../src/adapters/fakes/memory-logger';
// @ts-expect-error plain ESM helper shared with `npm start`
import { AUTH_EMULATOR_URL } from '../../scripts/services.mjs';

export const emulator = AUTH_EMULATOR_URL as string;
export const project = 'demo-tutoring';

let apps = 0;
const gateways: FirebaseAuthGateway[] = [];

/** Call once per test file: signs out every gateway the test made. */
export function signOutAfterEach() {
  afterEach(async () => {
    for (const auth of gateways.splice(0)) await auth.signOut();
  });
}

export function gateway() {
  const logger = new MemoryLogger();
  const auth = new FirebaseAuthGateway(() => loadEmulatorAuth(emulator, `integration-${process.pid}-${++apps}`), logger);
  gateways.push(auth);
  return { auth, logger };
}

export const uniqueEmail = () => `it-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.test`;
