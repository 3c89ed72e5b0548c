// The generated client (src/contract/generated/) is a build product of the OpenAPI documents, not kept in git: it is
// made whenever it is missing or its inputs changed (both documents, the generator script, the pinned generator), by
// `npm install` (prepare), `npm start` and `npm test` (scripts/ensure-deps.mjs), and every Vite build or dev server
// (the plugin below, which also regenerates while the dev server runs when a document is saved). So adding an
// operation to openapi/ needs no generate step of its own.
//   node scripts/ensure-client.mjs          → generates only when stale
//   node scripts/ensure-client.mjs --force  → generates
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = path.join(root, 'src/contract/generated');
const STAMP = path.join(GENERATED, '.inputs');
const LOCK = path.join(root, 'node_modules/.cache/generate-client.lock');
const INPUTS = ['openapi/backend.yaml', 'openapi/cloud-functions.yaml', 'scripts/generate-client.mjs', 'node_modules/@hey-api/openapi-ts/package.json'];

/** A digest of everything the generated client is made from. */
function inputsDigest() {
  const hash = createHash('sha256');
  for (const input of INPUTS) hash.update(input).update(readFileSync(path.join(root, input)));
  return hash.digest('hex');
}

const current = () => existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputsDigest();

/**
 * Generates the client unless it is current; returns whether it did. Several processes may ask at once (Vitest's
 * projects, a build beside a dev server): one generates, the others wait for its lock and find it current.
 */
export async function ensureClient({ force = false } = {}) {
  if (!force && current()) return false;
  mkdirSync(path.dirname(LOCK), { recursive: true });
  while (!tryLock()) await new Promise((resolve) => setTimeout(resolve, 50));
  try {
    if (!force && current()) return false;
    const { generateClients } = await import('./generate-client.mjs');
    const digest = inputsDigest();
    await generateClients();
    writeFileSync(STAMP, digest);
    return true;
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Takes the lock (a folder: made or not, atomically); a lock left by a process killed over a minute ago is taken over. */
function tryLock() {
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    try {
      if (Date.now() - statSync(LOCK).mtimeMs > 60_000) rmSync(LOCK, { recursive: true, force: true });
    } catch {
      // released meanwhile
    }
    return false;
  }
}

/** The Vite plugin: the client is current before a build or dev server starts, and kept current while it runs. */
export function contractClientPlugin() {
  const documents = path.join(root, 'openapi');
  return {
    name: 'contract-client',
    buildStart: () => ensureClient().then(() => undefined),
    configureServer(server) {
      server.watcher.add(documents);
      server.watcher.on('change', (file) => {
        if (file.startsWith(documents) && file.endsWith('.yaml')) {
          ensureClient().then(
            (made) => made && server.config.logger.info('contract client regenerated from openapi/'),
            (error) => server.config.logger.error(`contract client not regenerated: ${error.message}`),
          );
        }
      });
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `npm install --omit=dev` has no generator: nothing to make the client with, and nothing that would use it.
  if (process.env.npm_lifecycle_event === 'prepare' && !existsSync(path.join(root, INPUTS.at(-1)))) {
    console.log('The contract client is not generated: @hey-api/openapi-ts is not installed (--omit=dev).');
    process.exit(0);
  }
  const made = await ensureClient({ force: process.argv.includes('--force') });
  console.log(made ? 'Generated the contract client into src/contract/generated/.' : 'The contract client is current.');
}
