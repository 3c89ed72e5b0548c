// Every operation of both OpenAPI documents has at least one interaction in the committed pacts (consumer
// tutoring-web). Run after the contract tests (npm test does).
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { root } from './services.mjs';

const sources = [
  { document: 'openapi/backend.yaml', pact: 'pacts/tutoring-web-tutoring-backend.json' },
  { document: 'openapi/cloud-functions.yaml', pact: 'pacts/tutoring-web-tutoring-cloud-functions.json' },
];

const missing = [];
let operations = 0;
for (const { document, pact } of sources) {
  const spec = yaml.load(readFileSync(`${root}${document}`, 'utf8'));
  const { interactions } = JSON.parse(readFileSync(`${root}${pact}`, 'utf8'));
  const covered = new Set(interactions.map((i) => `${i.request.method.toUpperCase()} ${i.request.path}`));
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      operations += 1;
      if (!covered.has(`${method.toUpperCase()} ${path}`)) missing.push(`${op.operationId} (${method.toUpperCase()} ${path}) in ${pact}`);
    }
  }
}
if (missing.length) {
  console.error(`Operations without a pact interaction:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every one of the ${operations} operations has a pact interaction.`);
