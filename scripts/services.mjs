// The processes of the offline product: one list, used by `npm start` (dev server) and by the end-to-end tests
// (Playwright's webServer, production-like preview of the offline build).
import { spawn } from 'node:child_process';
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
const bin = (name) => `${root}node_modules/.bin/${name}`;

/**
 * @param {{ web: 'dev' | 'preview' }} options
 * @returns {{ name: string, command: string[], readyUrl: string, label: string }[]}
 */
export function offlineServices({ web }) {
  return [
    {
      name: 'web',
      command: web === 'dev' ? [bin('vite'), '--mode', 'offline'] : [bin('vite'), 'preview', '--mode', 'offline'],
      readyUrl: `${WEB_URL}/`,
      label: 'Web app',
    },
    // Until the mock backend loads mock-server/classroom as an extension (lead: remove at merge).
    {
      name: 'classroom',
      command: ['node', `${root}mock-server/classroom/standalone.mjs`],
      readyUrl: `${MOCK_URL}/__classroom/health`,
      label: 'Classroom signalling (stand-alone)',
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
