import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CLOCK } from '../../src/ports/clock';
import type { Container } from 'inversify';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { ContainerMissingError, ContainerProvider, ServiceHost, useService } from '../../src/ui/components/container-context';
import { appRoutes } from '../../src/ui/app/router';
import { startApp } from '../../src/ui/app/start-app';
import { ErrorDialog } from '../../src/ui/components/error-dialog';
import { LoadingScreen } from '../../src/ui/components/loading-screen';
import { buildTestContainer } from './render-app';
import { actAs } from './backend';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { ROLE } from '../../src/domain/constants';
import type { StoredSession } from '../../src/application/stored-session';

function ClockProbe() {
  const clock = useService(CLOCK);
  return <p>{clock.now().toISOString()}</p>;
}

function inRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }, { path: '/signup', element: <h1>Sign up page</h1> }]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useService', () => {
  it('resolves a port from the container', async () => {
    render(
      <ContainerProvider container={await buildTestContainer()}>
        <ClockProbe />
      </ContainerProvider>,
    );
    expect(screen.getByText('2026-05-01T09:00:00.000Z')).toBeInTheDocument();
  });

  function withPendingServices(path: string) {
    let arrive: (container: Container) => void = () => undefined;
    let asked: () => void = () => undefined;
    const loaderCalled = new Promise<void>((resolve) => (asked = resolve));
    const host = new ServiceHost(() => {
      asked();
      return new Promise<Container>((resolve) => (arrive = resolve));
    });
    render(
      <ContainerProvider container={host}>
        <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [path] })} />
      </ContainerProvider>,
    );
    return async () => {
      const container = await buildTestContainer();
      container.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-out' });
      // The app asks for its services only after its first paint.
      await loaderCalled;
      await act(async () => arrive(container));
    };
  }

  it('paints the shell and the landing page before the services arrive, the header not guessing the session', async () => {
    withPendingServices('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your areas' })).not.toBeInTheDocument();
    // Their arrival in the header (Sign in) is checked in a real browser: tests/e2e/shell.spec.ts.
  });

  it("a page that needs a service says 'Loading.....' until the services arrive", async () => {
    const arrive = withPendingServices('/login');
    expect(await screen.findByText('Loading.....')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await arrive();
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText('Loading.....')).not.toBeInTheDocument();
  });

  it('a user this device kept signed in sees their page drawn before the services, which are asked for after it', async () => {
    const stored: StoredSession = {
      session: { status: 'signed-in', user: { uid: DEMO.student.uid, email: DEMO.student.email } },
      role: ROLE.STUDENT,
      profile: 'registered',
    };
    let arrive: (container: Container) => void = () => undefined;
    let drawnWhenAsked: string[] | null = null;
    const load = () => {
      // What was on screen when the app asked for its services: the page's frame, not 'Loading.....'.
      drawnWhenAsked = [...document.querySelectorAll('h1, nav, [role="search"]')].map((element) => element.tagName);
      return new Promise<Container>((resolve) => (arrive = resolve));
    };
    // As the browser starts it on the shell (app.html) at /tutor-search.
    window.history.replaceState(null, '', '/tutor-search');
    const element = document.createElement('div');
    element.setAttribute('data-shell', '');
    element.innerHTML = '<p>Loading.....</p>';
    document.body.append(element);
    const root = await startApp(load, element, stored);
    onTestFinished(() => {
      act(() => root.unmount());
      element.remove();
      window.history.replaceState(null, '', '/');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a tutor' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Your areas' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name or topic')).toBeInTheDocument();
    // The results wait for the services.
    expect(screen.getByText('Loading.....')).toBeInTheDocument();
    await vi.waitFor(() => expect(drawnWhenAsked).toEqual(['NAV', 'H1', 'FORM']));
    const container = await buildTestContainer();
    actAs(container, 'student');
    await act(async () => arrive(container));
    expect(await screen.findByText('5 tutors found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a tutor' })).toBeInTheDocument();
  });

  it('throws a named error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ClockProbe />)).toThrow(ContainerMissingError);
    vi.restoreAllMocks();
  });
});

describe('LoadingScreen', () => {
  it("says 'Loading.....' with the images hidden from assistive technology", () => {
    const { container } = render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading.....');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('ErrorDialog', () => {
  it('shows the message in a modal with a focused close control', async () => {
    const onClose = vi.fn();
    inRouter(<ErrorDialog message="Transaction Failed!" onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Transaction Failed!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    inRouter(<ErrorDialog message="Something went wrong" onClose={onClose} />);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers Cancel and Signup when a link is given, and keeps Tab inside', async () => {
    const onClose = vi.fn();
    const router = inRouter(<ErrorDialog message="Sign up to book" onClose={onClose} signupLink="/signup" />);
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Signup' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Signup' }));
    expect(router.state.location.pathname).toBe('/signup');
  });
});
