import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { guardedRoutes, publicRoutes } from '../../src/ui/app/router';
import { SESSION_SERVICE } from '../../src/application/tokens';
import { routeAudience } from '../../src/domain/route-access';
import { actAs, DEMO } from './backend';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { LOCAL_STORAGE_KEYS } from '../../src/domain/constants';
import { buildTestContainer, renderApp, samplePath } from './render-app';

const guardedPaths = guardedRoutes.map((route) => samplePath(route.path ?? ''));
const publicPaths = publicRoutes.map((route) => samplePath(route.path ?? ''));

describe('the route table', () => {
  it('declares every route of spec §2 once, and the messages route added beyond it', () => {
    const all = [...publicRoutes, ...guardedRoutes].map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
    expect(publicRoutes).toHaveLength(12);
    expect(guardedRoutes).toHaveLength(27);
  });

  it.each(publicPaths)('renders public route %s for a signed-out visitor', async (path) => {
    const { router } = renderApp(await buildTestContainer(), path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(guardedPaths)('sends a signed-out visitor from %s to / and keeps the origin', async (path) => {
    const { router } = renderApp(await buildTestContainer(), `${path}?tab=2#top`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ from: `${path}?tab=2#top` });
    expect(await screen.findByRole('heading', { level: 1, name: /learn live/i })).toBeInTheDocument();
  });

  it.each(guardedPaths)('lets a signed-in user of its audience into %s', async (path) => {
    const container = await buildTestContainer();
    // The demo tutor and student are registered: their profile loads, and a page of their role or of both stays.
    actAs(container, routeAudience(path) === 'student' ? 'student' : 'tutor');
    container.get(SESSION_SERVICE).start();
    const { router } = renderApp(container, path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(container.get(SESSION_SERVICE).profileState()).toBe('registered'));
    expect(router.state.location.pathname).toBe(path);
  });

  it("shows 'Loading.....' while the session is not known yet, then decides", async () => {
    const container = await buildTestContainer();
    const auth = container.get<FakeAuthGateway>(AUTH_GATEWAY);
    auth.setSession({ status: 'unknown' });
    const { router } = renderApp(container, '/tutor-dashboard');
    // Past the route-loading fallback, the guard itself holds the page until the session is known.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByText('Loading.....')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    auth.setSession({ status: 'signed-in', user: { uid: 'u1', email: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tutor-dashboard');
  });

  it('lets the session this device kept in before the provider answers, with its data; a provider that says signed out sends the visitor to /', async () => {
    const container = await buildTestContainer();
    const auth = container.get<FakeAuthGateway>(AUTH_GATEWAY);
    // A reload of a signed-in tab: the token and the user are kept, the provider's SDK has not answered yet.
    actAs(container, 'student');
    container.get(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.AUTH, JSON.stringify({ uid: DEMO.student.uid, email: DEMO.student.email }));
    container.get(SESSION_SERVICE).start();
    auth.setSession({ status: 'unknown' });
    const { router } = renderApp(container, '/tutor-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a tutor' })).toBeInTheDocument();
    // Its requests carry the kept token: the results come.
    expect(await screen.findByRole('link', { name: 'See Asha Rao’s page' })).toBeInTheDocument();
    auth.setSession({ status: 'signed-out' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(container.get(LOCAL_STORE).get(LOCAL_STORAGE_KEYS.TOKEN)).toBeNull();
  });

  it('sends a visitor away when they sign out on a guarded page', async () => {
    const container = await buildTestContainer();
    const auth = container.get<FakeAuthGateway>(AUTH_GATEWAY);
    auth.setSession({ status: 'signed-in', user: { uid: 'u1', email: null } });
    const { router } = renderApp(container, '/student-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Student dashboard' });
    expect(await auth.signOut()).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows not-found for unknown deep paths', async () => {
    renderApp(await buildTestContainer(), '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
