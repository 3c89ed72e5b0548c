import { text } from '../app/text';

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
