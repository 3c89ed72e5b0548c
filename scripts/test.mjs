// npm test: installs what is missing, then runs every check in order and stops at the first failure.
// Nothing outlives it. Each step runs in its own process group, tethered to this process (scripts/tether.mjs): when a
// step ends, passed or failed, whatever is left in its group is stopped; Ctrl-C (SIGINT), SIGTERM and SIGHUP are passed
// to the running step's group (a second one kills it) and the run stops; if this process is killed outright, the
// step notices and stops its group itself. The services a step starts (Playwright's webServers, the integration
// tests' Auth emulator) are tethered to the step the same way, and this process to whatever started it (npm, CI).
import './tether.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';
import { root, TETHER } from './services.mjs';

ensureDeps();

const reports = `${root}test-results`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => `${root}node_modules/.bin/${name}`;
const E2E_STACKS = process.env.E2E_STACKS ?? '2';

const steps = [
  { name: 'typecheck', command: [bin('tsc'), '--noEmit', '-p', '.'] },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'] },
  {
    name: 'openapi lint',
    command: [bin('redocly'), 'lint', '--config', 'openapi/redocly.yaml', 'openapi/backend.yaml', 'openapi/cloud-functions.yaml'],
  },
  { name: 'reserved slugs drift', command: ['node', `${root}scripts/generate-reserved-slugs.mjs`, '--check'] },
  {
    // Every Vitest project but the Pact provider verification, which reads the pacts the contract project writes here.
    name: 'unit + component tests',
    command: [bin('vitest'), 'run', '--project', '!provider', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
    report: `${reports}/vitest.json`,
    counts: () => {
      const report = JSON.parse(readFileSync(`${reports}/vitest.json`, 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    },
  },
  {
    // Its own step, after the pacts are written: Vitest 5 collects a project's files before an earlier group has run,
    // so `sequence.groupOrder` no longer kept it behind the contract project.
    name: 'pact verification',
    command: [bin('vitest'), 'run', '--project', 'provider', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest-provider.json`],
    report: `${reports}/vitest-provider.json`,
    counts: () => {
      const report = JSON.parse(readFileSync(`${reports}/vitest-provider.json`, 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    },
  },
  // The contract project wrote pacts/; every operation of both documents must appear there.
  { name: 'pact coverage', command: ['node', `${root}scripts/check-pact-coverage.mjs`] },
  { name: 'bundle check', command: ['node', `${root}scripts/check-bundle.mjs`] },
  // The component catalogue (Storybook, built to storybook-static/) and axe on every story at a desktop and a phone width.
  { name: 'catalogue build', command: [bin('storybook'), 'build', '--quiet', '-o', 'storybook-static'] },
  {
    name: 'catalogue axe',
    command: [bin('playwright'), 'test', '-c', 'playwright.catalogue.config.ts'],
    counts: () => {
      const report = JSON.parse(readFileSync(`${reports}/catalogue.json`, 'utf8'));
      return { passed: report.stats.expected, failed: report.stats.unexpected };
    },
    report: `${reports}/catalogue.json`,
  },
  // The end-to-end tests run in E2E_STACKS Playwright workers, each against an offline stack of its own (web, mock, Auth
  // emulator on the ports 20·i above the base ones; scripts/services.mjs): 2 here unless E2E_STACKS says otherwise.
  { name: 'offline build', command: ['node', `${root}scripts/build-offline.mjs`], env: { E2E_STACKS: E2E_STACKS } },
  {
    name: 'end-to-end tests',
    command: [bin('playwright'), 'test'],
    env: { E2E_STACKS: E2E_STACKS },
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

/** The running step's process group, if any. */
let current = null;
let interrupted = null;
const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // the group is empty
  }
};
const interrupt = (signal) => () => {
  if (current && interrupted) signalGroup(current.pid, 'SIGKILL');
  else if (current) signalGroup(current.pid, signal);
  interrupted ??= signal;
  if (!current) process.exit(130);
};
process.on('SIGINT', interrupt('SIGINT'));
process.on('SIGTERM', interrupt('SIGTERM'));
process.on('SIGHUP', interrupt('SIGHUP'));
process.on('exit', () => {
  if (current) signalGroup(current.pid, 'SIGKILL');
});

/** Runs one step in its own process group; resolves with its exit status once it and what is left of its group stop. */
function runStep([cmd, ...args], env = {}) {
  const script = cmd === 'node' ? args.shift() : cmd;
  const child = spawn(process.execPath, ['--import', TETHER, script, ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, FORCE_COLOR: '0', TETHER_GROUP: '1' },
    detached: process.platform !== 'win32',
  });
  current = child;
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      // Whatever the step left in its group (a worker, a server) is stopped before the next step or the exit.
      signalGroup(child.pid, 'SIGTERM');
      current = null;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const status = await runStep(step.command, step.env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.counts && existsSync(step.report)) {
    const counts = step.counts();
    passed += counts.passed;
    failed += counts.failed;
  }
  if (status !== 0 || interrupted) {
    console.error(`\n✗ ${step.name} ${interrupted ? `interrupted (${interrupted})` : 'failed'} after ${seconds}s`);
    failed = Math.max(failed, 1);
    console.log(summary());
    process.exit(interrupted ? 130 : status);
  }
  console.log(`✓ ${step.name} (${seconds}s)`);
}
console.log(summary());
