import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import type { MemoryLogger } from '../../src/adapters/fakes/memory-logger';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { LOGGER } from '../../src/ports/logger';
import { buildTestContainer, renderApp } from './render-app';

// A page that throws while rendering: the not-found page stands in for any page of the route table.
vi.mock('../../src/ui/app/not-found-page', () => ({
  NotFoundPage: function Broken(): never {
    throw new Error('render failed');
  },
}));

describe('route error boundary', () => {
  it('keeps the shell, says the page stopped working, logs the error and offers Try again and the dashboard', async () => {
    const container = await buildTestContainer();
    container.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-in', user: { uid: 'demo-student-uid', email: 'student@demo.test' } });
    container.get(LOCAL_STORE).set('ROLE', '2');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(container, '/no-such-page/deeper');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page stopped working' })).toBeInTheDocument();
    // The shell stays: header with the brand and sign-out, and the menu.
    expect(screen.getByRole('banner')).toHaveTextContent('TutorHub');
    expect(screen.getByRole('navigation', { name: 'Your areas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/student-dashboard');
    await waitFor(() =>
      expect(container.get<MemoryLogger>(LOGGER).entries).toContainEqual(expect.objectContaining({ level: 'error', message: 'A page failed to render' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    vi.unstubAllGlobals();
  });
});
