import { act, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualScheduler } from '../../src/adapters/fakes/manual-scheduler';
import { PaymentConfirmations } from '../../src/application/payment-confirmations';
import type { SessionService } from '../../src/application/session-service';
import { PAYMENT_CONFIRMATIONS, SESSION_SERVICE } from '../../src/application/tokens';
import type { AuthSession } from '../../src/ports/auth-gateway';
import { SCHEDULER } from '../../src/ports/scheduler';
import { token } from '../../src/ports/token';
import { ContainerProvider, ServiceHost, WithServices } from '../../src/ui/components/container-context';
import { BOOKINGS, FRESH_MS, useAction, useInvalidate, useRead, useReadPages, useSeededRead } from '../../src/ui/components/server-state';

// The one way screens read server state (src/ui/components/server-state.ts), against a container of its own: a source
// that counts its reads and can be told to fail, the manual scheduler, the payment confirmations and a session.

interface Source {
  reads: string[];
  failing: boolean;
  read(name: string): Promise<string>;
}
const SOURCE = token<Source>('ServerStateTestSource');

function setUp() {
  const source: Source = {
    reads: [],
    failing: false,
    read(name) {
      this.reads.push(name);
      return this.failing ? Promise.reject(new Error('down')) : Promise.resolve(`${name} #${this.reads.length}`);
    },
  };
  let session: AuthSession = { status: 'signed-in', user: { uid: 'student-a', email: 'a@example.test' } as never };
  const listeners = new Set<() => void>();
  const sessions = {
    session: () => session,
    subscribeSession: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as SessionService;
  const confirmations = new PaymentConfirmations();
  const scheduler = new ManualScheduler();
  const container = new Container();
  container.bind(SOURCE).toConstantValue(source);
  container.bind(SESSION_SERVICE).toConstantValue(sessions);
  container.bind(PAYMENT_CONFIRMATIONS).toConstantValue(confirmations);
  container.bind(SCHEDULER).toConstantValue(scheduler);
  const host = new ServiceHost(container);
  const wrap = (children: ReactNode) => <ContainerProvider container={host}>{children}</ContainerProvider>;
  const signInAs = (uid: string) => {
    session = { status: 'signed-in', user: { uid, email: `${uid}@example.test` } as never };
    for (const listener of listeners) listener();
  };
  return { source, confirmations, scheduler, host, wrap, signInAs };
}

function Shown({ id, name, readKey, pollMs, initial }: { id: string; name: string; readKey: readonly unknown[]; pollMs?: number; initial?: { value: string } }) {
  const load = useRead(SOURCE, readKey, (source) => source.read(name), { pollMs, initial });
  return (
    <p data-testid={id}>
      {load.status === 'ready' ? load.data : load.status}
      {load.status === 'error' && (
        <button type="button" onClick={load.retry}>
          Try again {id}
        </button>
      )}
    </p>
  );
}

function Invalidator({ readKey }: { readKey: readonly unknown[] }) {
  const invalidate = useInvalidate();
  return (
    <button type="button" onClick={() => void invalidate(readKey)}>
      Changed
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useRead: one cache for the screens', () => {
  it('shares one read between the screens that show the same key, and reads another key on its own', async () => {
    const { source, wrap } = setUp();
    render(
      wrap(
        <>
          <Shown id="one" name="courses" readKey={['courses']} />
          <Shown id="two" name="courses" readKey={['courses']} />
          <Shown id="three" name="topics" readKey={['topics']} />
        </>,
      ),
    );
    expect(await screen.findByText('courses #1', { selector: '[data-testid="one"]' })).toBeInTheDocument();
    expect(screen.getByTestId('two')).toHaveTextContent('courses #1');
    expect(await screen.findByText(/^topics #/)).toBeInTheDocument();
    expect(source.reads.sort()).toEqual(['courses', 'topics']);
  });

  it('draws a screen shown again from the cache while it is fresh, with no request', async () => {
    const { source, wrap } = setUp();
    const view = render(wrap(<Shown id="one" name="courses" readKey={['courses']} />));
    expect(await screen.findByText('courses #1')).toBeInTheDocument();
    view.rerender(wrap(<></>));
    view.rerender(wrap(<Shown id="again" name="courses" readKey={['courses']} />));
    expect(screen.getByTestId('again')).toHaveTextContent('courses #1');
    expect(source.reads).toEqual(['courses']);
  });

  it('reads again what a change invalidated (every key under its prefix), keeping the old answer on screen until the new one', async () => {
    const { source, wrap } = setUp();
    render(
      wrap(
        <>
          <Shown id="list" name="list" readKey={['tutor', 'courses']} />
          <Shown id="other" name="other" readKey={['topics']} />
          <Invalidator readKey={['tutor']} />
        </>,
      ),
    );
    expect(await screen.findByText(/^list #/)).toBeInTheDocument();
    expect(await screen.findByText(/^other #/)).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Changed' }).click());
    expect(await screen.findByText('list #3')).toBeInTheDocument();
    expect(source.reads.filter((name) => name === 'list')).toHaveLength(2);
    expect(source.reads.filter((name) => name === 'other')).toHaveLength(1);
  });

  it('reads the bookings again when the backend records a payment, and nothing else', async () => {
    const { source, confirmations, host, wrap } = setUp();
    render(
      wrap(
        <>
          <Shown id="bookings" name="bookings" readKey={[BOOKINGS, 'courses']} />
          <Shown id="topics" name="topics" readKey={['topics']} />
        </>,
      ),
    );
    expect(await screen.findByText(/^bookings #/)).toBeInTheDocument();
    await host.ready;
    // A notice closed is no payment: nothing is read again.
    await act(async () => confirmations.dismiss());
    // A save kept on this device for another try is not recorded either.
    await act(async () => confirmations.report({ paymentId: 'pay_1', kind: 'group-course', classCode: 'C1', name: 'Course', result: 'will-retry', reason: null }, false));
    expect(source.reads.filter((name) => name === 'bookings')).toHaveLength(1);
    await act(async () => confirmations.report({ paymentId: 'pay_1', kind: 'group-course', classCode: 'C1', name: 'Course', result: 'confirmed', reason: null }, false));
    expect(await screen.findByText('bookings #3')).toBeInTheDocument();
    expect(source.reads.filter((name) => name === 'topics')).toHaveLength(1);
  });

  it('never draws what one user read for another: a new user’s screen reads again', async () => {
    const { source, wrap, signInAs } = setUp();
    const view = render(wrap(<Shown id="mine" name="courses" readKey={['courses']} />));
    expect(await screen.findByText('courses #1')).toBeInTheDocument();
    view.rerender(wrap(<></>));
    act(() => signInAs('student-b'));
    view.rerender(wrap(<Shown id="theirs" name="courses" readKey={['courses']} />));
    expect(screen.getByTestId('theirs')).not.toHaveTextContent('courses #1');
    expect(await screen.findByText('courses #2')).toBeInTheDocument();
    expect(source.reads).toEqual(['courses', 'courses']);
  });

  it('reads a stale answer again when the window regains focus', async () => {
    const { source, wrap } = setUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    render(wrap(<Shown id="one" name="courses" readKey={['courses']} />));
    expect(await screen.findByText('courses #1')).toBeInTheDocument();
    // Within FRESH_MS a focus asks nothing; past it, it reads again.
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(source.reads).toHaveLength(1);
    vi.setSystemTime(Date.now() + FRESH_MS + 1);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('courses #2')).toBeInTheDocument();
  });

  it('polls through the scheduler while the screen is shown, and stops when it is gone', async () => {
    const { scheduler, wrap } = setUp();
    const view = render(wrap(<Shown id="one" name="upcoming" readKey={['upcoming']} pollMs={60_000} />));
    expect(await screen.findByText('upcoming #1')).toBeInTheDocument();
    expect(scheduler.intervals).toEqual([60_000]);
    await act(() => scheduler.runAll());
    expect(await screen.findByText('upcoming #2')).toBeInTheDocument();
    view.unmount();
    expect(scheduler.intervals).toEqual([]);
  });

  it('says a failed read, and Try again shows the loading state, then the answer', async () => {
    const { source, wrap } = setUp();
    source.failing = true;
    render(wrap(<Shown id="one" name="courses" readKey={['courses']} />));
    expect(await screen.findByRole('button', { name: 'Try again one' })).toBeInTheDocument();
    expect(screen.getByTestId('one')).toHaveTextContent('error');
    source.failing = false;
    await act(async () => screen.getByRole('button', { name: 'Try again one' }).click());
    expect(await screen.findByText('courses #2')).toBeInTheDocument();
  });

  it('draws the answer a page was rendered with and asks nothing for it', async () => {
    const { source, wrap, host } = setUp();
    render(wrap(<Shown id="one" name="profile" readKey={['profile']} initial={{ value: 'rendered by the server' }} />));
    expect(screen.getByTestId('one')).toHaveTextContent('rendered by the server');
    await host.ready;
    await act(async () => undefined);
    expect(source.reads).toEqual([]);
  });

  it('takes the request the route’s loader started (ServiceHost.prefetch) instead of asking again', async () => {
    const { source, wrap, host } = setUp();
    host.prefetch('tutor-profile|demo|false', (container) => container.get(SOURCE).read('prefetched'));
    render(wrap(<Shown id="one" name="asked by the page" readKey={['tutor-profile', 'demo', false]} />));
    expect(await screen.findByText('prefetched #1')).toBeInTheDocument();
    expect(source.reads).toEqual(['prefetched']);
  });
});

describe('useReadPages: a list a page at a time', () => {
  function Pages() {
    const list = useReadPages(
      SOURCE,
      ['reviews'],
      async (source, page) => ({ page, label: await source.read(`page ${page}`) }),
      (_last, read) => read < 3,
    );
    if (list.status !== 'ready') return <p>{list.status}</p>;
    return (
      <>
        <ul>
          {list.data.map((page) => (
            <li key={page.page}>{page.label}</li>
          ))}
        </ul>
        {list.hasMore && (
          <button type="button" disabled={list.moreState === 'loading'} onClick={list.more}>
            Show more
          </button>
        )}
      </>
    );
  }

  it('reads page 1, then each next page on demand, until there is none', async () => {
    const { source, wrap } = setUp();
    render(wrap(<Pages />));
    expect(await screen.findByText('page 1 #1')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Show more' }).click());
    expect(await screen.findByText('page 2 #2')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Show more' }).click());
    expect(await screen.findByText('page 3 #3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(source.reads).toEqual(['page 1', 'page 2', 'page 3']);
  });
});

describe('before the services: a page drawn without them', () => {
  /** The same services, behind a host that loads them only when told (as the app's, after the first paint). */
  function deferred() {
    const { source, host: loaded } = setUp();
    let arrive: () => void = () => undefined;
    const host = new ServiceHost(() => new Promise<Container>((resolve) => (arrive = () => resolve(loaded.container!))));
    const wrap = (children: ReactNode) => <ContainerProvider container={host}>{children}</ContainerProvider>;
    return { source, host, wrap, arrive: () => arrive() };
  }

  function Pressable() {
    const press = useAction(SOURCE, (source, name: string) => source.read(name));
    const [answer, setAnswer] = useState('not pressed');
    return (
      <>
        <button type="button" onClick={() => void press('pressed').then(setAnswer)}>
          Press
        </button>
        <p data-testid="answer">{answer}</p>
        <WithServices fallback={<p>the frame</p>}>
          <p>the order</p>
        </WithServices>
      </>
    );
  }

  it('useAction takes a press at once and runs it when the services arrive; <WithServices> draws the frame until then', async () => {
    const { source, host, wrap, arrive } = deferred();
    render(wrap(<Pressable />));
    // Drawn without suspending, before the services.
    expect(screen.getByText('the frame')).toBeInTheDocument();
    expect(screen.queryByText('the order')).not.toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Press' }).click());
    expect(source.reads).toEqual([]);
    expect(screen.getByTestId('answer')).toHaveTextContent('not pressed');
    host.start();
    await act(async () => arrive());
    expect(await screen.findByText('pressed #1')).toBeInTheDocument();
    expect(source.reads).toEqual(['pressed']);
    expect(await screen.findByText('the order')).toBeInTheDocument();
    expect(screen.queryByText('the frame')).not.toBeInTheDocument();
  });

  function Seeded() {
    const { load, renderedAt } = useSeededRead(SOURCE, ['tutor-profile', 'demo'], (source) => source.read('asked'));
    return <p data-testid="seeded">{`${load.status === 'ready' ? load.data : load.status} at ${renderedAt ?? 'none'}`}</p>;
  }

  it('useSeededRead draws the answer the server rendered the page with, and its time, before the services and with no request', async () => {
    const { source, host, wrap, arrive } = deferred();
    host.seed('tutor-profile|demo', { value: 'rendered by the server', at: 1_700_000_000_000 });
    render(wrap(<Seeded />));
    expect(screen.getByTestId('seeded')).toHaveTextContent('rendered by the server at 1700000000000');
    host.start();
    await act(async () => arrive());
    await act(async () => undefined);
    expect(source.reads).toEqual([]);
  });

  it('useSeededRead without a seed reads, once the services are there', async () => {
    const { source, host, wrap, arrive } = deferred();
    render(wrap(<Seeded />));
    expect(screen.getByTestId('seeded')).toHaveTextContent('loading at none');
    host.start();
    await act(async () => arrive());
    expect(await screen.findByText('asked #1 at none')).toBeInTheDocument();
    expect(source.reads).toEqual(['asked']);
  });
});
