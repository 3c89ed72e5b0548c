// The push channel's rules (issue 41): when a browser reconnects after its stream dropped.

/** The first reconnect waits about this long (the server's own `retry:` suggestion). */
export const RECONNECT_MIN_MS: number = 1_000;
/** And never longer than this, however long the backend has been away. */
export const RECONNECT_MAX_MS: number = 30_000;

/**
 * How long to wait before reconnect number `failures + 1` (0 after a stream that worked): doubling from
 * RECONNECT_MIN_MS up to RECONNECT_MAX_MS, each wait between half of it and all of it (`jitter` in [0, 1)), so a
 * backend that comes back is not met by every browser in the same second.
 */
export function reconnectDelay(failures: number, jitter: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, Math.min(failures, 30)));
  const spread = Math.min(Math.max(jitter, 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * spread);
}

/** The backend writes a keep-alive line this often on an idle stream (GET /StreamEvents: 15 s). */
export const KEEP_ALIVE_MS: number = 15_000;

/**
 * A stream that has sent nothing, not even a keep-alive, for this long is taken for dead and opened again: a
 * connection a proxy or a sleeping laptop left half-open never says it closed.
 */
export const STALL_MS: number = KEEP_ALIVE_MS * 3;
