// Installs dependencies when node_modules is missing or older than package-lock.json.
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
  // `npm install` with a lock file present installs exactly the locked versions. `npm ci` is not used: npm 11 refuses
  // this lock because the registry does not serve some optional platform binaries (@unrs/resolver-binding-* for
  // Windows/macOS), which therefore cannot be recorded in it.
  console.log('› Installing dependencies (npm install from package-lock.json)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm install failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
