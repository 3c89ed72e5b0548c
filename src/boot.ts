// The app's start, loaded by src/main.tsx once zod is told not to probe eval.
import { buildContainer } from './adapters/composition/build-container';
import { checkProductionEnv } from './adapters/composition/production-env.mjs';
import { browserModule } from './adapters/composition/shared-module';
import { showStartFailure } from './ui/app/start-failure';
import { startApp } from './ui/app/start-app';

async function start(root: HTMLElement | null): Promise<void> {
  try {
    if (import.meta.env.VITE_PROFILE === 'production') {
      // The build refuses without its configuration; a bundle that still lacks it says so rather than paint nothing.
      const problems = checkProductionEnv(import.meta.env);
      if (problems.length > 0) return showStartFailure(root, { kind: 'configuration', missing: problems.map((p) => p.name) });
    }
    // The profile is fixed at build time so that a production bundle holds no offline code path at all.
    const profileModule =
      import.meta.env.VITE_PROFILE === 'production'
        ? (await import('./adapters/composition/production-module')).productionModule
        : (await import('./adapters/composition/offline-module')).offlineModule;
    startApp(await buildContainer(browserModule, profileModule), root);
  } catch (error) {
    console.error('TutorHub could not start', error);
    showStartFailure(root, { kind: 'error' });
  }
}

void start(document.getElementById('root'));
