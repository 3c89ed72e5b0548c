import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { checkProductionEnv } from '../../../src/adapters/composition/production-env.mjs';
import { headerOptions, headerRules, headersForPath, hostingConfig, IMMUTABLE, securityHeaders } from '../../../scripts/security-headers.mjs';

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
  });

  it('a custom Razorpay script URL moves script-src to its origin', () => {
    const csp = securityHeaders(headerOptions('production', { ...ENV, VITE_RAZORPAY_SCRIPT_URL: 'https://cdn.pay.example/checkout.js' }));
    const scriptSrc = directives(csp['Content-Security-Policy']!).get('script-src');
    expect(scriptSrc).toContain('https://cdn.pay.example');
    expect(scriptSrc).not.toContain('https://checkout.razorpay.com');
  });

  it('offline: only this origin and the Auth emulator; no inline style either', () => {
    const headers = securityHeaders(headerOptions('offline', {}, { authEmulatorUrl: 'http://127.0.0.1:9129' }));
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
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
