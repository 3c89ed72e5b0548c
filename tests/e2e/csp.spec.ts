// The preview sends the hosting headers (scripts/security-headers.mjs) for the offline profile, on the page and on
// every SPA route, and the violation guard of fixtures.ts sees what the policy blocks.
import { expect, test } from './fixtures';
// @ts-expect-error plain ESM helper shared with `npm start`
import { AUTH_EMULATOR_URL, MOCK_URL, OFFLINE_OUT_DIR, root } from '../../scripts/services.mjs';
import { headerOptions, IMMUTABLE, securityHeaders } from '../../scripts/security-headers.mjs';
import { inlineStyleHashes } from '../../scripts/vite-plugin-hosting.mjs';

// index.html inlines the entry's stylesheet; the policy allows that one element by its hash, no other inline style.
const styleHashes = inlineStyleHashes(`${root as string}${OFFLINE_OUT_DIR as string}/index.html`);
const expected = securityHeaders({ ...headerOptions('offline', {}, { authEmulatorUrl: AUTH_EMULATOR_URL as string }), styleHashes });

test('the page and an SPA route carry the security headers and no-cache; hashed assets are immutable', async ({ page, request }) => {
  for (const path of ['/', '/tutor-search']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    for (const [key, value] of Object.entries(expected)) expect(headers[key.toLowerCase()], `${key} on ${path}`).toBe(value);
    expect(headers['cache-control']).toBe('no-cache');
  }
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  expect((await request.get(script!)).headers()['cache-control']).toBe(IMMUTABLE);
  expect(expected['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(styleHashes).toHaveLength(1);
  expect(expected['Content-Security-Policy']).toContain(`style-src 'self' ${styleHashes[0]}`);
  // The inlined stylesheet applies: the header has its colour before any stylesheet request.
  await expect(page.locator('.app-header')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('an inline script is blocked and reported to the guard', async ({ page, cspViolations }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  expect(cspViolations.splice(0).map((v) => v.directive)).toContain('script-src-elem');
});

test('the page keeps its popups (COOP same-origin-allow-popups): a popup of another origin reaches its opener', async ({ page }) => {
  // Google sign-in (Firebase's signInWithPopup: the auth domain's handler answers through window.opener and the opener
  // polls popup.closed) and a payment provider's popup (3-D Secure, wallets) both need this; COOP same-origin cuts it.
  const response = await page.goto('/login');
  expect(response!.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(response!.headers()['strict-transport-security']).toBeUndefined();
  await page.evaluate(() => {
    const own = window as unknown as { received: unknown[] };
    own.received = [];
    window.addEventListener('message', (event) => own.received.push({ data: event.data, origin: event.origin }));
  });
  const otherOrigin = new URL(MOCK_URL as string).origin;
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => {
      (window as unknown as { signInPopup: Window | null }).signInPopup = window.open(url, 'sign-in', 'popup,width=480,height=600');
    }, `${otherOrigin}/__admin/health`),
  ]);
  await popup.waitForLoadState();
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
  await popup.evaluate(() => window.opener.postMessage('signed-in', '*'));
  await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([{ data: 'signed-in', origin: otherOrigin }]);
  await popup.close();
  await expect.poll(() => page.evaluate(() => (window as unknown as { signInPopup: Window }).signInPopup.closed)).toBe(true);
});
