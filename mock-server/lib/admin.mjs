// The offline-only admin API's lock: every /__admin/* route but the health check wants the header X-Admin-Secret.
// The secret is MOCK_ADMIN_SECRET when set, else random per start; either way it is written to `admin-secret` beside
// the data file (.mock-data/admin-secret), where local tools and tests read it (mock-server/admin-client.mjs).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sendError } from './http.mjs';
import { sameSecret } from './signatures.mjs';

export const ADMIN_SECRET_HEADER = 'X-Admin-Secret';
/** Answers nothing but "up" and a few counts, changes nothing: readiness checks call it without the secret. */
export const OPEN_ADMIN_PATHS = new Set(['/__admin/health']);

/**
 * The secret of this run, written (owner-only) to `file`. The same for the page server's key (lib/public-reads.mjs,
 * `page-server-key` beside the data file), which the offline page server reads there (scripts/services.mjs).
 */
export function adminSecretFor({ given, file }) {
  const secret = given || randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Express middleware: 401 without the header, 403 with a wrong one; nothing else runs. */
export function requireAdminSecret(secret) {
  return (req, res, next) => {
    if (!/^\/__admin(\/|$)/i.test(req.path) || OPEN_ADMIN_PATHS.has(req.path)) return next();
    const given = req.get(ADMIN_SECRET_HEADER);
    if (!given) return sendError(res, 401, `The admin API needs the ${ADMIN_SECRET_HEADER} header (the mock's admin secret).`);
    if (!sameSecret(given, secret)) return sendError(res, 403, `The ${ADMIN_SECRET_HEADER} header does not match the mock's admin secret.`);
    return next();
  };
}
