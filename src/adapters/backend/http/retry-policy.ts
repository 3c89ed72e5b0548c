import fetchRetry from 'fetch-retry';

/**
 * Which calls may be sent again after a failure (documented in docs/architecture.md, "The backend client"):
 *  - 'read': every GET. Safe to repeat.
 *  - 'idempotent': the two save-payment calls. The contract makes them idempotent on PaymentID (a repeat returns the
 *    first record), and losing one means a student who paid shows as unpaid, so they are retried like reads.
 *  - 'once': every other write (CreateOrder, Save*, Edit*, RequestWithdrawal, StartInstantClass, FileUpload …).
 *    fetch cannot tell "never reached the server" from "reached it, answer lost", so even a network error may mean
 *    the write happened; a blind repeat could create a second order or class. They fail fast with a typed error and
 *    the user (or the payment outbox) decides.
 * Retried on network errors, timeouts, 429 and 5xx; never on other 4xx. At most 3 retries, capped exponential backoff
 * with full jitter, honouring Retry-After (seconds) up to the cap. Every call, with all its tries and waits, ends
 * within `budgetMs` (10 s): a hung backend is reported as a network failure (the screens offer Try again) instead of
 * keeping the user waiting for four full try timeouts. A write sent once has 30 s (an upload on a slow line).
 */
export type RetryClass = 'read' | 'idempotent' | 'once';

export interface RetryOptions {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Bound on each try (AbortController); a try that takes longer counts as a network error. */
  timeoutMs: number;
  /** Bound on the whole call: every try and every wait between tries. */
  budgetMs: number;
  /** Bound on a write sent once (class 'once'): longer, since an upload on a slow line is not a hung backend. */
  writeTimeoutMs: number;
  /** 0 ≤ value < 1; Math.random in the app, fixed in tests. */
  random: () => number;
  /** Milliseconds for measuring the budget; Date.now in the app. */
  now: () => number;
}

export const DEFAULT_RETRY: RetryOptions = {
  retries: 3,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  timeoutMs: 8_000,
  budgetMs: 10_000,
  writeTimeoutMs: 30_000,
  random: Math.random,
  now: () => Date.now(),
};

const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);

export function isRetryableStatus(status: number): boolean {
  return RETRY_STATUSES.has(status);
}

/** Delay before retry number `attempt` (0-based): Retry-After when given, else full-jitter exponential backoff. */
export function retryDelayMs(attempt: number, response: Response | null, options: RetryOptions): number {
  const retryAfter = response?.headers.get('Retry-After');
  if (retryAfter !== null && retryAfter !== undefined && /^\d+$/.test(retryAfter.trim())) {
    return Math.min(Number(retryAfter) * 1000, options.maxDelayMs);
  }
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return Math.floor(options.random() * ceiling);
}

/** A fetch that gives up on a try after timeoutMs (a number, or asked per try); the caller's own signal still cancels. */
export function withTimeout(fetchImpl: typeof fetch, timeout: number | (() => number)): (request: Request) => Promise<Response> {
  return async (request) => {
    const timeoutMs = Math.max(0, typeof timeout === 'number' ? timeout : timeout());
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${timeoutMs} ms.`, 'TimeoutError')), timeoutMs);
    const onCallerAbort = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) controller.abort(request.signal.reason);
    request.signal.addEventListener('abort', onCallerAbort, { once: true });
    try {
      return await fetchImpl(new Request(request, { signal: controller.signal }));
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onCallerAbort);
    }
  };
}

/** The fetch the generated client uses for one call of the given class. */
export function retryingFetch(fetchImpl: typeof fetch, retryClass: RetryClass, options: RetryOptions = DEFAULT_RETRY): (request: Request) => Promise<Response> {
  if (retryClass === 'once') return withTimeout(fetchImpl, options.writeTimeoutMs);
  return (template: Request) => {
    const deadline = options.now() + options.budgetMs;
    const left = () => deadline - options.now();
    // Each try waits at most timeoutMs, and never past the call's budget.
    const timed = withTimeout(fetchImpl, () => Math.min(options.timeoutMs, left()));
    const delays: number[] = [];
    // Each try sends a fresh copy: a Request body can be read only once.
    const attempt = fetchRetry((_input: Request) => timed(template.clone()), {
      retries: options.retries,
      retryOn: (attemptNumber, error, response) => {
        if (attemptNumber >= options.retries || template.signal.aborted) return false;
        if (!error && !(response !== null && isRetryableStatus(response.status))) return false;
        // Another try only when its wait still leaves time for it within the budget.
        const delay = retryDelayMs(attemptNumber, response, options);
        delays[attemptNumber] = delay;
        return left() - delay > 0;
      },
      retryDelay: (attemptNumber) => delays[attemptNumber] ?? 0,
    });
    return attempt(template);
  };
}
