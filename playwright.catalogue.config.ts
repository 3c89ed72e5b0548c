import { defineConfig, devices } from '@playwright/test';

/** The component catalogue's test: axe on every story of the built catalogue (storybook-static/), in Debian's Chromium. */
const port = Number(process.env.CATALOGUE_PORT ?? 6106);
export default defineConfig({
  testDir: 'tests/catalogue',
  // Two workers: this step runs alone (scripts/test.mjs), and the machines have two cores.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/catalogue.json' }]],
  outputDir: 'test-results/catalogue',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
  },
  // One project: each test checks its story at both widths (tests/catalogue/stories.spec.ts).
  projects: [{ name: 'catalogue', use: { ...devices['Desktop Chrome'] } }],
  webServer: { command: `node scripts/serve-static.mjs storybook-static ${port}`, url: `http://localhost:${port}/index.json`, reuseExistingServer: false, timeout: 30_000 },
});
