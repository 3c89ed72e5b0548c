import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

/**
 * Runs `load` whenever `key` changes (and on retry); a late answer for an old key is dropped.
 * `load` is read through the key, so callers pass a key that covers everything it depends on.
 */
export function useAsync<T>(load: () => Promise<T>, key: string): AsyncState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ for: string; value: AsyncState<T> }>({ for: '', value: { status: 'loading' } });
  const current = `${key}#${attempt}`;
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ for: current, value: { status: 'ready', data } }),
      (error: unknown) => live && setState({ for: current, value: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for load's inputs
  }, [current]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const value: AsyncState<T> = state.for === current ? state.value : { status: 'loading' };
  return { ...value, retry };
}
