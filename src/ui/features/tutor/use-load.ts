import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` on mount and on `reload()`; the screen renders loading / error-with-retry / data from the state.
 * Remount (a React key) to load something else.
 */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const run = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    run().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setRound((value) => value + 1);
  }, []);
  /** Loads again without showing the loading state (after a save, the list stays on screen). */
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload, refresh };
}
