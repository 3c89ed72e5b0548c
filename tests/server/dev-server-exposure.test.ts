// The dev server of `npm start` (vite.config.ts, in process on a free port) serves the app, never the runtime data in
// the project root: the mock's store and admin secret (.mock-data/), the Auth emulator's export (.emulator-data/). And
// it grants CORS to the web origin only, for its own files and for the proxied API alike.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const secret = randomBytes(12).toString('hex');
const probe = `exposure-probe-${secret.slice(0, 8)}`;
const files = [`.mock-data/${probe}`, `.mock-data/${probe}.json`, `.emulator-data/${probe}/auth_export/accounts.json`];
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  for (const file of files) {
    mkdirSync(`${root}${file.slice(0, file.lastIndexOf('/'))}`, { recursive: true });
    writeFileSync(`${root}${file}`, file.endsWith('.json') ? JSON.stringify({ secret }) : secret);
  }
  server = await createServer({ configFile: `${root}vite.config.ts`, mode: 'offline', logLevel: 'silent', server: { port: 0, strictPort: false, host: '127.0.0.1' } });
  await server.listen();
  base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(`${root}.mock-data/${probe}`, { force: true });
  rmSync(`${root}.mock-data/${probe}.json`, { force: true });
  rmSync(`${root}.emulator-data/${probe}`, { recursive: true, force: true });
});

/** Status and body of a GET with the path sent exactly as written (fetch would normalise `..`, `//` and escapes). */
async function get(path: string, origin?: string) {
  const { request } = await import('node:http');
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string; allowOrigin: string | undefined }>((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers: origin ? { Origin: origin } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, allowOrigin: res.headers['access-control-allow-origin'] as string | undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('runtime data through the web port', () => {
  const spellings = (file: string) => [
    `/${file}`,
    `/${file}?raw`,
    `/${file}?import`,
    `/${file}?url`,
    `/@fs${root}${file}`,
    `/@fs${root}${file}?raw`,
    `/${file.replace(/^\./, '%2E')}`,
    `/${file.replace('/', '//')}`,
    `/src/../${file}`,
    `/${file.replace('/', '%2F')}`,
  ];
  for (const file of files) {
    it.each(spellings(file))(`refuses %s`, async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain(secret);
    });
  }

  it('still serves the app', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root">');
  });
});

describe('CORS', () => {
  const foreign = ['http://attacker.localhost:8080', 'http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080', 'null'];
  it.each(foreign)('grants nothing to %s, on the app and on the proxied API', async (origin) => {
    for (const path of ['/', '/src/main.tsx', '/api/SendMessage']) {
      const answer = await get(path, origin);
      expect(answer.allowOrigin).toBeUndefined();
    }
    const { hostname, port } = new URL(base);
    const { request } = await import('node:http');
    const preflight = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(
        { host: hostname, port, method: 'OPTIONS', path: '/api/SendMessage', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['access-control-allow-origin'] as string | undefined));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(preflight).toBeUndefined();
  });

  it('grants the web origin itself', async () => {
    // @ts-expect-error plain ESM helper shared with `npm start`
    const { WEB_URL } = (await import('../../scripts/services.mjs')) as { WEB_URL: string };
    const answer = await get('/', WEB_URL);
    expect(answer.allowOrigin).toBe(WEB_URL);
  });
});
