import { focusManager, QueryClient, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { refusalOf, type Outcome, type Refusal } from '../../application/outcome';
import type { ReadList } from '../../contract/records';
import { PAYMENT_CONFIRMATIONS, SESSION_SERVICE } from '../../application/tokens';
import { SCHEDULER } from '../../ports/scheduler';
import type { Token } from '../../ports/token';
import type { Container } from 'inversify';
import { readKey, useServiceHost, useServiceWhenReady, type ServiceHost } from './container-context';
import { worded, type RefusalWords, type SaveOutcome } from './form/save-outcome';

// The one way a screen reads server state: useRead, changes it: useChange, and calls a use case on a press: useAction, on TanStack Query (a cache per app, keyed reads shared by the screens
// that show them, read again when the window regains focus, polled where asked, made stale by the changes that touch
// them: invalidate). Writes go through their use case, then invalidate what they changed. The query client belongs to
// the app's service host and is made by the first read, in the pages' chunks: the shell and the first paint carry none
// of TanStack Query (src/ui/app never imports this module).

/** A read's key: its parts, the first naming what is read; a change invalidates every read under a prefix. */
export type ReadKey = QueryKey;

/**
 * How a read stands, as the screens draw it (AsyncView, LoadingBlock, ErrorBlock). A failed read says why as the same
 * coded Refusal a change gives (refusalOf): screens word the code, never the backend's error.
 */
export type AsyncState<T> = { status: 'loading' } | { status: 'error'; refusal: Refusal } | { status: 'ready'; data: T };

export type AsyncLoad<T> = AsyncState<T> & {
  /** Reads again, showing the loading state (Try again). */
  retry: () => void;
  /** Reads again, keeping the data on screen until the answer (after a save, on a timer). */
  refresh: () => void;
};

/** How long an answer is taken as current: a screen shown again within it draws the cache and asks nothing. */
export const FRESH_MS = 5_000;

const clients = new WeakMap<ServiceHost, QueryClient>();

/** The app's query client: one per service host (per app in the browser, per page rendered on the server). */
function queryClientOf(host: ServiceHost): QueryClient {
  let client = clients.get(host);
  if (!client) {
    client = new QueryClient({
      defaultOptions: {
        // A failed read says so at once, with Try again (the HTTP adapters retry what may be retried); answers are
        // current for FRESH_MS; the window's focus and the network's return read again what is on screen.
        queries: { retry: false, staleTime: FRESH_MS },
      },
    });
    clients.set(host, client);
    if (typeof window !== 'undefined') {
      // The window's focus (another window of the desktop left) counts as well as the tab's becoming visible.
      focusManager.setEventListener(onWindowFocus);
      // Focus and network listeners (what QueryClientProvider would mount), for the app's lifetime.
      client.mount();
      const made = client;
      void host.ready.then((container) => followTheApp(made, container), () => undefined);
    }
  }
  return client;
}

/**
 * The app's events that make reads stale: a change of who is signed in resets every read (nothing one user read is
 * drawn for another; those on screen are read again for the new user), and a payment the backend recorded for this
 * student makes every read of their bookings stale, wherever it is shown (a payment completed in another tab, or after
 * Back from its checkout).
 */
function followTheApp(client: QueryClient, container: Container): void {
  const sessions = container.get(SESSION_SERVICE);
  const uidNow = () => {
    const session = sessions.session();
    return session.status === 'signed-in' ? session.user.uid : session.status;
  };
  let uid = uidNow();
  sessions.subscribeSession(() => {
    const next = uidNow();
    if (next === uid || next === 'unknown') return;
    // From 'unknown' (the provider's first answer) nothing was read for anyone else.
    const changed = uid !== 'unknown';
    uid = next;
    if (changed) void client.resetQueries();
  });
  const confirmations = container.get(PAYMENT_CONFIRMATIONS);
  let seen = confirmations.getSnapshot().version;
  confirmations.subscribe(() => {
    const { version } = confirmations.getSnapshot();
    if (version === seen) return;
    seen = version;
    void client.invalidateQueries({ queryKey: [BOOKINGS] });
  });
}

function onWindowFocus(focused: () => void): () => void {
  const listener = () => focused();
  window.addEventListener('visibilitychange', listener, false);
  window.addEventListener('focus', listener, false);
  return () => {
    window.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
}

/** The first part of the key of every read of the signed-in student's bookings (made stale by a recorded payment). */
export const BOOKINGS = 'bookings';

export interface ReadOptions<T> {
  /** False: no request (a read that waits for something the screen has not got yet); the state stays loading. */
  enabled?: boolean;
  /**
   * Asks again every so many ms while the screen shows it and the tab is visible (through the scheduler port, so tests
   * drive it); a function of the answer sets it from what the last read said (a back-off).
   */
  pollMs?: number | ((data: T | undefined) => number);
  /** What the screen draws first, taken as current (an answer the server rendered the page with). */
  initial?: { value: T };
}

/**
 * Reads `read(service)` under `key`: the answer is cached and shared by every screen with the same key; a late answer
 * for a key no longer shown is not drawn. The service is awaited, not required: the read starts before the services
 * have arrived and never suspends the screen. A route's loader may have started the request already
 * (ServiceHost.prefetch, under the key's parts joined by '|'): the read takes it.
 */
export function useRead<S, T>(token: Token<S>, key: QueryKey, read: (service: S, previous: T | undefined) => Promise<T>, options: ReadOptions<T> = {}): AsyncLoad<T> {
  const host = useServiceHost();
  const client = queryClientOf(host);
  const query = useQuery(
    {
      queryKey: key,
      // `previous`: the answer this key holds, for a read that asks only what came after it (a conversation).
      queryFn: () => host.takePrefetched<T>(readKey(key)) ?? host.ready.then((container) => read(container.get(token), client.getQueryData<T>(key))),
      enabled: options.enabled ?? true,
      ...(options.initial ? { initialData: options.initial.value, initialDataUpdatedAt: Date.now } : {}),
    },
    client,
  );
  const { refetch } = query;
  const scheduler = useServiceWhenReady(SCHEDULER);
  const { pollMs } = options;
  const polled = pollMs === undefined || !(options.enabled ?? true) ? null : typeof pollMs === 'function' ? pollMs(query.data) : pollMs;
  // A hidden tab asks nothing; shown again, the focus reads what is stale.
  useEffect(() => (scheduler && polled !== null ? scheduler.every(polled, () => void (document.visibilityState !== 'hidden' && refetch())) : undefined), [scheduler, polled, refetch]);
  return useLoad(client, key, query, query.data);
}

/**
 * useRead for a page the server may have rendered (src/serve-page.tsx: a tutor's page): the answer it was rendered
 * with, taken from the page's HTML, is drawn first (its hydration asks nothing), and `renderedAt` is the server's 'now'
 * for that answer; with no such answer, a plain read.
 */
export function useSeededRead<S, T>(token: Token<S>, key: QueryKey, read: (service: S) => Promise<T>): { load: AsyncLoad<T>; renderedAt: number | undefined } {
  const host = useServiceHost();
  const [seed] = useState(() => host.seeded<T>(readKey(key)));
  return { load: useRead(token, key, read, { initial: seed }), renderedAt: seed?.at };
}

/**
 * A query as the screens draw it. An answer on screen stays there when a later read of it fails (the next focus, poll
 * or Try again reads again); Try again drops it and shows the loading state.
 */
function useLoad<T>(client: QueryClient, key: QueryKey, query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> }, data: T | undefined): AsyncLoad<T> {
  const keyText = JSON.stringify(key);
  const retry = useCallback(() => void client.resetQueries({ queryKey: JSON.parse(keyText) as QueryKey, exact: true }), [client, keyText]);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  if (data !== undefined) return { status: 'ready', data, retry, refresh };
  if (query.isError) return { status: 'error', refusal: refusalOf(query.error), retry, refresh };
  return { status: 'loading', retry, refresh };
}

/**
 * useRead for a list a use case reads tolerantly: `data` is its items, `skipped` how many records could not be read
 * and were left out (0 while loading), for the screen's SkippedNote.
 */
export function useReadList<S, T>(token: Token<S>, key: QueryKey, read: (service: S) => Promise<ReadList<T>>, options: ReadOptions<ReadList<T>> = {}): AsyncLoad<T[]> & { skipped: number } {
  const list = useRead(token, key, read, options);
  const { retry, refresh } = list;
  if (list.status !== 'ready') return { ...list, skipped: 0 };
  return { status: 'ready', data: list.data.items, skipped: list.data.skipped, retry, refresh };
}

/** A list read a page at a time ("Show more"): the pages so far, and the next one on demand. */
export type PagedLoad<P> = AsyncLoad<P[]> & {
  /** Whether there is a page after the last one read. */
  hasMore: boolean;
  /** Reads the next page (once at a time). */
  more: () => void;
  moreState: 'idle' | 'loading' | 'failed';
};

/**
 * Reads page 1 under `key`, then page after page as `more` is called, while `hasMore(lastPage, pagesRead)` says there
 * is one; the pages are cached together and read again together.
 */
export function useReadPages<S, P>(
  token: Token<S>,
  key: QueryKey,
  readPage: (service: S, page: number) => Promise<P>,
  hasMore: (last: P, read: number) => boolean,
  options: { enabled?: boolean } = {},
): PagedLoad<P> {
  const host = useServiceHost();
  const client = queryClientOf(host);
  const query = useInfiniteQuery(
    {
      queryKey: key,
      queryFn: ({ pageParam }) => host.ready.then((container) => readPage(container.get(token), pageParam)),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (hasMore(last, pages.length) ? pages.length + 1 : undefined),
      enabled: options.enabled ?? true,
    },
    client,
  );
  const load = useLoad(client, key, query, query.data?.pages);
  const { fetchNextPage, isFetchingNextPage } = query;
  const more = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const paging = { hasMore: query.hasNextPage, more, moreState: query.isFetchingNextPage ? 'loading' : query.isFetchNextPageError ? 'failed' : 'idle' } as const;
  return { ...load, ...paging };
}

/**
 * Marks every read whose key starts with one of `keys` stale: those on screen are read again (the answer they show
 * staying until the new one), the others when next shown.
 */
export function useInvalidate(): (...keys: QueryKey[]) => void {
  const client = queryClientOf(useServiceHost());
  return useCallback((...keys: QueryKey[]) => {
    for (const key of keys) void client.invalidateQueries({ queryKey: key });
  }, [client]);
}

/**
 * The one way a screen changes server state: `change(service, ...args)` through its use case (awaited, never suspending
 * the screen), its refusal put in the screen's words (`words`: worded), and once it went through, every read under
 * `invalidates` read again.
 */
export function useChange<S, A extends unknown[], T>(
  token: Token<S>,
  change: (service: S, ...args: A) => Promise<Outcome<T>>,
  words: RefusalWords,
  invalidates: readonly QueryKey[] = [],
): (...args: A) => Promise<SaveOutcome<T>> {
  const host = useServiceHost();
  const invalidate = useInvalidate();
  return worded((...args: A) => host.ready.then((container) => change(container.get(token), ...args)), words, () => invalidate(...invalidates));
}

/**
 * A call a screen makes when the user acts that is not a change worded as a refusal (useChange): keeping the class a
 * student chose for its checkout, reading every record of a filter for an export. `call(service, ...args)` runs once the
 * services are there (a page drawn before them, by the server, takes a press at once) and never suspends the screen.
 */
export function useAction<S, A extends unknown[], T>(token: Token<S>, call: (service: S, ...args: A) => T | Promise<T>): (...args: A) => Promise<T> {
  const host = useServiceHost();
  return (...args: A) => host.ready.then((container) => call(container.get(token), ...args));
}
