// Installs dependencies with `npm ci` when node_modules is missing or older than package-lock.json.
// Uses only Node built-ins, so it runs on a fresh clone before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function ensureDeps() {
  const marker = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('› Installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
