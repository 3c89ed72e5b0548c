import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/** The design's screenshots (tests/screens): the end-to-end tests' stack and browser, one page at a time. */
export default defineConfig({
  ...e2e,
  testDir: 'tests/screens',
  globalSetup: './tests/e2e/global-setup.ts',
  reporter: [['list']],
  outputDir: 'test-results/screens',
  projects: [{ name: 'screens', use: { ...e2e.projects?.[0]?.use } }],
});
