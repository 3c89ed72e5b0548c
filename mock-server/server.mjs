// The offline backend: json-server's express app and persisted lowdb store, serving every operation of
// openapi/backend.yaml at the root (/GetPrivateClass …) with real behaviour, plus the offline-only admin API,
// the payment provider stand-ins (/__provider/*) and uploaded files (/uploads/*).
//
//   node mock-server/server.mjs [--reset | --reset-only] [--seed demo|scale] [--tutors N --classes N] [--port N] [--data FILE]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import jsonServer from 'json-server';
import defaultExtensions from './extensions.mjs';
import availability from './handlers/availability.mjs';
import calendarFeed from './handlers/calendar-feed.mjs';
import emailPreferences from './handlers/email-preferences.mjs';
import cancellations, { settleNoShows } from './handlers/cancellations.mjs';
import reviews from './handlers/reviews.mjs';
import messages from './handlers/messages.mjs';
import events from './handlers/events.mjs';
import notifications from './handlers/notifications.mjs';
import classChat from './handlers/class-chat.mjs';
import classroom from './handlers/classroom.mjs';
import courses from './handlers/courses.mjs';
import earnings from './handlers/earnings.mjs';
import files from './handlers/files.mjs';
import instantClasses from './handlers/instant-classes.mjs';
import payments from './handlers/payments.mjs';
import privateClasses from './handlers/private-classes.mjs';
import reschedules from './handlers/reschedules.mjs';
import sessions from './handlers/sessions.mjs';
import topics from './handlers/topics.mjs';
import tutors from './handlers/tutors.mjs';
import users from './handlers/users.mjs';
import { adminSecretFor, requireAdminSecret } from './lib/admin.mjs';
import { faceFor, isFaceFile } from './lib/faces.mjs';
import { emulatorAccounts, everyUidAnAccount } from './lib/accounts.mjs';
import { authenticate, tokenCheck } from './lib/auth.mjs';
import { bodyParsers } from './lib/body.mjs';
import { webOriginCors } from './lib/cors.mjs';
import { attachCspReports } from './lib/csp-reports.mjs';
import { createFaults } from './lib/faults.mjs';
import { FileReply, HttpError, RawReply, sendError, sendOk, StreamReply } from './lib/http.mjs';
import { createEventHub } from './lib/events.mjs';
import { createClockJobs } from './lib/clock-jobs.mjs';
import { registerClassStarting } from './lib/class-starting.mjs';
import { registerReminders } from './lib/emails.mjs';
import { createMailer } from './lib/mailer.mjs';
import { contractErrorHandler, contractValidator, loadBackendSpec, operationsByPath } from './lib/openapi.mjs';
import { checkImageUrls } from './lib/image-url.mjs';
import { checkFieldRules } from './lib/field-rules.mjs';
import { webhookSignature } from './lib/signatures.mjs';
import { openStore, storeWriteFailed } from './lib/sqlite-store.mjs';
import { providerCaptured, providerRecords } from './lib/store.mjs';
import { attachProviderStandIns } from './provider-stand-ins/index.mjs';
import { emptyState } from './seed/demo.mjs';
import { seedBuilder, seedFromEnv } from './seed/index.mjs';
import { KNOWN_STATES, applyState } from './states.mjs';
import { iso } from './lib/time.mjs';

const HANDLER_MODULES = [topics, users, tutors, availability, calendarFeed, privateClasses, cancellations, reschedules, courses, sessions, payments, earnings, instantClasses, classroom, files, reviews, messages, classChat, events, notifications, emailPreferences];
export const DEFAULT_KEY_ID = 'rzp_test_offline';
export const DEFAULT_KEY_SECRET = 'mock_key_secret_offline_only';
export const DEFAULT_WEBHOOK_SECRET = 'mock_webhook_secret_offline_only';
/** Called by the payment provider, not the app: signed over its raw body instead of a token (openapi/backend.yaml). */
export const WEBHOOK_PATH = '/PaymentProviderWebhook';

const UPLOAD_TYPES = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };
/** express.static's setHeaders for /uploads: nosniff, an image type or a download, and no script in any case. */
function uploadHeaders(res, path) {
  const type = UPLOAD_TYPES[extname(path).toLowerCase()];
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Content-Security-Policy', "default-src 'none'; sandbox");
  if (type) res.set('Content-Type', type);
  else res.set('Content-Type', 'application/octet-stream').set('Content-Disposition', 'attachment');
}

/**
 * @param {{
 *   port?: number, host?: string, dataFile?: string, reset?: boolean, log?: boolean | ((line: string) => void),
 *   now?: () => Date, extensions?: ((ctx: object) => void)[], seed?: 'demo' | 'scale' | { tutors: number, classes: number },
 *   webOrigin?: string, publicBaseUrl?: string, keyId?: string, keySecret?: string, webhookSecret?: string,
 *   validateResponses?: boolean, adminSecret?: string, pageServerKey?: string, accounts?: import('./lib/accounts.mjs').AccountLookup,
 *   smtp?: { host: string, port: number }, mailTransport?: { sendMail: (message: object) => Promise<unknown> }, clockTickMs?: number,
 * }} [options]
 * `smtp`: where the mailer sends (the offline stack's mail catcher); with neither it nor `mailTransport` (a test's
 * stand-in), mails are only recorded in the store's outbox.
 * `accounts` says which uids a token may name: by default the accounts of the Auth emulator at AUTH_EMULATOR_URL
 * (lib/accounts.mjs); tests that mint tokens for uids of their own pass `everyUidAnAccount`.
 */
export async function startMockServer(options = {}) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const services = await import('../scripts/services.mjs');
  const {
    port = 0,
    host = '127.0.0.1',
    dataFile = join(root, '.mock-data', 'store.sqlite'),
    reset = false,
    log = false,
    extensions = [],
    seed = 'demo',
    webOrigin = services.WEB_URL,
    keyId = process.env.MOCK_KEY_ID ?? DEFAULT_KEY_ID,
    keySecret = process.env.MOCK_KEY_SECRET ?? DEFAULT_KEY_SECRET,
    webhookSecret = process.env.MOCK_WEBHOOK_SECRET ?? DEFAULT_WEBHOOK_SECRET,
    validateResponses = false,
  } = options;
  const publicBaseUrl = options.publicBaseUrl ?? `${webOrigin}/api`;
  const accounts = options.accounts ?? emulatorAccounts(services.AUTH_EMULATOR_URL);
  // Server time: every access rule (tokens, class phases, 'in the future' checks) reads it. Offline-only test clock: an
  // offset set by POST /__admin/clock moves it (so a test can go to class time), /__admin/reset clears it.
  const realNow = options.now ?? (() => new Date());
  let clockOffsetMs = 0;
  const now = () => new Date(realNow().getTime() + clockOffsetMs);
  const say = typeof log === 'function' ? log : log ? (line) => console.log(line) : () => {};
  // What an operator must see even with the request log off (a store file moved aside).
  const warn = typeof log === 'function' ? log : (line) => console.error(line);
  const file = resolve(dataFile);
  const buildSeed = seedBuilder(seed);
  const config = { webOrigin, publicBaseUrl, keyId, keySecret, webhookSecret, uploadsDir: join(dirname(file), 'uploads') };

  mkdirSync(dirname(file), { recursive: true });
  const adminSecret = adminSecretFor({ given: options.adminSecret ?? process.env.MOCK_ADMIN_SECRET, file: join(dirname(file), 'admin-secret') });
  // The page server's key (X-Page-Server-Key, lib/public-reads.mjs): MOCK_PAGE_SERVER_KEY, else random per start,
  // written beside the data file (page-server-key) for the offline page server.
  config.pageServerKey = adminSecretFor({ given: options.pageServerKey ?? process.env.MOCK_PAGE_SERVER_KEY, file: join(dirname(file), 'page-server-key') });
  // The store: node:sqlite in one file (lib/sqlite-store.mjs); handlers read and change its state in memory, and
  // persist() writes what changed, in one transaction. A JSON store of an older version (db.json beside it) is imported
  // once. json-server still gives the express app and its defaults (request log, static files), not the store.
  const legacyJson = join(dirname(file), 'db.json');
  const db = openStore(file, {
    seed: () => buildSeed(now(), keySecret, `${publicBaseUrl}/uploads`),
    reset,
    legacyJson: legacyJson === file ? undefined : legacyJson,
    busyTimeoutMs: options.busyTimeoutMs,
    say,
    warn,
  });
  const state = () => db.getState();
  /** The seeded tutors' faces (lib/faces.mjs) as files in the uploads folder, where their PhotoURLs point. */
  const writeFaces = () => {
    mkdirSync(config.uploadsDir, { recursive: true });
    for (const user of state().users ?? []) {
      const name = user.PhotoURL?.startsWith(`${publicBaseUrl}/uploads/`) ? user.PhotoURL.slice(publicBaseUrl.length + 9) : '';
      const path = join(config.uploadsDir, name);
      if (isFaceFile(name) && !existsSync(path)) writeFileSync(path, faceFor(`${user.FirstName} ${user.LastName}`));
    }
  };
  writeFaces();
  // A store written by an older version may lack a collection added since: add it empty rather than crash.
  const missingCollections = Object.keys(emptyState()).filter((key) => !Array.isArray(state()[key]) && key !== 'meta');
  if (missingCollections.length > 0) {
    for (const key of missingCollections) state()[key] = [];
    db.write();
    say(`added missing collections to ${file}: ${missingCollections.join(', ')}`);
  }
  // Bumped on every write, so handlers may cache what they derive from the store (tutor search orders).
  let revision = 0;
  /** Writes what changed; when that fails, memory goes back to what is on disk and the caller gets a 500. */
  const persist = () => {
    revision += 1;
    try {
      db.write();
    } catch (error) {
      warn(`[mock] Could not write ${file}: ${error.code ?? error}${error.errstr ? ` (${error.errstr})` : ''}; the change is undone.`);
      throw storeWriteFailed(error);
    }
  };
  // The push channel's open streams (lib/events.mjs): woken by the handlers that publish, told when the store resets.
  const eventHub = createEventHub({ state: () => db.rawState() });
  // Email (lib/mailer.mjs): the outbox in the store, sent over SMTP after each write that queued something.
  const mailer = createMailer({ state, raw: () => db.rawState(), persist, now, smtp: options.smtp, transport: options.mailTransport, say: warn });
  // Whoever publishes with the hub alone (a job outside a request) still queues mails with the right links.
  Object.assign(eventHub, { mail: mailer, config });
  // Scheduled work against the test clock (lib/clock-jobs.mjs): the email reminders and "class starting"; each piece exactly once.
  const jobs = createClockJobs({ state, raw: () => db.rawState(), persist, now, context: { config, events: eventHub, mail: mailer }, tickMs: options.clockTickMs ?? 1000, say: warn });
  registerReminders(jobs);
  registerClassStarting(jobs);
  // Each run also sends what is due: what it queued, and the retries of failed sends.
  jobs.onRun(() => void mailer.flush());
  const resetListeners = [() => eventHub.resetAll(), () => mailer.reset()];
  const resetStore = (seedAt = now()) => {
    // No webhook of the old store may land in the new one.
    provider.webhooks.cancelAll({ resetSettings: true });
    db.setState(buildSeed(seedAt, keySecret, `${publicBaseUrl}/uploads`));
    persist();
    for (const listener of resetListeners) listener();
  };
  /** Extensions that keep state beside the store (e.g. the classroom's ended channels) forget it on reset. */
  const onReset = (listener) => resetListeners.push(listener);

  const app = jsonServer.create();
  app.set('etag', false);
  // Paths are spelled exactly as in the document (spec §7 has both /SaveTutorSessions and /getTutorSessions).
  app.set('case sensitive routing', true);
  app.use(webOriginCors(webOrigin));
  app.use(jsonServer.defaults({ logger: Boolean(log), static: join(root, 'mock-server', 'public'), noGzip: true, noCors: true }));
  // The webhook's signature covers its raw bytes: that path keeps them (webhookSignature parses them after the check).
  app.use(WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }));
  app.use(bodyParsers());
  // JSON answers carry `application/json` with no charset parameter (JSON is UTF-8 by definition, RFC 8259): express
  // would add `; charset=utf-8` to a string body, so JSON strings are sent as bytes.
  app.use((_req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body) => {
      if (typeof body !== 'string' || !/^application\/json/.test(String(res.get('Content-Type') ?? ''))) return send(body);
      res.setHeader('Content-Type', 'application/json');
      return send(Buffer.from(body));
    };
    next();
  });
  // Uploads are sniffed images (files.mjs); the browser must not sniff them into anything else.
  app.use('/uploads', express.static(config.uploadsDir, { fallthrough: false, setHeaders: uploadHeaders }));

  // Offline-only admin API: tests, Pact provider states and demos. Everything but the health check wants the secret.
  const faults = createFaults();
  app.get('/__admin/health', (_req, res) => {
    const s = state();
    res.json({ ok: true, seed: s.meta?.seed ?? 'unknown', users: s.users.length, privateClasses: s.privateClasses.length, courses: s.courses.length });
  });
  app.use(requireAdminSecret(adminSecret));
  /** `{ "at": ISO }` (optional): the seed is built at that instant and the test clock set there (the visual tests). */
  app.post('/__admin/reset', (req, res) => {
    const at = req.body?.at;
    if (at !== undefined && (typeof at !== 'string' || Number.isNaN(Date.parse(at)))) {
      return sendError(res, 400, 'Validation failed', [{ Field: 'at', Message: 'Send at as an ISO 8601 instant, or no body.' }]);
    }
    faults.clear();
    clockOffsetMs = at === undefined ? 0 : Date.parse(at) - realNow().getTime();
    resetStore(at === undefined ? now() : new Date(Date.parse(at)));
    writeFaces();
    res.json({ ok: true, seed: state().meta?.seed });
  });
  app.post('/__admin/state', (req, res) => {
    const name = req.body?.state;
    if (typeof name !== 'string' || name.length === 0) return sendError(res, 400, 'Validation failed', [{ Field: 'state', Message: 'state is required.' }]);
    const fresh = buildSeed(now(), keySecret, `${publicBaseUrl}/uploads`);
    const values = applyState(name, fresh, { now: now(), keySecret });
    if (!values) {
      return sendError(res, 400, `Unknown provider state '${name}'. Known: ${KNOWN_STATES.join('; ')}.`, [{ Field: 'state', Message: 'Unknown provider state.' }]);
    }
    faults.clear();
    provider.webhooks.cancelAll();
    mailer.reset();
    db.setState(fresh);
    persist();
    writeFaces();
    return res.json({ ok: true, state: name, values });
  });
  app.get('/__admin/db', (_req, res) => res.json(db.rawState()));
  const clockAnswer = () => ({ now: now().toISOString(), offsetMs: clockOffsetMs });
  app.get('/__admin/clock', (_req, res) => res.json(clockAnswer()));
  /** `{ "offsetMs": n }` moves server time by n ms from real time; `{ "at": ISO }` sets it to that instant (and lets it run). */
  app.post('/__admin/clock', (req, res) => {
    const { offsetMs, at } = req.body ?? {};
    if (Number.isSafeInteger(offsetMs) && at === undefined) clockOffsetMs = offsetMs;
    else if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && offsetMs === undefined) clockOffsetMs = Date.parse(at) - realNow().getTime();
    else return sendError(res, 400, 'Validation failed', [{ Field: 'body', Message: 'Send either offsetMs (whole milliseconds) or at (an ISO 8601 instant).' }]);
    // What the new time makes due (reminders) happens before the answer: a test reads it right after.
    jobs.runNow();
    return res.json(clockAnswer());
  });
  // The email outbox (lib/mailer.mjs): every mail with its status; POST …/flush sends what is due and answers after.
  const outboxAnswer = () => ({ delivers: mailer.delivers, mails: (db.rawState().outbox ?? []).map(({ Html: _html, Text: _text, Attachments, ...mail }) => ({ ...mail, Attachments: (Attachments ?? []).map((a) => a.Filename) })) });
  app.get('/__admin/outbox', (_req, res) => res.json(outboxAnswer()));
  app.post('/__admin/outbox/flush', async (_req, res, next) => {
    try {
      jobs.runNow();
      await mailer.flush();
      res.json(outboxAnswer());
    } catch (error) {
      next(error);
    }
  });
  // The push channel's open streams (GET /StreamEvents): how many, and cutting them all (a dropped connection, for tests).
  app.get('/__admin/streams', (_req, res) => res.json({ open: eventHub.openStreams() }));
  app.post('/__admin/streams/drop', (_req, res) => res.json({ dropped: eventHub.dropAll() }));
  app.get('/__admin/faults', (_req, res) => res.json({ rules: faults.list() }));
  app.post('/__admin/faults', (req, res) => {
    const error = faults.set(req.body?.rules ?? []);
    if (error) return sendError(res, 400, 'Validation failed', [{ Field: 'rules', Message: error }]);
    return res.json({ rules: faults.list() });
  });
  app.delete('/__admin/faults', (_req, res) => {
    faults.clear();
    res.json({ rules: [] });
  });

  let selfUrl = '';
  const provider = attachProviderStandIns(app, {
    keyId,
    keySecret,
    appOrigins: [...new Set([webOrigin, services.WEB_URL])],
    ...providerRecords(state, now),
    orderPaid: (orderId) => state().providerPayments.some((p) => p.OrderID === orderId && providerCaptured(p)),
    recordProviderPayment: (payment) => {
      state().providerPayments.push({ id: payment.PaymentID, ...payment, CreatedAt: iso(now()) });
      persist();
    },
    webhookUrl: () => `${selfUrl}${WEBHOOK_PATH}`,
    webhookSecret,
    log: say,
    now,
  });
  // The stand-in's webhooks: on/off, delay before the first delivery, retry backoff; the delivery log (tests wait on it).
  const providerAnswer = () => ({ ...provider.webhooks.settings(), pendingWebhooks: provider.webhooks.pendingCount(), deliveries: provider.webhooks.deliveries() });
  app.get('/__admin/provider', (_req, res) => res.json(providerAnswer()));
  app.post('/__admin/provider', (req, res) => {
    const error = provider.webhooks.configure(req.body);
    if (error) return sendError(res, 400, 'Validation failed', [{ Field: 'body', Message: error }]);
    return res.json(providerAnswer());
  });

  // Content-Security-Policy violation reports from the offline pages (no token: browsers send them on their own).
  attachCspReports({ app, log: warn, now, onReset });

  // The backend contract: token first (401), then the document (400), then the handlers.
  const spec = loadBackendSpec();
  const operations = operationsByPath(spec);
  const injectFaults = faults.middleware();
  app.use((req, res, next) => (operations.has(req.path) ? injectFaults(req, res, next) : next()));
  // Tutor no-shows are settled before anything reads or enters a class (a scheduled job in production).
  app.use((req, _res, next) => {
    if (operations.has(req.path) || req.path.startsWith('/functions/')) {
      try {
        settleNoShows({ state: state(), raw: db.rawState(), versionOf: db.versionOf, now: now(), provider, persist, revision, events: eventHub });
      } catch (error) {
        return next(error);
      }
    }
    return next();
  });
  app.use(webhookSignature({ path: WEBHOOK_PATH, secret: webhookSecret }));
  const checkToken = tokenCheck({ now, accounts });
  app.use(authenticate({ operations, checkToken }));
  app.use(contractValidator({ validateResponses }));
  /** A GET handler that tries to write is a defect of the mock, said at once rather than lost at the next restart. */
  const readOnly = (path) => () => {
    throw new Error(`GET ${path} tried to write the store: reads get the data unwatched, so a read must not change it.`);
  };
  const registered = new Set();
  const bind = (method) => (path, handler) => {
    const op = operations.get(path);
    if (!op || op.method !== method) throw new Error(`${method} ${path} is not an operation of openapi/backend.yaml.`);
    registered.add(path);
    app[method.toLowerCase()](path, (req, res, next) => {
      // A read gets the store's data as it is (no handler that answers GET writes); a write gets the watched view, so
      // persist() stores what it changed.
      const ctx = { req, state: method === 'GET' ? db.rawState() : state(), query: req.query, body: req.body ?? {}, caller: req.caller ?? null, now: now(), config, revision, persist: method === 'GET' ? readOnly(path) : persist, provider, events: eventHub, mail: mailer };
      try {
        checkImageUrls(ctx.body, config);
        checkFieldRules(ctx.body);
        const result = handler(ctx);
        if (result instanceof RawReply) res.status(result.status).json(result.body);
        else if (result instanceof FileReply) res.status(200).type(result.contentType).send(result.body);
        else if (result instanceof StreamReply) result.start(req, res);
        else sendOk(res, result);
      } catch (error) {
        if (error instanceof HttpError) {
          for (const [name, value] of Object.entries(error.headers ?? {})) res.set(name, value);
          sendError(res, error.status, error.message, error.errors);
        }
        else next(error);
      }
    });
  };
  const api = { get: bind('GET'), post: bind('POST') };
  for (const register of HANDLER_MODULES) register(api);
  const missing = [...operations.keys()].filter((path) => !registered.has(path));
  if (missing.length > 0) throw new Error(`No handler for ${missing.join(', ')}.`);

  const httpServer = createServer(app);
  const settle = () => settleNoShows({ state: state(), raw: db.rawState(), versionOf: db.versionOf, now: now(), provider, persist, revision, events: eventHub });
  for (const extend of [...defaultExtensions, ...extensions]) await extend({ app, httpServer, db, now, persist, onReset, settle, checkToken, jobs });

  app.use((req, res) => sendError(res, 404, `Nothing at ${req.method} ${req.path}.`));
  app.use(contractErrorHandler(say));

  await new Promise((resolveListen, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, resolveListen);
  });
  const address = httpServer.address();
  const url = `http://${host}:${address.port}`;
  selfUrl = url;
  jobs.start();
  say(`backend on ${url} (data ${file}; admin secret in ${join(dirname(file), 'admin-secret')})`);
  return {
    url,
    app,
    httpServer,
    db,
    adminSecret,
    pageServerKey: config.pageServerKey,
    persist,
    reset: resetStore,
    /** The clock-job runner: `jobs.beforeEachClass(window, run)` / `jobs.register(name, run)` add scheduled work. */
    jobs,
    mailer,
    close: () =>
      new Promise((resolveClose) => {
        jobs.stop();
        provider.webhooks.cancelAll();
        httpServer.closeAllConnections?.();
        httpServer.close(() => {
          void mailer.close().finally(() => {
            db.close();
            resolveClose();
          });
        });
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { MOCK_DATA_DIR, MOCK_URL, PORTS } = await import('../scripts/services.mjs');
  const { adminFetch } = await import('./admin-client.mjs');
  const argv = process.argv.slice(2);
  const flag = (name) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : undefined);
  if (argv.includes('--reset-only')) {
    // npm run mock:reset: a running mock goes back to the seed through its admin API; otherwise the file is reseeded.
    const running = await adminFetch('/__admin/reset', { method: 'POST' }).catch(() => null);
    if (running?.ok) console.log(`[mock] ${MOCK_URL} is back to its seed.`);
    else {
      const seed = seedBuilder(seedFromEnv(process.env, argv));
      const file = resolve(flag('data') ?? join(MOCK_DATA_DIR, 'store.sqlite'));
      mkdirSync(dirname(file), { recursive: true });
      const store = openStore(file, { seed: () => seed(new Date(), process.env.MOCK_KEY_SECRET ?? DEFAULT_KEY_SECRET), reset: true, say: () => undefined, warn: console.error });
      store.close();
      console.log(`[mock] reseeded ${file}`);
    }
    process.exit(0);
  }
  const server = await startMockServer({
    port: Number(flag('port') ?? PORTS.mock),
    dataFile: resolve(flag('data') ?? join(MOCK_DATA_DIR, 'store.sqlite')),
    reset: argv.includes('--reset'),
    seed: seedFromEnv(process.env, argv),
    log: process.env.MOCK_LOG !== '0',
    validateResponses: process.env.MOCK_VALIDATE_RESPONSES === '1',
    // The offline stack's mail catcher (scripts/mail-catcher.mjs); MOCK_SMTP=off records mails without sending them.
    ...(process.env.MOCK_SMTP === 'off' ? {} : { smtp: { host: '127.0.0.1', port: PORTS.mailSmtp } }),
    // npm run bench:mock mints tokens for uids no emulator holds; the offline product always asks the emulator.
    ...(argv.includes('--any-uid') ? { accounts: everyUidAnAccount } : {}),
  });
  const seededAt = Date.parse(server.db.getState().meta?.seededAt ?? '');
  const days = Math.floor((Date.now() - seededAt) / 86_400_000);
  if (days >= 1) console.log(`The data was seeded ${days} day(s) ago, so some demo classes may be over: npm run mock:reset reseeds.`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
