import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One error model (issue 37, docs/architecture.md "Errors"): every `ok: false` branch the domain, a port or a use case declares is a
// coded failure, `{ ok: false; code; ...details }`, never a `reason`, `kind` or nested `failure`. Read from the source
// with the type checker, so a branch made of `{ ok: false } & F` counts F's `code`, and a new file is held to it.

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [resolve(path)] : [];
  });
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  experimentalDecorators: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

const isFalseOk = (member: ts.TypeElement) =>
  ts.isPropertySignature(member) && member.name.getText() === 'ok' && member.type !== undefined && member.type.kind === ts.SyntaxKind.LiteralType && (member.type as ts.LiteralTypeNode).literal.kind === ts.SyntaxKind.FalseKeyword;

/** `{ ok: false }` as a pattern to match results by, not a branch: `O extends { ok: false } ?`, `Extract<R, { ok: false }>`. */
function isPattern(branch: ts.Node): boolean {
  const parent = branch.parent;
  if (ts.isConditionalTypeNode(parent)) return parent.extendsType === branch;
  return ts.isTypeReferenceNode(parent) && ['Extract', 'Exclude'].includes(parent.typeName.getText());
}

/** Every `ok: false` branch of the given files that has no `code`, as "file:line: the branch". */
function uncodedFailures(roots: string[], extra: Record<string, string> = {}): string[] {
  const host = ts.createCompilerHost(OPTIONS);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => extra[resolve(name)] ?? readFile(name);
  host.fileExists = (name) => resolve(name) in extra || ts.sys.fileExists(name);
  host.getSourceFile = (name, version, onError) =>
    resolve(name) in extra ? ts.createSourceFile(name, extra[resolve(name)]!, version) : getSourceFile(name, version, onError);
  const program = ts.createProgram([...roots, ...Object.keys(extra)], OPTIONS, host);
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const path of [...roots, ...Object.keys(extra)]) {
    const source = program.getSourceFile(path)!;
    const visit = (node: ts.Node): void => {
      if (ts.isTypeLiteralNode(node) && node.members.some(isFalseOk)) {
        // The branch is the literal with what it is intersected with: `({ ok: false } & Refusal)`.
        let branch: ts.Node = node;
        while (ts.isIntersectionTypeNode(branch.parent) || ts.isParenthesizedTypeNode(branch.parent)) branch = branch.parent;
        const type = checker.getTypeFromTypeNode(branch as ts.TypeNode);
        const parts = type.isUnion() ? type.types : [type];
        const coded = (part: ts.Type) => {
          const code = checker.getPropertyOfType(part, 'code');
          return code !== undefined && !(code.flags & ts.SymbolFlags.Optional);
        };
        if (!isPattern(branch) && !parts.every(coded)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${path.slice(resolve('.').length + 1)}:${line + 1}: ${branch.getText()}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

// The domain is held to it too (its checks, and the Outcome type itself, whose failure branch is `{ ok: false } & F`).
const layers = [...files('src/domain'), ...files('src/ports'), ...files('src/application')];

// Type-checking a hundred files takes seconds on a busy machine: more than vitest's default 5 s per test.
const TYPE_CHECK_MS = 60_000;

describe('expected failures are coded in src/domain, src/ports and src/application', { timeout: TYPE_CHECK_MS }, () => {
  it('declares every ok: false branch with a code', () => {
    expect(layers.length).toBeGreaterThan(40);
    expect(uncodedFailures(layers)).toEqual([]);
  });

  it('finds a branch without a code, written inline or through a failure type, and takes a coded one', () => {
    const fixture = resolve('src/application/coded-failures-fixture.ts');
    const code = [
      "import type { Outcome } from './outcome';",
      "export type Reasoned = { ok: true } | { ok: false; reason: 'cancelled' };",
      'export type Nested = { ok: true } | { ok: false; failure: { code: string } };',
      "export type Kinded = Outcome<number, { kind: 'x' } & { code: 'y' }> | ({ ok: false } & { kind: 'widget-failed' });",
      "export type Coded = Outcome<number, { code: 'no-device'; device: string }>;",
      "export type Flat = { ok: true; value: string } | { ok: false; code: 'cancelled' };",
      "export type Maybe = { ok: true } | { ok: false; code?: 'cancelled' };",
      'export type Failed = Extract<Flat, { ok: false }>;',
    ].join('\n');
    expect(uncodedFailures([], { [fixture]: code }).map((found) => found.replace(/^[^:]*:/, ''))).toEqual([
      "2: { ok: false; reason: 'cancelled' }",
      '3: { ok: false; failure: { code: string } }',
      "4: ({ ok: false } & { kind: 'widget-failed' })",
      "7: { ok: false; code?: 'cancelled' }",
    ]);
  });
});
