// npm test: installs what is missing, then runs every check in order and stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';
import { root } from './services.mjs';

ensureDeps();

const reports = `${root}test-results`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => `${root}node_modules/.bin/${name}`;

const steps = [
  { name: 'typecheck', command: [bin('tsc'), '--noEmit', '-p', '.'] },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'] },
  {
    name: 'openapi lint',
    command: [bin('redocly'), 'lint', '--config', 'openapi/redocly.yaml', 'openapi/backend.yaml', 'openapi/cloud-functions.yaml'],
  },
  { name: 'client drift', command: ['node', `${root}scripts/check-client-drift.mjs`] },
  { name: 'reserved slugs drift', command: ['node', `${root}scripts/generate-reserved-slugs.mjs`, '--check'] },
  {
    name: 'unit + component tests',
    command: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
    report: `${reports}/vitest.json`,
    counts: () => {
      const report = JSON.parse(readFileSync(`${reports}/vitest.json`, 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    },
  },
  // The contract project of the step above wrote pacts/; every operation of both documents must appear there.
  { name: 'pact coverage', command: ['node', `${root}scripts/check-pact-coverage.mjs`] },
  { name: 'bundle check', command: ['node', `${root}scripts/check-bundle.mjs`] },
  { name: 'offline build', command: [bin('vite'), 'build', '--mode', 'offline', '--logLevel', 'warn'] },
  {
    name: 'end-to-end tests',
    command: [bin('playwright'), 'test'],
    counts: () => {
      const report = JSON.parse(readFileSync(`${reports}/playwright.json`, 'utf8'));
      return { passed: report.stats.expected, failed: report.stats.unexpected };
    },
    report: `${reports}/playwright.json`,
  },
  // The rows the payment fault cases of both layers wrote above: one table, nothing lost, no extra capture kept.
  { name: 'payment fault table', command: ['node', `${root}scripts/payment-fault-table.mjs`] },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const summary = () => `${passed} passed, ${failed} failed`;
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const [cmd, ...args] = step.command;
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.counts && existsSync(step.report)) {
    const counts = step.counts();
    passed += counts.passed;
    failed += counts.failed;
  }
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds}s`);
    failed = Math.max(failed, 1);
    console.log(summary());
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} (${seconds}s)`);
}
console.log(summary());
