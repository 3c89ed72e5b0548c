import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_SERVICE } from '../../src/application/tokens';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { buildTestContainer, renderApp } from './render-app';
import { fill } from './fill';

const SHARED_LINK = '/student-private-class/ABCDEFGH12345678';

async function setup() {
  const container = await buildTestContainer();
  const auth = container.get<FakeAuthGateway>(AUTH_GATEWAY);
  auth.accounts.set('student@demo.test', { uid: 'demo-student-uid', password: 'Student#2026' });
  // The demo student is registered in the backend's seed.
  container.get(SESSION_SERVICE).start();
  return { container, auth };
}

const location = (router: ReturnType<typeof renderApp>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

/** The notice is a status region named by its sentence (the loading screen is a status region too). */
const findNotice = (name: string | RegExp = /^Sign in/) => screen.findByRole('status', { name });

async function signInAsStudent() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'student@demo.test');
  await user.type(screen.getByLabelText('Password'), 'Student#2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in notice on / after the guard', () => {
  it('says where a shared private-class link was going, with sign-in and sign-up links that carry it', async () => {
    const { container } = await setup();
    const { router } = renderApp(container, SHARED_LINK);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const notice = await findNotice('Sign in to continue to your private class.');
    expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(notice).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    // The notice's links replace the hero's own, so the page offers one way in.
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Sign in' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('returns the visitor to the shared link after signing in from the notice', async () => {
    const { container } = await setup();
    const { router } = renderApp(container, SHARED_LINK);
    await userEvent.click(within(await findNotice()).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInAsStudent();
    await waitFor(() => expect(location(router)).toBe(SHARED_LINK));
  });

  it('turns a visitor’s /tutor-search?q= (a bookmark, a link) into the same search on /, and signing in comes back to it', async () => {
    const { container } = await setup();
    const { router } = renderApp(container, '/tutor-search?q=maths%20%26%20physics');
    // The search is public on the landing page now: its results, not a notice asking to sign in first.
    await waitFor(() => expect(location(router)).toBe('/?q=maths+%26+physics'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tutors for “maths & physics”' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /^Sign in/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('What do you want to learn?')).toHaveValue('maths & physics');
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }));
    await signInAsStudent();
    await waitFor(() => expect(location(router)).toBe('/?q=maths+%26+physics'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tutors for “maths & physics”' })).toBeInTheDocument();
  });

  it('keeps the notice for /tutor-search with nothing searched', async () => {
    const { container } = await setup();
    const { router } = renderApp(container, '/tutor-search');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await findNotice('Sign in or create an account to search tutors.')).toBeInTheDocument();
  });

  it('sends a signed-in visitor straight to the search', async () => {
    const { container, auth } = await setup();
    auth.setSession({ status: 'signed-in', user: { uid: 'demo-student-uid', email: 'student@demo.test' } });
    const { router } = renderApp(container, '/');
    await userEvent.type(await screen.findByLabelText('What do you want to learn?'), 'maths');
    await userEvent.click(screen.getByRole('button', { name: 'Find a tutor' }));
    await waitFor(() => expect(location(router)).toBe('/tutor-search?q=maths'));
    expect(screen.queryByRole('status', { name: /^Sign in/ })).not.toBeInTheDocument();
  });

  it('carries the destination through sign-up and registration', async () => {
    // A new account (its own uid) has no profile in the backend.
    const { container } = await setup();
    const { router } = renderApp(container, `${SHARED_LINK}?tab=2`);
    await userEvent.click(within(await findNotice()).getByRole('link', { name: 'Create an account' }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'new@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Strong#2026');
    await user.click(screen.getByRole('radio', { name: 'Learn (student account)' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-registration'));
    await user.type(await screen.findByLabelText('First name'), 'Ravi');
    await fill(user, screen, { 'Last name': 'K', 'Phone number (optional)': '+919812345678' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(location(router)).toBe(`${SHARED_LINK}?tab=2`));
  });

  it('names a guarded page without an area "that page"', async () => {
    const { container } = await setup();
    renderApp(container, '/payment');
    expect(await findNotice('Sign in to continue to that page.')).toBeInTheDocument();
  });

  it.each([
    ['an external address', 'https://evil.example/student-private-class/ABCDEFGH12345678'],
    ['a protocol-relative address', '//evil.example/tutor-search'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['an account page', '/login'],
    ['a public page', '/demo-tutor'],
    ['something that is not a path', 42],
  ])('shows no notice for %s', async (_what, from) => {
    const { container } = await setup();
    const { router } = renderApp(container, '/login');
    await router.navigate('/', { state: { from } });
    expect(await screen.findByRole('heading', { level: 1, name: /learn live/i })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /^Sign in/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Sign in (to|or)/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });
});
