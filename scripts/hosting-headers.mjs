// firebase.json's `hosting` block, generated from the production configuration (the VITE_* variables of
// .env.production and .env.production.local, read as `vite build` reads them) by scripts/security-headers.mjs.
//   node scripts/hosting-headers.mjs           checks that firebase.json holds what the configuration gives (exit 1 if not)
//   node scripts/hosting-headers.mjs --write   writes it (keeps every other block of firebase.json, e.g. the emulators)
// Firebase runs the check before every deploy (hosting.predeploy), so the headers never belong to another configuration.
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { loadEnv } from 'vite';
import { hostingConfig } from './security-headers.mjs';
import { root } from './services.mjs';

export const FIREBASE_JSON = `${root}firebase.json`;

/** The production variables as the production build sees them (process.env, then .env.production[.local]). */
export const productionEnv = () => loadEnv('production', root, 'VITE_');

export function readFirebaseJson() {
  return JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const expected = hostingConfig(productionEnv());
  const current = readFirebaseJson();
  if (process.argv.includes('--write')) {
    writeFileSync(FIREBASE_JSON, `${JSON.stringify({ ...current, hosting: expected }, null, 2)}\n`);
    console.log('firebase.json: hosting written from the production configuration.');
  } else if (!isDeepStrictEqual(current.hosting, expected)) {
    console.error('firebase.json: hosting is not what the production configuration gives. Run `npm run hosting:headers`.');
    process.exit(1);
  } else {
    console.log('firebase.json: hosting matches the production configuration.');
  }
}
