// Generates the backend clients from the OpenAPI documents with @hey-api/openapi-ts (pinned in package.json):
// fetch client, types, SDK functions and zod schemas, one folder per document. The output is committed and never
// edited by hand; `node scripts/test.mjs client-drift` regenerates into a temp folder and fails when they differ.
//   node scripts/generate-client.mjs            → src/contract/generated/
//   node scripts/generate-client.mjs <outRoot>  → <outRoot>/{backend,cloud-functions}/
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GENERATED_DIR = path.join(root, 'src/contract/generated');
export const DOCUMENTS = { backend: 'openapi/backend.yaml', 'cloud-functions': 'openapi/cloud-functions.yaml' };

export async function generateClients(outRoot = GENERATED_DIR) {
  for (const [name, document] of Object.entries(DOCUMENTS)) {
    await createClient({
      input: path.join(root, document),
      output: { path: path.join(outRoot, name), clean: true },
      logs: { level: 'silent' },
      plugins: [
        '@hey-api/client-fetch',
        '@hey-api/typescript',
        // Every SDK function checks its 2xx answer against the contract's zod schema (a mismatch rejects with a ZodError).
        { name: '@hey-api/sdk', validator: { request: false, response: 'zod' } },
        // The contract's date-times carry an offset or Z (openapi/README.md).
        { name: 'zod', dates: { offset: true } },
      ],
    });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outRoot = process.argv[2] ? path.resolve(process.argv[2]) : GENERATED_DIR;
  await generateClients(outRoot);
  console.log(`Generated clients into ${path.relative(root, outRoot) || '.'}`);
}
