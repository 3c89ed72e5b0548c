import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_SERVICE } from '../../src/application/tokens';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import type { InMemoryStore } from '../../src/adapters/fakes/in-memory-store';
import { BackendError } from '../../src/domain/backend-error';
import { LOCAL_STORAGE_KEYS, ROLE } from '../../src/domain/constants';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { PROFILE_API } from '../../src/ports/profile-api';
import { TOPICS_API } from '../../src/ports/topics-api';
import { actAs, changeStore, store, TEST_START } from './backend';
import { buildTestContainer, renderApp } from './render-app';
import { fill } from './fill';

async function setup() {
  const container = await buildTestContainer();
  const auth = container.get<FakeAuthGateway>(AUTH_GATEWAY);
  auth.accounts.set('tutor@demo.test', { uid: 'demo-tutor-uid', password: 'Tutor#2026' });
  container.get(SESSION_SERVICE).start();
  return {
    container,
    auth,
    profiles: container.get(PROFILE_API),
    topics: container.get(TOPICS_API),
    local: container.get<InMemoryStore>(LOCAL_STORE),
  };
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('has labelled fields, a Sign in button and links to sign-up and password reset', async () => {
    const { container } = await setup();
    renderApp(container, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forget-password');
  });

  it('says what is missing before asking the provider', async () => {
    const { container, auth } = await setup();
    renderApp(container, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    // The press is handled once the form's service has loaded: wait for the message.
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.current().status).toBe('signed-out');
  });

  it.each([
    ['tutor@demo.test', 'nope', 'The password is not right. Try again or reset your password.'],
    ['nobody@demo.test', 'whatever', 'There is no account with this email. Check it or create an account.'],
  ])('explains a failed sign-in of %s in words', async (email, password, message) => {
    const { container } = await setup();
    renderApp(container, '/login');
    await signInWith(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['AUTH.TOO_MANY_ATTEMPTS', 'Too many attempts.'],
    ['AUTH.NETWORK', 'We could not reach the sign-in service.'],
  ] as const)('explains %s in words', async (code, message) => {
    const { container, auth } = await setup();
    auth.nextFailure = { code };
    renderApp(container, '/login');
    await signInWith('tutor@demo.test', 'Tutor#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('lands a registered tutor on the tutor dashboard', async () => {
    // The demo tutor is registered in the backend's seed.
    const { container } = await setup();
    const { router } = renderApp(container, '/login');
    await signInWith('tutor@demo.test', 'Tutor#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor-dashboard'));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('returns to the guard origin after sign-in', async () => {
    const { container, profiles } = await setup();
    vi.spyOn(profiles, 'getMyProfile').mockRejectedValue(new BackendError('network', 'offline'));
    const { router } = renderApp(container, '/tutor-account?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await userEvent.click(within(await screen.findByRole('main')).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInWith('tutor@demo.test', 'Tutor#2026');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/tutor-account?tab=2'));
  });

  it('refuses a hostile origin and goes to the dashboard instead', async () => {
    const { container } = await setup();
    const { router } = renderApp(container, '/login');
    await router.navigate('/login', { state: { from: '//evil.example/steal' } });
    await signInWith('tutor@demo.test', 'Tutor#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor-dashboard'));
  });
});

describe('/login with a phone number', () => {
  async function sendCodeTo(phone: string) {
    await userEvent.type(await screen.findByLabelText(/^Phone number/), phone);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  }

  it('checks the number before asking the provider', async () => {
    const { container } = await setup();
    renderApp(container, '/login');
    await sendCodeTo('98765');
    expect(screen.getByText('Use international format, e.g. +919876543210.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code from the SMS')).not.toBeInTheDocument();
  });

  it('sends the code, focuses the code field, refuses a wrong code and signs in with the right one', async () => {
    const { container } = await setup();
    const { router } = renderApp(container, '/login');
    await sendCodeTo('+919876543210');
    expect(await screen.findByText('We sent a 6-digit code by SMS to +919876543210.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Code from the SMS')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from the SMS.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right.');
    await userEvent.clear(screen.getByLabelText('Code from the SMS'));
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    // A new phone user has no profile yet: registration comes next.
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-registration'));
  });

  it('explains a provider refusal and lets the user change the number', async () => {
    const { container, auth } = await setup();
    auth.nextFailure = { code: 'AUTH.TOO_MANY_ATTEMPTS' };
    renderApp(container, '/login');
    await sendCodeTo('+919876543210');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use another number' }));
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+919876543210');
  });
});

describe('the role rule in the guard', () => {
  it('sends a student who opens a tutor page to the student dashboard', async () => {
    const { container } = await setup();
    actAs(container, 'student');
    const { router } = renderApp(container, '/tutor-cash-withdrawal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
  });

  it('sends a tutor who opens a student page to the tutor dashboard', async () => {
    const { container } = await setup();
    actAs(container, 'tutor');
    const { router } = renderApp(container, '/student-payment-history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor-dashboard'));
  });

  it('sends a tutor who has not finished registering from a tutor page to the tutor registration, with no menu', async () => {
    const { container } = await setup();
    actAs(container, { uid: 'unfinished-tutor', email: 'unfinished@demo.test' });
    changeStore((state) => state.accountRoles.push({ id: 'unfinished-tutor', UserID: 'unfinished-tutor', Role: 1, ChosenAt: TEST_START }));
    const { router } = renderApp(container, '/tutor-cash-withdrawal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor-registration'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your tutor profile' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your areas' })).not.toBeInTheDocument();
  });
});

describe('/signup', () => {
  it('asks for the role and shows the password policy in words', async () => {
    const { container, auth } = await setup();
    const { router } = renderApp(container, '/signup');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'new@demo.test');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Choose whether you want to learn or teach.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Teach (tutor account)' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The password is too weak.');
    expect(within(alert).getByText('Use at least 6 characters.')).toBeInTheDocument();
    expect(auth.accounts.has('new@demo.test')).toBe(false);
    await user.type(screen.getByLabelText('Password'), 'def#12');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor-registration'));
  });

  it('offers Google as sign-in does: the role first, then the new Google account goes to that role’s registration', async () => {
    const { container } = await setup();
    const { router } = renderApp(container, '/signup');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
    expect(await screen.findByText('Choose whether you want to learn or teach.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    await user.click(screen.getByRole('radio', { name: 'Learn (student account)' }));
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-registration'));
    // The role is kept with the Google account on the backend, so the registration goes on in it on any device.
    expect(store().accountRoles).toContainEqual(expect.objectContaining({ UserID: 'google-uid', Role: ROLE.STUDENT }));
  });

  it("opens with Teach chosen from the landing page's 'Start teaching' link", async () => {
    const { container } = await setup();
    renderApp(container, '/');
    await userEvent.click(await screen.findByRole('link', { name: 'Start teaching: create a tutor account' }));
    expect(await screen.findByRole('radio', { name: 'Teach (tutor account)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Learn (student account)' })).not.toBeChecked();
  });

  it('signed in, the landing page leads to the dashboard instead of offering sign-up and sign-in', async () => {
    const { container } = await setup();
    actAs(container, 'tutor');
    container.get(SESSION_SERVICE).start();
    renderApp(container, '/');
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/tutor-dashboard');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start teaching: create a tutor account' })).not.toBeInTheDocument();
  });
});

describe('/forget-password', () => {
  it('sends the reset email and says so', async () => {
    const { container, auth } = await setup();
    renderApp(container, '/forget-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'tutor@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/a link to reset the password is on its way/)).toBeInTheDocument();
    expect(auth.resetEmails).toEqual(['tutor@demo.test']);
  });

  it('explains a network failure', async () => {
    const { container, auth } = await setup();
    auth.nextFailure = { code: 'AUTH.NETWORK' };
    renderApp(container, '/forget-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'tutor@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the sign-in service.');
  });
});

describe('registration', () => {
  async function signedInAs(role: number) {
    const ctx = await setup();
    ctx.local.set(LOCAL_STORAGE_KEYS.ROLE, String(role));
    actAs(ctx.container, { uid: 'new', email: 'new@demo.test' });
    return ctx;
  }

  it('checks the tutor fields, saves the profile and opens the dashboard', async () => {
    const { container } = await signedInAs(ROLE.TUTOR);
    const stored = () => store().users!.find((profile) => profile.UserID === 'new');
    const { router } = renderApp(container, '/tutor-registration');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the following:');
    // The summary takes focus (and so comes into view), at every failed press, not the button at the form's bottom.
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByText('Choose at least one topic.', { selector: '.field-error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(stored()).toBeUndefined();
    await fill(user, screen, { 'First name': 'Asha', 'Last name': 'Rao', 'Phone number': '+919876543210' });
    // Zones under their current ids, named as people know them (browsers still list India as Asia/Calcutta).
    expect(screen.getByRole('option', { name: 'India Standard Time (Kolkata) · GMT+5:30' })).toHaveValue('Asia/Kolkata');
    expect(screen.queryByRole('option', { name: /Calcutta/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    await user.click(screen.getByRole('checkbox', { name: 'Physics' }));
    await fill(user, screen, { 'Short bio': 'I teach physics.', 'Public page address': 'asha-rao' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor-dashboard'));
    expect(stored()).toMatchObject({
      Role: 1,
      FirstName: 'Asha',
      LastName: 'Rao',
      Phone: '+919876543210',
      TimeZone: 'Europe/London',
      LangID: 1,
      Bio: 'I teach physics.',
      TopicIDs: [3],
      Slug: 'asha-rao',
    });
  });

  it('a student registers without a phone number: optional for students, the backend takes the profile without it', async () => {
    const { container } = await signedInAs(ROLE.STUDENT);
    const { router } = renderApp(container, '/student-registration');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Phone number (optional)')).toHaveValue('');
    await fill(user, screen, { 'First name': 'Ravi', 'Last name': 'K' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
    const saved = store().users!.find((profile) => profile.UserID === 'new');
    expect(saved).toMatchObject({ Role: ROLE.STUDENT, FirstName: 'Ravi', LastName: 'K' });
    expect(saved).not.toHaveProperty('Phone');
  });

  it('a tutor is still asked for a phone number', async () => {
    const { container } = await signedInAs(ROLE.TUTOR);
    renderApp(container, '/tutor-registration');
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    // The field is there before the press is handled: wait for the message, not only for the field.
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/Enter your phone number, e\.g\. \+919876543210\.$/));
  });

  it('shows a backend conflict in words and stays', async () => {
    const { container, profiles } = await signedInAs(ROLE.STUDENT);
    vi.spyOn(profiles, 'saveMyProfile').mockRejectedValue(new BackendError('network', 'down'));
    const { router } = renderApp(container, '/student-registration');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Ravi');
    await fill(user, screen, { 'Last name': 'K', 'Phone number (optional)': '+919812345678' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(router.state.location.pathname).toBe('/student-registration');
  });

  it('says when the topics cannot be loaded and tries again', async () => {
    const { container, topics } = await signedInAs(ROLE.TUTOR);
    const failing = vi.spyOn(topics, 'getAllTopics').mockRejectedValue(new BackendError('network', 'down'));
    renderApp(container, '/tutor-registration');
    expect(await screen.findByText('The topics could not be loaded.')).toBeInTheDocument();
    failing.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Mathematics' })).toBeInTheDocument();
  });
});

describe('sign-out in the header', () => {
  it('signs out and goes home; a failure is said in words', async () => {
    const { container, auth } = await setup();
    auth.setSession({ status: 'signed-in', user: { uid: 'u', email: 'u@demo.test' } });
    const { router } = renderApp(container, '/tutor-search');
    auth.signOutSucceeds = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing out did not work.');
    auth.signOutSucceeds = true;
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
