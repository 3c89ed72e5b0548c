/**
 * How an operation ended: its value, or an expected failure as a coded result (`code` plus its details, flat on the
 * failure). The one result shape of the domain's checks, ports and use cases; application/outcome.ts defaults `F` to the
 * backend's Refusal. Broken invariants throw (DomainError); a backend port rejects with BackendError, which use cases
 * turn into a Refusal (refusalOf).
 */
export type Outcome<T, F extends { code: string }> = { ok: true; value: T } | ({ ok: false } & F);
