import type { ReactNode } from 'react';
import { text } from './text';
import type { AsyncLoad } from './server-state';

/** A polite loading line inside a page (the page title stays). */
export function LoadingBlock() {
  return (
    <p className="muted" role="status">
      {text.loading}
    </p>
  );
}

/** Error with retry: says what failed in words and offers the one useful action. */
export function ErrorBlock({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className="form-alert" role="alert">
      <p>{message ?? text.loadFailed}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}

/** A panel's loading, error-with-retry, empty and data states. */
export function AsyncView<T>({
  load,
  isEmpty = () => false,
  empty = '',
  children,
}: {
  load: AsyncLoad<T>;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  if (load.status === 'loading') return <LoadingBlock />;
  if (load.status === 'error') return <ErrorBlock onRetry={load.retry} />;
  if (isEmpty(load.data)) return <p className="muted">{empty}</p>;
  return <>{children(load.data)}</>;
}
