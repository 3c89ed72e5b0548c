import type { Container } from 'inversify';
import { createContext, startTransition, use, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NO_STORED_SESSION, type StoredSession } from '../../application/stored-session';
import type { Token } from '../../ports/token';

/**
 * The container, or the loader of it. The browser paints the shell and the first page before the container (inversify,
 * the adapters, the services) is even requested: what needs a service waits for it (Suspense), what can do
 * without one (the header, the landing page) shows its signed-out-or-unknown state until then.
 */
export class ServiceHost {
  #container: Container | null;
  #start: () => void = () => undefined;
  readonly ready: Promise<Container>;
  /**
   * What this device kept of the signed-in user, read by the entry when the app started (src/main.tsx): the session, role and
   * profile the screens see until the services are there (useAuthSession, useRole), so that a signed-in user's page
   * paints its frame before them. The services decide by the same rule once loaded (SessionService.session).
   */
  readonly stored: StoredSession;

  /**
   * A container, or the loader of one: the loader is called by start(), which <ContainerProvider> calls after the first
   * page has painted (and startApp at once on the shell when no session is kept), so that the services' chunks do not
   * compete with the first page's.
   */
  constructor(source: Container | (() => Promise<Container>), stored: StoredSession = NO_STORED_SESSION) {
    this.stored = stored;
    if (typeof source === 'function') {
      this.#container = null;
      this.ready = new Promise<Container>((resolve, reject) => {
        this.#start = () => {
          this.#start = () => undefined;
          source().then(resolve, reject);
        };
      });
      this.ready.then(
        (container) => {
          this.#container = container;
          settle(this.ready, { status: 'fulfilled', value: container });
        },
        // A failed start is the boot's to report (src/start.tsx); a component waiting on it gets the error from use().
        (reason: unknown) => settle(this.ready, { status: 'rejected', reason }),
      );
    } else {
      this.#container = source;
      this.ready = Promise.resolve(source);
      settle(this.ready, { status: 'fulfilled', value: source });
    }
  }

  /** Loads the services (once); nothing when they are there already. */
  start(): void {
    this.#start();
  }

  readonly #prefetched = new Map<string, { at: number; value: Promise<unknown> }>();

  /**
   * A page's first request, started as its route matches (a route loader, src/ui/app/router.tsx): in parallel with the
   * page's chunk, as soon as the services are there, instead of after the page has rendered. The page takes it.
   */
  prefetch(key: string, load: (container: Container) => Promise<unknown>): void {
    // A page rendered by the server has its answer already (seed): its hydration draws that, with no request.
    if (this.#seedAvailable(key)) return;
    const value = this.ready.then(load);
    // Not lost: the page that takes it shows the failure.
    value.catch(() => undefined);
    this.#prefetched.set(key, { at: Date.now(), value });
  }

  /** The request prefetch started for this key, once, if it is recent (PREFETCH_FRESH_MS); else the page asks itself. */
  takePrefetched<T>(key: string): Promise<T> | undefined {
    const entry = this.#prefetched.get(key);
    this.#prefetched.delete(key);
    return entry && Date.now() - entry.at < PREFETCH_FRESH_MS ? (entry.value as Promise<T>) : undefined;
  }

  readonly #seeded = new Map<string, { seed: Seed<unknown>; readAt: number | null }>();

  /**
   * The answer a page was rendered with by the server (src/serve-page.tsx), and when: read from the page's HTML before
   * it is hydrated, so that the first render in the browser is the server's, not 'Loading.....'.
   */
  seed(key: string, seed: Seed<unknown>): void {
    this.#seeded.set(key, { seed, readAt: null });
  }

  /**
   * The seed for this key: at its first read (the hydrating render, however slow the network was before it), and for
   * PREFETCH_FRESH_MS after it, so that a render that starts again (a hydration retried after a suspension) draws it
   * too; a later visit asks the backend.
   */
  seeded<T>(key: string): Seed<T> | undefined {
    const entry = this.#seeded.get(key);
    if (!entry) return undefined;
    entry.readAt ??= Date.now();
    return Date.now() - entry.readAt < PREFETCH_FRESH_MS ? (entry.seed as Seed<T>) : undefined;
  }

  #seedAvailable(key: string): boolean {
    const entry = this.#seeded.get(key);
    return entry !== undefined && (entry.readAt === null || Date.now() - entry.readAt < PREFETCH_FRESH_MS);
  }

  get container(): Container | null {
    return this.#container;
  }
}

/** A read's key (useRead's parts) as the host names it for prefetch and seeds: the parts joined by '|'. */
export function readKey(parts: readonly unknown[]): string {
  return parts.map(String).join('|');
}

/** An answer a page was rendered with, and the time it was rendered at (its 'now': what is still to come, today). */
export interface Seed<T> {
  value: T;
  at: number;
}

/** How long a prefetched answer may wait for its page (a route left before its page rendered leaves one behind). */
export const PREFETCH_FRESH_MS = 10_000;

/**
 * Marks a settled promise the way React's use() reads it (status and value, or reason), so that use() returns the
 * container at once, without suspending, in every render after it has arrived.
 */
function settle(promise: Promise<Container>, outcome: { status: 'fulfilled'; value: Container } | { status: 'rejected'; reason: unknown }): void {
  Object.assign(promise, outcome);
}

/**
 * Runs `run` once after the browser has painted the frame being committed (the frame's animation callback, then a task
 * after it), or after AFTER_PAINT_FALLBACK_MS where no frame comes (a hidden tab draws none); returns the cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, AFTER_PAINT_FALLBACK_MS);
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(once, 0)) : null;
  return () => {
    done = true;
    clearTimeout(fallback);
    if (frame !== null) cancelAnimationFrame(frame);
  };
}

const AFTER_PAINT_FALLBACK_MS = 100;

const HostContext = createContext<ServiceHost | null>(null);
/** The container once it has arrived, else null: what the screens that paint before it (and hydrate without it) read. */
const ArrivedContext = createContext<Container | null>(null);

export class ContainerMissingError extends Error {
  constructor() {
    super('useService was called outside <ContainerProvider>: wrap the tree in the provider from src/ui/app.');
    this.name = 'ContainerMissingError';
  }
}

export function ContainerProvider({ container, children }: { container: Container | ServiceHost; children: ReactNode }) {
  const [host] = useState(() => (container instanceof ServiceHost ? container : new ServiceHost(container)));
  // After the first page has painted (a prerendered page, hydrated; a signed-in user's page, drawn from what the device
  // kept), the services start loading; start() runs once (the shell may have started them before rendering).
  useEffect(() => afterNextPaint(() => host.start()), [host]);
  // The container if the host has it already (one given directly); else null until it arrives, and so while a
  // prerendered page hydrates, as it was rendered.
  const [arrived, setArrived] = useState<Container | null>(() => host.container);
  useEffect(() => {
    let live = true;
    // Redrawn as a transition: React draws the screens that now have their services in slices, yielding to the browser
    // between them; read through an external store, they were one synchronous redraw in the task that built the
    // container (a 150–250 ms task at Lighthouse's 4× CPU on the signed-in pages).
    host.ready.then(
      (container) => live && startTransition(() => setArrived(container)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [host]);
  return (
    <HostContext.Provider value={host}>
      <ArrivedContext.Provider value={arrived}>{children}</ArrivedContext.Provider>
    </HostContext.Provider>
  );
}

/** The host itself: for the kernel (server-state takes what a route prefetched, and a page's seed; the session hooks read what the device kept). */
export function useServiceHost(): ServiceHost {
  return useHost();
}

function useHost(): ServiceHost {
  const host = useContext(HostContext);
  if (!host) throw new ContainerMissingError();
  return host;
}

/**
 * Resolves a port once per component instance, typed by its token; components never import adapters. While the
 * container is still loading, the component suspends (the nearest Suspense boundary shows its fallback).
 */
export function useService<T>(token: Token<T>): T {
  const host = useHost();
  // A part of the page that cannot render without them asks for them now (idempotent, like a lazy component's load):
  // nothing waits for a paint that this very render holds back.
  host.start();
  // Called on every render (a hook's calls may not change between renders); once the container is there, it returns it
  // without suspending.
  const container = use(host.ready);
  const [service] = useState(() => container.get(token));
  return service;
}

// The variants below wait for the services without suspending. They are the kernel's (src/ui/components: the session
// hooks, server-state, useNow, <WithServices>), not a screen's: a feature or route reaches a service with useService, and
// anything async through server-state.ts (eslint.config.js refuses them in src/ui/features and src/ui/app).

/**
 * Runs `task` with the port once the container is there: for a page that paints (and is prerendered) before the
 * services, and needs one only when the user acts (the sign-in form's submit).
 */
export function useServiceLater<T>(token: Token<T>): <R>(task: (service: T) => Promise<R>) => Promise<R> {
  const host = useHost();
  return useCallback(<R,>(task: (service: T) => Promise<R>) => host.ready.then((container) => task(container.get(token))), [host, token]);
}

/**
 * The port, or null while the container is still loading: for the shell, which paints before the services arrive. A
 * prerendered page (src/ui/app/prerender.tsx) is drawn without them, and hydrated the same way.
 */
export function useServiceWhenReady<T>(token: Token<T>): T | null {
  useHost();
  const container = useContext(ArrivedContext);
  return useMemo(() => container?.get(token) ?? null, [container, token]);
}

/** Whether the services have arrived (false on a prerendered page and while it hydrates). */
export function useServicesReady(): boolean {
  useHost();
  return useContext(ArrivedContext) !== null;
}

/**
 * `children` once the services have arrived, else `fallback`: the part of a page that is drawn with them (the checkout's
 * order, the reviews' list, the session's upkeep) below a frame that paints, and hydrates a prerendered page, without them.
 */
export function WithServices({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return useServicesReady() ? children : fallback;
}
