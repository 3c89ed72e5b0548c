// Starts the Auth emulator on AUTH_EMULATOR_PORT for the integration project (empty, not persisted), seeds the demo
// accounts, and stops it afterwards. An emulator already answering on the port (npm start) is used as it is. The emulator
// is tethered to this (vitest's main) process: if vitest is killed before the teardown runs, it stops by itself.
// @ts-expect-error plain ESM helper shared with `npm start`
import { signalEmulator, startAuthEmulator } from '../../scripts/auth-emulator.mjs';
// @ts-expect-error plain ESM helper
import { seedAuth } from '../../scripts/seed-auth.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { AUTH_EMULATOR_URL, waitForUrl } from '../../scripts/services.mjs';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export default async function setup() {
  let stop = async () => undefined;
  if (!(await answers(`${AUTH_EMULATOR_URL}/`))) {
    const { child } = startAuthEmulator({ persist: false, stdio: 'ignore' }) as { child: import('node:child_process').ChildProcess };
    stop = () =>
      new Promise<undefined>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        // its whole process group: the CLI and anything it started
        if (!signalEmulator(child, 'SIGTERM')) resolve(undefined);
      });
    await waitForUrl(`${AUTH_EMULATOR_URL}/`, 60_000);
  }
  await seedAuth();
  return stop;
}
