import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SESSION_SERVICE } from '../../application/tokens';
import '../styles/theme.css';
import { ContainerProvider, ServiceHost } from './container-context';
import { createAppRouter } from './router';

/**
 * Paints the shell and the first page at once; `loadServices` (the container) is called after that first paint.
 * Returns the React root, so a start that fails can be unmounted and said in plain DOM.
 */
export function startApp(loadServices: () => Promise<Container>, element: HTMLElement | null): Root {
  if (!element) throw new Error('The page has no #root element to render into.');
  // Device id, language and the token refresh job follow the provider's session from the moment the services exist,
  // before any screen reads them.
  const host = new ServiceHost(() =>
    loadServices().then((container) => {
      container.get(SESSION_SERVICE).start();
      return container;
    }),
  );
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <ContainerProvider container={host}>
        <RouterProvider router={createAppRouter()} />
      </ContainerProvider>
    </StrictMode>,
  );
  return root;
}
