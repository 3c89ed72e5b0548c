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

// The page server's credential (added beyond the spec, issue 40). The server that renders tutor pages and the sitemap
// (src/serve-page.tsx, src/serve-sitemap.ts) makes these reads for every visitor from its own address: counted by that
// address, 120 renders a minute would use up everyone's allowance, and one scraper of the pages would shut the pages
// off for all. So it sends a shared secret (PAGE_SERVER_KEY_HEADER, configured on both sides) and the address of the
// visitor it renders for (VISITOR_ADDRESS_HEADER); the limit then counts that visitor, each one apart, as if they had
// called the backend themselves:
//   - the visitor's address is believed ONLY with the right key: without a key it is ignored and the call is counted
//     by the address it came from (anyone can write a header: a scraper that sent a new address each time would
//     otherwise never be limited);
//   - a wrong key is refused (401), never silently taken as no key: a page server configured with a stale secret
//     would otherwise quietly fall back to one allowance for all visitors;
//   - with the right key but no visitor address (or one that is not an IP address: 400) the call counts as the page
//     server's own.

/** The header carrying the page server's shared secret. */
export const PAGE_SERVER_KEY_HEADER = 'X-Page-Server-Key';
/** The header carrying the address of the visitor a page is rendered for. */
export const VISITOR_ADDRESS_HEADER = 'X-Visitor-Address';

/** The key a call carried, as the backend found it: none, the configured secret, or anything else. */
export type PageServerKeyCheck = 'absent' | 'valid' | 'wrong';

/** Whom a public read is counted against, or why it is refused. */
export type PublicReadClient = { counted: string } | { refused: 'wrong-key' | 'bad-visitor-address' };

const IPV4 = /^(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(\.(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}$/;

/**
 * An IP address as the limit counts it (lower case; an IPv4-mapped IPv6 address, `::ffff:1.2.3.4`, as its IPv4 form),
 * or null when `value` is not an IPv4 or IPv6 address.
 */
export function normalIpAddress(value: string): string | null {
  const address = value.trim().toLowerCase();
  if (IPV4.test(address)) return address;
  const mapped = /^::ffff:(.+)$/.exec(address);
  if (mapped && IPV4.test(mapped[1]!)) return mapped[1]!;
  if (address.length > 45 || !address.includes(':')) return null;
  // IPv6: up to eight groups of 1–4 hex digits, at most one '::', the last two groups possibly an IPv4 address.
  const [head, tail, ...more] = address.split('::');
  if (more.length > 0) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const all = [...groups(head), ...groups(tail)];
  const last = all.at(-1) ?? '';
  const v4 = IPV4.test(last);
  const hex = v4 ? all.slice(0, -1) : all;
  if (!hex.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const size = hex.length + (v4 ? 2 : 0);
  return (tail === undefined ? size === 8 : size < 8) ? address : null;
}

/**
 * Whom a signed-out public read is counted against: the address it came from (`connecting`), or, with the page
 * server's valid key, the visitor's address it names. A wrong key is refused; a visitor address without the key is
 * ignored.
 */
export function publicReadClient(connecting: string, key: PageServerKeyCheck, visitorAddress: string | undefined): PublicReadClient {
  if (key === 'wrong') return { refused: 'wrong-key' };
  const own = normalIpAddress(connecting) ?? connecting;
  if (key === 'absent' || visitorAddress === undefined || visitorAddress === '') return { counted: own };
  const visitor = normalIpAddress(visitorAddress);
  return visitor === null ? { refused: 'bad-visitor-address' } : { counted: visitor };
}

/** The 401's words for a wrong page-server key. */
export const WRONG_PAGE_SERVER_KEY_MESSAGE = `The ${PAGE_SERVER_KEY_HEADER} header does not match the page server's key.`;
/** The 400's words for a visitor address that is not an IP address. */
export const BAD_VISITOR_ADDRESS_MESSAGE = `${VISITOR_ADDRESS_HEADER} must be one IPv4 or IPv6 address.`;
