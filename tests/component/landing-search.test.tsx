// Issue 40: a visitor searches tutors on the landing page itself (public), the search kept in the URL; a signed-in
// user's search goes to /tutor-search with the words kept.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_SERVICE } from '../../src/application/tokens';
import type { FakeAuthGateway } from '../../src/adapters/fakes/fake-auth-gateway';
import { AUTH_GATEWAY } from '../../src/ports/auth-gateway';
import { actAs, backendAdmin, changeStore } from './backend';
import { buildTestContainer, renderApp } from './render-app';

async function visitor() {
  const container = await buildTestContainer();
  container.get(SESSION_SERVICE).start();
  return container;
}

/** Registers `count` more tutors, all teaching Physics (topic 3 of the seed), named Quark00 Tutor, Quark01 Tutor… */
function addPhysicsTutors(count: number) {
  changeStore((state) => {
    for (let index = 0; index < count; index += 1) {
      const uid = `quark-${index}`;
      state.users!.push({
        id: uid, UserID: uid, Role: 1, FirstName: `Quark${String(index).padStart(2, '0')}`, LastName: 'Tutor', Email: `${uid}@demo.test`, TimeZone: 'UTC',
        LangID: 1, TopicIDs: [3], CreatedAt: '2026-01-10T09:00:00Z', Bio: 'Physics, step by step.', Slug: uid, HourlyRate: 500 + index, CurrencyType: 'INR', Languages: ['en', 'hi'],
      });
    }
  });
}

const location = (router: ReturnType<typeof renderApp>['router']) => `${router.state.location.pathname}${router.state.location.search}`;
const results = () => screen.getByRole('region', { name: /^Tutors for/ });
const cardNames = () => within(results()).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function search(words: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('What do you want to learn?');
  await user.clear(field);
  await user.type(field, words);
  await user.click(screen.getByRole('button', { name: 'Find a tutor' }));
  return user;
}

describe('searching tutors on the landing page, signed out', () => {
  it('shows the tutors who teach a subject as cards on /, kept in the URL, each opening the tutor’s page; pages through them', async () => {
    addPhysicsTutors(12);
    const { router } = renderApp(await visitor(), '/');
    const user = await search('quark');
    await waitFor(() => expect(location(router)).toBe('/?q=quark'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tutors for “quark”' })).toBeInTheDocument();
    expect(await within(results()).findByText('12 tutors found')).toBeInTheDocument();
    // The featured tutors give way to the results; no sign-in notice.
    expect(screen.queryByRole('heading', { name: 'Meet our tutors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /^Sign in/ })).not.toBeInTheDocument();
    expect(cardNames()).toHaveLength(10);
    expect(cardNames()[0]).toBe('Quark00 Tutor');
    const first = within(results()).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Physics')).toBeInTheDocument();
    expect(within(first).getByText(/Speaks English, Hindi/)).toBeInTheDocument();
    expect(within(first).getByText('/ hour')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View profile: Quark00 Tutor' })).toHaveAttribute('href', '/quark-0');

    await user.click(within(results()).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location(router)).toBe('/?q=quark&page=2'));
    await waitFor(() => expect(cardNames()).toEqual(['Quark10 Tutor', 'Quark11 Tutor']));
    expect(within(results()).getByText('Page 2 of 2')).toBeInTheDocument();
    // The new page starts at the results' heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Tutors for “quark”' })).toHaveFocus();

    // Opening a card is the tutor's public page, no sign-in step.
    await user.click(within(results()).getByRole('link', { name: 'View profile: Quark10 Tutor' }));
    await waitFor(() => expect(location(router)).toBe('/quark-10'));
    expect(await screen.findByRole('heading', { level: 1, name: /Quark10 Tutor/ })).toBeInTheDocument();
  });

  it('opens /?q= from a shared link with the words in the field, and Clear search goes back to the featured tutors', async () => {
    const { router } = renderApp(await visitor(), '/?q=Asha');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tutors for “Asha”' })).toBeInTheDocument();
    expect(screen.getByLabelText('What do you want to learn?')).toHaveValue('Asha');
    expect(await within(results()).findByRole('link', { name: 'View profile: Asha Rao' })).toHaveAttribute('href', '/demo-tutor');
    await userEvent.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(location(router)).toBe('/'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Meet our tutors' })).toBeInTheDocument();
    expect(screen.getByLabelText('What do you want to learn?')).toHaveValue('');
  });

  it('says so when nothing matches, with a way back to the featured tutors', async () => {
    renderApp(await visitor(), '/');
    await search('zzzz');
    expect(await screen.findByText('No tutor matches “zzzz”.')).toBeInTheDocument();
    expect(within(results()).getByText('0 tutors found')).toBeInTheDocument();
    expect(within(results()).getByRole('link', { name: 'See our featured tutors' })).toHaveAttribute('href', '/');
  });

  it('runs a popular subject’s search on / for a visitor', async () => {
    const { router } = renderApp(await visitor(), '/');
    const subjects = await screen.findByRole('list', { name: 'Popular subjects' });
    const subject = within(subjects).getAllByRole('link')[0]!;
    const name = subject.textContent!;
    await userEvent.click(subject);
    await waitFor(() => expect(location(router)).toBe(`/?q=${encodeURIComponent(name)}`));
    expect(await screen.findByRole('heading', { level: 2, name: `Tutors for “${name}”` })).toBeInTheDocument();
  });

  it('words a 429 from the public search: too many searches, try again in a minute', async () => {
    await backendAdmin().faults([{ path: '/SearchTutors', status: 429, retryAfter: 0, times: 20 }]);
    renderApp(await visitor(), '/?q=physics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many searches: try again in a minute.');
  });

  it('a visitor who signs in from a search comes back to it', async () => {
    const container = await visitor();
    container.get<FakeAuthGateway>(AUTH_GATEWAY).accounts.set('student@demo.test', { uid: 'demo-student-uid', password: 'Student#2026' });
    const { router } = renderApp(container, '/?q=Asha');
    await screen.findByRole('heading', { level: 2, name: 'Tutors for “Asha”' });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Email'), 'student@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Student#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location(router)).toBe('/?q=Asha'));
  });
});

describe('"Find a tutor" for a visitor', () => {
  const footerLink = () => within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', { name: 'Find a tutor' });

  it('the footer’s goes to the search on / with its field focused (not the guard notice of /tutor-search), from a search too', async () => {
    const { router } = renderApp(await visitor(), '/?q=Asha');
    await screen.findByRole('heading', { level: 2, name: 'Tutors for “Asha”' });
    expect(footerLink()).toHaveAttribute('href', '/#landing-search');
    await userEvent.click(footerLink());
    await waitFor(() => expect(`${location(router)}${router.state.location.hash}`).toBe('/#landing-search'));
    await waitFor(() => expect(screen.getByLabelText('What do you want to learn?')).toHaveFocus());
    expect(screen.queryByRole('status', { name: /^Sign in/ })).not.toBeInTheDocument();
    // Followed again (the same address), it focuses the field again.
    screen.getByRole('main').focus();
    await userEvent.click(footerLink());
    await waitFor(() => expect(screen.getByLabelText('What do you want to learn?')).toHaveFocus());
  });

  it('a page no tutor has offers the same search, focused on arrival', async () => {
    const { router } = renderApp(await visitor(), '/no-such-tutor');
    const link = await screen.findByRole('link', { name: 'Find a tutor' });
    expect(link).toHaveAttribute('href', '/#landing-search');
    await userEvent.click(link);
    await waitFor(() => expect(location(router)).toBe('/'));
    await waitFor(() => expect(screen.getByLabelText('What do you want to learn?')).toHaveFocus());
  });
});

describe('searching on the landing page, signed in', () => {
  it('the footer’s "Find a tutor" is /tutor-search', async () => {
    const container = await buildTestContainer();
    actAs(container, 'student');
    container.get(SESSION_SERVICE).start();
    renderApp(container, '/');
    const footer = screen.getByRole('navigation', { name: 'Site' });
    await waitFor(() => expect(within(footer).getByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/tutor-search'));
  });

  it('goes to /tutor-search with the words kept', async () => {
    const container = await buildTestContainer();
    actAs(container, 'student');
    container.get(SESSION_SERVICE).start();
    const { router } = renderApp(container, '/');
    await search('physics');
    await waitFor(() => expect(location(router)).toBe('/tutor-search?q=physics'));
    expect(await screen.findByRole('searchbox', { name: 'Name or topic' })).toHaveValue('physics');
  });
});
