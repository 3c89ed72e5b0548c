// Whose token it is: the offline tokens are unsigned (the Auth emulator issues `alg: none` JWTs), so anyone on this machine
// could write one for any uid. The mock therefore accepts a token only when the running Auth emulator knows its uid (the
// account exists, is not disabled, and the token was issued after the account's tokens were last revoked), and only from
// loopback. This is an offline stand-in for what the production backend verifies instead (the ID token's signature
// against Google's keys, `aud`, `iss`, `exp`, `auth_time` and revocation): see docs/security.md, "Tokens: offline and in production".
import { PROJECT_ID } from '../emulator-token.mjs';

/**
 * @typedef {{ uid: string, disabled: boolean, validSince: number | null }} Account
 * @typedef {(uid: string) => Promise<Account | null>} AccountLookup  null: no such account
 */

/** How long a known account is remembered; an unknown uid is asked again every time (a sign-up is seen at once). */
export const ACCOUNT_CACHE_MS = 30_000;

export class AccountLookupFailed extends Error {}

/**
 * Asks the Auth emulator at `authUrl` (its admin REST API, as the project owner) whether an account exists.
 * @param {string} authUrl e.g. http://127.0.0.1:9099
 * @returns {AccountLookup}
 */
export function emulatorAccounts(authUrl, { cacheMs = ACCOUNT_CACHE_MS, clock = () => Date.now(), fetchImpl = fetch } = {}) {
  const known = new Map();
  return async (uid) => {
    const cached = known.get(uid);
    if (cached && cached.until > clock()) return cached.account;
    let response;
    try {
      response = await fetchImpl(`${authUrl}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: [uid] }),
      });
    } catch (error) {
      throw new AccountLookupFailed(`the Auth emulator at ${authUrl} did not answer (${error.cause?.code ?? error.message})`);
    }
    if (!response.ok) throw new AccountLookupFailed(`the Auth emulator at ${authUrl} answered ${response.status}`);
    const user = (await response.json()).users?.find((candidate) => candidate.localId === uid);
    if (!user) {
      known.delete(uid);
      return null;
    }
    const account = { uid, disabled: user.disabled === true, validSince: user.validSince ? Number(user.validSince) : null };
    known.set(uid, { account, until: clock() + cacheMs });
    return account;
  };
}

/**
 * Every uid is an account: for in-process tests, the Pact provider verification and the mock benchmark, which mint
 * their own tokens for uids that no emulator holds. Never used by the offline product (`npm start`, end-to-end runs).
 * @type {AccountLookup}
 */
export const everyUidAnAccount = async (uid) => ({ uid, disabled: false, validSince: null });

/** Whether a request came from this machine (IPv4 or IPv6 loopback, IPv4-mapped included). */
export function fromLoopback(req) {
  const address = req.socket?.remoteAddress ?? '';
  return /^(::ffff:)?127\./.test(address) || address === '::1';
}

/**
 * The caller named by an Authorization header: { uid, email, phone } or { error, status } for the 401 (500 when the
 * emulator cannot be asked: the token may be good, the check failed).
 * @param {{ verify: (header: string) => { uid?: string, email?: string | null, phone?: string | null, error?: string, authTime?: number }, accounts: AccountLookup }} deps
 */
export async function tokenCaller(req, header, { verify, accounts }) {
  if (!fromLoopback(req)) return { status: 401, error: 'Offline tokens are accepted only from this machine.' };
  const verdict = verify(header);
  if (verdict.error) return { status: 401, error: verdict.error };
  let account;
  try {
    account = await accounts(verdict.uid);
  } catch (error) {
    if (error instanceof AccountLookupFailed) return { status: 500, error: `The token cannot be checked: ${error.message}.` };
    throw error;
  }
  if (!account) return { status: 401, error: `No account ${verdict.uid} in the Auth emulator.` };
  if (account.disabled) return { status: 401, error: 'This account is disabled.' };
  if (account.validSince !== null && typeof verdict.authTime === 'number' && verdict.authTime < account.validSince) {
    return { status: 401, error: 'This token was revoked: sign in again.' };
  }
  return { uid: verdict.uid, email: verdict.email ?? null, phone: verdict.phone ?? null };
}
