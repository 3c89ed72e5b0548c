// Offline tokens are unsigned, so the mock accepts one only for a uid the Auth emulator knows, from loopback
// (mock-server/lib/accounts.mjs). Here the emulator's answers come from a fake of its lookup; the integration project
// checks the same rule against the real emulator (tests/integration/mock-accounts.test.ts).
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { AccountLookupFailed, emulatorAccounts, fromLoopback, type Account } from '../../mock-server/lib/accounts.mjs';
import { client, mockPerFile, startMock, STUDENT, tempDataFile, token, TUTOR } from './support';

const HEADERS = { DeviceID: 'a1B2c3D4e5F6g7H8', LangID: '1', Environment: 'Dev', 'Content-Type': 'application/json' };

/** What the fake emulator holds; `down` makes every lookup fail as an unreachable emulator does. */
const emulator = { accounts: new Map<string, Account>(), down: false, asked: [] as string[] };
const lookup = async (uid: string) => {
  emulator.asked.push(uid);
  if (emulator.down) throw new AccountLookupFailed('the Auth emulator at http://127.0.0.1:1 did not answer (ECONNREFUSED)');
  return emulator.accounts.get(uid) ?? null;
};

const { server } = mockPerFile({ server: { accounts: lookup } });

function know(...uids: string[]) {
  emulator.accounts.clear();
  emulator.down = false;
  emulator.asked.length = 0;
  for (const uid of uids) emulator.accounts.set(uid, { uid, disabled: false, validSince: null });
}

describe('a token is accepted only for an account of the Auth emulator', () => {
  it('serves a known uid and refuses an unknown one with 401, naming why, for reads and writes alike', async () => {
    know(TUTOR);
    const api = client(server);
    expect((await api.get('/GetBankAccounts', { as: TUTOR })).status).toBe(200);
    const stranger = await api.get('/GetBankAccounts', { as: 'no-such-account' });
    expect(stranger.status).toBe(401);
    expect(stranger.body.Message).toBe('Sign in again: No account no-such-account in the Auth emulator.');
    // a registration for a uid with no account stores nothing
    const before = (await api.db()).users.length;
    const register = await api.post('/SaveUserProfile', { FirstName: 'Ghost', LastName: 'User', Role: 1, TimeZone: 'UTC' }, { as: 'ghost-uid' });
    expect(register.status).toBe(401);
    expect((await api.db()).users.length).toBe(before);
  });

  it("refuses another user's data to a token written for their uid once that uid is not an account", async () => {
    know(STUDENT);
    const api = client(server);
    for (const path of ['/GetBankAccounts', '/GetEarningsSummary', '/GetThreads']) {
      expect((await api.get(path, { as: TUTOR })).status, path).toBe(401);
    }
  });

  it('refuses a disabled account and a token issued before the account was revoked', async () => {
    const api = client(server);
    know();
    emulator.accounts.set(TUTOR, { uid: TUTOR, disabled: true, validSince: null });
    expect((await api.get('/GetBankAccounts', { as: TUTOR })).body.Message).toBe('Sign in again: This account is disabled.');
    const nowSeconds = Math.floor(Date.now() / 1000);
    emulator.accounts.set(TUTOR, { uid: TUTOR, disabled: false, validSince: nowSeconds });
    const before = await api.get('/GetBankAccounts', { as: token(TUTOR, { nowSeconds: nowSeconds - 60 }) });
    expect(before.status).toBe(401);
    expect(before.body.Message).toBe('Sign in again: This token was revoked: sign in again.');
    expect((await api.get('/GetBankAccounts', { as: token(TUTOR, { nowSeconds }) })).status).toBe(200);
  });

  it('answers 500, not 401, when the emulator cannot be asked: the token may be good', async () => {
    know(TUTOR);
    emulator.down = true;
    const reply = await client(server).get('/GetBankAccounts', { as: TUTOR });
    expect(reply.status).toBe(500);
    expect(reply.body.Message).toMatch(/^The token cannot be checked: the Auth emulator at .* did not answer/);
  });

  it('applies the same rule to the cloud functions', async () => {
    know(STUDENT);
    const ask = (uid: string) =>
      fetch(`${server.url}/functions/GenerateAgoraToken`, {
        method: 'POST',
        headers: { ...HEADERS, Authorization: token(uid) },
        body: JSON.stringify({ ChannelName: 'PCdemo0000000002', Role: 1 }),
      });
    const unknown = await ask(TUTOR);
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).Errors).toEqual([{ Field: 'Authorization', Message: `No account ${TUTOR} in the Auth emulator.` }]);
    know(TUTOR);
    // known: past the token check (the class is not open yet, or the token is issued)
    expect((await ask(TUTOR)).status).not.toBe(401);
    expect(emulator.asked).toContain(TUTOR);
  });

  it('does not ask the emulator when no token is sent to an operation that needs none', async () => {
    know();
    expect((await client(server).get('/GetAllTopics')).status).toBe(200);
    expect(emulator.asked).toEqual([]);
  });
});

describe('only from this machine', () => {
  it('tells loopback addresses from others', () => {
    const from = (remoteAddress: string) => fromLoopback({ socket: { remoteAddress } } as never);
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].map(from)).toEqual([true, true, true, true]);
    expect(['10.0.0.5', '192.168.1.2', '::ffff:10.0.0.5', 'fe80::1', ''].map(from)).toEqual([false, false, false, false, false]);
  });

  const outward = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  it.runIf(outward)('refuses a token that arrives over another interface, even for a known account', async () => {
    know(TUTOR);
    const open = tempDataFile();
    const wide = await startMock(open.file, true, { accounts: lookup, host: '0.0.0.0' });
    try {
      const port = new URL(wide.url).port;
      const reply = await fetch(`http://${outward!.address}:${port}/GetBankAccounts`, { headers: { ...HEADERS, Authorization: token(TUTOR) } });
      expect(reply.status).toBe(401);
      expect((await reply.json()).Message).toBe('Sign in again: Offline tokens are accepted only from this machine.');
      const local = await fetch(`http://127.0.0.1:${port}/GetBankAccounts`, { headers: { ...HEADERS, Authorization: token(TUTOR) } });
      expect(local.status).toBe(200);
    } finally {
      await wide.close();
      open.cleanup();
    }
  });
});

describe("the emulator's lookup", () => {
  it('remembers a known account for 30 s and asks again about an unknown uid every time', async () => {
    let clock = 0;
    const asked: string[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      const uid = (JSON.parse(String(init.body)).localId as string[])[0] ?? '';
      asked.push(uid);
      const users = uid === 'known' ? [{ localId: 'known', disabled: false, validSince: '100' }] : [];
      return new Response(JSON.stringify({ kind: 'identitytoolkit#GetAccountInfoResponse', users }));
    }) as typeof fetch;
    const accounts = emulatorAccounts('http://emulator.invalid', { clock: () => clock, fetchImpl });
    expect(await accounts('known')).toEqual({ uid: 'known', disabled: false, validSince: 100 });
    clock = 29_999;
    await accounts('known');
    expect(await accounts('unknown')).toBeNull();
    expect(await accounts('unknown')).toBeNull();
    expect(asked).toEqual(['known', 'unknown', 'unknown']);
    clock = 30_000;
    await accounts('known');
    expect(asked).toEqual(['known', 'unknown', 'unknown', 'known']);
  });

  it('fails with AccountLookupFailed when the emulator does not answer or answers an error', async () => {
    const refused = emulatorAccounts('http://127.0.0.1:1');
    await expect(refused('x')).rejects.toBeInstanceOf(AccountLookupFailed);
    const broken = emulatorAccounts('http://emulator.invalid', { fetchImpl: (async () => new Response('{}', { status: 500 })) as typeof fetch });
    await expect(broken('x')).rejects.toThrow('the Auth emulator at http://emulator.invalid answered 500');
  });
});
