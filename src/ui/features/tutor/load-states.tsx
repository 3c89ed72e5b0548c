import type { ReactNode } from 'react';
import type { LoadState } from './use-load';
import { tutorText } from './tutor-text';

/** Loading, error-with-retry, empty and data states of one tutor panel. */
export function LoadStates<T>({
  state,
  onRetry,
  isEmpty,
  empty,
  children,
}: {
  state: LoadState<T>;
  onRetry: () => void;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <p role="status">{tutorText.loading}</p>;
  if (state.status === 'error')
    return (
      <div role="alert" className="form-alert">
        <p>{tutorText.loadFailed}</p>
        <button type="button" className="button secondary" onClick={onRetry}>
          {tutorText.retry}
        </button>
      </div>
    );
  if (isEmpty(state.data)) return <p className="muted">{empty}</p>;
  return <>{children(state.data)}</>;
}
