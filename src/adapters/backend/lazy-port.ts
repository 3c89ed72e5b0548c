/**
 * A port whose adapter module is imported on the first method call: every method returns a promise, so a proxy can
 * forward `port.method(...args)` to `(await load()).method(...args)`. Keeps backend code out of the initial chunk.
 * Only for ports whose methods all return promises (every backend port does).
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loaded: Promise<T> | null = null;
  const target = () => (loaded ??= load().catch((error: unknown) => {
    loaded = null; // a failed chunk load (offline) can be tried again
    throw error;
  }));
  return new Proxy({} as T, {
    get(_empty, property) {
      if (property === 'then') return undefined; // not a thenable: `await port` must not call load
      return (...args: unknown[]) =>
        target().then((adapter) => {
          const method = (adapter as Record<PropertyKey, unknown>)[property];
          if (typeof method !== 'function') throw new TypeError(`The backend adapter has no method ${String(property)}.`);
          return (method as (...callArgs: unknown[]) => unknown).apply(adapter, args);
        });
    },
  });
}
