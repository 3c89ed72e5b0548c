import { buildContainer } from './adapters/composition/build-container';
import { backendPlaceholderModule } from './adapters/composition/backend-placeholder';
import { browserModule } from './adapters/composition/shared-module';
import { startApp } from './ui/app/start-app';

// The profile is fixed at build time so that a production bundle holds no offline code path at all.
const profileModule =
  import.meta.env.VITE_PROFILE === 'production'
    ? (await import('./adapters/composition/production-module')).productionModule
    : (await import('./adapters/composition/offline-module')).offlineModule;

// backendPlaceholderModule binds PROFILE_API/TOPICS_API only where the profile module has not (see its file).
startApp(await buildContainer(browserModule, profileModule, backendPlaceholderModule), document.getElementById('root'));
