// The mock's store survives a process killed outright (issue 36, item 3): the mock is started as `npm start` starts it
// (its own process, on its SQLite file), writes are sent many at a time, and it is killed with SIGKILL while writes are
// still in flight. Started again on the same file, it opens, and every write it had answered 200 is there.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { mintEmulatorToken } from '../../mock-server/emulator-token.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const HEADERS = { DeviceID: 'a1B2c3D4e5F6g7H8', LangID: '1', Environment: 'Dev', 'Content-Type': 'application/json' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** The mock as its own process; resolves once it answers its health check. */
async function startMock(dataFile: string, port: number, reset: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'mock-server/server.mjs'), '--port', String(port), '--data', dataFile, '--any-uid', ...(reset ? ['--reset'] : [])], {
    cwd: root,
    env: { ...process.env, MOCK_LOG: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the mock exited (${code}) before it answered: ${stderr}`))));
  const answered = (async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/__admin/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.race([answered, exited]);
  return child;
}

const save = (port: number, uid: string) =>
  fetch(`http://127.0.0.1:${port}/SaveUserProfile`, {
    method: 'POST',
    headers: { ...HEADERS, Authorization: mintEmulatorToken(uid, { email: `${uid}@crash.test` }) },
    body: JSON.stringify({ Role: 2, FirstName: 'Crash', LastName: uid.slice(-4), TimeZone: 'UTC' }),
  });

describe('the store under kill -9', () => {
  it('keeps every write it acknowledged, and opens again', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-crash-'));
    try {
      const dataFile = join(dir, 'store.sqlite');
      const port = await freePort();
      const first = await startMock(dataFile, port, true);
      const acknowledged: string[] = [];
      const sent: string[] = [];
      let next = 0;
      const killed = new Promise<void>((resolve) => first.once('exit', () => resolve()));
      // 8 writers, each sending the next write as soon as its last one is answered; the kill comes once 150 writes are
      // acknowledged, so writes are in flight at that moment.
      const writer = async () => {
        for (;;) {
          const uid = `crash-uid-${String(next++).padStart(4, '0')}`;
          sent.push(uid);
          try {
            const reply = await save(port, uid);
            if (reply.status === 200) acknowledged.push(uid);
            else throw new Error(`SaveUserProfile answered ${reply.status}: ${await reply.text()}`);
          } catch (error) {
            // The connection died with the process: `killed` is set when the signal is sent, before the exit event
            // (a reset can arrive in between; on a busy machine it did).
            if (first.killed) return;
            throw error;
          }
          if (acknowledged.length >= 150 && !first.killed) first.kill('SIGKILL');
        }
      };
      await Promise.all(Array.from({ length: 8 }, writer));
      await killed;
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(sent.length).toBeGreaterThan(acknowledged.length); // some were in flight when it died

      const second = await startMock(dataFile, port, false);
      const stored = (await (await fetch(`http://127.0.0.1:${port}/__admin/db`, { headers: { 'X-Admin-Secret': await adminSecretIn(dir) } })).json()) as { users: { UserID: string }[] };
      const present = new Set(stored.users.map((user) => user.UserID));
      const lost = acknowledged.filter((uid) => !present.has(uid));
      console.log(`store crash: ${acknowledged.length} writes acknowledged, ${sent.length - acknowledged.length} in flight at the kill, ${lost.length} acknowledged lost, ${sent.filter((uid) => present.has(uid)).length - acknowledged.length} unacknowledged kept`);
      expect(lost).toEqual([]);
      // and it goes on taking writes
      expect((await save(port, 'crash-uid-after')).status).toBe(200);
      second.kill('SIGTERM');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

async function adminSecretIn(dir: string): Promise<string> {
  const { readFileSync } = await import('node:fs');
  return readFileSync(join(dir, 'admin-secret'), 'utf8').trim();
}
