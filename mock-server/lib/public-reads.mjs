// The limit on signed-out public reads (src/domain/public-reads.ts): per client IP and operation, in memory (a
// restart forgets it, as a production limiter's window would pass). Signed-in calls are not counted. The page server's
// calls carry its key (X-Page-Server-Key, the mock's `pageServerKey`) and the visitor's address (X-Visitor-Address):
// with the right key they are counted by that visitor; a wrong key is 401 (even signed in); an address without the key
// is ignored (the rule: publicReadClient).
import {
  BAD_VISITOR_ADDRESS_MESSAGE,
  PAGE_SERVER_KEY_HEADER,
  PUBLIC_READ_WINDOW_MS,
  publicReadClient,
  tooManyPublicReadsMessage,
  VISITOR_ADDRESS_HEADER,
  waitBeforePublicRead,
  WRONG_PAGE_SERVER_KEY_MESSAGE,
} from '../../src/domain/public-reads.ts';
import { badRequest, tooManyRequests, unauthorized } from './http.mjs';
import { sameSecret } from './signatures.mjs';

/**
 * Per running mock (its express app: a test process may run several): calls' times per 'op|ip', in real time (the limit
 * is about how fast requests come, not the mock's business clock, which tests move).
 */
const limiters = new WeakMap();
function limiterOf(app) {
  let limiter = limiters.get(app);
  if (!limiter) limiters.set(app, (limiter = { calls: new Map(), lastSweep: 0 }));
  return limiter;
}

/** Forgets clients whose window has passed (at most once a window), so the map does not grow with every address. */
function sweep(limiter, nowMs) {
  if (nowMs - limiter.lastSweep < PUBLIC_READ_WINDOW_MS) return;
  limiter.lastSweep = nowMs;
  for (const [key, times] of limiter.calls) if (times.every((at) => nowMs - at >= PUBLIC_READ_WINDOW_MS)) limiter.calls.delete(key);
}

/**
 * Counts a signed-out call of `operation` from the request's client, or refuses it with 429 and Retry-After when that
 * client used its allowance; a refused call is not counted (waiting the Retry-After is enough).
 */
export function limitPublicRead(ctx, operation) {
  const given = ctx.req.get(PAGE_SERVER_KEY_HEADER);
  const keyCheck = given === undefined ? 'absent' : sameSecret(given, ctx.config.pageServerKey) ? 'valid' : 'wrong';
  const client = publicReadClient(ctx.req.socket?.remoteAddress ?? ctx.req.ip ?? 'unknown', keyCheck, ctx.req.get(VISITOR_ADDRESS_HEADER));
  if ('refused' in client) {
    if (client.refused === 'wrong-key') throw unauthorized(WRONG_PAGE_SERVER_KEY_MESSAGE);
    throw badRequest(VISITOR_ADDRESS_HEADER, BAD_VISITOR_ADDRESS_MESSAGE);
  }
  if (ctx.caller) return;
  const nowMs = Date.now();
  const { calls } = limiterOf(ctx.req.app);
  sweep(limiterOf(ctx.req.app), nowMs);
  const key = `${operation}|${client.counted}`;
  const recent = (calls.get(key) ?? []).filter((at) => nowMs - at < PUBLIC_READ_WINDOW_MS);
  const wait = waitBeforePublicRead(recent, nowMs);
  if (wait !== null) {
    calls.set(key, recent);
    throw tooManyRequests(tooManyPublicReadsMessage(wait), wait);
  }
  recent.push(nowMs);
  calls.set(key, recent);
}
