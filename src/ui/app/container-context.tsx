import type { Container } from 'inversify';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Token } from '../../ports/token';

const ContainerContext = createContext<Container | null>(null);

export class ContainerMissingError extends Error {
  constructor() {
    super('useService was called outside <ContainerProvider>: wrap the tree in the provider from src/ui/app.');
    this.name = 'ContainerMissingError';
  }
}

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a port once per component instance, typed by its token; components never import adapters. */
export function useService<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new ContainerMissingError();
  const [service] = useState(() => container.get(token));
  return service;
}
