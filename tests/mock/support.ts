// Starts the mock backend on a random port with a temp data file, and calls it the way the app does (spec §7 headers).
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminFetch } from '../../mock-server/admin-client.mjs';
import { mintEmulatorToken } from '../../mock-server/emulator-token.mjs';
import { everyUidAnAccount } from '../../mock-server/lib/accounts.mjs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMockServer, type MockServer, type MockServerOptions } from '../../mock-server/server.mjs';

export type { MockServer };

export const DEVICE_ID = 'a1B2c3D4e5F6g7H8';
export const TUTOR = 'demo-tutor-uid';
export const STUDENT = 'demo-student-uid';
export const WEB_ORIGIN = 'http://localhost:5999';
/** The admin secret the in-process mocks of these tests are started with. */
export const ADMIN_SECRET = 'test-admin-secret';

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export function tempDataFile(): { file: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'mock-test-'));
  return { file: join(dir, 'store.sqlite'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `run` with a data file in a temporary folder of its own, and removes the folder afterwards, whatever happened. */
export async function withDataFile(run: (file: string) => Promise<void>): Promise<void> {
  const own = tempDataFile();
  try {
    await run(own.file);
  } finally {
    own.cleanup();
  }
}

/**
 * These tests mint tokens for uids of their own (no Auth emulator runs), so every uid counts as an account here;
 * tests/mock/accounts.test.ts checks the rule the offline product uses instead (the emulator's accounts).
 */
export async function startMock(dataFile: string, reset = true, options: Partial<MockServerOptions> = {}): Promise<MockServer> {
  return startMockServer({ port: 0, dataFile, reset, webOrigin: WEB_ORIGIN, validateResponses: true, adminSecret: ADMIN_SECRET, accounts: everyUidAnAccount, busyTimeoutMs: 100, ...options });
}

/**
 * Holds the store's write lock from another connection, as another process writing to the same file would: the mock's
 * next write waits its busy timeout (100 ms in these tests) and then fails. Returns the release.
 */
export function holdStoreLock(file: string): () => void {
  const other = new DatabaseSync(file);
  other.exec('BEGIN IMMEDIATE');
  return () => {
    other.exec('ROLLBACK');
    other.close();
  };
}

/** An admin route of an in-process mock, with its secret (mock-server/admin-client.mjs); a non-string body goes as JSON. */
export function admin(server: MockServer, path: string, init?: Parameters<typeof adminFetch>[1]): Promise<Response> {
  return adminFetch(path, init, { baseUrl: server.url, secret: server.adminSecret });
}

export function token(uid: string, options: { email?: string; phone?: string; expiresInSeconds?: number; nowSeconds?: number } = {}): string {
  return mintEmulatorToken(uid, options);
}

type Query = Record<string, string | number | boolean>;

export function client(server: MockServer) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    { as, query, body, headers = {}, form }: { as?: string | null; query?: Query; body?: unknown; headers?: Record<string, string>; form?: FormData } = {},
  ): Promise<Reply> {
    const url = new URL(path, server.url);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
    const h: Record<string, string> = { DeviceID: DEVICE_ID, LangID: '1', Environment: 'Dev', ...headers };
    if (as) h.Authorization = as.includes('.') ? as : token(as, { email: `${as}@demo.test` });
    if (body !== undefined) h['Content-Type'] = 'application/json';
    const response = await fetch(url, { method, headers: h, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (HTML page, script)
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
  return {
    get: (path: string, options?: Parameters<typeof call>[2]) => call('GET', path, options),
    post: (path: string, body: unknown, options?: Parameters<typeof call>[2]) => call('POST', path, { ...options, body }),
    call,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    db: async (): Promise<any> => (await admin(server, '/__admin/db')).json(),
    reset: async () => admin(server, '/__admin/reset', { method: 'POST' }),
    /** The provider stand-in's webhook settings (`/__admin/provider`); answers them with the delivery log. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    provider: async (settings?: Record<string, unknown>): Promise<any> =>
      (await admin(server, '/__admin/provider', settings ? { method: 'POST', body: settings } : {})).json(),
    faults: async (rules: Record<string, unknown>[]) => admin(server, '/__admin/faults', { method: 'POST', body: { rules } }),
    state: async (state: string) => admin(server, '/__admin/state', { method: 'POST', body: { state } }),
  };
}

/** An ISO time `days` days from now at a whole hour UTC, clear of the seed's slots (minute 45). */
export function future(days: number, hourUtc = 20): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return new Date(d.getTime() + days * 86_400_000 + hourUtc * 3_600_000 + 45 * 60_000).toISOString();
}

export const KEY_SECRET = 'mock_key_secret_offline_only';
export const WEBHOOK_SECRET = 'mock_webhook_secret_offline_only';

/** Razorpay's payment signature (what the checkout hands the browser). */
export const signPayment = (orderId: string, paymentId: string, secret = KEY_SECRET) => createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

/** Razorpay's webhook signature: over the raw body. */
export const signWebhook = (rawBody: string, secret = WEBHOOK_SECRET) => createHmac('sha256', secret).update(rawBody).digest('hex');

/** Pays (or fails) an order at the provider stand-in, as its checkout's buttons do. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function atProvider(server: MockServer, outcome: 'pay' | 'fail', orderId: string): Promise<{ status: number; body: any }> {
  const response = await fetch(new URL(`/__provider/razorpay/${outcome}`, server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: orderId }),
  });
  return { status: response.status, body: await response.json() };
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * One mock backend for the test file, on a temp store: started before the first test, closed after the last, reset
 * before each test (and, with `webhooks: 'off'`, the provider stand-in's webhook deliveries switched off, so a case
 * sees only what the browser's saves do). `options.server` goes to the mock (e.g. its account lookup). `server` and
 * `api` are usable from the first test on.
 */
export function mockPerFile(options: { webhooks?: 'on' | 'off'; server?: Partial<MockServerOptions> } = {}): { server: MockServer; api: ReturnType<typeof client>; dataFile: string } {
  const data = tempDataFile();
  let started: MockServer | null = null;
  const server = new Proxy({} as MockServer, {
    get: (_target, key) => {
      if (!started) throw new Error('The mock is started in beforeAll: use it inside a test or hook.');
      return Reflect.get(started, key);
    },
  });
  const api = client(server);
  beforeAll(async () => {
    started = await startMock(data.file, true, options.server);
  });
  afterAll(async () => {
    await started?.close();
    data.cleanup();
  });
  beforeEach(async () => {
    await api.reset();
    if (options.webhooks === 'off') await api.provider({ webhooks: 'off' });
  });
  return { server, api, dataFile: data.file };
}
