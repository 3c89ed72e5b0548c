// The mock backend imports the app's own rules (src/domain/*.ts) and runs them as Node runs TypeScript: by stripping
// the types, with no build step. This walks the import closure of the mock and of the scripts, as Node would load it,
// and checks each TypeScript file in it the two ways Node would: its types strip (only erasable syntax), and it loads
// in a plain Node process (type-only imports marked `type`, relative imports naming the file).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

type Strip = (code: string, options?: { mode?: 'strip' | 'transform' }) => string;
// Node ≥ 22.13 has it; the project runs on Node 24, so its absence fails the test (below) rather than skipping it.
const stripTypeScriptTypes = (nodeModule as { stripTypeScriptTypes?: Strip }).stripTypeScriptTypes;
const needsNode = `This check needs Node 24 (node:module stripTypeScriptTypes, native type stripping); it runs on Node ${process.versions.node}. Run it with Node 24.`;

/** The .mjs files the mock and the scripts start from. */
function entries(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(rel);
      return entry.name.endsWith('.mjs') ? [rel] : [];
    });
  return [...walk('mock-server'), ...readdirSync(path.join(root, 'scripts')).filter((name) => name.endsWith('.mjs')).map((name) => path.join('scripts', name))];
}

/** The relative modules `file` loads at run time (after stripping, so `import type` lines load nothing). */
function runtimeImports(file: string, strip: Strip): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const code = file.endsWith('.ts') ? strip(text) : text;
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map((ref) => ref.fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'))
    .map((name) => path.relative(root, path.resolve(path.dirname(path.join(root, file)), name)));
}

/** Every file reached from the entries by relative imports: those that exist, and those that a specifier names but are missing. */
function closure(strip: Strip): { reached: string[]; missing: string[] } {
  const reached = new Set<string>();
  const missing = new Set<string>();
  const queue = entries();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    if (!existsSync(path.join(root, file))) {
      missing.add(file);
      continue;
    }
    reached.add(file);
    if (/\.(mjs|js|ts)$/.test(file)) queue.push(...runtimeImports(file, strip));
  }
  return { reached: [...reached].sort(), missing: [...missing].sort() };
}

/** Node's type stripper; on an older Node, a failure that says why (not a silent pass). */
function nodeStrip(): Strip {
  if (stripTypeScriptTypes === undefined) throw new Error(needsNode);
  return stripTypeScriptTypes;
}

describe('the domain the mock imports, as Node 24 runs it', () => {
  it('reaches src/domain, names every file it imports, and strips each TypeScript file', () => {
    const strip = nodeStrip();
    const { reached, missing } = closure(strip);
    const typescript = reached.filter((file) => file.endsWith('.ts'));
    // The walk is real: the mock's handlers reach the shared rules (money, the cancellation rule, plain text…).
    expect(typescript).toEqual(expect.arrayContaining(['src/domain/money.ts', 'src/domain/cancellation-policy.ts', 'src/domain/plain-text.ts']));
    // A specifier Node cannot resolve as written (no extension, or a file gone).
    expect(missing).toEqual([]);
    const refused = typescript.flatMap((file) => {
      try {
        strip(readFileSync(path.join(root, file), 'utf8'), { mode: 'strip' });
        return [];
      } catch (error) {
        return [`${file}: ${(error as Error).message.split('\n')[0]}`];
      }
    });
    expect(refused).toEqual([]);
  });

  it('loads each of those TypeScript files in plain Node, with no TypeScript step', () => {
    const typescript = closure(nodeStrip()).reached.filter((file) => file.endsWith('.ts'));
    const urls = typescript.map((file) => pathToFileURL(path.join(root, file)).href);
    // One process imports them all and reports each failure: a type imported without `type` fails here with
    // "does not provide an export named", which stripping alone does not see.
    const script = `const failed = [];
for (const url of ${JSON.stringify(urls)}) { try { await import(url); } catch (error) { failed.push(url + ': ' + String(error.message).split('\\n')[0]); } }
process.stdout.write(JSON.stringify(failed));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([]);
  });
});
