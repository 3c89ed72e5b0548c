import { useCallback, useEffect, useState } from 'react';
import type { ReadList } from '../../contract/records';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

export type AsyncLoad<T> = AsyncState<T> & {
  /** Loads again, showing the loading state (Try again). */
  retry: () => void;
  /** Loads again keeping the data on screen until the answer (after a save, on a timer). */
  refresh: () => void;
};

/**
 * The one way a screen loads server state: runs `load` whenever `key` changes (and on retry or refresh); a late
 * answer for an old key is dropped. `load` is read through the key, so callers pass a key that covers everything it
 * depends on.
 */
export function useAsync<T>(load: () => Promise<T>, key: string, initial?: { value: T }): AsyncLoad<T> {
  const [attempt, setAttempt] = useState({ round: 0, quiet: false });
  const [state, setState] = useState<{ for: string; key: string; value: AsyncState<T> }>(() =>
    // An answer the page was rendered with by the server: the first render shows it, and nothing is asked again.
    initial ? { for: `${key}#0`, key, value: { status: 'ready', data: initial.value } } : { for: '', key: '', value: { status: 'loading' } },
  );
  const current = `${key}#${attempt.round}`;
  const [given] = useState(() => (initial ? current : null));
  useEffect(() => {
    if (current === given) return;
    let live = true;
    load().then(
      (data) => live && setState({ for: current, key, value: { status: 'ready', data } }),
      (error: unknown) => live && setState({ for: current, key, value: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for load's inputs
  }, [current]);
  const retry = useCallback(() => setAttempt((value) => ({ round: value.round + 1, quiet: false })), []);
  const refresh = useCallback(() => setAttempt((value) => ({ round: value.round + 1, quiet: true })), []);
  const shown = state.for === current || (attempt.quiet && state.key === key && state.value.status === 'ready');
  const value: AsyncState<T> = shown ? state.value : { status: 'loading' };
  return { ...value, retry, refresh };
}

/**
 * useAsync for a list a use case reads tolerantly: `data` is its items, `skipped` how many records could not be read
 * and were left out (0 while loading), for the screen's SkippedNote.
 */
export function useAsyncList<T>(load: () => Promise<ReadList<T>>, key: string): AsyncLoad<T[]> & { skipped: number } {
  const list = useAsync(load, key);
  const { retry, refresh } = list;
  if (list.status !== 'ready') return { ...list, skipped: 0 };
  return { status: 'ready', data: list.data.items, skipped: list.data.skipped, retry, refresh };
}
