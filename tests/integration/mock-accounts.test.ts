// The mock backend as the offline product runs it (its default: ask the Auth emulator which uids are accounts), against
// the real Auth emulator this project starts and seeds (auth-emulator-setup.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../mock-server/demo-data.mjs';
import { mintEmulatorToken } from '../../mock-server/emulator-token.mjs';
import { emulatorAccounts } from '../../mock-server/lib/accounts.mjs';
import { startMockServer, type MockServer } from '../../mock-server/server.mjs';
// @ts-expect-error plain ESM helper
import { seedAccounts } from '../../scripts/seed-auth.mjs';
import { emulator, project, uniqueEmail } from './emulator-gateway';

const HEADERS = { DeviceID: 'a1B2c3D4e5F6g7H8', LangID: '1', Environment: 'Dev' };
const api = `${emulator}/identitytoolkit.googleapis.com/v1`;

async function owner(path: string, body: unknown) {
  const response = await fetch(`${api}/projects/${project}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  expect(response.ok, path).toBe(true);
  return response.json();
}

/** An ID token from the emulator itself, as the app's sign-in gets it. */
async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${api}/accounts:signInWithPassword?key=integration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await response.json();
  expect(response.ok, JSON.stringify(body)).toBe(true);
  return body.idToken;
}

/** A new account in the emulator, as the app's sign-up makes it: its uid and ID token. */
async function newAccount(): Promise<{ localId: string; idToken: string }> {
  const response = await fetch(`${api}/accounts:signUp?key=integration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail(), password: 'Secret#2026', returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

let dir: string;
let server: MockServer;
/** The same mock rule without the cache, to see a change in the emulator at once. */
let uncached: MockServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-accounts-'));
  server = await startMockServer({ port: 0, dataFile: join(dir, 'store.sqlite'), reset: true });
  uncached = await startMockServer({ port: 0, dataFile: join(dir, 'uncached.sqlite'), reset: true, accounts: emulatorAccounts(emulator, { cacheMs: 0 }) });
});
afterAll(async () => {
  await server?.close();
  await uncached?.close();
  rmSync(dir, { recursive: true, force: true });
});

const read = (mock: MockServer, path: string, authorization: string) => fetch(`${mock.url}${path}`, { headers: { ...HEADERS, Authorization: authorization } });
/** A new account's first call: it chooses to learn (200 for any account, whatever the store holds). */
const chooseRole = (mock: MockServer, authorization: string) =>
  fetch(`${mock.url}/SaveAccountRole`, { method: 'POST', headers: { ...HEADERS, Authorization: authorization, 'Content-Type': 'application/json' }, body: JSON.stringify({ Role: 2 }) });

describe('the offline mock against the Auth emulator', () => {
  it('every user of the demo seed has an account and signs in with the documented password', async () => {
    const accounts = seedAccounts('demo') as { localId: string; email: string; password: string }[];
    expect(accounts.length).toBe(10);
    for (const account of accounts) {
      const idToken = await signIn(account.email, account.password);
      const profile = await read(server, '/GetUserProfile', idToken);
      expect(profile.status, account.email).toBe(200);
      expect((await profile.json()).Data.UserID).toBe(account.localId);
    }
    expect(accounts.filter((account) => account.password === DEMO.seededPassword).length).toBe(8);
  });

  it('refuses with 401 a token written for a uid the emulator does not know, and for a seeded user whose account is gone', async () => {
    const unknown = await read(server, '/GetBankAccounts', mintEmulatorToken('nobody-has-this-uid'));
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).Message).toBe('Sign in again: No account nobody-has-this-uid in the Auth emulator.');

    // a real sign-up is served at once (an unknown uid is never cached)
    const signUp = await newAccount();
    expect((await chooseRole(server, signUp.idToken)).status).toBe(200);
    // the account is deleted: its still-unexpired token is refused
    await owner('/accounts:delete', { localId: signUp.localId });
    expect((await read(uncached, '/GetAccountRole', signUp.idToken)).status).toBe(401);
  });

  it('refuses a token issued before the account was revoked', async () => {
    const signUp = await newAccount();
    expect((await chooseRole(uncached, signUp.idToken)).status).toBe(200);
    expect((await read(uncached, '/GetAccountRole', signUp.idToken)).status).toBe(200);
    await owner('/accounts:update', { localId: signUp.localId, validSince: String(Math.floor(Date.now() / 1000) + 1) });
    const revoked = await read(uncached, '/GetAccountRole', signUp.idToken);
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).Message).toBe('Sign in again: This token was revoked: sign in again.');
    await owner('/accounts:update', { localId: signUp.localId, disableUser: true, validSince: '0' });
    expect(await (await read(uncached, '/GetAccountRole', signUp.idToken)).json()).toMatchObject({ Message: 'Sign in again: This account is disabled.' });
  });
});
