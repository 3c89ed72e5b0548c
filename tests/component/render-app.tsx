import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ContainerProvider, ServiceHost, type Seed } from '../../src/ui/components/container-context';
import { buildAppRoutes } from '../../src/ui/app/router';

export { buildTestContainer } from './backend';

/** Renders the real route table (with its loaders' prefetch) at `path` in a memory router with the given container. */
export function renderApp(container: Container, path: string, options: { seeds?: Record<string, Seed<unknown>> } = {}) {
  const host = new ServiceHost(container);
  // As the browser does with a page the server rendered with its data (src/ui/app/start-app.tsx).
  for (const [key, seed] of Object.entries(options.seeds ?? {})) host.seed(key, seed);
  const router = createMemoryRouter(buildAppRoutes(host), { initialEntries: [path] });
  const view = render(
    <ContainerProvider container={host}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { ...view, router };
}

/** Fills a route pattern's params with sample values: /course/:session → /course/demo-tutor. */
export function samplePath(pattern: string): string {
  return pattern
    .replace(/\/:[A-Za-z]+\?/g, '')
    .replace(':session', 'demo-tutor')
    .replace(':encryptSessionId', 'ICdemo0000000001')
    .replace(':roleId', '1')
    .replace(':ClassID', '42');
}
