// No process outlives the runner of the offline product (issue 35, item 4). The services of `npm start` and of
// Playwright's webServer (web server, mock backend, Auth emulator wrapper and the firebase CLI it starts, each in its own
// process group) are started under a runner; the runner is killed outright (SIGKILL; its services started through
// `/bin/sh -c` as Playwright's webServer starts them) or interrupted as Ctrl-C does (SIGINT to its process group, which
// the services' groups do not receive; started as `npm start` starts them); then every process that descended from it
// must end and every port must be free again, within a bounded wait.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`
import { portInUse } from '../../scripts/services.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runnerScript = fileURLToPath(new URL('./fixtures/stack-runner.mjs', import.meta.url));

/** Whether a TCP port on 127.0.0.1 can be bound now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Free ports for the web server, the mock and the Auth emulator (which also takes the next two, hub and logging). */
async function freePorts() {
  const picked: number[] = [];
  const take = async (count: number) => {
    for (;;) {
      const base = 20_000 + Math.floor(Math.random() * 30_000);
      const run = Array.from({ length: count }, (_, i) => base + i);
      if (run.some((port) => picked.includes(port))) continue;
      if ((await Promise.all(run.map(bindable))).every(Boolean)) {
        picked.push(...run);
        return base;
      }
    }
  };
  return { web: await take(1), mock: await take(1), auth: await take(3) };
}

/** Every process (pid and command line) that descends from `ancestor`, read from /proc. */
function descendants(ancestor: number): { pid: number; command: string }[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const found: { pid: number; command: string }[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parentOf) {
      if (parent !== pid) continue;
      let command = '';
      try {
        command = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').join(' ');
      } catch {
        // ended meanwhile
      }
      found.push({ pid: child, command });
      visit(child);
    }
  };
  visit(ancestor);
  return found;
}

/** Whether a process still lives (a zombie waiting for its new parent to reap it has ended). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Checks `condition` until it holds or `timeoutMs` passes; resolves with its last answer. */
async function eventually(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const started: { runner: ChildProcess; pids: number[]; dir: string; authPort: number }[] = [];

/** Starts the runner on fresh ports and resolves once every service answers. */
async function startStack(via: 'shell' | 'services') {
  const ports = await freePorts();
  const dir = mkdtempSync(join(tmpdir(), 'no-orphans-'));
  const runner = spawn(process.execPath, [runnerScript], {
    cwd: root,
    env: {
      ...process.env,
      WEB_PORT: String(ports.web),
      MOCK_PORT: String(ports.mock),
      AUTH_EMULATOR_PORT: String(ports.auth),
      STACK_DATA_FILE: join(dir, 'store.sqlite'),
      STACK_VIA: via,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a shell gives `npm start`: Ctrl-C signals that group.
    detached: true,
  });
  const entry = { runner, pids: [] as number[], dir, authPort: ports.auth };
  started.push(entry);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^READY$/m.test(output)) resolve();
    };
    runner.stdout!.on('data', onData);
    runner.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    runner.once('exit', (code) => reject(new Error(`the runner stopped (exit ${code}) before the services answered:\n${output}`)));
  });
  const tree = descendants(runner.pid!);
  entry.pids = tree.map((process) => process.pid);
  const allPorts = [ports.web, ports.mock, ports.auth, ports.auth + 1, ports.auth + 2];
  return { runner, tree, ports: allPorts };
}

afterEach(() => {
  // A failed check must not leave its processes behind either.
  for (const { runner, pids, dir, authPort } of started.splice(0)) {
    for (const pid of [runner.pid!, ...pids]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // ended, as it should have
      }
    }
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(root, '.emulator-data', String(authPort)), { recursive: true, force: true });
  }
});

describe('no process outlives the runner of the offline product', () => {
  it.each([
    [
      'killed outright (SIGKILL), services started through a shell as by Playwright',
      'shell' as const,
      (runner: ChildProcess): boolean => process.kill(runner.pid!, 'SIGKILL'),
    ],
    [
      'interrupted as Ctrl-C does (SIGINT to its process group), services started as by npm start',
      'services' as const,
      (runner: ChildProcess): boolean => process.kill(-runner.pid!, 'SIGINT'),
    ],
  ])('%s: every service and the emulator stop and free their ports', async (_, via, kill) => {
    const { runner, tree, ports } = await startStack(via);
    // What could be orphaned is there: the web server, the mock, the emulator wrapper and the firebase CLI under it.
    const commands = tree.map((process) => process.command).join('\n');
    expect(commands).toMatch(/vite\.js/);
    expect(commands).toMatch(/mock-server\/server\.mjs/);
    expect(commands).toMatch(/scripts\/auth-emulator\.mjs/);
    expect(commands).toMatch(/firebase emulators:start/);
    expect(await Promise.all(ports.map((port) => portInUse(port)))).toEqual(ports.map(() => true));

    const exited = new Promise((resolve) => runner.once('exit', resolve));
    kill(runner);
    await exited;

    const allGone = await eventually(() => tree.every((process) => !alive(process.pid)), 20_000);
    const survivors = tree.filter((process) => alive(process.pid)).map((process) => `${process.pid} ${process.command}`);
    expect(survivors, 'processes still running').toEqual([]);
    expect(allGone).toBe(true);
    const portsFree = await eventually(async () => (await Promise.all(ports.map((port) => portInUse(port)))).every((used: boolean) => !used), 5_000);
    expect(portsFree, `ports ${ports.join(', ')} free`).toBe(true);
  }, 60_000);
});
