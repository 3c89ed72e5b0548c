import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { checkProductionEnv } from '../../../src/adapters/composition/production-env.mjs';
import { HSTS, headerOptions, headerRules, headersForPath, hostingConfig, IMMUTABLE, securityHeaders } from '../../../scripts/security-headers.mjs';

const root = new URL('../../../', import.meta.url);
const directives = (csp: string) => new Map(csp.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));

const ENV = {
  VITE_BACKEND_URL: 'https://api.tutorhub.example/v1',
  VITE_FUNCTIONS_URL: 'https://asia-south1-tutorhub.cloudfunctions.net',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'tutorhub.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'tutorhub',
  VITE_RAZORPAY_KEY_ID: 'rzp_live_x',
  VITE_PAYMENT_ORIGINS: 'https://pay.example.com, not an origin',
  VITE_IMAGE_ORIGINS: 'https://images.tutorhub.example',
  VITE_CSP_REPORT_URL: 'https://reports.tutorhub.example/csp',
};

describe('hosting headers', () => {
  it("firebase.json's hosting block is what the production configuration gives (npm run hosting:headers writes it)", () => {
    const firebase = JSON.parse(readFileSync(new URL('firebase.json', root), 'utf8'));
    expect(firebase.hosting).toEqual(hostingConfig(loadEnv('production', root.pathname, 'VITE_')));
    expect(firebase.emulators.auth).toBeDefined();
  });

  it('production: no inline script, the fixed directives, and the configured origins where they belong', () => {
    const csp = directives(securityHeaders(headerOptions('production', ENV))['Content-Security-Policy']!);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://checkout.razorpay.com']));
    expect(csp.get('script-src')!.join(' ')).not.toMatch(/unsafe|\*|https:$|data:|blob:/);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://pay.example.com']);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.tutorhub.example',
        'https://asia-south1-tutorhub.cloudfunctions.net',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://api.razorpay.com',
        'wss://*.agora.io:*',
      ]),
    );
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://tutorhub.firebaseapp.com', 'https://api.razorpay.com']));
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    // Images: the backend's uploads and the configured image origins; no other host, no data:.
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:', 'https://api.tutorhub.example', 'https://images.tutorhub.example']);
  });

  it('production: HSTS for a year with subdomains, COOP that keeps the app its popups, violations reported to the configured URL', () => {
    const headers = securityHeaders(headerOptions('production', ENV));
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(Number(/max-age=(\d+)/.exec(HSTS)![1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headers['Reporting-Endpoints']).toBe('csp-endpoint="https://reports.tutorhub.example/csp"');
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp.get('report-to')).toEqual(['csp-endpoint']);
    expect(csp.get('report-uri')).toEqual(['https://reports.tutorhub.example/csp']);
  });

  it('production without VITE_CSP_REPORT_URL reports nowhere; a URL that would break the header is refused', () => {
    const headers = securityHeaders(headerOptions('production', { ...ENV, VITE_CSP_REPORT_URL: '' }));
    expect(headers['Reporting-Endpoints']).toBeUndefined();
    expect(headers['Content-Security-Policy']).not.toMatch(/report-(to|uri)/);
    expect(() => securityHeaders(headerOptions('production', { ...ENV, VITE_CSP_REPORT_URL: 'https://r.example/x; script-src *' }))).toThrow(
      /CSP report URL cannot hold/,
    );
  });

  it('a custom Razorpay script URL moves script-src to its origin', () => {
    const csp = securityHeaders(headerOptions('production', { ...ENV, VITE_RAZORPAY_SCRIPT_URL: 'https://cdn.pay.example/checkout.js' }));
    const scriptSrc = directives(csp['Content-Security-Policy']!).get('script-src');
    expect(scriptSrc).toContain('https://cdn.pay.example');
    expect(scriptSrc).not.toContain('https://checkout.razorpay.com');
  });

  it('offline: only this origin and the Auth emulator; no inline style either; reports to the mock through this origin; no HSTS', () => {
    const headers = securityHeaders(headerOptions('offline', {}, { authEmulatorUrl: 'http://127.0.0.1:9129' }));
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:']);
    // report-uri only: Chromium never sends Reporting API reports to an http endpoint.
    expect(csp.get('report-uri')).toEqual(['/__csp-report']);
    expect(csp.get('report-to')).toBeUndefined();
    expect(headers['Reporting-Endpoints']).toBeUndefined();
    // Plain http on localhost: browsers ignore HSTS there, and it would pin localhost to https if ever served so.
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9129']);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(headers['Permissions-Policy']).toMatch(/^camera=\(self\), microphone=\(self\), display-capture=\(self\), payment=\(\)/);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('hashed assets are immutable; the page and every SPA route are no-cache (the last matching rule wins)', () => {
    const rules = headerRules({ 'X-Content-Type-Options': 'nosniff' });
    expect(headersForPath(rules, '/assets/index-abc123.js')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': IMMUTABLE });
    for (const path of ['/', '/index.html', '/tutor-dashboard', '/course/some-tutor']) {
      expect(headersForPath(rules, path)['Cache-Control']).toBe('no-cache');
    }
  });
});

describe('production variables', () => {
  it('names each missing or malformed required variable', () => {
    expect(checkProductionEnv(ENV)).toEqual([]);
    const problems = checkProductionEnv({ ...ENV, VITE_BACKEND_URL: ' ', VITE_FIREBASE_API_KEY: undefined, VITE_FUNCTIONS_URL: 'ftp://x' });
    expect(problems.map((p) => `${p.name}: ${p.problem}`)).toEqual([
      'VITE_BACKEND_URL: missing',
      'VITE_FUNCTIONS_URL: not an http(s) URL',
      'VITE_FIREBASE_API_KEY: missing',
    ]);
  });
});
