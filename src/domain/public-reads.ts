// The public reads a signed-out visitor makes (SearchTutors, GetTutorPublicProfile, GetOpenSlots: browsing tutors
// before signing up, issue 40; ListPublicTutors: the sitemap) and their limit against scraping: one rule for the contract's words and the mock backend,
// which imports this very file.
//
//   - counted per client, that is per IP address: a signed-out caller has nothing else it cannot change at will (a
//     DeviceID is whatever the client sends; a scraper would send a new one each time);
//   - each operation on its own: 120 calls in any 60 seconds, then 429 with Retry-After (the seconds until the oldest
//     of them leaves the window). A person browsing (a search, a page of results, a tutor's page, a week of open times)
//     makes a few a minute; 120 is two a second for a whole minute, which only a program keeps up;
//   - signed-in calls are not counted here: they carry an account, which the backend can stop on its own.

export const PUBLIC_READ_LIMIT: number = 120;
export const PUBLIC_READ_WINDOW_MS: number = 60_000;

/** The operations a signed-out caller may use that the limit counts. */
export const PUBLIC_READS = ['SearchTutors', 'ListPublicTutors', 'GetTutorPublicProfile', 'GetOpenSlots'] as const;
export type PublicRead = (typeof PUBLIC_READS)[number];

/**
 * Whether a client whose calls of one operation were at `callsMs` may call it again at `nowMs`: null, or how many whole
 * seconds to wait (at least 1) until the oldest of the last `limit` calls in the window leaves it.
 */
export function waitBeforePublicRead(callsMs: readonly number[], nowMs: number, limit: number = PUBLIC_READ_LIMIT, windowMs: number = PUBLIC_READ_WINDOW_MS): number | null {
  const recent = callsMs.filter((at) => nowMs - at < windowMs && at <= nowMs).sort((a, b) => a - b);
  if (recent.length < limit) return null;
  return Math.max(1, Math.ceil((recent[recent.length - limit]! + windowMs - nowMs) / 1000));
}

/** The 429's words for a wait of `seconds`. */
export function tooManyPublicReadsMessage(seconds: number): string {
  return `Too many requests from this address: wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or sign in.`;
}
