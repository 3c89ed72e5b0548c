// The one way local tools and tests call the mock's admin API (/__admin/*): the secret from MOCK_ADMIN_SECRET, else
// from the file the running mock wrote (.mock-data/admin-secret; a second e2e stack's in .mock-data/stack-1/), sent as X-Admin-Secret.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOCK_DATA_DIR, MOCK_URL } from '../scripts/services.mjs';
import { ADMIN_SECRET_HEADER } from './lib/admin.mjs';

export { ADMIN_SECRET_HEADER };
export const ADMIN_SECRET_FILE = join(MOCK_DATA_DIR, 'admin-secret');

/** The admin secret of the mock this checkout runs (read on every call: each start writes a new one). */
export function adminSecret() {
  if (process.env.MOCK_ADMIN_SECRET) return process.env.MOCK_ADMIN_SECRET;
  try {
    return readFileSync(ADMIN_SECRET_FILE, 'utf8').trim();
  } catch {
    throw new Error(`No mock admin secret: set MOCK_ADMIN_SECRET, or start the mock (npm run mock), which writes ${ADMIN_SECRET_FILE}.`);
  }
}

/**
 * fetch() of an admin route with the secret; a body that is not a string is sent as JSON.
 * @param {string} path e.g. '/__admin/reset'
 * @param {RequestInit & { body?: unknown }} [init]
 * @param {{ baseUrl?: string, secret?: string }} [target] another mock (in-process tests) and its secret
 */
export async function adminFetch(path, init = {}, target = {}) {
  const headers = new Headers(init.headers);
  headers.set(ADMIN_SECRET_HEADER, target.secret ?? adminSecret());
  let body = init.body;
  if (body !== undefined && typeof body !== 'string') {
    body = JSON.stringify(body);
    headers.set('Content-Type', 'application/json');
  }
  return fetch(new URL(path, target.baseUrl ?? MOCK_URL), { ...init, headers, body });
}
