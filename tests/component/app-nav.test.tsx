import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { LOCAL_STORAGE_KEYS, ROLE, type Role } from '../../src/domain/constants';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { buildTestContainer, renderApp } from './render-app';

async function signedIn(role: Role | null, path: string) {
  const container = await buildTestContainer();
  if (role !== null) container.get(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.ROLE, String(role));
  container.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-in', user: { uid: 'u1', email: 'a@b.c' } });
  return renderApp(container, path);
}

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

describe('the signed-in navigation', () => {
  it("lists a tutor's areas and marks the current one", async () => {
    const { router } = await signedIn(ROLE.TUTOR, '/tutor-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Your areas' });
    expect(linkNames(nav)).toEqual(['Dashboard', 'Courses', 'Availability', 'Payments', 'Messages', 'Withdrawals', 'Profile', 'Account']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Courses' }));
    // The course page's module loads lazily; the navigation finishes after it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-class'));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("lists a student's areas", async () => {
    await signedIn(ROLE.STUDENT, '/student-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Your areas' });
    expect(linkNames(nav)).toEqual(['Dashboard', 'Search tutors', 'My classes', 'My courses', 'Payments', 'Messages', 'Profile', 'Account']);
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/student-payment-history');
  });

  it('is absent for a visitor and for a user who has not registered a profile yet', async () => {
    await signedIn(null, '/student-registration');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your areas' })).not.toBeInTheDocument();
  });
});
