// The offline build of every end-to-end stack (scripts/services.mjs: E2E_STACKS, 1 when unset): stack 0 to dist-offline/,
// stack i to dist-offline-i/, each with its own web origin and Auth emulator URL baked in. `npm test` builds two.
import { spawnSync } from 'node:child_process';
import { E2E_STACKS, root } from './services.mjs';

for (let stack = 0; stack < E2E_STACKS; stack++) {
  const result = spawnSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '--mode', 'offline', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_STACK: String(stack) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
