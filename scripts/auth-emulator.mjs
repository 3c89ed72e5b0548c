// The Firebase Auth emulator for the offline profile: `firebase emulators:start --only auth --project demo-tutoring`
// on AUTH_EMULATOR_PORT. A temporary firebase.json carries the ports (hub and logging derived from the auth port, so two
// checkouts can run side by side). Accounts persist in .emulator-data/<port> (import at start, export on exit); the
// demo accounts are (re)created by scripts/seed-auth.mjs once the emulator answers.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTS, root, takenPorts, TETHER } from './services.mjs';

export const PROJECT_ID = 'demo-tutoring';

/** The emulator's own helper ports, derived from the auth port so each checkout gets its own. */
export function emulatorPorts(authPort = PORTS.auth) {
  return { auth: authPort, hub: authPort + 1, logging: authPort + 2 };
}

export function writeEmulatorConfig(ports = emulatorPorts()) {
  const dir = mkdtempSync(join(tmpdir(), 'tutoring-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: ports.auth },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  return dir;
}

/**
 * Starts the emulator as a child process. `persist: false` (integration tests) starts empty and exports nothing.
 * @returns {{ child: import('node:child_process').ChildProcess, cleanup: () => void }}
 */
export function startAuthEmulator({ persist = true, stdio = 'inherit' } = {}) {
  const ports = emulatorPorts();
  const configDir = writeEmulatorConfig(ports);
  const dataDir = join(root, '.emulator-data', String(ports.auth));
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', join(configDir, 'firebase.json')];
  if (persist) {
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  // Tethered to this process (scripts/tether.mjs): if whatever started it dies, even by SIGKILL, the CLI gets one SIGINT
  // and stops, exporting its accounts, instead of living on orphaned on the port.
  const child = spawn(process.execPath, ['--import', TETHER, join(root, 'node_modules/.bin/firebase'), ...args], {
    cwd: configDir,
    stdio,
    env: {
      ...process.env,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      NO_UPDATE_NOTIFIER: '1',
      CI: 'true',
      TETHER_SIGNAL: 'SIGINT',
      // The CLI finds its hub (for the export on exit) through hub-<project>.json in the temporary folder: a private one,
      // or an emulator of another checkout (same project id) would be exported, or none found ("Did not find any
      // running emulators") once that one stopped and removed the file.
      TMPDIR: configDir,
    },
    // Its own process group: a group-wide stop signal would reach it twice (directly and forwarded), and a second signal
    // makes the CLI quit without exporting. The wrapper below forwards exactly one.
    detached: true,
  });
  const cleanup = () => rmSync(configDir, { recursive: true, force: true });
  child.on('exit', cleanup);
  return { child, cleanup };
}

/** Signals the emulator's whole process group (the CLI and anything it started); false when it is gone already. */
export function signalEmulator(child, signal) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return false;
  try {
    process.kill(-child.pid, signal);
  } catch {
    return false;
  }
  return true;
}

// Run directly (npm start, Playwright): keep the emulator in the foreground and pass signals on so it exports.
if (import.meta.url === `file://${process.argv[1]}`) {
  // A stale emulator on the port (or anything else there) is reported, not stopped: it may be another session's, and
  // this wrapper only stops what it started. Ours cannot be orphaned any more (tethered), so one there is foreign.
  const ports = emulatorPorts();
  const taken = await takenPorts([
    { name: 'Auth emulator', port: ports.auth, env: 'AUTH_EMULATOR_PORT' },
    { name: 'Auth emulator hub', port: ports.hub, env: 'AUTH_EMULATOR_PORT' },
    { name: 'Auth emulator logging', port: ports.logging, env: 'AUTH_EMULATOR_PORT' },
  ]);
  if (taken.length > 0) {
    console.error(`Cannot start the Auth emulator:\n${taken.join('\n')}`);
    process.exit(1);
  }
  const { child } = startAuthEmulator();
  let forwarded = false;
  const forward = () => {
    if (forwarded) return;
    forwarded = true;
    signalEmulator(child, 'SIGINT');
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  process.on('SIGHUP', forward);
  // Any other way out (an exception, process.exit): the emulator is told once; it exports and stops on its own.
  process.on('exit', forward);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
