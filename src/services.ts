// The services: src/boot.ts and the profile's module (fixed at build time, so that a production bundle holds no offline
// code path), loaded and built once. The entry starts them at once on the shell when nobody is kept signed in (the page
// can tell nothing without them, src/main.tsx); otherwise the app does, after its first paint (src/start.tsx).
import type { Container } from 'inversify';
import { yieldToMain } from './adapters/browser/yield-to-main';

let services: Promise<Container> | null = null;

export function loadServices(): Promise<Container> {
  services ??= (() => {
    const profileModule =
      import.meta.env.VITE_PROFILE === 'production'
        ? import('./adapters/composition/production-module').then((m) => m.productionModule)
        : import('./adapters/composition/offline-module').then((m) => m.offlineModule);
    // The modules' evaluation and the container's building are two tasks, not one long one.
    return Promise.all([import('./boot'), profileModule]).then(async ([boot, module]) => {
      await yieldToMain();
      return boot.buildServices(module);
    });
  })();
  return services;
}
