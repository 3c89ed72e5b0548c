// Every operation of both OpenAPI documents has an interaction in the committed pacts (consumer tutoring-web) that
// succeeds (a 2xx answer): the provider verification replays it against the mock on the demo seed, which checks every
// answer against the document (validateResponses), so each operation is shown to answer inside the contract. Run after the contract tests (npm test does). The one narrow exception: an operation marked
// `x-called-by: payment-provider` is called by the payment provider, never by tutoring-web, so no consumer pact can hold
// it; it is listed with the mock test that verifies it (NOT_CALLED_BY_WEB), and a marked operation without one fails.
import { existsSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { root } from './services.mjs';

const sources = [
  { document: 'openapi/backend.yaml', pact: 'pacts/tutoring-web-tutoring-backend.json' },
  { document: 'openapi/cloud-functions.yaml', pact: 'pacts/tutoring-web-tutoring-cloud-functions.json' },
];

/**
 * Operations the web app never calls (`x-called-by` in the document), by operationId, with the test that checks them
 * against the contract: the payment provider calls the webhook; calendar apps read a feed's address (issue 39).
 */
const NOT_CALLED_BY_WEB = { paymentProviderWebhook: 'tests/mock/payment-webhook.test.ts', getCalendarFeedFile: 'tests/mock/calendar-feed.test.ts' };

const missing = [];
const notCalled = [];
let operations = 0;
for (const { document, pact } of sources) {
  const spec = yaml.load(readFileSync(`${root}${document}`, 'utf8'));
  const { interactions } = JSON.parse(readFileSync(`${root}${pact}`, 'utf8'));
  const covered = new Set(interactions.filter((i) => i.response.status < 300).map((i) => `${i.request.method.toUpperCase()} ${i.request.path}`));
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      operations += 1;
      if (op['x-called-by'] && op['x-called-by'] !== 'web') {
        const test = NOT_CALLED_BY_WEB[op.operationId];
        if (!test || !existsSync(`${root}${test}`)) missing.push(`${op.operationId} (${method.toUpperCase()} ${path}) is x-called-by: ${op['x-called-by']} but names no existing test in NOT_CALLED_BY_WEB`);
        else notCalled.push(`${op.operationId} (${method.toUpperCase()} ${path}): called by the ${op['x-called-by']}, not tutoring-web; verified by ${test}`);
        continue;
      }
      if (!covered.has(`${method.toUpperCase()} ${path}`)) missing.push(`${op.operationId} (${method.toUpperCase()} ${path}) in ${pact}`);
    }
  }
}
if (missing.length) {
  console.error(`Operations without a pact interaction that succeeds (2xx):\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every one of the ${operations - notCalled.length} operations tutoring-web calls has a pact interaction that succeeds.`);
for (const line of notCalled) console.log(`  ${line}`);
