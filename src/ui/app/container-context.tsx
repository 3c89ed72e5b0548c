import type { Container } from 'inversify';
import { createContext, use, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Token } from '../../ports/token';

/**
 * The container, or the promise of it. The browser paints the shell and the first page while the container (inversify,
 * the adapters, the services) is still loading in parallel: what needs a service waits for it (Suspense), what can do
 * without one (the header, the landing page) shows its signed-out-or-unknown state until then.
 */
export class ServiceHost {
  #container: Container | null;
  readonly #listeners = new Set<() => void>();
  readonly ready: Promise<Container>;

  constructor(source: Container | Promise<Container>) {
    if (source instanceof Promise) {
      this.#container = null;
      this.ready = source.then((container) => {
        this.#container = container;
        for (const listener of this.#listeners) listener();
        return container;
      });
      // A failed start is the boot's to report (src/main.tsx); nothing here waits on it unhandled.
      this.ready.catch(() => undefined);
    } else {
      this.#container = source;
      this.ready = Promise.resolve(source);
    }
  }

  get container(): Container | null {
    return this.#container;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

const HostContext = createContext<ServiceHost | null>(null);

export class ContainerMissingError extends Error {
  constructor() {
    super('useService was called outside <ContainerProvider>: wrap the tree in the provider from src/ui/app.');
    this.name = 'ContainerMissingError';
  }
}

export function ContainerProvider({ container, children }: { container: Container | ServiceHost; children: ReactNode }) {
  const [host] = useState(() => (container instanceof ServiceHost ? container : new ServiceHost(container)));
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
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
  const container = host.container ?? use(host.ready);
  const [service] = useState(() => container.get(token));
  return service;
}

/** The port, or null while the container is still loading: for the shell, which paints before the services arrive. */
export function useServiceWhenReady<T>(token: Token<T>): T | null {
  const host = useHost();
  const container = useSyncExternalStore(host.subscribe, () => host.container);
  return useMemo(() => container?.get(token) ?? null, [container, token]);
}
