// The web server's proxy to the mock (scripts/services.mjs mockProxy, used by vite.config.ts for dev and preview):
// Vite's preview server in-process on a temp build folder, a stub standing in for the mock. The admin API is never
// reached through the web origin, however the path is spelled; the app's paths and the provider stand-ins are.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer, type ProxyOptions } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with `npm start`
import { mockProxy } from '../../scripts/services.mjs';

let stub: Server;
let web: PreviewServer;
let dir: string;
let webUrl: string;
const reached: string[] = [];

beforeAll(async () => {
  stub = createServer((req, res) => {
    reached.push(req.url ?? '');
    res.setHeader('Content-Type', 'application/json');
    res.end('{"from":"mock"}');
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'web-proxy-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  const proxy = mockProxy(target) as Record<string, ProxyOptions>;
  web = await preview({ configFile: false, root: dir, logLevel: 'silent', build: { outDir: dir }, preview: { port: 0, host: '127.0.0.1', proxy } });
  webUrl = web.resolvedUrls!.local[0]!.replace(/\/$/, '');
});
afterAll(async () => {
  await web?.close();
  await new Promise((resolve) => stub?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  reached.length = 0;
});

/** A request with its path sent exactly as written (fetch would normalise `..` and `//`). */
function raw(method: string, path: string): Promise<number> {
  const { hostname, port } = new URL(webUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web origin never proxies the admin API', () => {
  const hostile = [
    '/api/__admin/reset',
    '/api/__admin/db',
    '/api/__admin/health',
    '/api//__admin/reset',
    '/api__admin/reset',
    '/api/%5F%5Fadmin/reset',
    '/api/__ADMIN/reset',
    '/api/x/../__admin/reset',
    '/api/x/..%2F__admin/reset',
    '/__provider/../__admin/reset',
    '/functions/..%2F__admin/state',
    '/__classroom/%2e%2e/__admin/faults',
  ];
  it.each(hostile)('%s answers 404 from the web server and nothing reaches the mock', async (path) => {
    expect(await raw('POST', path)).toBe(404);
    expect(await raw('GET', path)).toBe(404);
    expect(reached).toEqual([]);
  });

  it('the app paths and the provider stand-ins still reach the mock', async () => {
    expect(await raw('GET', '/api/GetAllTopics')).toBe(200);
    expect(await raw('POST', '/__provider/hosted/pay?order_id=o')).toBe(200);
    expect(await raw('GET', '/__provider/razorpay/checkout.js')).toBe(200);
    expect(await raw('POST', '/functions/GenerateAgoraToken')).toBe(200);
    expect(reached).toEqual(['/GetAllTopics', '/__provider/hosted/pay?order_id=o', '/__provider/razorpay/checkout.js', '/functions/GenerateAgoraToken']);
  });
});
