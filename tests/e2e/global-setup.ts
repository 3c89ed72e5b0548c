// Runs after Playwright's webServers answer: the services' afterReady steps (each stack's Auth emulator's demo accounts).
// @ts-expect-error plain ESM helper shared with `npm start`
import { E2E_STACKS, offlineServices, runAfterReady } from '../../scripts/services.mjs';

export default function globalSetup() {
  for (let stack = 0; stack < (E2E_STACKS as number); stack++) {
    for (const service of offlineServices({ web: 'preview', stack })) runAfterReady(service);
  }
}
