// The processes of the offline product: one list, used by `npm start` (dev server) and by the end-to-end tests
// (Playwright's webServer, production-like preview of the offline build).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The end-to-end step runs E2E_STACKS copies of the offline stack side by side (scripts/test.mjs: 2), one per Playwright
 * worker: the tests of a worker share its mock's data and test clock and its Auth emulator's demo accounts, so two
 * workers never share a stack. Stack i listens on the base ports + STACK_PORT_STEP·i (web, mock, Auth emulator and the
 * emulator's two helper ports), serves its own offline build (each bakes its web origin and Auth emulator URL in) and
 * keeps its mock's data in its own folder. Stack 0 is the checkout's usual one: `npm start`, one Playwright worker.
 * A process learns its stack from E2E_STACK (a stack's services and its build), or, in a Playwright worker when
 * E2E_STACKS > 1, from the worker's parallel index (TEST_PARALLEL_INDEX: 0 … workers − 1, kept by a restarted worker).
 */
export const E2E_STACKS = Math.max(1, Number(process.env.E2E_STACKS ?? 1) || 1);
export const STACK_PORT_STEP = 20;
export const STACK = Number(process.env.E2E_STACK ?? (E2E_STACKS > 1 ? (process.env.TEST_PARALLEL_INDEX ?? 0) : 0)) || 0;

/**
 * Every local port of the offline product in one place. Override with WEB_PORT, MOCK_PORT and AUTH_EMULATOR_PORT to run
 * two checkouts side by side (a checkout's end-to-end step also takes the ports STACK_PORT_STEP above them for its
 * second stack). The web app reaches the mock backend through Vite's proxy (same origin: /api, /functions,
 * /__classroom, /__provider), so only the web port and the Auth emulator URL are known to the browser.
 */
export function stackPorts(stack = STACK) {
  const shift = STACK_PORT_STEP * stack;
  return {
    web: Number(process.env.WEB_PORT ?? 5173) + shift,
    mock: Number(process.env.MOCK_PORT ?? 3001) + shift,
    auth: Number(process.env.AUTH_EMULATOR_PORT ?? 9099) + shift,
    // The mail catcher (scripts/mail-catcher.mjs): the mock sends its emails here; a person reads them at mailWeb.
    mailSmtp: Number(process.env.MAIL_SMTP_PORT ?? 1025) + shift,
    mailWeb: Number(process.env.MAIL_WEB_PORT ?? 1080) + shift,
  };
}
export const PORTS = stackPorts();
/** The offline build this stack serves (vite.config.ts: `build.outDir` of the offline mode). */
export const OFFLINE_OUT_DIR = STACK === 0 ? 'dist-offline' : `dist-offline-${STACK}`;
/** The mock's store and admin secret (mock-server/server.mjs, mock-server/admin-client.mjs). */
export const MOCK_DATA_DIR = STACK === 0 ? join(root, '.mock-data') : join(root, '.mock-data', `stack-${STACK}`);
export const WEB_URL = `http://localhost:${PORTS.web}`;
export const MOCK_URL = `http://127.0.0.1:${PORTS.mock}`;
/** The Auth emulator; the offline build bakes this URL in (VITE_AUTH_EMULATOR_URL, see vite.config.ts). */
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${PORTS.auth}`;
/** The mail catcher's viewer and API (never proxied by the web origin). */
export const MAIL_URL = `http://127.0.0.1:${PORTS.mailWeb}`;
/**
 * The page server's key offline (X-Page-Server-Key, src/domain/public-reads.ts): the mock and `vite preview`'s page
 * server must hold the same one. MOCK_PAGE_SERVER_KEY when set (both processes inherit it), else the random key the
 * running mock wrote beside its store (.mock-data/page-server-key, as its admin secret; never served by the web port:
 * namesRuntimeData). Read at each call, since the mock makes a new one at each start. Undefined before the mock ran.
 * @returns {string | undefined}
 */
export function offlinePageServerKey() {
  if (process.env.MOCK_PAGE_SERVER_KEY) return process.env.MOCK_PAGE_SERVER_KEY;
  try {
    return readFileSync(join(MOCK_DATA_DIR, 'page-server-key'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `node --import` this file first: the process stops itself when its parent is gone, however the parent ended (see
 * scripts/tether.mjs). Every service below runs under it, so no service outlives the runner that started it.
 */
export const TETHER = new URL('./tether.mjs', import.meta.url).href;
const tethered = (script, ...args) => ['node', '--import', TETHER, script, ...args];

/** A request path as a server resolves it, however it is spelled: escapes decoded, backslashes, `//`, `.` and `..` folded. */
function normalizedPath(path) {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as it is
  }
  const slashes = `/${decoded.replace(/\\/g, '/')}`.replace(/\/{2,}/g, '/');
  return new URL(slashes, 'http://proxy.invalid').pathname.replace(/\/{2,}/g, '/');
}

/** Whether a request path would reach the mock's admin API (/__admin/*) once proxied, however it is spelled. */
export function reachesAdmin(path) {
  return /^\/__admin(\/|$)/i.test(normalizedPath(path));
}

/**
 * Whether a request path names the runtime data kept in the project root (the mock's store and admin secret in
 * .mock-data/, the Auth emulator's export in .emulator-data/), however it is spelled, /@fs/ included: the web port
 * refuses it (vite.config.ts) before Vite can serve it or fall back to the app's page.
 */
export function namesRuntimeData(path) {
  return /(^|\/)\.(mock|emulator)-data(\/|$)/i.test(normalizedPath(path.split('?')[0] ?? ''));
}

/**
 * The web server's same-origin paths to the mock (Vite dev and preview: `server.proxy`, `preview.proxy`). The admin API
 * is never among them: a path that would reach /__admin answers 404 from the web server itself.
 * @param {string} target the mock's URL
 */
export function mockProxy(target) {
  const rewriteApi = (path) => path.replace(/^\/api/, '');
  const noAdmin = (rewrite) => (req) => (reachesAdmin(rewrite(req.url ?? '/')) ? false : undefined);
  const same = (path) => path;
  return {
    '/api': { target, rewrite: rewriteApi, bypass: noAdmin(rewriteApi) },
    '/functions': { target, bypass: noAdmin(same) },
    '/__provider': { target, bypass: noAdmin(same) },
    '/__classroom': { target, ws: true, bypass: noAdmin(same) },
    // Content-Security-Policy violation reports (the preview's headers send them here; mock-server/lib/csp-reports.mjs).
    '/__csp-report': { target, bypass: noAdmin(same) },
  };
}

/**
 * `afterReady` (optional) runs once the service answers at readyUrl: scripts/start.mjs runs it, and so does Playwright's
 * global setup (tests/e2e/global-setup.ts), which starts after every webServer is ready. `env` names the stack the
 * service belongs to (E2E_STACK, see STACK above): whatever runs it or its afterReady step adds it to the environment.
 * @param {{ web: 'dev' | 'preview', stack?: number }} options
 * @returns {{ name: string, command: string[], readyUrl: string, label: string, env: Record<string, string>, afterReady?: string[] }[]}
 */
export function offlineServices({ web, stack = STACK }) {
  const ports = stackPorts(stack);
  const env = { E2E_STACK: String(stack) };
  const named = (name) => (stack === 0 ? name : `${name} ${stack}`);
  return [
    {
      name: named('web'),
      command: tethered(`${root}node_modules/vite/bin/vite.js`, ...(web === 'dev' ? [] : ['preview']), '--mode', 'offline'),
      readyUrl: `http://localhost:${ports.web}/`,
      label: 'Web app',
      env,
    },
    {
      name: named('mock'),
      // End-to-end runs (preview) start from the seed; `npm start` keeps what the last session saved.
      command: tethered(`${root}mock-server/server.mjs`, ...(web === 'preview' ? ['--reset'] : [])),
      readyUrl: `http://127.0.0.1:${ports.mock}/__admin/health`,
      label: 'Mock backend',
      env,
    },
    {
      name: named('auth'),
      command: tethered(`${root}scripts/auth-emulator.mjs`),
      readyUrl: `http://127.0.0.1:${ports.auth}/`,
      label: 'Auth emulator',
      env,
      afterReady: ['node', `${root}scripts/seed-auth.mjs`],
    },
    {
      name: named('mail'),
      command: tethered(`${root}scripts/mail-catcher.mjs`),
      readyUrl: `http://127.0.0.1:${ports.mailWeb}/`,
      label: 'Mail catcher',
      env,
    },
  ];
}

export function startService(service, { env = {} } = {}) {
  const [cmd, ...args] = service.command;
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...service.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const prefix = `[${service.name}] `;
  const relay = (stream, out) => stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return child;
}

export async function waitForUrl(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Sends `signal` to each child's process group (each service runs in its own), so helpers it started stop too. */
export function stopAll(children, signal = 'SIGTERM') {
  for (const child of children) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is gone already (ESRCH), or not a group leader: the child alone
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }
  }
}

/** The ports `npm start` listens on (the Auth emulator's hub and logging ports follow its own, +1 and +2). */
export const SERVICE_PORTS = [
  { name: 'web', port: PORTS.web, env: 'WEB_PORT' },
  { name: 'mock', port: PORTS.mock, env: 'MOCK_PORT' },
  { name: 'auth', port: PORTS.auth, env: 'AUTH_EMULATOR_PORT' },
  { name: 'auth hub', port: PORTS.auth + 1, env: 'AUTH_EMULATOR_PORT' },
  { name: 'auth logging', port: PORTS.auth + 2, env: 'AUTH_EMULATOR_PORT' },
  { name: 'mail SMTP', port: PORTS.mailSmtp, env: 'MAIL_SMTP_PORT' },
  { name: 'mail viewer', port: PORTS.mailWeb, env: 'MAIL_WEB_PORT' },
];

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The process listening on a TCP port, read from /proc (Linux): its pid, parent pid and command line; null when no
 * process of this user is seen listening there (or not on Linux).
 * @returns {{ pid: number, ppid: number, command: string } | null}
 */
export function portOwner(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ip:PORT in hex; state 0A is LISTEN
      if (fields.length > 9 && fields[1].endsWith(`:${hex}`) && fields[3] === '0A') inodes.add(`socket:[${fields[9]}]`);
    }
  }
  if (inodes.size === 0) return null;
  for (const entry of safeReaddir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    for (const fd of safeReaddir(`/proc/${entry}/fd`)) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      if (!inodes.has(target)) continue;
      const pid = Number(entry);
      let command = '';
      let ppid = 0;
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
        ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        // it ended meanwhile
      }
      return { pid, ppid, command };
    }
  }
  return null;
}

function safeReaddir(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Refuses to start on a port that is already taken, naming what holds it (a leftover of an earlier run is stopped
 * with the `kill` it prints), instead of letting a service fail later or a client talk to a stale process.
 * @param {{ name: string, port: number, env: string }[]} wanted
 * @returns {Promise<string[]>} one message per taken port; empty when all are free
 */
export async function takenPorts(wanted) {
  const messages = [];
  for (const { name, port, env } of wanted) {
    if (!(await portInUse(port))) continue;
    const owner = portOwner(port);
    messages.push(
      owner
        ? `${name}: port ${port} is already in use by pid ${owner.pid} (parent ${owner.ppid}${owner.ppid === 1 ? ', orphaned' : ''}): ${owner.command}\n  a leftover of an earlier run? stop it with: kill ${owner.pid}`
        : `${name}: port ${port} is already in use (by a process this user cannot see); set ${env} to use another`,
    );
  }
  return messages;
}

/** Runs a service's afterReady command (e.g. seeding the demo accounts) and fails loudly if it fails. */
export function runAfterReady(service) {
  if (!service.afterReady) return;
  const [cmd, ...args] = service.afterReady;
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...service.env } });
  if (result.status !== 0) throw new Error(`${service.name}: ${service.afterReady.join(' ')} failed (exit ${result.status})`);
}
