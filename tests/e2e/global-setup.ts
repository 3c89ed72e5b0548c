// Runs after Playwright's webServers answer: the services' afterReady steps (the Auth emulator's demo accounts).
// @ts-expect-error plain ESM helper shared with `npm start`
import { offlineServices, runAfterReady } from '../../scripts/services.mjs';

export default function globalSetup() {
  for (const service of offlineServices({ web: 'preview' })) runAfterReady(service);
}
