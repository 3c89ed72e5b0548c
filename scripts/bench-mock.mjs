// Benchmark of the mock backend (not part of npm test), each server in its own process with a temp store, measured with
// autocannon in this process, on the demo seed (baseline) and on the scale seed:
// - p50/p99 latency of search, list and public-page reads, with the scale/demo ratio of each figure;
// - reads/s and writes/s with their p99, at 10 and at 50 connections: a signed-in read (the demo tutor's class list)
//   and a signed-in write (the demo student saves their profile: one record changed and stored), with the budget of
//   issue 36: writes ≥ 0.5 × reads at 50 connections at both seeds, and a write's p99 < 100 ms at 50 connections at the
//   scale seed;
// - (issue 41) the push channel: two clients (the demo tutor and the demo student) each with their stream open
//   (GET /StreamEvents), 200 messages between them, each timed from its send to its arrival on the other's stream:
//   p50/p95/max, budget p95 < 1 s, with the send's own round trip as the same run's baseline.
// Exits 1 when a budget is missed.
//
//   node scripts/bench-mock.mjs [--duration 5] [--connections 10] [--tutors 10000] [--classes 50000]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { mintEmulatorToken } from '../mock-server/emulator-token.mjs';
import { root, waitForUrl } from './services.mjs';

const argv = process.argv.slice(2);
const flag = (name, fallback) => (argv.includes(`--${name}`) ? Number(argv[argv.indexOf(`--${name}`) + 1]) : fallback);
const duration = flag('duration', 5);
const connections = flag('connections', 10);
const tutors = flag('tutors', 10_000);
const classes = flag('classes', 50_000);

const headers = (uid) => ({
  DeviceID: 'BenchDevice00001',
  LangID: '1',
  Environment: 'Dev',
  ...(uid ? { Authorization: mintEmulatorToken(uid, { email: `${uid}@demo.test`, expiresInSeconds: 3600 }) } : {}),
});

/** The read and the write of the throughput table. */
const READ = { name: 'read: GetPrivateClass (demo tutor)', path: '/GetPrivateClass?PageSize=20', uid: 'demo-tutor-uid' };
const WRITE = {
  name: 'write: SaveUserProfile (demo student)',
  path: '/SaveUserProfile',
  uid: 'demo-student-uid',
  method: 'POST',
  body: JSON.stringify({ Role: 2, FirstName: 'Ravi', LastName: 'Kumar', TimeZone: 'Asia/Kolkata' }),
};
const THROUGHPUT_CONNECTIONS = [10, 50];

// Issue 39: a tutor's open slots over their 12-week horizon (at the scale seed, with 500 classes on their calendar),
// and the search by free time over every tutor's hours (10,000 at the scale seed).
const HORIZON_FROM = new Date().toISOString();
const HORIZON_TO = new Date(Date.now() + 84 * 86_400_000).toISOString();
const OPEN_SLOTS = 'GetOpenSlots (demo-tutor, 12 weeks)';
const FREE_SEARCH = 'SearchTutors (free Mon, Wed 18–21 New York)';
/** Budgets of issue 39 on the scale seed's p97.5 (autocannon reports p97.5, not p95: a stricter figure). */
const ISSUE_39_BUDGETS = { [OPEN_SLOTS]: 50, [FREE_SEARCH]: 300 };

// The public reads are timed as the demo student: signed out, they are limited to 120 a minute per client (issue 40,
// src/domain/public-reads.ts), which a load test from one address passes in its first second. Same handler, same work.
const PUBLIC = 'demo-student-uid';
const CASES = [
  { name: OPEN_SLOTS, path: `/GetOpenSlots?Slug=demo-tutor&From=${encodeURIComponent(HORIZON_FROM)}&To=${encodeURIComponent(HORIZON_TO)}&Minutes=60`, uid: PUBLIC },
  { name: FREE_SEARCH, path: `/SearchTutors?${new URLSearchParams({ FreeDays: '1,3', FreeFrom: '18:00', FreeTo: '21:00', TimeZone: 'America/New_York', PageSize: '20' })}`, uid: PUBLIC },
  { name: 'SearchTutors (Query=a, TopicID=1, PriceAsc)', path: '/SearchTutors?Query=a&TopicID=1&Sort=PriceAsc&PageSize=20', uid: PUBLIC },
  { name: 'SearchTutors (no filter, by name, page 3)', path: '/SearchTutors?Page=3&PageSize=20', uid: PUBLIC },
  { name: 'GetPrivateClass (demo tutor)', path: '/GetPrivateClass?PageSize=20', uid: 'demo-tutor-uid' },
  { name: 'GetTutorPublicProfile (demo-tutor, courses)', path: '/GetTutorPublicProfile?Slug=demo-tutor&IncludeCourses=true', uid: PUBLIC },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const ADMIN_SECRET = randomBytes(16).toString('hex');

async function withServer(seedArgs, run) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-mock-'));
  const port = await freePort();
  const started = Date.now();
  const child = spawn('node', [join(root, 'mock-server/server.mjs'), '--reset', '--port', String(port), '--data', join(dir, 'store.sqlite'), '--any-uid', ...seedArgs], {
    // --any-uid: the bench mints tokens for uids of its own, and no Auth emulator runs beside this mock. MOCK_SMTP=off:
    // no mail catcher runs either, so the mails (bookings, reminders) are recorded in the outbox, not sent.
    env: { ...process.env, MOCK_LOG: '0', MOCK_ADMIN_SECRET: ADMIN_SECRET, MOCK_SMTP: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/__admin/health`, 180_000);
    const ready = ((Date.now() - started) / 1000).toFixed(1);
    return await run(`http://127.0.0.1:${port}`, ready);
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One operation under autocannon: requests/s and p99, after checking it answers 200. */
async function load(url, op, connectionCount) {
  const init = { method: op.method ?? 'GET', headers: { ...headers(op.uid), ...(op.body ? { 'Content-Type': 'application/json' } : {}) }, ...(op.body ? { body: op.body } : {}) };
  const check = await fetch(url + op.path, init);
  if (check.status !== 200) throw new Error(`${op.name}: HTTP ${check.status} ${await check.text()}`);
  const r = await autocannon({ url: url + op.path, method: init.method, headers: init.headers, body: op.body, connections: connectionCount, duration });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${op.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99 };
}

async function throughput(url) {
  const rows = {};
  for (const connectionCount of THROUGHPUT_CONNECTIONS) {
    rows[connectionCount] = { read: await load(url, READ, connectionCount), write: await load(url, WRITE, connectionCount) };
  }
  return rows;
}

async function measure(url) {
  const results = {};
  for (const c of CASES) results[c.name] = await load(url, c, connections);
  return results;
}

const PUSH_MESSAGES = 200;
const PUSH_BUDGET_P95_MS = 1000;

/** The caller's stream, parsed as it arrives: `onEvent(type, data)` for each event. */
async function openStream(url, uid, onEvent) {
  const controller = new AbortController();
  const response = await fetch(`${url}/StreamEvents`, { headers: headers(uid), signal: controller.signal });
  if (response.status !== 200) throw new Error(`StreamEvents: HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let ready;
  const up = new Promise((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (type === 'ready') ready();
        else if (type && data) onEvent(type, JSON.parse(data));
      }
    }
  })();
  await up;
  return () => controller.abort();
}

/**
 * Issue 41: 200 messages between the demo tutor and the demo student, each timed from its send to its arrival on the
 * other's open stream. Messages are limited to 10 a minute per sender: the mock's test clock moves a minute on after
 * every 10 of each. The baseline of the same run: the send's own round trip (answered when stored).
 */
async function pushLatency(url) {
  const people = ['demo-tutor-uid', 'demo-student-uid'];
  const waiting = new Map();
  const closers = await Promise.all(
    people.map((uid) =>
      openStream(url, uid, (type, data) => {
        if (type !== 'message.sent' || data.Message.SenderID === uid) return;
        waiting.get(data.Message.Text)?.(performance.now());
      }),
    ),
  );
  const delivery = [];
  const send = [];
  try {
    for (let i = 0; i < PUSH_MESSAGES; i += 1) {
      if (i > 0 && i % 20 === 0) {
        const clock = await (await fetch(`${url}/__admin/clock`, { headers: { 'X-Admin-Secret': ADMIN_SECRET } })).json();
        await fetch(`${url}/__admin/clock`, { method: 'POST', headers: { 'X-Admin-Secret': ADMIN_SECRET, 'Content-Type': 'application/json' }, body: JSON.stringify({ offsetMs: clock.offsetMs + 61_000 }) });
      }
      const from = people[i % 2];
      const to = people[(i + 1) % 2];
      const text = `Bench message ${i + 1}`;
      const arrived = new Promise((resolve) => waiting.set(text, resolve));
      const started = performance.now();
      const answer = await fetch(`${url}/SendMessage`, { method: 'POST', headers: { ...headers(from), 'Content-Type': 'application/json' }, body: JSON.stringify({ To: to, Text: text }) });
      send.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`SendMessage ${i + 1}: HTTP ${answer.status} ${await answer.text()}`);
      // The instant it arrived (it may come before the send's answer).
      delivery.push((await arrived) - started);
      waiting.delete(text);
    }
  } finally {
    for (const close of closers) close();
  }
  const at = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)];
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    delivery: { p50: round(at(delivery, 0.5)), p95: round(at(delivery, 0.95)), max: round(Math.max(...delivery)) },
    send: { p50: round(at(send, 0.5)), p95: round(at(send, 0.95)) },
  };
}

console.log(`Mock backend benchmark: ${connections} connections, ${duration}s per operation.`);
const demo = await withServer(['--seed', 'demo'], async (url, ready) => {
  console.log(`demo seed ready in ${ready}s`);
  return { latency: await measure(url), throughput: await throughput(url), push: await pushLatency(url) };
});
const scale = await withServer(['--tutors', String(tutors), '--classes', String(classes)], async (url, ready) => {
  console.log(`scale seed (${tutors} tutors, ${classes} classes) ready in ${ready}s`);
  return { latency: await measure(url), throughput: await throughput(url) };
});

const pad = (v, n) => String(v).padStart(n);
console.log(`\n${'operation'.padEnd(46)} ${pad('demo p50', 9)} ${pad('p99', 6)} ${pad('scale p50', 10)} ${pad('p99', 6)} ${pad('p50 ×', 7)} ${pad('p99 ×', 7)} ${pad('scale req/s', 12)}`);
for (const c of CASES) {
  const d = demo.latency[c.name];
  const s = scale.latency[c.name];
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(1) : 'n/a');
  console.log(
    `${c.name.padEnd(46)} ${pad(`${d.p50} ms`, 9)} ${pad(d.p99, 6)} ${pad(`${s.p50} ms`, 10)} ${pad(s.p99, 6)} ${pad(ratio(s.p50, Math.max(d.p50, 1)), 7)} ${pad(ratio(s.p99, Math.max(d.p99, 1)), 7)} ${pad(Math.round(s.rps), 12)}`,
  );
}
console.log('\nRatios divide the scale figure by the demo baseline of this run (a baseline under 1 ms counts as 1 ms).');
const issue39 = [];
for (const [name, budget] of Object.entries(ISSUE_39_BUDGETS)) {
  const s = scale.latency[name];
  console.log(`${name} at the scale seed: p97.5 ${s.p97_5} ms (budget ${budget} ms)`);
  if (s.p97_5 >= budget) issue39.push(`${name}: p97.5 ${s.p97_5} ms ≥ ${budget} ms`);
}

console.log(`\nThroughput, ${duration}s each: ${READ.name}; ${WRITE.name}`);
console.log(`${'seed'.padEnd(6)} ${pad('conns', 5)} ${pad('reads/s', 9)} ${pad('read p99', 9)} ${pad('writes/s', 9)} ${pad('write p99', 10)} ${pad('writes/reads', 13)}`);
const problems = [...issue39];
for (const [seedName, result] of [['demo', demo], ['scale', scale]]) {
  for (const connectionCount of THROUGHPUT_CONNECTIONS) {
    const { read, write } = result.throughput[connectionCount];
    const ratio = write.rps / read.rps;
    console.log(`${seedName.padEnd(6)} ${pad(connectionCount, 5)} ${pad(Math.round(read.rps), 9)} ${pad(`${read.p99} ms`, 9)} ${pad(Math.round(write.rps), 9)} ${pad(`${write.p99} ms`, 10)} ${pad(ratio.toFixed(2), 13)}`);
    if (connectionCount === 50 && ratio < 0.5) problems.push(`${seedName}, 50 connections: writes/reads ${ratio.toFixed(2)} < 0.5`);
    if (connectionCount === 50 && seedName === 'scale' && write.p99 >= 100) problems.push(`scale, 50 connections: write p99 ${write.p99} ms ≥ 100 ms`);
  }
}
const { push } = demo;
console.log(`\nPush (issue 41), ${PUSH_MESSAGES} messages between two clients with their streams open, demo seed:`);
console.log(`  send → arrival on the other's stream: p50 ${push.delivery.p50} ms, p95 ${push.delivery.p95} ms, max ${push.delivery.max} ms (budget p95 < ${PUSH_BUDGET_P95_MS} ms)`);
console.log(`  baseline, the send's own round trip: p50 ${push.send.p50} ms, p95 ${push.send.p95} ms; p95 delivery / p95 send = ${(push.delivery.p95 / Math.max(push.send.p95, 0.1)).toFixed(2)}`);
if (push.delivery.p95 >= PUSH_BUDGET_P95_MS) problems.push(`push delivery p95 ${push.delivery.p95} ms ≥ ${PUSH_BUDGET_P95_MS} ms`);
if (problems.length > 0) {
  console.error(`Budgets missed: ${problems.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('Budgets met: writes ≥ 0.5 × reads at 50 connections at both seeds; write p99 < 100 ms at 50 connections at the scale seed; push delivery p95 < 1 s.');
}
