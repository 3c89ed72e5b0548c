import { buildContainer } from './adapters/composition/build-container';
import { browserModule } from './adapters/composition/shared-module';
import { startApp } from './ui/app/start-app';

// The profile is fixed at build time so that a production bundle holds no offline code path at all.
const profileModule =
  import.meta.env.VITE_PROFILE === 'production'
    ? (await import('./adapters/composition/production-module')).productionModule
    : (await import('./adapters/composition/offline-module')).offlineModule;

startApp(await buildContainer(browserModule, profileModule), document.getElementById('root'));
