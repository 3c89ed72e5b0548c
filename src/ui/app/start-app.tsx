import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SESSION_SERVICE } from '../../application/session-service';
import '../styles/theme.css';
import { ContainerProvider } from './container-context';
import { createAppRouter } from './router';

export function startApp(container: Container, element: HTMLElement | null): void {
  if (!element) throw new Error('The page has no #root element to render into.');
  // Device id, language and the token refresh job follow the provider's session from here on.
  container.get(SESSION_SERVICE).start();
  createRoot(element).render(
    <StrictMode>
      <ContainerProvider container={container}>
        <RouterProvider router={createAppRouter()} />
      </ContainerProvider>
    </StrictMode>,
  );
}
