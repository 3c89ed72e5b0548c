import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with `npm start`
import { E2E_STACKS, offlineServices, WEB_URL } from './scripts/services.mjs';

/**
 * One offline stack (web, mock, Auth emulator) per worker: E2E_STACKS of them (scripts/test.mjs sets 2; 1 when unset), each
 * on its own ports, build and data (scripts/services.mjs), since a worker's tests share its mock's data, its test clock
 * and its demo accounts. Whole files go to a worker (fullyParallel: false), so a spec's tests still run in order on one
 * stack. In a worker, WEB_URL (baseURL) and every helper's MOCK_URL are its own stack's (TEST_PARALLEL_INDEX).
 */
const stacks = Array.from({ length: E2E_STACKS as number }, (_, stack) => stack);
const services = stacks.flatMap((stack) => offlineServices({ web: 'preview', stack })) as {
  name: string;
  command: string[];
  readyUrl: string;
  env: Record<string, string>;
}[];

/** End-to-end tests in Debian's Chromium against the offline product (Playwright cannot download browsers here). */
export default defineConfig({
  testDir: 'tests/e2e',
  // After the webServers answer: seeds each stack's Auth emulator's demo accounts (each service's afterReady step).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: stacks.length,
  // No retries: a test that passes only sometimes fails the run and is fixed, not retried into a pass.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Traces and screenshots of failures. A subfolder, because Playwright empties it at start and test-results/ also
  // holds the vitest report and the payment fault rows (tests/payment-faults/ledger.ts) written before this step.
  outputDir: 'test-results/playwright',
  use: {
    baseURL: WEB_URL as string,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: services.map((service) => ({
    command: service.command.map((part) => JSON.stringify(part)).join(' '),
    url: service.readyUrl,
    env: service.env,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Lets the Auth emulator export its accounts before it stops (usually well under a second; a busy machine may need
    // more). After the timeout Playwright kills the command's group; the firebase CLI, in its own group, is tethered to
    // the wrapper and stops too (scripts/tether.mjs), without its export if the wrapper had to be killed mid-export.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  })),
});
