// The security and cache headers of the web app, generated in one place for both places that serve it:
//  - production: Firebase Hosting, written into firebase.json (`node scripts/hosting-headers.mjs --write`);
//  - offline: `vite preview` of the offline build (the plugin in vite.config.ts), so the end-to-end tests run under the
//    same policy with the offline origins.
// The origins and why each is allowed are listed in docs/security.md ("The production CSP").
import { readFileSync } from 'node:fs';
import { envValue, parseOrigins, RAZORPAY_SCRIPT_URL } from '../src/adapters/composition/production-env.mjs';
import { PAGE_FUNCTION } from './page-function.mjs';

/** Third-party origins the production bundle talks to, per service and directive. */
export const PRODUCTION_SERVICES = Object.freeze({
  // Razorpay Checkout: the script, its modal (an iframe of api.razorpay.com) and the script's own calls.
  razorpay: {
    'script-src': [], // the script URL's origin is added from VITE_RAZORPAY_SCRIPT_URL (default checkout.razorpay.com)
    'frame-src': ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  },
  // Firebase Auth: its REST APIs; Google sign-in (gapi loader and the auth domain's helper iframe); phone sign-in's
  // invisible reCAPTCHA (script and frame).
  firebaseAuth: {
    'script-src': ['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'], // + the auth domain
    'connect-src': ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  },
  // Agora (agora-rtc-sdk-ng 4.24): HTTPS to its access points, SDP endpoints, stats and log services; WebSocket to the
  // media gateways (wss://<ip>.edge.agora.io|edge.sd-rtn.com:<port>); a Web Worker started from a blob: URL.
  agora: {
    'connect-src': [
      'https://*.agora.io',
      'https://*.sd-rtn.com',
      'https://*.rtnsvc.com',
      'https://*.rtesvc.com',
      'wss://*.agora.io:*',
      'wss://*.sd-rtn.com:*',
      'wss://*.rtnsvc.com:*',
      'wss://*.rtesvc.com:*',
    ],
    'worker-src': ['blob:'],
  },
});

const originOf = (url) => new URL(url).origin;

/** The Reporting-Endpoints name the CSP's report-to directive refers to. */
export const CSP_REPORT_GROUP = 'csp-endpoint';
/** Offline, violation reports go to the mock backend's own endpoint, proxied by the web origin (scripts/services.mjs). */
export const OFFLINE_CSP_REPORT_PATH = '/__csp-report';
export const HSTS = 'max-age=31536000; includeSubDomains';
const unique = (list) => [...new Set(list)];

/**
 * The headers every response of the web app carries (Cache-Control aside).
 * @param {{
 *   profile: 'production' | 'offline',
 *   backendUrls?: string[],          production: VITE_BACKEND_URL and VITE_FUNCTIONS_URL (their origins are allowed)
 *   firebaseAuthDomain?: string,     production: VITE_FIREBASE_AUTH_DOMAIN (the sign-in helper iframe)
 *   razorpayScriptUrl?: string,      production: the Checkout script (its origin is allowed to run scripts)
 *   paymentOrigins?: string[],       production: hosted payment pages the payment form may post to
 *   imageOrigins?: string[],         production: where FileUpload's images live: the backend's origin and VITE_IMAGE_ORIGINS
 *   cspReportUrl?: string,           where browsers send CSP violation reports (production: VITE_CSP_REPORT_URL; offline:
 *                                    the mock's /__csp-report through the web origin); none: no reporting
 *   authEmulatorUrl?: string,        offline: the Auth emulator (the web origin serves everything else)
 *   styleHashes?: string[],          offline: hashes of index.html's inlined stylesheet (production allows inline styles)
 * }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders(options) {
  // The URL goes into two headers as it is: a space, ';', ',' or '"' would end the directive or the header's entry.
  if (options.cspReportUrl && /[\s;,"]/.test(options.cspReportUrl)) throw new Error(`CSP report URL cannot hold spaces, ';', ',' or '"': ${options.cspReportUrl}`);
  const production = options.profile === 'production';
  const services = production ? Object.values(PRODUCTION_SERVICES) : [];
  const from = (directive) => services.flatMap((service) => service[directive] ?? []);
  const csp = {
    'default-src': ["'self'"],
    // No 'unsafe-inline', no 'unsafe-eval': index.html has no inline script and no code is evaluated from strings.
    'script-src': ["'self'", ...(production ? [originOf(options.razorpayScriptUrl ?? RAZORPAY_SCRIPT_URL)] : []), ...from('script-src')],
    // The app sets no inline style (React applies style props through the CSSOM, which CSP does not govern); the
    // offline suite proves it under 'self'. In production Razorpay's checkout.js and Google's reCAPTCHA insert <style>
    // elements and style attributes, and agora-rtc-sdk-ng sets style attributes (setAttribute('style'), 12 places), so
    // production allows inline styles (never inline script); docs/security.md, "Inline styles", has the measurement.
    // index.html inlines the entry's stylesheet (first paint without a request): offline allows it by its hash.
    'style-src': ["'self'", ...(production ? ["'unsafe-inline'"] : (options.styleHashes ?? []))],
    // Profile photos and course covers are the files FileUpload stored: the backend's origin (offline the web origin's
    // /api/uploads), or VITE_IMAGE_ORIGINS where production keeps them elsewhere; an upload's preview is a blob: URL.
    // The app shows no data: image and no other host's.
    'img-src': ["'self'", 'blob:', ...(production ? (options.imageOrigins ?? []) : [])],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(production ? (options.backendUrls ?? []).map(originOf) : []),
      ...(production ? [] : options.authEmulatorUrl ? [originOf(options.authEmulatorUrl)] : []),
      ...from('connect-src'),
    ],
    'frame-src': ["'self'", ...from('frame-src'), ...(production && options.firebaseAuthDomain ? [`https://${options.firebaseAuthDomain}`] : [])],
    // Classroom video and audio play MediaStreams (srcObject); blob:/mediastream: for the SDK's own elements.
    'media-src': ["'self'", 'blob:', 'mediastream:'],
    'worker-src': ["'self'", ...from('worker-src')],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    // The payment wait screen posts the hosted payment form (offline: /__provider/hosted/pay on this origin).
    'form-action': ["'self'", ...(production ? (options.paymentOrigins ?? []) : [])],
    // Violations are reported: report-to (the Reporting API: Chromium, Safari) names the endpoint of Reporting-Endpoints;
    // browsers without it (Firefox) use report-uri, which the others ignore when report-to is there. Offline has
    // report-uri only: Chromium queues Reporting API reports for an http endpoint but never sends them (seen through
    // the DevTools protocol: queued, pending, queued again, no request), while report-uri's arrive at once.
    ...(options.cspReportUrl ? { 'report-uri': [options.cspReportUrl], ...(production ? { 'report-to': [CSP_REPORT_GROUP] } : {}) } : {}),
  };
  return {
    'Content-Security-Policy': Object.entries(csp)
      .map(([directive, sources]) => `${directive} ${unique(sources).join(' ')}`)
      .join('; '),
    ...(production && options.cspReportUrl ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${options.cspReportUrl}"` } : {}),
    // HTTPS only, for a year, subdomains included. Not offline: the preview is plain http on localhost, where browsers
    // ignore the header (RFC 6797 §8.1), and a localhost served over https once would keep every local port https-only.
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
    // A page that opens this app's window (window.open) gets no handle on it, nor it on them; the app's own popups keep
    // theirs: Google sign-in's (Firebase reads the result through window.opener) and the payment provider's.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': [
      'camera=(self)',
      'microphone=(self)',
      'display-capture=(self)',
      // Razorpay's checkout frame may offer wallets through the Payment Request API; nothing else may.
      production ? 'payment=(self "https://api.razorpay.com")' : 'payment=()',
      ...['accelerometer', 'fullscreen', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'midi', 'serial', 'usb'].map(
        (feature) => `${feature}=()`,
      ),
    ].join(', '),
  };
}

/** Header options for a build mode: production from its VITE_* variables, offline from this checkout's ports. */
export function headerOptions(mode, env, { authEmulatorUrl } = {}) {
  // Offline reports go to a path of the page's own origin (report-uri resolves it against the page's URL).
  if (mode !== 'production') return { profile: 'offline', authEmulatorUrl, cspReportUrl: OFFLINE_CSP_REPORT_PATH };
  return {
    profile: 'production',
    backendUrls: ['VITE_BACKEND_URL', 'VITE_FUNCTIONS_URL'].map((name) => envValue(env, name)).filter(Boolean),
    firebaseAuthDomain: envValue(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
    razorpayScriptUrl: envValue(env, 'VITE_RAZORPAY_SCRIPT_URL') ?? RAZORPAY_SCRIPT_URL,
    paymentOrigins: parseOrigins(env.VITE_PAYMENT_ORIGINS),
    imageOrigins: [envValue(env, 'VITE_BACKEND_URL'), ...parseOrigins(env.VITE_IMAGE_ORIGINS)].filter(Boolean).map(originOf),
    cspReportUrl: envValue(env, 'VITE_CSP_REPORT_URL'),
  };
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Header rules in Firebase Hosting's form. Hosting applies every rule whose source matches the request's original path
 * and the last one wins for a key: so `/assets/**` (content-hashed file names) overrides the `no-cache` that every
 * other path — index.html and each SPA route rewritten to it — gets.
 */
export function headerRules(headers) {
  const list = (record) => Object.entries(record).map(([key, value]) => ({ key, value }));
  return [
    { source: '**', headers: list({ ...headers, 'Cache-Control': 'no-cache' }) },
    { source: '/assets/**', headers: list({ 'Cache-Control': IMMUTABLE }) },
  ];
}

const globToRegExp = (glob) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\0').replace(/\*/g, '[^/]*').replace(/\0/g, '.*')}$`);

/** The headers the rules give a request path (Hosting's semantics: every matching rule, the last one wins). */
export function headersForPath(rules, path) {
  const headers = {};
  for (const rule of rules) {
    if (!globToRegExp(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/** firebase.json's `hosting` block for a production configuration. */
export function hostingConfig(env) {
  return {
    public: 'dist',
    // Source maps are built (hidden, for error reports) but never deployed.
    ignore: ['firebase.json', '**/.*', '**/node_modules/**', '**/*.map'],
    predeploy: ['node scripts/hosting-headers.mjs --check', 'npm run build'],
    // The prerendered pages (scripts/prerender.mjs) by their address (/login serves login.html; Hosting serves a file
    // before any rewrite); the tutor pages and the sitemap from the page function; any other address gets the empty
    // shell, app.html. index.html holds the landing page's markup, so it is no longer the fallback.
    cleanUrls: true,
    rewrites: hostingRewrites(),
    headers: headerRules(securityHeaders(headerOptions('production', env))),
  };
}

/**
 * The fixed first segments of the app's routes and the addresses Hosting serves besides them (src/domain/routes.ts
 * reservedSlugs, through the copy scripts/generate-reserved-slugs.mjs writes and `npm test` checks for drift).
 */
export const appFirstSegments = () => JSON.parse(readFileSync(new URL('../mock-server/reserved-slugs.generated.json', import.meta.url), 'utf8')).slugs;

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Hosting's rewrites, first match wins (a file that exists is served before any): the sitemap files and the tutors'
 * course pages to the page function; every address under a fixed first segment of the app's routes (/tutor-search,
 * /messages/…, /course alone) to the shell, before the tutor pages' one-segment pattern could take it; then a tutor's
 * page (/:slug) to the page function; anything else the shell. The page function answers the shell too for a path that
 * is no tutor page, so a route added without regenerating this (tests/unit/hosting/rewrites.test.ts fails then) still
 * works, only through the function.
 */
export function hostingRewrites() {
  const pages = { functionId: PAGE_FUNCTION.functionId, region: PAGE_FUNCTION.region };
  const app = appFirstSegments().map(escapeRegex).join('|');
  return [
    { regex: '^/sitemap[a-z0-9-]*\\.xml$', function: pages },
    { regex: '^/course/[^/]+$', function: pages },
    { regex: `^/(${app})(/.*)?$`, destination: '/app.html' },
    { regex: '^/[^/]+$', function: pages },
    { source: '**', destination: '/app.html' },
  ];
}
