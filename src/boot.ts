// The services: the container of the shared module and the profile's, loaded by src/start.tsx in parallel with the
// first paint (inversify, the adapters and the use cases are not on the first page's path).
import type { Container, ContainerModule } from 'inversify';
import { buildContainer } from './adapters/composition/build-container';
import { browserModule } from './adapters/composition/shared-module';

export function buildServices(profileModule: ContainerModule): Promise<Container> {
  return buildContainer(browserModule, profileModule);
}
