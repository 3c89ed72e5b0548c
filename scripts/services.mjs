// The processes of the offline product: one list, used by `npm start` (dev server) and by the end-to-end tests
// (Playwright's webServer, production-like preview of the offline build).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Every local port of the offline product in one place. Override with WEB_PORT, MOCK_PORT and AUTH_EMULATOR_PORT to run
 * two checkouts side by side. The web app reaches the mock backend through Vite's proxy (same origin: /api, /functions,
 * /__classroom, /__provider), so only the web port and the Auth emulator URL are known to the browser.
 */
export const PORTS = {
  web: Number(process.env.WEB_PORT ?? 5173),
  mock: Number(process.env.MOCK_PORT ?? 3001),
  auth: Number(process.env.AUTH_EMULATOR_PORT ?? 9099),
};
export const WEB_URL = `http://localhost:${PORTS.web}`;
export const MOCK_URL = `http://127.0.0.1:${PORTS.mock}`;
/** The Auth emulator; the offline build bakes this URL in (VITE_AUTH_EMULATOR_URL, see vite.config.ts). */
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${PORTS.auth}`;
const bin = (name) => `${root}node_modules/.bin/${name}`;

/** Whether a request path would reach the mock's admin API (/__admin/*) once proxied, however it is spelled. */
export function reachesAdmin(path) {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as it is
  }
  const slashes = `/${decoded.replace(/\\/g, '/')}`.replace(/\/{2,}/g, '/');
  const normalized = new URL(slashes, 'http://proxy.invalid').pathname.replace(/\/{2,}/g, '/');
  return /^\/__admin(\/|$)/i.test(normalized);
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
 * global setup (tests/e2e/global-setup.ts), which starts after every webServer is ready.
 * @param {{ web: 'dev' | 'preview' }} options
 * @returns {{ name: string, command: string[], readyUrl: string, label: string, afterReady?: string[] }[]}
 */
export function offlineServices({ web }) {
  return [
    {
      name: 'web',
      command: web === 'dev' ? [bin('vite'), '--mode', 'offline'] : [bin('vite'), 'preview', '--mode', 'offline'],
      readyUrl: `${WEB_URL}/`,
      label: 'Web app',
    },
    {
      name: 'mock',
      // End-to-end runs (preview) start from the seed; `npm start` keeps what the last session saved.
      command: ['node', `${root}mock-server/server.mjs`, ...(web === 'preview' ? ['--reset'] : [])],
      readyUrl: `${MOCK_URL}/__admin/health`,
      label: 'Mock backend',
    },
    {
      name: 'auth',
      command: ['node', `${root}scripts/auth-emulator.mjs`],
      readyUrl: `${AUTH_EMULATOR_URL}/`,
      label: 'Auth emulator',
      afterReady: ['node', `${root}scripts/seed-auth.mjs`],
    },
  ];
}

export function startService(service, { env = {} } = {}) {
  const [cmd, ...args] = service.command;
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
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

export function stopAll(children) {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}

/** Runs a service's afterReady command (e.g. seeding the demo accounts) and fails loudly if it fails. */
export function runAfterReady(service) {
  if (!service.afterReady) return;
  const [cmd, ...args] = service.afterReady;
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${service.name}: ${service.afterReady.join(' ')} failed (exit ${result.status})`);
}
