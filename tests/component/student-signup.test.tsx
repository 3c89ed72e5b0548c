import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { SESSION_STORAGE_KEYS } from '../../src/domain/constants';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { SESSION_STORE } from '../../src/ports/key-value-store';
import { actAs, store } from './backend';
import { buildTestContainer, renderApp } from './render-app';

describe('registration through a tutor page', () => {
  it('/student-signup/{slug} names the tutor, refuses bad input, then signs up and continues to /registration/{slug}', async () => {
    const user = userEvent.setup();
    const container = await buildTestContainer();
    const { router } = renderApp(container, '/student-signup/demo-tutor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up to learn with Asha Rao' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(router.state.location.pathname).toBe('/student-signup/demo-tutor');
    expect(container.get(SESSION_STORE).get(SESSION_STORAGE_KEYS.SELECTED_TUTOR)).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'new-student@demo.test');
    await user.type(screen.getByLabelText('Password', { exact: false }), 'Learner#2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration/demo-tutor'));
    expect(container.get(SESSION_STORE).get(SESSION_STORAGE_KEYS.SELECTED_TUTOR)).toBe('demo-tutor');
  });

  it('an unknown tutor is said so', async () => {
    renderApp(await buildTestContainer(), '/student-signup/nobody-here');
    expect(await screen.findByRole('alert')).toHaveTextContent('No tutor has this page address');
  });

  it('/registration/{slug} saves the student linked to the tutor and continues to the booking they started', async () => {
    const user = userEvent.setup();
    const container = await buildTestContainer();
    actAs(container, { uid: 'new-uid', email: 'n@demo.test' });
    container.get(SESSION_STORE).set(SESSION_STORAGE_KEYS.PRIVATE_CLASS, JSON.stringify({ ClassLink: 'PCdemo0000000001' }));
    const { router } = renderApp(container, '/registration/demo-tutor');
    await user.type(await screen.findByLabelText('First name'), 'Nia');
    await user.type(screen.getByLabelText('Last name'), 'Learner');
    await user.type(screen.getByLabelText('Phone', { exact: false }), '+919876543210');
    await user.click(screen.getByRole('button', { name: /save|register|continue/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/private-class-checkout/PCdemo0000000001'));
    // What the backend stored for the new account.
    const saved = store().users!.find((profile) => profile.UserID === 'new-uid');
    expect(saved).toMatchObject({ Role: 2, FirstName: 'Nia', LastName: 'Learner', SelectedTutorSlug: 'demo-tutor' });
  });

  it('/registration/{slug} asks a signed-out visitor to sign up first', async () => {
    const container = await buildTestContainer();
    container.get<FakeAuthGateway>(AUTH_GATEWAY).setSession({ status: 'signed-out' });
    renderApp(container, '/registration/demo-tutor');
    expect(await screen.findByRole('link', { name: 'Create a student account' })).toHaveAttribute('href', '/student-signup/demo-tutor');
  });
});
