// npm start: installs what is missing, then runs the whole offline product until Ctrl-C.
import { ensureDeps } from './ensure-deps.mjs';
import { offlineServices, runAfterReady, startService, stopAll, waitForUrl } from './services.mjs';

ensureDeps();
const services = offlineServices({ web: 'dev' });

const children = services.map((service) => startService(service));
const shutdown = (code) => {
  stopAll(children);
  process.exit(code);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
children.forEach((child, i) =>
  child.on('exit', (code) => {
    console.error(`${services[i].name} stopped (exit ${code}); stopping the rest.`);
    shutdown(code ?? 1);
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
