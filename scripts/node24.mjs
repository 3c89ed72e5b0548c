// Runs one of this project's scripts on the Node.js the project needs (package.json: `devDependencies.node`, the npm
// registry's `node` package, an exact version; `engines.node` says the same line). `npm start` and `npm test` go
// through here, so a machine whose Node is older still needs only those two commands:
// - on Node 24 or newer (after the first install, npm scripts find the `node` of node_modules/.bin first), the script
//   runs in this process;
// - on an older Node, that exact Node is installed once from the npm registry into .tools/ (git-ignored) with the
//   machine's npm, and the script runs on it as a child, with its bin folder first on PATH, so the dependencies are
//   installed by npm running on Node 24 (no EBADENGINE) and every tool the script starts runs on Node 24 too.
// Built-ins only and syntax Node 20 reads: it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TETHER = new URL('./tether.mjs', import.meta.url).href;

/** The exact Node version of package.json's devDependencies.node, and its major line. */
export function wantedNode() {
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.node;
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`package.json devDependencies.node must be an exact version, not ${version}.`);
  return { version, major: Number(version.split('.')[0]) };
}

/** The project's own Node for a machine with an older one: .tools/node-<version>/…/bin/node, installed when missing. */
export function toolsNode(version) {
  const dir = join(root, '.tools', `node-${version}`);
  const bin = join(dir, 'node_modules', 'node', 'bin');
  const node = join(bin, 'node');
  if (!existsSync(node)) {
    console.log(`› Node ${process.versions.node} is older than this project's Node ${version}: installing Node ${version} from the npm registry into .tools/ (once)…`);
    // Its own little project, whose allowScripts lets the `node` package's preinstall (which puts the binary in place)
    // run: npm lists unreviewed install scripts, and npm 12 will block them.
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ private: true, allowScripts: { node: true } }, null, 2)}\n`);
    const result = spawnSync('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${version}`], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0 || !existsSync(node)) {
      console.error(`Could not install Node ${version} (npm exit ${result.status}). Install Node ${version} (or any ${version.split('.')[0]}.x) yourself and run this again.`);
      process.exit(1);
    }
  }
  return { node, bin };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [script, ...args] = process.argv.slice(2);
  if (!script) {
    console.error('usage: node scripts/node24.mjs <script> [args…]');
    process.exit(2);
  }
  const target = join(root, script);
  const { version, major } = wantedNode();
  if (Number(process.versions.node.split('.')[0]) >= major) {
    process.argv = [process.argv[0], target, ...args];
    await import(pathToFileURL(target).href);
  } else {
    const { node, bin } = toolsNode(version);
    // Its own process group, so Ctrl-C reaches it once (forwarded below), not twice (the terminal's group signal and
    // ours); tethered, so it stops even if this process is killed outright.
    const child = spawn(node, ['--import', TETHER, target, ...args], {
      cwd: process.cwd(),
      stdio: 'inherit',
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
      detached: process.platform !== 'win32',
    });
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.on(signal, () => {
        try {
          child.kill(signal);
        } catch {
          // gone already
        }
      });
    }
    // A child ended by a signal exits as a shell reports it: 128 + the signal's number.
    child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
  }
}
