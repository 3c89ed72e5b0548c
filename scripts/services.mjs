// The processes of the offline product, started by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;

/** name, command, the URL that answers once it is up, and what a person opens. */
export const services = [
  {
    name: 'web',
    command: [bin('vite'), '--mode', 'offline'],
    readyUrl: 'http://localhost:5173/',
    label: 'Web app',
  },
];

export function startService(service, { quiet = false, env = {} } = {}) {
  const [cmd, ...args] = service.command;
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? 'ignore' : ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  if (!quiet) {
    const prefix = `[${service.name}] `;
    const relay = (stream, out) =>
      stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
  }
  return child;
}

export async function waitForUrl(url, timeoutMs = 60_000) {
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
