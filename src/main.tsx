// The entry. zod is configured first (the CSP allows no eval: zod-without-eval.ts); zod itself is not on this path,
// it loads with the services. The shell and the first page paint at once, while the services (src/boot.ts and the
// profile's module, fixed at build time so that a production bundle holds no offline code path) load in parallel.
import './adapters/browser/zod-without-eval';
import { checkProductionEnv } from './adapters/composition/production-env.mjs';
import { showStartFailure } from './ui/app/start-failure';
import { startApp } from './ui/app/start-app';

function start(root: HTMLElement | null): void {
  if (import.meta.env.VITE_PROFILE === 'production') {
    // The build refuses without its configuration; a bundle that still lacks it says so rather than paint nothing.
    const problems = checkProductionEnv(import.meta.env);
    if (problems.length > 0) return showStartFailure(root, { kind: 'configuration', missing: problems.map((p) => p.name) });
  }
  const profileModule =
    import.meta.env.VITE_PROFILE === 'production'
      ? import('./adapters/composition/production-module').then((m) => m.productionModule)
      : import('./adapters/composition/offline-module').then((m) => m.offlineModule);
  const services = Promise.all([import('./boot'), profileModule]).then(([boot, module]) => boot.buildServices(module));
  const failed = (error: unknown) => {
    console.error('TutorHub could not start', error);
    showStartFailure(root, { kind: 'error' });
  };
  try {
    const app = startApp(services, root);
    services.catch((error: unknown) => {
      app.unmount();
      failed(error);
    });
  } catch (error) {
    failed(error);
  }
}

start(document.getElementById('root'));
