// npm start: installs what is missing, then runs the whole offline product until Ctrl-C.
import { ensureDeps } from './ensure-deps.mjs';
import { offlineServices, runAfterReady, startService, stopAll, waitForUrl } from './services.mjs';

ensureDeps();
const services = offlineServices({ web: 'dev' });

const children = services.map((service) => startService(service));
let stopping = false;
// Waits (up to 15 s) for the services to stop, so the Auth emulator can export its accounts while its output is read.
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  stopAll(children);
  const exited = children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve))));
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
children.forEach((child, i) =>
  child.on('exit', (code) => {
    console.error(`${services[i].name} stopped (exit ${code}); stopping the rest.`);
    void shutdown(code ?? 1);
  }),
);

await Promise.all(
  services.map(async (service) => {
    await waitForUrl(service.readyUrl);
    runAfterReady(service);
  }),
);
console.log('\nThe offline product is up:');
for (const service of services) console.log(`  ${service.label.padEnd(22)} ${service.readyUrl}`);
console.log('\nPress Ctrl-C to stop.');
