// The production profile's build-time variables: one list, read by the production composition (src/start.tsx,
// production-module.ts), by the build (vite.config.ts refuses to build without the required ones) and by the hosting
// headers (scripts/security-headers.mjs takes the origins from the same values). Plain JavaScript so Node reads it too.

/** @type {readonly { name: string, required: boolean, kind: 'text' | 'url' | 'host' | 'origins', purpose: string }[]} */
export const PRODUCTION_ENV = Object.freeze([
  { name: 'VITE_BACKEND_URL', required: true, kind: 'url', purpose: 'base URL of the main backend' },
  { name: 'VITE_FUNCTIONS_URL', required: true, kind: 'url', purpose: 'base URL of the cloud functions' },
  { name: 'VITE_FIREBASE_API_KEY', required: true, kind: 'text', purpose: 'Firebase web API key' },
  { name: 'VITE_FIREBASE_AUTH_DOMAIN', required: true, kind: 'host', purpose: 'Firebase Auth domain (sign-in helper pages)' },
  { name: 'VITE_FIREBASE_PROJECT_ID', required: true, kind: 'text', purpose: 'Firebase project id' },
  { name: 'VITE_FIREBASE_APP_ID', required: false, kind: 'text', purpose: 'Firebase web app id' },
  { name: 'VITE_RAZORPAY_KEY_ID', required: true, kind: 'text', purpose: 'Razorpay public key id' },
  { name: 'VITE_RAZORPAY_SCRIPT_URL', required: false, kind: 'url', purpose: 'Razorpay Checkout script (default Razorpay’s own)' },
  { name: 'VITE_RAZORPAY_MERCHANT_NAME', required: false, kind: 'text', purpose: 'merchant name in the checkout' },
  { name: 'VITE_RAZORPAY_PREFILL_CONTACT', required: false, kind: 'text', purpose: 'prefilled contact in the checkout' },
  { name: 'VITE_SITE_ORIGIN', required: false, kind: 'url', purpose: 'the site’s own origin, for canonical addresses, Open Graph and the sitemap (default https://<project id>.web.app)' },
  { name: 'VITE_PAYMENT_ORIGINS', required: false, kind: 'origins', purpose: 'origins of hosted payment pages, comma-separated' },
  // The next two shape the hosting headers only (scripts/security-headers.mjs); the bundle does not read them.
  { name: 'VITE_IMAGE_ORIGINS', required: false, kind: 'origins', purpose: 'origins of uploaded images besides the backend’s, comma-separated' },
  { name: 'VITE_CSP_REPORT_URL', required: false, kind: 'url', purpose: 'where browsers send Content-Security-Policy violation reports' },
]);

/** Razorpay Checkout's own script, used when VITE_RAZORPAY_SCRIPT_URL is not set. */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * The site's own origin in production (canonical addresses, Open Graph, sitemap.xml, robots.txt): VITE_SITE_ORIGIN, or
 * Firebase Hosting's default domain of the project when it is not set.
 * @param {Record<string, unknown>} env
 */
export function siteOrigin(env) {
  const configured = envValue(env, 'VITE_SITE_ORIGIN');
  if (configured) return new URL(configured).origin;
  const project = envValue(env, 'VITE_FIREBASE_PROJECT_ID');
  return project ? `https://${project}.web.app` : undefined;
}

/** A value the app can use: a trimmed non-empty string, else undefined. */
export function envValue(env, name) {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function problemWith(entry, value) {
  if (value === undefined) return entry.required ? 'missing' : null;
  try {
    if (entry.kind === 'url' && !/^https?:$/.test(new URL(value).protocol)) return 'not an http(s) URL';
    if (entry.kind === 'host' && new URL(`https://${value}`).host !== value.toLowerCase()) return 'not a host name';
  } catch {
    return entry.kind === 'host' ? 'not a host name' : 'not a URL';
  }
  return null;
}

/**
 * Checks the production variables. `problems` names each missing or malformed one (empty when the build may go on).
 * @param {Record<string, unknown>} env
 */
export function checkProductionEnv(env) {
  const problems = [];
  for (const entry of PRODUCTION_ENV) {
    const problem = problemWith(entry, envValue(env, entry.name));
    if (problem) problems.push({ name: entry.name, problem, purpose: entry.purpose });
  }
  return problems;
}

/** Origins from a comma-separated list; anything that is not an origin is dropped. */
export function parseOrigins(list) {
  return (typeof list === 'string' ? list : '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      try {
        return entry.length > 0 && new URL(entry).origin === entry;
      } catch {
        return false;
      }
    });
}
