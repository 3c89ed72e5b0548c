// Benchmark of the mock backend (not part of npm test): p50/p99 latency of search, list and public-page reads on the
// demo seed (baseline) and on the scale seed, each server in its own process with a temp data file, measured with
// autocannon in this process. Prints the scale/demo ratio of each figure.
//
//   node scripts/bench-mock.mjs [--duration 5] [--connections 10] [--tutors 10000] [--classes 50000]
import { spawn } from 'node:child_process';
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
  ...(uid ? { Authorization: mintEmulatorToken(uid, { expiresInSeconds: 3600 }) } : {}),
});

const CASES = [
  { name: 'SearchTutors (Query=a, TopicID=1, PriceAsc)', path: '/SearchTutors?Query=a&TopicID=1&Sort=PriceAsc&PageSize=20', uid: null },
  { name: 'SearchTutors (no filter, by name, page 3)', path: '/SearchTutors?Page=3&PageSize=20', uid: null },
  { name: 'GetPrivateClass (demo tutor)', path: '/GetPrivateClass?PageSize=20', uid: 'demo-tutor-uid' },
  { name: 'GetTutorPublicProfile (demo-tutor, courses)', path: '/GetTutorPublicProfile?Slug=demo-tutor&IncludeCourses=true', uid: null },
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

async function withServer(seedArgs, run) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-mock-'));
  const port = await freePort();
  const started = Date.now();
  const child = spawn('node', [join(root, 'mock-server/server.mjs'), '--reset', '--port', String(port), '--data', join(dir, 'store.sqlite'), '--any-uid', ...seedArgs], {
    // --any-uid: the bench mints tokens for uids of its own, and no Auth emulator runs beside this mock.
    env: { ...process.env, MOCK_LOG: '0' },
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

async function measure(url) {
  const results = {};
  for (const c of CASES) {
    const check = await fetch(url + c.path, { headers: headers(c.uid) });
    if (check.status !== 200) throw new Error(`${c.name}: HTTP ${check.status} ${await check.text()}`);
    const r = await autocannon({ url: url + c.path, headers: headers(c.uid), connections, duration });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${c.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results[c.name] = { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average };
  }
  return results;
}

console.log(`Mock backend benchmark: ${connections} connections, ${duration}s per operation.`);
const demo = await withServer(['--seed', 'demo'], async (url, ready) => {
  console.log(`demo seed ready in ${ready}s`);
  return measure(url);
});
const scale = await withServer(['--tutors', String(tutors), '--classes', String(classes)], async (url, ready) => {
  console.log(`scale seed (${tutors} tutors, ${classes} classes) ready in ${ready}s`);
  return measure(url);
});

const pad = (v, n) => String(v).padStart(n);
console.log(`\n${'operation'.padEnd(46)} ${pad('demo p50', 9)} ${pad('p99', 6)} ${pad('scale p50', 10)} ${pad('p99', 6)} ${pad('p50 ×', 7)} ${pad('p99 ×', 7)} ${pad('scale req/s', 12)}`);
for (const c of CASES) {
  const d = demo[c.name];
  const s = scale[c.name];
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(1) : 'n/a');
  console.log(
    `${c.name.padEnd(46)} ${pad(`${d.p50} ms`, 9)} ${pad(d.p99, 6)} ${pad(`${s.p50} ms`, 10)} ${pad(s.p99, 6)} ${pad(ratio(s.p50, Math.max(d.p50, 1)), 7)} ${pad(ratio(s.p99, Math.max(d.p99, 1)), 7)} ${pad(Math.round(s.rps), 12)}`,
  );
}
console.log('\nRatios divide the scale figure by the demo baseline of this run (a baseline under 1 ms counts as 1 ms).');
