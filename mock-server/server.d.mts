// Types for server.mjs (used by the TypeScript tests: tests/mock, tests/contract/provider).
import type { Server } from 'node:http';

export interface ExtensionContext {
  app: import('express').Express;
  httpServer: Server;
  /** json-server's lowdb store (lowdb 1.x: getState(), setState(), write()). */
  db: { getState(): Record<string, unknown>; setState(state: Record<string, unknown>): unknown; write(): unknown };
  now: () => Date;
  /** Writes the store and refreshes what handlers derived from it. */
  persist: () => void;
  /** The token rule of the backend operations (lib/auth.mjs tokenCheck), for extensions that take a Firebase ID token. */
  checkToken: import('./classroom/index.mjs').ClassroomExtensionContext['checkToken'];
  /** The clock-job runner (lib/clock-jobs.mjs): scheduled work against the test clock, each piece exactly once. */
  jobs: import('./lib/clock-jobs.mjs').ClockJobs;
}
export type MockExtension = (ctx: ExtensionContext) => void | Promise<void>;

export interface MockServerOptions {
  port?: number;
  host?: string;
  dataFile?: string;
  reset?: boolean;
  log?: boolean | ((line: string) => void);
  now?: () => Date;
  extensions?: MockExtension[];
  seed?: 'demo' | 'scale' | { tutors: number; classes: number };
  webOrigin?: string;
  publicBaseUrl?: string;
  keyId?: string;
  keySecret?: string;
  /** Secret of the provider's webhook signature (default DEFAULT_WEBHOOK_SECRET, or MOCK_WEBHOOK_SECRET). */
  webhookSecret?: string;
  validateResponses?: boolean;
  /** Secret of the admin API (header X-Admin-Secret); default MOCK_ADMIN_SECRET, else random. Written beside the data file. */
  adminSecret?: string;
  /**
   * The page server's key (header X-Page-Server-Key: with it, signed-out public reads are counted by X-Visitor-Address);
   * default MOCK_PAGE_SERVER_KEY, else random. Written beside the data file (page-server-key).
   */
  pageServerKey?: string;
  /**
   * Which uids a token may name (lib/accounts.mjs): by default the accounts of the Auth emulator at AUTH_EMULATOR_URL;
   * tests that mint tokens for uids of their own pass `everyUidAnAccount`.
   */
  accounts?: import('./lib/accounts.mjs').AccountLookup;
  /** How long a write waits for the store's lock held by another connection before it fails (default 5000 ms). */
  busyTimeoutMs?: number;
  /** Where the mailer sends its emails over SMTP (the offline stack's mail catcher); none: they are only recorded. */
  smtp?: { host: string; port: number };
  /** A stand-in for the SMTP transport (tests): nodemailer's sendMail. */
  mailTransport?: { sendMail(message: Record<string, unknown>): Promise<unknown> };
  /** How often the clock jobs run in real time (default 1000 ms); they also run after POST /__admin/clock. */
  clockTickMs?: number;
}

export interface MockServer {
  url: string;
  app: import('express').Express;
  httpServer: Server;
  db: ExtensionContext['db'];
  /** The secret /__admin/* routes want in X-Admin-Secret. */
  adminSecret: string;
  /** The key the page server sends in X-Page-Server-Key. */
  pageServerKey: string;
  /** Writes the store after an in-process change (tests), so handlers see it as they see their own writes. */
  persist(): void;
  reset(): void;
  /** The clock-job runner (lib/clock-jobs.mjs). */
  jobs: import('./lib/clock-jobs.mjs').ClockJobs;
  /** The email sender (lib/mailer.mjs): flush() sends what is due and resolves when each is answered. */
  mailer: { flush(): Promise<void>; kick(): void; delivers: boolean };
  close(): Promise<void>;
}

export declare const DEFAULT_KEY_ID: string;
export declare const DEFAULT_KEY_SECRET: string;
export declare const DEFAULT_WEBHOOK_SECRET: string;
export declare const WEBHOOK_PATH: string;
export declare function startMockServer(options?: MockServerOptions): Promise<MockServer>;
