import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';

/** The composition root: one container from the shared module plus one profile module. Services are singletons. */
export async function buildContainer(...modules: ContainerModule[]): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  await container.load(...modules);
  return container;
}
