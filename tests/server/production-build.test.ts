// The production build refuses to start without its configuration and names each missing variable; `vite preview`
// sends the hosting headers for the profile it serves.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../src/adapters/composition/production-env.mjs';
import { headerOptions, headerRules, headersForPath, IMMUTABLE, securityHeaders } from '../../scripts/security-headers.mjs';

const root = new URL('../../', import.meta.url).pathname;
const saved = { ...process.env };
let server: PreviewServer | null = null;
let dir: string | null = null;

afterEach(async () => {
  process.env = { ...saved };
  await server?.close();
  server = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('npm run build (production)', () => {
  it('refuses without the required variables and names each one', async () => {
    for (const { name } of PRODUCTION_ENV) process.env[name] = '';
    const attempt = build({ root, mode: 'production', logLevel: 'silent', build: { write: false } });
    await expect(attempt).rejects.toThrow(/The production build needs its configuration/);
    const message = String(await attempt.catch((error: unknown) => (error as Error).message));
    for (const { name, required } of PRODUCTION_ENV) {
      if (required) expect(message).toContain(`${name}: missing`);
      else expect(message).not.toContain(name);
    }
  });
});

describe('vite preview', () => {
  it('sends the hosting headers: security headers everywhere, no-cache on the page and SPA routes, immutable assets', async () => {
    dir = mkdtempSync(join(tmpdir(), 'preview-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export {};');
    server = await preview({ root, mode: 'offline', logLevel: 'silent', build: { outDir: dir }, preview: { port: 0, strictPort: false } });
    const { port } = server.httpServer.address() as AddressInfo;
    const emulator = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;
    const expected = headersForPath(headerRules(securityHeaders(headerOptions('offline', {}, { authEmulatorUrl: emulator }))), '/');
    for (const path of ['/', '/tutor-dashboard', '/assets/index-abc.js']) {
      const response = await fetch(`http://localhost:${port}${path}`);
      expect(response.status).toBe(200);
      for (const [key, value] of Object.entries(expected)) {
        if (key !== 'Cache-Control') expect(response.headers.get(key), `${key} on ${path}`).toBe(value);
      }
      expect(response.headers.get('cache-control')).toBe(path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      // Plain http on localhost: no HSTS (browsers ignore it there); COOP as in production; reports to the mock.
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(response.headers.get('content-security-policy')).toMatch(/; report-uri \/__csp-report$/);
    }
  });
});
