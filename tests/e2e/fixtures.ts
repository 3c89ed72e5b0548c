// The end-to-end tests' `test` and `expect`: Playwright's, plus an automatic guard that fails a test after it ran when
// any page of any of its browser contexts (the default one and those a test opens with browser.newContext) reported a
// Content-Security-Policy violation. `vite preview` serves the offline build with the production policy's rules
// (scripts/security-headers.mjs), so every journey runs under it. Two-sided journeys take `tutor` and `student`: a page
// each, in browser contexts of their own (with the test's `permissions`), closed when the test is over.
import { test as base, expect, type Browser, type BrowserContext, type Page, type PlaywrightTestOptions } from '@playwright/test';

export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blockedURI: string;
  documentURI: string;
  sourceFile: string;
  line: number;
  sample: string;
}

const BINDING = '__reportCspViolation';

async function guard(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        documentURI: event.documentURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      });
    });
  }, BINDING);
}

/** A page in a browser context of its own, made after the CSP guard is in place (so it is watched), closed at the end. */
async function ownPage(browser: Browser, permissions: PlaywrightTestOptions['permissions'], provide: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ permissions });
  try {
    await provide(await context.newPage());
  } finally {
    await context.close();
  }
}

export const test = base.extend<{ cspViolations: CspViolation[]; tutor: Page; student: Page }>({
  /** Every violation seen during the test; a test that provokes one on purpose takes it out (splice) before it ends. */
  cspViolations: [
    async ({ browser, context }, provide) => {
      const violations: CspViolation[] = [];
      const guarded = new WeakSet<BrowserContext>([context]);
      await guard(context, violations);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const created = await newContext.apply(browser, args);
        if (!guarded.has(created)) {
          guarded.add(created);
          await guard(created, violations);
        }
        return created;
      };
      try {
        await provide(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(
        violations.map((v) => `${v.directive} blocked ${v.blockedURI || '(inline)'} on ${v.documentURI} ${v.sourceFile}:${v.line} ${v.sample}`.trim()),
        'Content-Security-Policy violations',
      ).toEqual([]);
    },
    { auto: true },
  ],
  tutor: async ({ browser, permissions, cspViolations }, provide) => {
    void cspViolations;
    await ownPage(browser, permissions, provide);
  },
  student: async ({ browser, permissions, cspViolations }, provide) => {
    void cspViolations;
    await ownPage(browser, permissions, provide);
  },
});

export { expect };
