// Generates the backend clients from the OpenAPI documents with @hey-api/openapi-ts (pinned in package.json):
// fetch client, types, SDK functions and zod schemas, one folder per document. The output is committed and never
// edited by hand; `node scripts/test.mjs client-drift` regenerates into a temp folder and fails when they differ.
//   node scripts/generate-client.mjs            → src/contract/generated/
//   node scripts/generate-client.mjs <outRoot>  → <outRoot>/{backend,cloud-functions}/
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import ts from 'typescript';

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
    buildSchemasOnFirstUse(path.join(outRoot, name, 'zod.gen.ts'));
  }
}

/**
 * Each exported schema becomes `z.lazy(() => …)`, built the first time something parses with it (then kept). Built
 * all at once, the backend contract's 350 schemas took about 36 ms to evaluate in Node and were one 140–170 ms task at
 * Lighthouse's 4× CPU when the services started; lazily, the module evaluates in about 5 ms and a page builds only
 * the schemas of the answers it gets. For this contract, parsing, inferred types and error messages are the same
 * (compared on every body, header and query of the pacts, and variants of them); a test or an adapter that reads a
 * schema's parts (`.shape`, `.options`) calls `.unwrap()` first. A lazy schema does not pass on an enum's values, so a
 * discriminated union on a lazy enum would throw and a record keyed by one would stop requiring every key: the script
 * refuses a contract that has either, rather than generate one that behaves otherwise.
 */
export function buildSchemasOnFirstUse(file) {
  const text = readFileSync(file, 'utf8');
  const unsafe = /\bz\.(discriminatedUnion|record|partialRecord)\(/.exec(text);
  if (unsafe) throw new Error(`${file} uses z.${unsafe[1]}: building its schemas lazily would change how it parses (see buildSchemasOnFirstUse)`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !ts.isIdentifier(declaration.name) || !declaration.name.text.startsWith('z')) continue;
      edits.push({ start: init.getStart(source), end: init.getEnd() });
    }
  }
  let out = text;
  for (const { start, end } of edits.reverse()) out = `${out.slice(0, start)}z.lazy(() => ${out.slice(start, end)})${out.slice(end)}`;
  writeFileSync(file, out);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outRoot = process.argv[2] ? path.resolve(process.argv[2]) : GENERATED_DIR;
  await generateClients(outRoot);
  console.log(`Generated clients into ${path.relative(root, outRoot) || '.'}`);
}
