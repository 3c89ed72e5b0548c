// `npm start` and `npm test` run through scripts/node24.mjs, which runs them on the project's Node whatever Node the
// machine has (issue 36, item 1). Here it is started with the machine's own `node` (Node 20 on these machines, so the
// .tools/ path is taken; on a machine with Node 24 the in-process path), never the one in node_modules/.bin.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const wanted: string = pkg.devDependencies.node;

/** The machine's node: the first on PATH outside this project (npm and vitest put node_modules/.bin first). */
function machineNode(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir.startsWith(root)) continue;
    if (existsSync(join(dir, 'node'))) return join(dir, 'node');
  }
  throw new Error('No node on PATH outside the project.');
}
const outside = (process.env.PATH ?? '').split(delimiter).filter((dir) => !dir.startsWith(root)).join(delimiter);
const launch = (args: string[]) => spawnSync(machineNode(), ['scripts/node24.mjs', 'tests/server/fixtures/launched.mjs', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: outside } });

describe('the Node launcher', () => {
  it('names one Node line everywhere: package.json engines and devDependencies.node, and .nvmrc', () => {
    expect(wanted).toMatch(/^24\.\d+\.\d+$/);
    expect(pkg.engines.node).toMatch(/^>=24\./);
    expect(readFileSync(join(root, '.nvmrc'), 'utf8').trim()).toBe('24');
    expect(pkg.scripts.start).toBe('node scripts/node24.mjs scripts/start.mjs');
    expect(pkg.scripts.test).toBe('node scripts/node24.mjs scripts/test.mjs');
  });

  it("runs the script on the project's Node with its arguments, as the script itself, and passes its exit code on", () => {
    const run = launch(['plain', '3']);
    expect(run.status, run.stderr).toBe(3);
    const said = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(said).toEqual({ version: `v${wanted}`, args: ['plain', '3'], script: join(root, 'tests/server/fixtures/launched.mjs') });
  });

  it('passes one Ctrl-C on as one, and a SIGTERM, to the script', async () => {
    const child = spawn(machineNode(), ['scripts/node24.mjs', 'tests/server/fixtures/launched.mjs', 'wait'], { cwd: root, env: { ...process.env, PATH: outside } });
    let out = '';
    const waiting: (() => void)[] = [];
    child.stdout.on('data', (chunk) => {
      out += chunk;
      for (const check of waiting.splice(0)) check();
    });
    const seen = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => (out.includes(text) ? resolve() : void waiting.push(check));
        check();
      });
    await seen('ready');
    child.kill('SIGINT');
    await seen('SIGINT 1');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('SIGTERM after 1 SIGINT');
  });
});
