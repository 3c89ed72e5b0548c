// Fails when the committed generated client differs from what the OpenAPI documents generate now.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GENERATED_DIR, generateClients } from './generate-client.mjs';

function listFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

const fresh = mkdtempSync(path.join(tmpdir(), 'client-drift-'));
try {
  await generateClients(fresh);
  const committed = new Set(listFiles(GENERATED_DIR));
  const generated = new Set(listFiles(fresh));
  const problems = [];
  for (const file of generated) {
    if (!committed.has(file)) problems.push(`missing: ${file}`);
    else if (readFileSync(path.join(fresh, file), 'utf8') !== readFileSync(path.join(GENERATED_DIR, file), 'utf8')) problems.push(`differs: ${file}`);
  }
  for (const file of committed) if (!generated.has(file)) problems.push(`stale: ${file}`);
  if (problems.length) {
    console.error(`The generated client drifted from openapi/ (run: node scripts/generate-client.mjs):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Generated client matches openapi/ (${generated.size} files).`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
