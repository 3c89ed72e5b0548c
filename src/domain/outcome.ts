/**
 * How an operation ended: its value, or an expected failure as a coded result (`code` plus its details, flat on the
 * failure). The one result shape of ports and use cases; application/outcome.ts defaults `F` to the backend's Refusal.
 * Programming errors and broken invariants still throw (DomainError, BackendError inside adapters).
 */
export type Outcome<T, F extends { code: string }> = { ok: true; value: T } | ({ ok: false } & F);

/** The expected failure of an outcome type (without `ok`), e.g. `FailureOf<JoinResult>`. */
export type FailureOf<O> = O extends { ok: false } ? Omit<O, 'ok'> : never;
