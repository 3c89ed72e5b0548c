import { useEffect, useState } from 'react';

/**
 * A chunk loaded when it is first wanted, drawn by the caller's own placeholder until it is there, without Suspense.
 * Why not `React.lazy`: once a Suspense boundary has shown its fallback, React 19 holds its content back until at least
 * 300 ms after that fallback appeared (its fallback throttle). For a search's results that is the whole wait: measured on
 * the landing page at scale, the chunk arrived in 30 ms and the answer in 25 ms, but the request started 300 ms after
 * the submit, because the results (which send it) were held back. Here the module is state: it renders the moment it
 * is loaded. A failed load is thrown in render, to the route's error boundary, as `lazy` does.
 *
 * `preload()` starts it early (on a sign of intent, e.g. focus in the search field); `use(wanted)` is the hook.
 */
export function onDemand<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let failed: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        failed = { error };
      },
    ));
  function use(wanted: boolean): T | null {
    const [module, setModule] = useState<T | null>(loaded);
    const [error, setError] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (!wanted || module) return;
      let live = true;
      void preload().then(() => {
        if (!live) return;
        if (loaded) setModule(() => loaded);
        else setError(failed);
      });
      return () => {
        live = false;
      };
    }, [wanted, module]);
    if (error) throw error.error;
    return module;
  }
  return { preload, use };
}
