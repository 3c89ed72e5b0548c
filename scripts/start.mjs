// npm start: installs what is missing, then runs the whole offline product until Ctrl-C.
// Nothing outlives it: Ctrl-C, SIGTERM, SIGHUP, a service that stops or fails to come up, and an exception all stop
// every service (each in its own process group) and wait for them; if this process is killed outright (SIGKILL), each
// service notices its parent is gone and stops itself (scripts/tether.mjs). This process is tethered too: if whatever
// started it (npm, a terminal, a CI job) is killed outright, it stops the services as on Ctrl-C.
import './tether.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { offlineServices, runAfterReady, SERVICE_PORTS, startService, stopAll, takenPorts, waitForUrl } from './services.mjs';

ensureDeps();
const services = offlineServices({ web: 'dev' });

// A port already taken (a leftover of an earlier run, another checkout) is named with its process, before anything starts.
const taken = await takenPorts(SERVICE_PORTS);
if (taken.length > 0) {
  console.error(`Cannot start the offline product:\n${taken.join('\n')}`);
  process.exit(1);
}

const children = services.map((service) => startService(service));
let stopping = false;
// Waits (up to 15 s) for the services to stop, so the Auth emulator can export its accounts while its output is read;
// whatever is still running then is killed.
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  stopAll(children);
  const running = (child) => child.exitCode === null && child.signalCode === null;
  const exited = children.map((child) => (running(child) ? new Promise((resolve) => child.once('exit', resolve)) : null));
  let timer;
  await Promise.race([Promise.all(exited), new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
  clearTimeout(timer);
  stopAll(children.filter(running), 'SIGKILL');
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
// Last resort on any other way out (process.exit elsewhere): the groups still get their stop signal.
process.on('exit', () => stopAll(children));
process.on('uncaughtException', (error) => {
  console.error(error);
  void shutdown(1);
});
children.forEach((child, i) =>
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${services[i].name} stopped (exit ${code}); stopping the rest.`);
    void shutdown(code || 1);
  }),
);

try {
  await Promise.all(
    services.map(async (service) => {
      await waitForUrl(service.readyUrl);
      runAfterReady(service);
    }),
  );
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}; stopping.`);
  await shutdown(1);
}
console.log('\nThe offline product is up:');
for (const service of services) console.log(`  ${service.label.padEnd(22)} ${service.readyUrl}`);
console.log('\nPress Ctrl-C to stop.');
